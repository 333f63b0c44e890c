import Diagnostics

extension DoctorRules {
    public enum OpenSSLMissing: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.openssl-missing", severity: .error,
            summary: "A target uses identiaFlow.xcframework without OpenSSL.xcframework.",
            explanation: """
                What it checks: a target that links or embeds identiaFlow.xcframework also links \
                and embeds OpenSSL.xcframework.

                Why it matters: "identiaFlow.xcframework enlaza OpenSSL de forma dinámica. Si \
                OpenSSL.xcframework no está incorporado en la aplicación, el proyecto compilará \
                sin errores pero la aplicación fallará al iniciarse con un mensaje similar a: \
                dyld: Library not loaded: @rpath/OpenSSL.framework/OpenSSL".

                Fix: unzip openssl.zip (published with the same SDK version), drag \
                OpenSSL.xcframework into the project, and set it to Embed & Sign.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(X.app(pbxproj: X.pbxproj([X.identiaFlow], mark: "linked:identiaFlow.xcframework")))
            ])

        static func visit(
            phases target: AppTarget, of xcodeTarget: XcodeTarget, in project: XcodeProject, _ sink: DiagnosticSink
        ) {
            let identiaFlow = SDKFrameworks.identiaFlow
            let openSSL = SDKFrameworks.openSSL
            guard let sdkFile = (xcodeTarget.linked + xcodeTarget.embedded).first(where: { $0.name == identiaFlow }),
                !target.frameworkNames.contains(openSSL)
            else { return }
            sink.report(
                description, at: project.location(sdkFile.line, sdkFile.column),
                "target '\(target.name)' uses \(identiaFlow) without \(openSSL), which it links dynamically: "
                    + DoctorRules.dyld(openSSL))
        }
    }
}
