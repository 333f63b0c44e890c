import Diagnostics

/// An app target with the files it builds with: its Info.plist (a file, keys generated from
/// `INFOPLIST_KEY_*` build settings, or both), its entitlements, and the frameworks it links
/// and embeds. Without an Xcode project, a folder's Info.plist and the entitlements beside it.
struct AppTarget {
    var name: String
    /// Where a finding about the target as a whole goes: its object in the pbxproj.
    var location: Location
    var xcodeTarget: XcodeTarget?
    var project: XcodeProject?
    /// `INFOPLIST_FILE`, as resolved (the file may be missing).
    var infoPlistPath: String?
    var infoPlist: PlistFile?
    var entitlementsPath: String?
    var entitlements: PlistFile?
    /// `INFOPLIST_KEY_<key>` settings (with `GENERATE_INFOPLIST_FILE = YES`), located in the pbxproj.
    var generatedKeys: [String: (node: PlistNode, location: Location)] = [:]
    /// The build settings that generate the Info.plist, when they do.
    var generatedLocation: Location?
    /// The files its build settings name (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`), as found.
    var namedFiles: [NamedFile] = []
    /// `IPHONEOS_DEPLOYMENT_TARGET` of the configuration (or the project's); nil without a project.
    var deploymentTarget: DeploymentTarget?

    /// An Info.plist key's value and where it is written: the file first, then the settings.
    func infoValue(_ key: String) -> (node: PlistNode, location: Location, file: String)? {
        if let infoPlist, let entry = infoPlist.root.entry(key) {
            return (entry.value, infoPlist.location(of: entry), infoPlist.path)
        }
        if let generated = generatedKeys[key], let project {
            return (generated.node, generated.location, project.path)
        }
        return nil
    }

    /// Where a missing Info.plist key is reported, and what to call the place in a message.
    var infoPlistPlace: (location: Location, name: String, note: String) {
        if let infoPlist {
            return (infoPlist.location(infoPlist.root.line, infoPlist.root.column), infoPlist.path, infoPlist.lineNote)
        }
        if let generatedLocation, let project {
            return (generatedLocation, "the Info.plist generated from the build settings in \(project.path)", "")
        }
        return (location, infoPlistPath ?? "the target's Info.plist", "")
    }

    /// Names of the files in the target's link and embed phases.
    var frameworkNames: Set<String> {
        Set(((xcodeTarget?.linked ?? []) + (xcodeTarget?.embedded ?? [])).map(\.name))
    }
}

/// A file a build setting names, and what the project tree holds under that name.
struct NamedFile {
    enum Found {
        case exactly
        /// Only with other letter case (a Mac's disk finds it; a case-sensitive one does not).
        case otherCase(String)
        case missing
    }

    /// `INFOPLIST_FILE`.
    var setting: String
    /// The path the setting names, relative to the project directory.
    var path: String
    var found: Found
    /// The setting in the pbxproj.
    var location: Location
}

/// The iOS version a target builds for, and where that is set.
struct DeploymentTarget {
    /// As written (`15.0`); nil when no configuration sets it (Xcode then uses its SDK's version).
    var value: String?
    var location: Location?
    /// Not in the project, but an `.xcconfig` file (not read) may set it: unknown.
    var mayBeInConfigurationFile = false

    /// The major version, when written.
    var major: Int? { value.flatMap { Int($0.split(separator: ".").first ?? "") } }
}
