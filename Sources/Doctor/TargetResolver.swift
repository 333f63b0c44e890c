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
        // A named file is looked for with its exact name, then with any letter case (as a Mac
        // finds it); either way the target's checks run on it, and what was found is said.
        func path(_ key: String) -> String? {
            guard let entry = configuration.setting(key), let value = entry.value.string, !value.isEmpty else {
                return nil
            }
            let path = resolve(value, project: project, target: target.name)
            var named = NamedFile(
                setting: key, path: path, found: .exactly, location: project.location(entry.keyLine, entry.keyColumn))
            defer { app.namedFiles.append(named) }
            if files.tree.contains(path) { return path }
            if let other = files.tree.withOtherCase(path) {
                named.found = .otherCase(other)
                return other
            }
            if !files.exists(path) { named.found = .missing }
            return path
        }
        app.deploymentTarget = deploymentTarget(configuration, project: project)
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

    /// Why the projects gave no app target to check: unreadable, or what targets they have.
    static func noAppTargetReason(tree: ProjectTree, files: inout ProjectFiles) -> String {
        var kinds: [String] = []
        for path in tree.projects {
            guard let bytes = files.bytes(path), case .success(let project) = XcodeProjectReader.read(bytes, path: path)
            else {
                kinds.append("\(path) could not be read")
                continue
            }
            let targets = project.targets.map { target in
                target.isApplication
                    ? "\(target.name) (no build configuration)"
                    : "\(target.name) (\(target.productType.isEmpty ? "no product type" : target.productType))"
            }
            kinds.append("\(path) has " + (targets.isEmpty ? "no native target" : targets.joined(separator: ", ")))
        }
        return kinds.joined(separator: "; ")
            + ": no application or App Clip target was checked, so nothing of the app is known to be right"
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET` of the configuration, else of the project's configuration
    /// of the same name.
    static func deploymentTarget(_ configuration: BuildConfiguration, project: XcodeProject) -> DeploymentTarget {
        let key = "IPHONEOS_DEPLOYMENT_TARGET"
        let projectLevel = project.configurations.first { $0.name == configuration.name }
        guard let entry = configuration.setting(key) ?? projectLevel?.setting(key), let value = entry.value.string
        else {
            let xcconfig = configuration.hasConfigurationFile || projectLevel?.hasConfigurationFile == true
            return DeploymentTarget(value: nil, location: nil, mayBeInConfigurationFile: xcconfig)
        }
        return DeploymentTarget(value: value, location: project.location(entry.keyLine, entry.keyColumn))
    }

    /// A build-setting path: `$(SRCROOT)/App/Info.plist`, `App/Info.plist` (relative to the
    /// folder of the .xcodeproj), `$(TARGET_NAME)` replaced.
    static func resolve(_ value: String, project: XcodeProject, target: String) -> String {
        let projectName = (project.path.split(separator: "/").dropLast().last ?? "").replacingOccurrences(
            of: ".xcodeproj", with: "")
        var path = value
        for (name, replacement) in [("TARGET_NAME", target), ("PROJECT_NAME", projectName)] {
            path = path.replacingOccurrences(of: "$(\(name))", with: replacement)
                .replacingOccurrences(of: "${\(name)}", with: replacement)
        }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "./"]
        where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        return normalized(project.sourceRoot.isEmpty ? path : project.sourceRoot + "/" + path)
    }

    /// `a/../b/./c` as `b/c` (a `..` above the project directory is kept).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
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
