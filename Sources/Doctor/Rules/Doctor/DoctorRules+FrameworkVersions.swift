import Diagnostics

extension DoctorRules {
    public enum FrameworkVersions: Rule {
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
    }
}
