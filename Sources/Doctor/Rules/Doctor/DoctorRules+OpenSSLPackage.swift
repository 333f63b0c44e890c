import Diagnostics

extension DoctorRules {
    public enum OpenSSLPackage: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.openssl-package", severity: .warning,
            summary: "OpenSSL.xcframework is not beside identiaFlow.xcframework, or lacks LICENSE.txt or README.md.",
            explanation: """
                What it checks: in the project's folders, OpenSSL.xcframework sits in the same \
                folder as identiaFlow.xcframework, and its LICENSE.txt and README.md are kept \
                with it (inside it or beside it). Located at the xcframework folder (no line).

                Why it matters: "El paquete de OpenSSL incluye su archivo LICENSE.txt (Apache \
                License 2.0) y un README.md con la información de origen y su suma de \
                verificación. Ambos archivos deben conservarse junto al framework." The license \
                must ship with the app; frameworks kept apart are updated apart, and "Utilice \
                siempre la versión de OpenSSL publicada junto a la misma versión del SDK. Una \
                versión distinta produce el mismo fallo."

                Fix: unzip both distributions into one folder (e.g. Frameworks/) and keep the \
                files that come with them.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(frameworks: X.frameworks(licenseFiles: ["README.md"])),
                    expected: [Location(file: "Frameworks/OpenSSL.xcframework")]),
                X.example(
                    X.app(frameworks: X.frameworks(openSSLFolder: "Vendor")),
                    expected: [Location(file: "Frameworks/identiaFlow.xcframework")]),
            ])

        /// OpenSSL's LICENSE.txt and README.md with it, and OpenSSL beside Identia Flow.
        static func visit(
            xcframework path: String, in tree: ProjectTree, _ files: inout ProjectFiles, _ sink: DiagnosticSink
        ) {
            let openSSL = SDKFrameworks.openSSL
            if SDKFrameworks.isFolder(path, of: openSSL) {
                let folder = SDKFrameworks.parent(path)
                for document in ["LICENSE.txt", "README.md"]
                where !files.exists(path + "/" + document) && !files.exists(SDKFrameworks.join(folder, document)) {
                    sink.report(
                        description, at: Location(file: path),
                        "\(document) of \(openSSL) is missing (neither in \(path) nor beside it): "
                            + "the OpenSSL package ships it and it must be kept with the framework")
                }
            }
            if SDKFrameworks.isFolder(path, of: SDKFrameworks.identiaFlow),
                !tree.xcframeworks.contains(SDKFrameworks.sibling(openSSL, of: path))
            {
                let elsewhere = tree.xcframeworks.first { $0.hasSuffix(openSSL) }.map { " (found at \($0))" } ?? ""
                sink.report(
                    description, at: Location(file: path),
                    "\(openSSL) is not beside \(path)\(elsewhere): the SDK ships the two together; "
                        + "keep them in one folder so they are updated together")
            }
        }
    }
}
