import Diagnostics

/// The parts of a `project.pbxproj` the doctor needs: each native target, its build
/// configurations (build settings), and the frameworks it links and embeds.
public struct XcodeProject: Sendable {
    /// `App.xcodeproj/project.pbxproj`, relative to the project directory.
    public var path: String
    /// The folder that holds the `.xcodeproj` (`$(SRCROOT)`), relative; "" for the top.
    public var sourceRoot: String
    public var targets: [XcodeTarget]
    /// The project's own build configurations (PBXProject), whose settings every target inherits.
    public var configurations: [BuildConfiguration] = []
    /// The languages the project is localised in (PBXProject `knownRegions`), each located.
    public var knownRegions: [PlistNode] = []

    public func location(_ line: Int?, _ column: Int?) -> Location {
        Location(file: path, line: line, column: column)
    }
}

public struct XcodeTarget: Sendable {
    public var name: String
    public var productType: String
    public var line: Int?
    public var column: Int?
    public var configurations: [BuildConfiguration]
    /// Files of the "Link Binary With Libraries" phase.
    public var linked: [BuildFile]
    /// Files of the "Embed Frameworks" copy phase (destination: Frameworks).
    public var embedded: [BuildFile]
    /// Names of the files of the "Compile Sources" phase.
    public var sources: [String] = []
    /// Xcode 16 folders whose files build without being listed (`fileSystemSynchronizedGroups`).
    public var hasSynchronizedFolders = false

    /// An app, or an App Clip (which can read NFC too and needs the same keys).
    public var isApplication: Bool { Self.applicationTypes.contains(productType) }
    public var isAppClip: Bool { productType == Self.appClipType }

    public static let appClipType = "com.apple.product-type.application.on-demand-install-capable"
    static let applicationTypes: Set = ["com.apple.product-type.application", appClipType]
}

public struct BuildConfiguration: Sendable {
    public var name: String
    /// The `buildSettings` dictionary, located.
    public var settings: PlistNode
    /// It is based on an `.xcconfig` file (`baseConfigurationReference`), which may set more.
    public var hasConfigurationFile = false

    public func setting(_ key: String) -> PlistEntry? { settings.entry(key) }
}

/// A file in a build phase: its name, the located PBXBuildFile object, and its attributes
/// (`CodeSignOnCopy`, `RemoveHeadersOnCopy`).
public struct BuildFile: Sendable {
    public var name: String
    public var line: Int?
    public var column: Int?
    public var attributes: [String]
}

public enum XcodeProjectReader {
    /// Reads a pbxproj at `path` (relative to the project directory).
    public static func read(_ bytes: [UInt8], path: String) -> Result<XcodeProject, PlistReadError> {
        if let pointer = GitLFSPointer.describe(bytes) {
            return .failure(PlistReadError(message: pointer, line: 1, column: 1))
        }
        switch OpenStepPlistParser.parse(bytes) {
        case .failure(let error):
            return .failure(error)
        case .success(let root):
            guard let objects = root["objects"]?.entries else {
                return .failure(
                    PlistReadError(
                        message: "no 'objects' dictionary: not an Xcode project",
                        line: root.line, column: root.column))
            }
            let byID = Dictionary(objects.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            let projectFolder = path.split(separator: "/").dropLast(2).joined(separator: "/")
            let targets = objects.compactMap { target($0, objects: byID) }
            var project = XcodeProject(path: path, sourceRoot: projectFolder, targets: targets)
            let rootObject = root["rootObject"]?.string.flatMap { byID[$0]?.value }
            project.configurations = configurations(of: rootObject, objects: byID)
            project.knownRegions = rootObject?["knownRegions"]?.array ?? []
            return .success(project)
        }
    }

    private static func target(_ entry: PlistEntry, objects: [String: PlistEntry]) -> XcodeTarget? {
        let object = entry.value
        guard object["isa"]?.string == "PBXNativeTarget" else { return nil }
        let configurations = configurations(of: object, objects: objects)
        var linked: [BuildFile] = []
        var embedded: [BuildFile] = []
        var sources: [String] = []
        for phaseID in object["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID]?.value else { continue }
            let files = (phase["files"]?.strings ?? []).compactMap { buildFile($0, objects: objects) }
            switch phase["isa"]?.string {
            case "PBXFrameworksBuildPhase":
                linked += files
            case "PBXCopyFilesBuildPhase" where phase["dstSubfolderSpec"]?.string == "10":
                embedded += files
            case "PBXSourcesBuildPhase":
                sources += files.map(\.name)
            default:
                break
            }
        }
        return XcodeTarget(
            name: object["name"]?.string ?? entry.key, productType: object["productType"]?.string ?? "",
            line: entry.keyLine, column: entry.keyColumn,
            configurations: configurations, linked: linked, embedded: embedded, sources: sources,
            hasSynchronizedFolders: !(object["fileSystemSynchronizedGroups"]?.strings ?? []).isEmpty)
    }

    /// The build configurations of a target or of the project, from its configuration list.
    private static func configurations(of object: PlistNode?, objects: [String: PlistEntry]) -> [BuildConfiguration] {
        let configurationList = object?["buildConfigurationList"]?.string.flatMap { objects[$0]?.value }
        let configurationIDs = configurationList?["buildConfigurations"]?.strings ?? []
        return configurationIDs.compactMap { id in
            guard let configuration = objects[id]?.value, let settings = configuration["buildSettings"] else {
                return nil
            }
            return BuildConfiguration(
                name: configuration["name"]?.string ?? id, settings: settings,
                hasConfigurationFile: configuration["baseConfigurationReference"] != nil)
        }
    }

    private static func buildFile(_ id: String, objects: [String: PlistEntry]) -> BuildFile? {
        guard let entry = objects[id] else { return nil }
        let object = entry.value
        var name = ""
        if let reference = object["fileRef"]?.string.flatMap({ objects[$0]?.value }) {
            name = reference["path"]?.string ?? reference["name"]?.string ?? ""
        } else if let product = object["productRef"]?.string.flatMap({ objects[$0]?.value }) {
            name = product["productName"]?.string ?? ""
        }
        let fileName = name.split(separator: "/").last.map(String.init) ?? name
        return BuildFile(
            name: fileName, line: entry.keyLine, column: entry.keyColumn,
            attributes: object["settings"]?["ATTRIBUTES"]?.strings ?? [])
    }
}
