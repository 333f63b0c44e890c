import Foundation
import PackagePlugin

/// Gives the idv-res executable the git commit it is built from (`idv-res --version`): runs
/// scripts/build-info.sh, offline, with the local git only.
///
/// A build command, not a prebuild one: SwiftPM reruns a prebuild command only when it plans
/// the build again, so a commit that touched no Swift source left the previous commit in the
/// binary. A build command reruns whenever one of its inputs changes: the git files a commit,
/// checkout or reset rewrites, and the package's sources (for "-dirty").
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        let script = package.appendingPathComponent("scripts/build-info.sh")
        return [
            .buildCommand(
                displayName: "idv-res build info (git commit)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path, package.path],
                inputFiles: [script] + GitFiles.watched(package: package) + Self.sources(of: package),
                outputFiles: [output.appendingPathComponent("BuildInfo.swift")])
        ]
    }

    /// Package.swift and every file under Sources/: an edit there makes the commit "-dirty".
    private static func sources(of package: URL) -> [URL] {
        let sources = package.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        return [package.appendingPathComponent("Package.swift")] + (files ?? [])
    }
}

/// The files of a git checkout that change when HEAD moves or the index does.
enum GitFiles {
    static func watched(package: URL) -> [URL] {
        guard let gitDirectory = gitDirectory(of: package) else { return [] }
        let common = commonDirectory(of: gitDirectory)
        var files = [
            gitDirectory.appendingPathComponent("HEAD"),
            gitDirectory.appendingPathComponent("logs/HEAD"),  // every commit, checkout, reset
            gitDirectory.appendingPathComponent("index"),  // git add, commit (for "-dirty")
            common.appendingPathComponent("packed-refs"),
        ]
        // The branch HEAD names, as a loose ref (a commit rewrites it).
        if let head = try? String(contentsOf: files[0], encoding: .utf8), head.hasPrefix("ref: ") {
            let ref = head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
            files.append(common.appendingPathComponent(ref))
        }
        // Only what exists: an input no command makes and that is missing would fail the build.
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `.git` as a folder, or the folder a `.git` file names (`gitdir: …`, in a worktree or a
    /// submodule); nil outside a git checkout.
    static func gitDirectory(of package: URL) -> URL? {
        let dotGit = package.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else {
            return nil
        }
        let path = text.dropFirst(7).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: path, relativeTo: package).standardizedFileURL
    }

    /// Where the refs are: a worktree's git folder names the shared one in `commondir`.
    static func commonDirectory(of gitDirectory: URL) -> URL {
        let file = gitDirectory.appendingPathComponent("commondir")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return gitDirectory }
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: path, relativeTo: gitDirectory.appendingPathComponent("")).standardizedFileURL
    }
}
