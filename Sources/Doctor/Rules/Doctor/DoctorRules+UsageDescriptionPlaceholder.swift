import Diagnostics
import Foundation

extension DoctorRules {
    public enum UsageDescriptionPlaceholder: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.usage-description-placeholder", severity: .warning,
            summary: "A usage description the SDK needs is empty or a placeholder.",
            explanation: """
                What it checks: NSCameraUsageDescription, NSLocationWhenInUseUsageDescription and \
                NFCReaderUsageDescription, where the SDK needs them, say something: not empty, \
                not "TODO", "placeholder", "test", "xxx", nor shorter than 8 characters.

                Why it matters: iOS shows the text in the permission dialog; App Review rejects \
                apps whose purpose strings do not explain the use, and users refuse a permission \
                they are given no reason for (Identia Flow then answers 401 sdk:camera:denied).

                Fix: write what the app does with it, as the guide's example: "Necesitamos acceso \
                a tu cámara para que puedas tomar fotos dentro de la app."
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: X.info(
                            replacing: ["NSCameraUsageDescription": "<string>TODO</string>"],
                            mark: "NSCameraUsageDescription"))),
                X.example(
                    X.app(
                        info: X.info(
                            replacing: ["NFCReaderUsageDescription": "<string></string>"],
                            mark: "NFCReaderUsageDescription"))),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings: "GENERATE_INFOPLIST_FILE = YES;\n"
                                + "\t\t\t\t↓INFOPLIST_KEY_NSCameraUsageDescription = \"\";\n"
                                + "\t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "
                                + "\"We need your location to confirm the check.\";"),
                        info: nil, entitlements: nil)),
            ])

        /// The usage descriptions judged, each where its rule requires it.
        static let judged: [any UsageDescriptionRule.Type] = [
            NFCUsageDescription.self, CameraUsageDescription.self, LocationUsageDescription.self,
        ]

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            for rule in judged where rule.need(of: target) != nil {
                guard let value = target.app.infoValue(rule.key),
                    let reason = placeholderReason(value.node.string ?? "")
                else { continue }
                sink.report(
                    description, at: value.location,
                    "\(rule.key) in \(value.file) is \(reason): "
                        + "App Review rejects the app, and the user is asked without a reason")
            }
        }

        static let placeholders: Set = [
            "todo", "tbd", "fixme", "placeholder", "lorem ipsum", "xxx", "description",
            "usage description", "test", "...",
        ]

        /// Why a usage description says nothing, or nil when it says something.
        static func placeholderReason(_ text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { return "empty" }
            let lower = trimmed.lowercased()
            if placeholders.contains(lower) || ["todo", "lorem ipsum", "$("].contains(where: lower.hasPrefix) {
                return "a placeholder (\"\(DoctorText.shown(trimmed))\")"
            }
            if trimmed.count < 8 { return "too short to explain anything (\"\(DoctorText.shown(trimmed))\")" }
            return nil
        }
    }
}
