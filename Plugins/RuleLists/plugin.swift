import Foundation
import PackagePlugin

/// Writes the rule lists at build time (scripts/gen-rule-lists.sh), from file names: a module
/// with a `Rules/` folder gets `<Module>RuleTypes` (every `<Namespace>+<Rule>.swift` there names
/// its type `<Namespace>.<Rule>`, and each rule protocol has its typed list); RuleCatalog, which
/// has none, gets `RuleRegistry.types`, the lists of every such module. A rule file whose type
/// is missing or misnamed fails the build at that file; no rule can be left out.
@main
struct RuleLists: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL
        let script = package.appendingPathComponent("scripts/gen-rule-lists.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuleLists.swift")
        let shell = URL(fileURLWithPath: "/bin/sh")
        if Self.hasRules(target) {
            // Every source: a rule protocol may be declared outside Rules/.
            let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
            return [
                .buildCommand(
                    displayName: "Rule lists of \(target.name)", executable: shell,
                    arguments: [script.path, "module", target.name, target.directoryURL.path, output.path],
                    inputFiles: [script] + sources, outputFiles: [output])
            ]
        }
        let modules = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter(Self.hasRules)
            .map(\.name).sorted()
        return [
            .buildCommand(
                displayName: "Rule registry of \(target.name)", executable: shell,
                arguments: [script.path, "registry", output.path] + modules, inputFiles: [script],
                outputFiles: [output])
        ]
    }

    private static func hasRules(_ target: SourceModuleTarget) -> Bool {
        var isDirectory: ObjCBool = false
        let rules = target.directoryURL.appendingPathComponent("Rules").path
        return FileManager.default.fileExists(atPath: rules, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
