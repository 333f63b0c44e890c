import Foundation
import PackagePlugin

/// Gives the idv-res executable the git commit it is built from (`idv-res --version`): runs
/// scripts/build-info.sh before every build, offline, with the local git only.
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        let script = context.package.directoryURL.appendingPathComponent("scripts/build-info.sh")
        return [
            .prebuildCommand(
                displayName: "idv-res build info (git commit)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path, context.package.directoryURL.path],
                outputFilesDirectory: output)
        ]
    }
}
