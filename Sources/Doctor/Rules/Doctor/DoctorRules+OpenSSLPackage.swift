import Diagnostics

extension DoctorRules {
    public enum OpenSSLPackage: Rule {
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
    }
}
