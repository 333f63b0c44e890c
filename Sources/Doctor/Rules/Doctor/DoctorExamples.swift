import Diagnostics
import ModelsXML

/// Small Xcode-style project trees for the doctor rules' examples: a good app (Identia Flow
/// with NFC, both frameworks embedded and signed, versions paired) that each example changes
/// in one place, with `↓` where the finding must be.
enum DoctorExamples {
    struct Framework {
        var name: String
        var linked = true
        var embedded = true
        var signed = true
    }

    static let identiaFlow = Framework(name: "identiaFlow.xcframework")
    static let openSSL = Framework(name: "OpenSSL.xcframework")
    static let settings = """
        CODE_SIGN_ENTITLEMENTS = App/App.entitlements;
        \t\t\t\tINFOPLIST_FILE = App/Info.plist;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = pe.identia.example;
        """

    /// A project.pbxproj with one app target. `mark` puts `↓` before a build file
    /// (`"linked:OpenSSL.xcframework"`, `"embedded:..."`) or the build settings (`"settings"`).
    /// `knownRegions`: the project object with these languages (`↓` marks included).
    static func pbxproj(
        _ frameworks: [Framework] = [identiaFlow, openSSL], settings: String = settings,
        mark: String? = nil, productType: String = "com.apple.product-type.application", sources: [String] = [],
        configurationFile: Bool = false, knownRegions: [String]? = nil
    ) -> String {
        let base = configurationFile ? "\t\t\tbaseConfigurationReference = X1 /* App.xcconfig */;\n" : ""
        func marked(_ tag: String) -> String { mark == tag ? "↓" : "" }
        var objects = ""
        if let knownRegions {
            objects +=
                "\t\tR1 /* Project object */ = {isa = PBXProject; knownRegions = ("
                + knownRegions.map { $0 + ", " }.joined() + "); targets = (T1, ); };\n"
        }
        var sourcePhase = ""
        if !sources.isEmpty {
            for (index, source) in sources.enumerated() {
                objects +=
                    "\t\tS\(index) /* \(source) */ = {isa = PBXFileReference; path = \(source); sourceTree = \"<group>\"; };\n"
                    + "\t\tSB\(index) /* \(source) in Sources */ = {isa = PBXBuildFile; fileRef = S\(index); };\n"
            }
            let files = sources.indices.map { "SB\($0), " }.joined()
            objects += "\t\tP3 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (\(files)); };\n"
            sourcePhase = "P3, "
        }
        var linked: [String] = []
        var embedded: [String] = []
        for (index, framework) in frameworks.enumerated() {
            let name = framework.name
            objects +=
                "\t\tF\(index) /* \(name) */ = "
                + "{isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; "
                + "path = Frameworks/\(name); sourceTree = \"<group>\"; };\n"
            if framework.linked {
                objects +=
                    "\t\t\(marked("linked:\(name)"))L\(index) /* \(name) in Frameworks */ = "
                    + "{isa = PBXBuildFile; fileRef = F\(index); };\n"
                linked.append("L\(index)")
            }
            if framework.embedded {
                let attributes = framework.signed ? "CodeSignOnCopy, RemoveHeadersOnCopy, " : "RemoveHeadersOnCopy, "
                objects +=
                    "\t\t\(marked("embedded:\(name)"))E\(index) /* \(name) in Embed Frameworks */ = "
                    + "{isa = PBXBuildFile; fileRef = F\(index); settings = {ATTRIBUTES = (\(attributes)); }; };\n"
                embedded.append("E\(index)")
            }
        }
        let linkedFiles = linked.map { $0 + ", " }.joined()
        let embeddedFiles = embedded.map { $0 + ", " }.joined()
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(objects)\t\tP1 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (\(linkedFiles)); };
            \t\tP2 /* Embed Frameworks */ = {
            \t\t\tisa = PBXCopyFilesBuildPhase;
            \t\t\tdstPath = "";
            \t\t\tdstSubfolderSpec = 10;
            \t\t\tfiles = (\(embeddedFiles));
            \t\t\tname = "Embed Frameworks";
            \t\t};
            \t\t\(marked("target"))T1 /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = CL1;
            \t\t\tbuildPhases = (P1, P2, \(sourcePhase));
            \t\t\tname = App;
            \t\t\tproductType = "\(productType)";
            \t\t};
            \t\tCL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \(base)\t\t\tbuildSettings = \(marked("settings")){
            \t\t\t\t\(settings)
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t};
            \trootObject = R1;
            }

            """
    }

    /// An XML plist; `dictMark` marks its root `<dict>`.
    static func plist(
        _ entries: [(key: String, value: String)], dictMark: Bool = false,
        mark: String? = nil
    ) -> String {
        var body = ""
        for entry in entries {
            body += "\t\(mark == entry.key ? "↓" : "")<key>\(entry.key)</key>\n\t\(entry.value)\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(dictMark ? "↓" : "")<dict>
            \(body)</dict>
            </plist>

            """
    }

    static let selectIdentifiers = (
        key: "com.apple.developer.nfc.readersession.iso7816.select-identifiers",
        value: "<array>\n\t\t<string>A0000002471001</string>\n\t</array>"
    )
    static let formats = (
        key: "com.apple.developer.nfc.readersession.formats",
        value: "<array>\n\t\t<string>TAG</string>\n\t</array>"
    )
    static let infoEntries: [(key: String, value: String)] = [
        ("CFBundleIdentifier", "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"),
        ("NSCameraUsageDescription", "<string>We need the camera to photograph your identity document.</string>"),
        ("NSLocationWhenInUseUsageDescription", "<string>We need your location to confirm where you verify.</string>"),
        ("NFCReaderUsageDescription", "<string>We need NFC to read the chip of your identity document.</string>"),
        selectIdentifiers,
    ]

    /// The good Info.plist without `removing`, with `replacing` values.
    static func info(
        removing: Set<String> = [], replacing: [String: String] = [:], dictMark: Bool = false,
        mark: String? = nil
    ) -> String {
        let entries = infoEntries.filter { !removing.contains($0.key) }.map { ($0.key, replacing[$0.key] ?? $0.value) }
        return plist(entries, dictMark: dictMark, mark: mark)
    }

    static let contentView = """
        import SwiftUI
        import identiaFlow

        struct ContentView: View {
            let sessionID: String

            var body: some View {
                IdentiaFlowView(
                    idSession: sessionID,
                    endPoint: "https://apifacialdev.identia.pe/") { jsonString in
                    print(jsonString)
                }
            }
        }

        """

    static func frameworkInfo(_ name: String, version: String, mark: Bool = false) -> String {
        plist(
            [
                ("CFBundleIdentifier", "<string>pe.identia.\(name)</string>"),
                ("CFBundlePackageType", "<string>FMWK</string>"),
                ("CFBundleShortVersionString", "<string>\(version)</string>"),
            ],
            mark: mark ? "CFBundleShortVersionString" : nil)
    }

    static func xcframeworkManifest(_ module: String) -> String {
        plist([
            (
                "AvailableLibraries",
                """
                <array>
                \t\t<dict>
                \t\t\t<key>LibraryIdentifier</key>
                \t\t\t<string>ios-arm64</string>
                \t\t\t<key>LibraryPath</key>
                \t\t\t<string>\(module).framework</string>
                \t\t</dict>
                \t</array>
                """
            ), ("XCFrameworkFormatVersion", "<string>1.0</string>"),
        ])
    }

    /// The two xcframeworks as published: versions, manifests, OpenSSL's LICENSE.txt and README.md.
    static func frameworks(
        identiaFlowVersion: String = "0.0.8", openSSLVersion: String = "3.6.2000",
        openSSLFolder: String = "Frameworks",
        licenseFiles: Set<String> = ["LICENSE.txt", "README.md"],
        markOpenSSLVersion: Bool = false
    ) -> [String: String] {
        var files = [
            "Frameworks/identiaFlow.xcframework/Info.plist": xcframeworkManifest("identiaFlow"),
            "Frameworks/identiaFlow.xcframework/ios-arm64/identiaFlow.framework/Info.plist":
                frameworkInfo("identiaFlow", version: identiaFlowVersion),
            "\(openSSLFolder)/OpenSSL.xcframework/Info.plist": xcframeworkManifest("OpenSSL"),
            "\(openSSLFolder)/OpenSSL.xcframework/ios-arm64/OpenSSL.framework/Info.plist":
                frameworkInfo("OpenSSL", version: openSSLVersion, mark: markOpenSSLVersion),
        ]
        for name in licenseFiles {
            files["\(openSSLFolder)/\(name)"] = name == "LICENSE.txt" ? "Apache License 2.0\n" : "# OpenSSL 3.6.2000\n"
        }
        return files
    }

    /// The whole good app with the given parts replaced (nil removes a file).
    static func app(
        pbxproj: String? = pbxproj(), info: String? = info(), entitlements: String? = plist([formats]),
        swift: [String: String] = ["App/ContentView.swift": contentView],
        frameworks: [String: String] = frameworks()
    ) -> [String: String] {
        var files = frameworks.merging(swift) { $1 }
        if let pbxproj { files["App.xcodeproj/project.pbxproj"] = pbxproj }
        if let info { files["App/Info.plist"] = info }
        if let entitlements { files["App/App.entitlements"] = entitlements }
        return files
    }

    static func example(
        _ files: [String: String], arguments: [String] = [],
        archives: [String: [ArchiveEntryRecipe]] = [:],
        expected: [Location] = [], utf16Files: Set<String> = []
    ) -> RuleExample {
        var example = RuleExample(files, command: "doctor", arguments: arguments, expected: expected)
        example.archives = archives
        example.utf16Files = utf16Files
        return example
    }

    // MARK: SelphID

    static let resourcesZip = "App/Resources/fphi-selphid-widget-resources-sdk.zip"
    static let models: [ArchiveEntryRecipe] = SpecificDataRules.models.sorted { $0.key < $1.key }.map {
        ArchiveEntryRecipe($0.key, $0.value)
    }

    /// A SelphID app: the configuration function with one line replaced (`line` is the
    /// property's whole assignment, `↓` marks included); `location`: its Info.plist has
    /// `NSLocationWhenInUseUsageDescription` with this value, marked.
    static func selphID(_ replacements: [String: String] = [:], location: String? = nil) -> RuleExample {
        let lines = [
            ("resourcesPath", "conf.resourcesPath = \"fphi-selphid-widget-resources-sdk.zip\""),
            ("scanMode", "conf.scanMode = SelphIDScanMode.MODE_SEARCH"),
            ("specificData", "conf.specificData = \"ES|<ALL>\""),
            ("tokenImageQuality", "conf.tokenImageQuality = 0.5"),
            ("enabledCountries", "conf.enabledCountries = [\"ES\", \"PE\"]"),
        ].map { "    " + (replacements[$0.0] ?? $0.1) }
        let source = """
            import FPHISDKSelphIDComponent

            /* The configuration the app launches SelphIDController with.
               conf.tokenImageQuality = 7 in this comment is not code. */
            func configuration() -> SelphIDConfigurationData {
                let conf = SelphIDConfigurationData()
            \(lines.joined(separator: "\n"))
                return conf
            }

            """
        let locationKey = "NSLocationWhenInUseUsageDescription"
        let info = info(
            removing: [location == nil ? locationKey : "", "NFCReaderUsageDescription", selectIdentifiers.key],
            replacing: location.map { [locationKey: $0] } ?? [:], mark: location == nil ? nil : locationKey)
        let project = pbxproj([], settings: "INFOPLIST_FILE = App/Info.plist;")
        return example(
            ["App.xcodeproj/project.pbxproj": project, "App/Info.plist": info, "App/SelphID.swift": source],
            archives: [resourcesZip: models])
    }
}
