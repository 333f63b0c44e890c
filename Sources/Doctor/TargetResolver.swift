import Diagnostics

/// Pairs each app target with its files, from the build settings `INFOPLIST_FILE`,
/// `CODE_SIGN_ENTITLEMENTS`, `GENERATE_INFOPLIST_FILE` and `INFOPLIST_KEY_*`; without a project,
/// pairs each Info.plist with the entitlements beside it.
enum TargetResolver {
    static func targets(tree: ProjectTree, files: inout ProjectFiles) -> [AppTarget] {
        var targets: [AppTarget] = []
        for path in tree.projects {
            guard let bytes = files.bytes(path) else { continue }
            switch XcodeProjectReader.read(bytes, path: path) {
            case .failure(let error):
                let location = Location(file: path, line: error.line ?? 1, column: error.column ?? 1)
                files.problems.append(
                    UnreadableProjectFile(path: path, location: location, problem: .notXcodeProject(error.message)))
            case .success(let project):
                for target in project.targets where target.isApplication {
                    for configuration in target.configurations {
                        targets.append(appTarget(target, configuration, project: project, files: &files))
                    }
                }
            }
        }
        if tree.projects.isEmpty {
            targets += tree.infoPlists.map { standalone($0, tree: tree, files: &files) }
        }
        return targets
    }

    /// One build configuration of a target (configurations may name different files).
    private static func appTarget(
        _ target: XcodeTarget, _ configuration: BuildConfiguration, project: XcodeProject,
        files: inout ProjectFiles
    ) -> AppTarget {
        var app = AppTarget(
            name: target.name, location: project.location(target.line, target.column),
            xcodeTarget: target, project: project)
        func path(_ key: String) -> String? {
            guard let value = configuration.setting(key)?.value.string, !value.isEmpty else { return nil }
            return resolve(value, project: project, target: target.name)
        }
        if let infoPath = path("INFOPLIST_FILE") {
            app.infoPlistPath = infoPath
            app.infoPlist = files.plist(infoPath)
        }
        if let entitlementsPath = path("CODE_SIGN_ENTITLEMENTS") {
            app.entitlementsPath = entitlementsPath
            app.entitlements = files.plist(entitlementsPath)
        }
        if configuration.setting("GENERATE_INFOPLIST_FILE")?.value.string == "YES" {
            app.generatedLocation = project.location(configuration.settings.line, configuration.settings.column)
            for entry in configuration.settings.entries ?? [] where entry.key.hasPrefix("INFOPLIST_KEY_") {
                let key = String(entry.key.dropFirst("INFOPLIST_KEY_".count))
                app.generatedKeys[key] = (entry.value, project.location(entry.keyLine, entry.keyColumn))
            }
        }
        return app
    }

    /// A build-setting path: `$(SRCROOT)/App/Info.plist`, `App/Info.plist` (relative to the
    /// folder of the .xcodeproj), `$(TARGET_NAME)` replaced.
    static func resolve(_ value: String, project: XcodeProject, target: String) -> String {
        var path = value.replacingOccurrences(of: "$(TARGET_NAME)", with: target)
            .replacingOccurrences(of: "${TARGET_NAME}", with: target)
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "./"]
        where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        guard !project.sourceRoot.isEmpty else { return path }
        return project.sourceRoot + "/" + path
    }

    /// Without a project: a folder's Info.plist with the entitlements beside it (or the only
    /// entitlements file there is).
    private static func standalone(_ infoPath: String, tree: ProjectTree, files: inout ProjectFiles) -> AppTarget {
        let folder = infoPath.split(separator: "/").dropLast().joined(separator: "/")
        let name = folder.isEmpty ? "app" : String(folder.split(separator: "/").last!)
        var app = AppTarget(name: name, location: Location(file: infoPath, line: 1, column: 1))
        app.infoPlistPath = infoPath
        app.infoPlist = files.plist(infoPath)
        let beside = tree.entitlements.first { $0.split(separator: "/").dropLast().joined(separator: "/") == folder }
        if let entitlementsPath = beside ?? (tree.entitlements.count == 1 ? tree.entitlements[0] : nil) {
            app.entitlementsPath = entitlementsPath
            app.entitlements = files.plist(entitlementsPath)
        }
        return app
    }
}
