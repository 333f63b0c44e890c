import Foundation
import PackagePlugin

/// `swift package idv-res validate [--target NAME ...] [options]` in a package that depends on
/// idv-res: validates the package's resources (Localizable and String Catalog folders, resources
/// bundle folders, resources zips), found in its targets; findings print as
/// `/path/file:line:col: severity: message [rule]`, the form Xcode and SwiftPM show. Any other
/// command (`swift package idv-res rules`, `... strings App/Resources`) runs idv-res as given.
@main
struct IDVResCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try builtTool()
        var arguments = arguments
        if arguments.first == "validate" {
            guard let validate = try validateArguments(Array(arguments.dropFirst()), context: context) else { return }
            arguments = validate
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure("idv-res \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }

    /// `validate` with the user's options, and the resources found in the targets when no path
    /// is given (nil: nothing to validate, said so).
    private func validateArguments(_ arguments: [String], context: PluginContext) throws -> [String]? {
        var targetNames: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--target", index + 1 < arguments.count {
                targetNames.append(arguments[index + 1])
                index += 2
            } else {
                rest.append(arguments[index])
                index += 1
            }
        }
        if rest.contains(where: { !$0.hasPrefix("-") }) {
            guard targetNames.isEmpty else { throw PluginFailure("give either --target or paths, not both") }
            return ["validate"] + rest
        }
        let unknown = targetNames.filter { name in !context.package.targets.contains { $0.name == name } }
        guard unknown.isEmpty else { throw PluginFailure("no target named \(unknown.joined(separator: ", "))") }
        // By default the package's own code targets (test fixtures are meant to be broken).
        let targets = context.package.targets.filter { target in
            targetNames.isEmpty ? (target as? SourceModuleTarget)?.kind != .test : targetNames.contains(target.name)
        }
        let inputs = targets.compactMap(Self.directory).flatMap(ResourceFinder.inputs(in:))
        guard !inputs.isEmpty else {
            let names = targets.map(\.name).joined(separator: ", ")
            print("idv-res: no resources found in \(names) (Localizable files, resources bundles or zips)")
            return nil
        }
        return ["validate"] + rest + ["--"] + inputs
    }
}

extension IDVResCommand {
    /// The idv-res executable, built now (debug, as `swift run` would; the build says only what
    /// it redoes). Built on demand rather than declared as the plugin's tool: a declared tool is
    /// built for the host, so every build of this package compiled all of it twice.
    func builtTool() throws -> URL {
        let parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
        let result = try packageManager.build(.product("idv-res"), parameters: parameters)
        guard result.succeeded,
            let executable = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "idv-res"
            })
        else {
            throw PluginFailure("could not build idv-res:\n\(result.logText)")
        }
        return executable.url
    }

    /// A code target's folder (`Target.directoryURL` needs tools version 6.1; the concrete
    /// target types have it in 6.0).
    static func directory(_ target: Target) -> URL? {
        (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What idv-res validates in a target's folder: each folder holding `*.lproj/Localizable.strings`
/// or `Localizable.xcstrings` (an app resources folder), each resources bundle folder (holding
/// widget.xml), and each `*resources*.zip`; nothing twice, nothing inside a bundle found already.
enum ResourceFinder {
    static func inputs(in directory: URL) -> [String] {
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        guard let walker else { return [] }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            var candidate: String?
            if name == "Localizable.strings", url.deletingLastPathComponent().pathExtension == "lproj" {
                candidate = url.deletingLastPathComponent().deletingLastPathComponent().path
            } else if name == "Localizable.xcstrings" || name == "widget.xml" {
                candidate = url.deletingLastPathComponent().path
            } else if url.pathExtension == "zip", name.contains("resources") {
                candidate = url.path
            }
            guard let candidate else { continue }
            if found.contains(where: { candidate == $0 || candidate.hasPrefix($0 + "/") }) { continue }
            found.removeAll { $0.hasPrefix(candidate + "/") }
            found.append(candidate)
        }
        return found.sorted()
    }
}
