import Diagnostics

extension DoctorRules {
    public enum EmbedAndSign: Rule {
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
    }
}
