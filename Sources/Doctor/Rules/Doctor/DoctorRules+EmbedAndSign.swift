import Diagnostics

extension DoctorRules {
    public enum EmbedAndSign: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.embed-and-sign", severity: .error,
            summary: "identiaFlow.xcframework or OpenSSL.xcframework is not embedded and signed (Embed & Sign).",
            explanation: """
                What it checks: each SDK xcframework a target links (Frameworks, Libraries, and \
                Embedded Content) is also in its "Embed Frameworks" copy phase, with code signing \
                on copy (`ATTRIBUTES = (CodeSignOnCopy, ...)`): Xcode's "Embed & Sign".

                Why it matters: both are dynamic frameworks. The guide: "Localice \
                identiaFlow.xcframework y OpenSSL.xcframework en la lista y cambie en ambos la \
                opción Do Not Embed a Embed & Sign." Left at Do Not Embed, "el proyecto compilará \
                sin errores pero la aplicación fallará al iniciarse con un mensaje similar a: \
                dyld: Library not loaded: @rpath/OpenSSL.framework/OpenSSL". Embedded without \
                signing, iOS refuses to load it.

                Fix: in the target's General tab, set both to Embed & Sign.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            [X.Framework(name: X.identiaFlow.name, embedded: false), X.openSSL],
                            mark: "linked:identiaFlow.xcframework"))),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            [X.identiaFlow, X.Framework(name: X.openSSL.name, signed: false)],
                            mark: "embedded:OpenSSL.xcframework"))),
            ])

        /// The SDK's xcframeworks that must be embedded (both are dynamic).
        static let frameworks = [SDKFrameworks.identiaFlow, SDKFrameworks.openSSL]

        static func visit(
            phases target: AppTarget, of xcodeTarget: XcodeTarget, in project: XcodeProject, _ sink: DiagnosticSink
        ) {
            let label = "target '\(target.name)'"
            for name in frameworks {
                let linked = xcodeTarget.linked.first { $0.name == name }
                let embedded = xcodeTarget.embedded.first { $0.name == name }
                if let linked, embedded == nil {
                    sink.report(
                        description, at: project.location(linked.line, linked.column),
                        "\(name) is linked by \(label) but not embedded (Do Not Embed): \(DoctorRules.dyld(name)); "
                            + "choose Embed & Sign")
                }
                if let embedded, !embedded.attributes.contains("CodeSignOnCopy") {
                    sink.report(
                        description, at: project.location(embedded.line, embedded.column),
                        "\(name) is embedded in \(label) without code signing (Embed Without Signing): "
                            + "iOS refuses to load an unsigned framework at launch; choose Embed & Sign")
                }
            }
        }
    }
}
