import Diagnostics

extension DoctorRules {
    public enum FrameworkVersions: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.framework-versions", severity: .error,
            summary: "OpenSSL.xcframework is not the version published with the project's identiaFlow.xcframework.",
            explanation: """
                What it checks: the CFBundleShortVersionString of the frameworks inside \
                identiaFlow.xcframework and the OpenSSL.xcframework beside it (XML or binary \
                Info.plist) pair as in the table of docs/doctor.md (Identia Flow 0.0.8 with \
                OpenSSL 3.6.2000). Versions the table does not know are not judged.

                Why it matters: "Utilice siempre la versión de OpenSSL publicada junto a la misma \
                versión del SDK. Una versión distinta produce el mismo fallo": the app dies at \
                launch with `dyld: Library not loaded: @rpath/OpenSSL.framework/OpenSSL`.

                Fix: replace OpenSSL.xcframework with the one from the openssl.zip published \
                with your SDK version (`idv-res doctor --distributions SHA256SUMS` verifies the \
                downloads).
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(X.app(frameworks: X.frameworks(identiaFlowVersion: "0.0.9", openSSLVersion: "3.7.0"))),
            ],
            triggeringExamples: [
                X.example(X.app(frameworks: X.frameworks(openSSLVersion: "3.5.1000", markOpenSSLVersion: true)))
            ])

        /// Identia Flow version -> the OpenSSL.xcframework version published with it (docs/doctor.md).
        static let openSSLForIdentiaFlow = ["0.0.8": "3.6.2000"]

        static func visit(
            xcframework path: String, in tree: ProjectTree, _ files: inout ProjectFiles, _ sink: DiagnosticSink
        ) {
            let openSSL = SDKFrameworks.openSSL
            let sibling = SDKFrameworks.sibling(openSSL, of: path)
            guard SDKFrameworks.isFolder(path, of: SDKFrameworks.identiaFlow), tree.xcframeworks.contains(sibling),
                let sdk = version(of: path, files: &files), let paired = openSSLForIdentiaFlow[sdk.version],
                let ssl = version(of: sibling, files: &files), ssl.version != paired
            else { return }
            sink.report(
                description, at: ssl.location,
                "\(openSSL) is version \(DoctorText.shown(ssl.version)), but \(SDKFrameworks.identiaFlow) \(sdk.version) "
                    + "is published with OpenSSL \(paired): \(DoctorRules.dyld(openSSL)) (or fails when it first calls "
                    + "OpenSSL)\(ssl.note)")
        }

        /// CFBundleShortVersionString of the framework inside an xcframework (the first slice
        /// whose Info.plist has one), located at that key.
        static func version(
            of xcframework: String,
            files: inout ProjectFiles
        ) -> (version: String, location: Location, note: String)? {
            var candidates: [String] = []
            for library in files.plist(xcframework + "/Info.plist")?.root["AvailableLibraries"]?.array ?? [] {
                if let identifier = library["LibraryIdentifier"]?.string,
                    let libraryPath = library["LibraryPath"]?.string
                {
                    candidates.append("\(xcframework)/\(identifier)/\(libraryPath)/Info.plist")
                }
            }
            for slice in files.list(xcframework) {
                candidates += files.list(xcframework + "/" + slice).filter { $0.hasSuffix(".framework") }
                    .map { "\(xcframework)/\(slice)/\($0)/Info.plist" }
            }
            for candidate in candidates where files.exists(candidate) {
                if let plist = files.plist(candidate), let entry = plist.root.entry("CFBundleShortVersionString"),
                    let version = entry.value.string
                {
                    return (version, plist.location(of: entry), plist.lineNote)
                }
            }
            return nil
        }
    }
}
