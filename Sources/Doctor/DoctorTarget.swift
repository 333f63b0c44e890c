import Diagnostics

/// What the doctor's walk knows of one app target when its rules visit its Info.plist and
/// entitlements: the target, and which SDKs and capabilities it uses.
struct DoctorTarget {
    let app: AppTarget
    let usesIdentiaFlow: Bool
    let usesSelphID: Bool
    /// Any NFC key anywhere: then all of them must be right.
    let readsNFC: Bool

    init(_ app: AppTarget, sources: SourceWalk) {
        self.app = app
        let frameworks = app.frameworkNames
        usesIdentiaFlow =
            SourceWalk.compiles(app, any: sources.identiaFlowFiles)
            || frameworks.contains { $0.hasPrefix("identiaFlow.") }
            || (app.project == nil && sources.tree.xcframeworks.contains { $0.hasSuffix(SDKFrameworks.identiaFlow) })
        usesSelphID =
            SourceWalk.compiles(app, any: sources.selphIDFiles) || frameworks.contains { $0.contains("SelphID") }
        readsNFC =
            app.infoValue(NFCKeys.usage) != nil || app.infoValue(NFCKeys.selectIdentifiers) != nil
            || app.entitlements?.root.entry(NFCKeys.selectIdentifiers) != nil
            || app.entitlements?.root.entry(NFCKeys.formats) != nil
    }

    /// The entry of `key` in the target's entitlements.
    func entitlement(_ key: String) -> PlistEntry? { app.entitlements?.root.entry(key) }
}

/// The keys by which a target reads NFC.
enum NFCKeys {
    static let selectIdentifiers = "com.apple.developer.nfc.readersession.iso7816.select-identifiers"
    static let formats = "com.apple.developer.nfc.readersession.formats"
    static let usage = "NFCReaderUsageDescription"
}

/// The SDK's xcframeworks.
enum SDKFrameworks {
    static let identiaFlow = "identiaFlow.xcframework"
    static let openSSL = "OpenSSL.xcframework"

    /// Whether `path` is a folder of `framework` (`Frameworks/OpenSSL.xcframework`).
    static func isFolder(_ path: String, of framework: String) -> Bool {
        path.hasSuffix("/" + framework) || path == framework
    }

    /// `name` in the folder that holds `path`.
    static func sibling(_ name: String, of path: String) -> String { join(parent(path), name) }

    static func parent(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}

/// A `SelphIDConfigurationData` set with literals, in a Swift file of the project.
struct SelphIDConfiguration {
    let settings: SelphIDSettings
    let file: String
    /// The project file its `resourcesPath` names, when it names one.
    let resourcesFile: String?

    func location(of token: SwiftToken) -> Location {
        Location(file: file, line: token.line, column: token.column)
    }
}

/// A project file the doctor could not read, and why.
struct UnreadableProjectFile {
    enum Problem {
        case tooLarge(maximumBytes: Int)
        case notPlist(String)
        case notXcodeProject(String)
    }

    let path: String
    let location: Location
    let problem: Problem
}
