import Diagnostics

/// What the doctor's walk knows of one app target when its rules visit its Info.plist and
/// entitlements: the target, and which SDKs and capabilities it uses.
struct DoctorTarget {
    let app: AppTarget
    /// Why the target uses each SDK, as messages name it: `Identia Flow (IdentiaFlowView in
    /// App/ContentView.swift:8)`, `Identia Flow (identiaFlow.xcframework)`.
    let identiaFlow: String?
    let selphID: String?
    /// The first use of each API in a file the target compiles.
    let uses: [SwiftAPI: SourceUse]
    /// Any NFC key anywhere, or Core NFC in its sources: then all of them must be right.
    let readsNFC: Bool
    /// What reads ICAO 9303 chips (needs A0000002471001 and TAG): `Identia Flow`, a library.
    let passportReader: String?
    /// Its own code reading ISO 7816 tags (needs select identifiers, whichever they are).
    let iso7816Reader: String?
    /// What needs the `TAG` format: the passport reader, an `NFCTagReaderSession`.
    let tagReader: String?
    /// What reads NFC, as messages name it (the most specific known).
    let nfcReader: String
    /// What reads NFC when more than an `NFCReaderUsageDescription` says so (code, select
    /// identifiers, the formats entitlement): what needs that key.
    let nfcUser: String?
    /// `.entitlements` files of the project no target's CODE_SIGN_ENTITLEMENTS names.
    let unusedEntitlements: [String]
    /// `*.lproj` folders of its project (all of the tree's without a project).
    let localizationFolders: [String]

    init(_ app: AppTarget, sources: SourceWalk, unusedEntitlements: [String] = []) {
        self.app = app
        self.unusedEntitlements = unusedEntitlements
        let projectFolder = app.project.map { $0.sourceRoot.isEmpty ? "" : $0.sourceRoot + "/" } ?? ""
        localizationFolders = sources.tree.localizationFolders.filter { $0.hasPrefix(projectFolder) }
        let frameworks = app.frameworkNames
        // Files matched by name may be another target's namesake: those in the folder of the
        // target's Info.plist first.
        let folder = app.infoPlistPath.map { SDKFrameworks.parent($0) + "/" } ?? "\u{0}"
        var uses: [SwiftAPI: SourceUse] = [:]
        for (api, found) in sources.uses {
            let compiled = Set(SourceWalk.compiled(by: app, found.map(\.path)))
            let used = found.filter { compiled.contains($0.path) }
            uses[api] = used.first { $0.path.hasPrefix(folder) } ?? used.first
        }
        self.uses = uses
        func sdk(_ api: SwiftAPI, framework: (String) -> Bool) -> String? {
            if let use = uses[api] { return "\(api.name) (\(use.described))" }
            return frameworks.sorted().first(where: framework).map { "\(api.name) (\($0))" }
        }
        let folderFramework =
            app.project == nil ? sources.tree.xcframeworks.first { $0.hasSuffix(SDKFrameworks.identiaFlow) } : nil
        identiaFlow =
            sdk(.identiaFlow) { $0.hasPrefix("identiaFlow.") } ?? folderFramework.map { "Identia Flow (\($0))" }
        selphID = sdk(.selphID) { $0.contains("SelphID") }
        // The NFC keys beside the usage description: each says the target reads tags.
        let hasReadingKey =
            app.infoValue(NFCKeys.selectIdentifiers) != nil
            || app.entitlements?.root.entry(NFCKeys.selectIdentifiers) != nil
            || app.entitlements?.root.entry(NFCKeys.formats) != nil
        let hasNFCKey = app.infoValue(NFCKeys.usage) != nil || hasReadingKey
        let compiled = Set(SourceWalk.compiled(by: app, sources.nfcFiles.map(\.path)))
        let code = sources.nfcFiles.filter { compiled.contains($0.path) }
        func first(_ what: String, _ test: (NFCUse) -> Bool) -> String? {
            let found = code.filter { test($0.use) }
            return (found.first { $0.path.hasPrefix(folder) } ?? found.first).map { "\(what) (\($0.path))" }
        }
        readsNFC = hasNFCKey || !code.isEmpty
        passportReader =
            (identiaFlow != nil && hasNFCKey ? "Identia Flow (ICAO 9303 chips)" : nil)
            ?? first("the SDK's NFC component", \.vendorNFCComponent)
            ?? first("NFCPassportReader", \.passportLibrary)
        iso7816Reader = first("NFCTagReaderSession reading NFCISO7816Tag", \.readsISO7816)
        let ndefReader = first("NFCNDEFReaderSession", \.ndefSession)
        // Select identifiers with no NFC code seen (Objective-C, Flutter, React Native): ISO 7816
        // tags, which only NFCTagReaderSession reads.
        let selectsApplications =
            code.isEmpty && app.infoValue(NFCKeys.selectIdentifiers) != nil
            ? "NFCTagReaderSession (ISO 7816 select identifiers in the Info.plist)" : nil
        tagReader =
            passportReader ?? iso7816Reader ?? first("NFCTagReaderSession", \.tagSession) ?? selectsApplications
        nfcReader = tagReader ?? ndefReader ?? "Core NFC (NFC keys in its Info.plist or entitlements)"
        // The usage description alone reads nothing: it is what would be needed.
        nfcUser = !code.isEmpty || hasReadingKey ? nfcReader : nil
    }

    /// What in the target asks for `permission`, as messages name it (none: nothing doctor sees).
    func users(of permission: Permission) -> [String] {
        switch permission {
        case .camera:
            let sdks =
                [identiaFlow, selphID].compactMap { $0 } + described(.sdkMobileCamera) + described(.deepIDVCapture)
            return sdks.isEmpty ? described(.cameraCapture) : sdks
        case .location:
            return identiaFlow.map { [$0] } ?? described(.coreLocation)
        case .nfc:
            return nfcUser.map { [$0] } ?? []
        }
    }

    /// What may ask for `permission` when nothing surely does: deepidv used without the one
    /// capture screen the seeds name (its document capture and workflows have no known name).
    func mayAsk(for permission: Permission) -> String? {
        guard permission == .camera, users(of: .camera).isEmpty else { return nil }
        return described(.deepIDV).first.map { "\($0), whose capture screens ask for the camera when shown" }
    }

    func described(_ api: SwiftAPI) -> [String] {
        uses[api].map { ["\(api.name) (\($0.described))"] } ?? []
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
        /// It exists but cannot be opened (permissions, a folder where a file was named).
        case cannotOpen
    }

    let path: String
    let location: Location
    let problem: Problem
}
