import Diagnostics
import Foundation

extension DoctorRules {
    public enum Endpoint: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.endpoint", severity: .error,
            summary: "An IdentiaFlowView endPoint literal is not https, or not under the identia.pe domain.",
            explanation: """
                What it checks: each `IdentiaFlowView(..., endPoint: "...")` whose endPoint is a \
                string literal in the project's Swift files (or a name declared once in the file \
                as `let name = "..."`): the URL uses https and its host is identia.pe or a \
                subdomain of it. Comments and other strings are not code; an endPoint built at \
                run time is not judged.

                Why it matters: "Desde la versión 0.0.8 el SDK valida el endPoint antes de cargar \
                el flujo. Si la URL no usa https o su dominio no pertenece a identia.pe, el SDK no \
                carga nada y devuelve un error nativo con code 403": \
                `{"result": false, "msg": "sdk:endpoint:invalid", "code": 403}`; "reintentar no \
                lo resolverá".

                Fix: use the https URL under identia.pe that Identia gave you \
                (`https://apifacialdev.identia.pe/`).
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(
                    X.app(swift: [
                        "App/ContentView.swift": X.contentView
                            + "// IdentiaFlowView(idSession: s, endPoint: \"http://old.example.com\")\n"
                            + "/* old: /* nested */ IdentiaFlowView(idSession: s, endPoint: \"http://x\") */\n"
                            + "let note = \"IdentiaFlowView(idSession: s, endPoint: \\\"http://x\\\")\"\n"
                            + "let raw = #\"IdentiaFlowView(idSession: s, endPoint: \"http://x\")\"#\n"
                    ])),
            ],
            triggeringExamples: [
                endpoint("↓\"http://apifacialdev.identia.pe/\""),
                endpoint("↓\"https://identia.pe.example.com/\""),
                endpoint("↓#\"https://apifacial.identia.com/\"#"),
                // A constant passed by name: reported where its literal is written.
                X.example(
                    X.app(swift: [
                        "App/ContentView.swift": X.contentView
                            .replacingOccurrences(of: "\"https://apifacialdev.identia.pe/\"", with: "endPoint")
                            .replacingOccurrences(
                                of: "    let sessionID: String\n",
                                with: "    let sessionID: String\n"
                                    + "    let endPoint = ↓\"https://apifacialdev.identia.pe.evil.com/\"\n")
                    ])),
            ])

        /// The SDK loads nothing unless the endpoint is https under identia.pe (403 sdk:endpoint:invalid).
        static func visit(endpoint token: SwiftToken, in file: String, _ sink: DiagnosticSink) {
            guard let text = token.literal?.value, let problem = problem(text) else { return }
            sink.report(
                description, at: Location(file: file, line: token.line, column: token.column),
                "IdentiaFlowView endPoint \"\(DoctorText.shown(text))\" \(problem): "
                    + "the SDK loads nothing and answers 403 sdk:endpoint:invalid")
        }

        static func problem(_ text: String) -> String? {
            guard let components = URLComponents(string: text), let scheme = components.scheme,
                let host = components.host, !host.isEmpty
            else {
                return "is not a URL"
            }
            if scheme.lowercased() != "https" { return "does not use https" }
            let lower = host.lowercased()
            if lower != "identia.pe" && !lower.hasSuffix(".identia.pe") {
                return "is not under the identia.pe domain (host \(DoctorText.shown(host)))"
            }
            return nil
        }
    }
}
