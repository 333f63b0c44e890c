import Diagnostics
import Foundation

extension DoctorRules {
    public enum UsageDescriptionPlaceholder: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.usage-description-placeholder", severity: .warning,
            summary: "A usage description is empty, a placeholder or a single word.",
            explanation: """
                What it checks: every usage description of the target's Info.plist (or its \
                `INFOPLIST_KEY_*` settings): `NS...UsageDescription` and \
                `NFCReaderUsageDescription`, whatever uses them, says something: not empty, not \
                "TODO", "placeholder", "test", "xxx", not a single word ("Camera", \
                "AAABBBCCC"), not a lone build setting (`$(PRODUCT_NAME)`), nor shorter than 8 \
                characters. Text in scripts written without spaces (Chinese, Japanese, Thai...) \
                is judged only for the placeholders.

                Why it matters: iOS shows the text in the permission dialog; App Review rejects \
                apps whose purpose strings do not explain the use, and users refuse a permission \
                they are given no reason for (Identia Flow then answers 401 sdk:camera:denied).

                Fix: write what the app does with it, as the guide's example: "Necesitamos acceso \
                a tu cámara para que puedas tomar fotos dentro de la app."
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.nfcApp(
                    X.ndefReaderSource,
                    info: [
                        (X.nfcUsage.key, "<string>$(PRODUCT_NAME) reads the tag to show what it holds.</string>"),
                        ("NSCameraUsageDescription", "<string>我们需要使用相机拍摄您的证件</string>"),
                    ]),
            ],
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
                        info: X.info(
                            replacing: ["NSCameraUsageDescription": "<string>AAABBBCCC</string>"],
                            mark: "NSCameraUsageDescription"))),
                X.nfcApp(
                    X.ndefReaderSource, info: [(X.nfcUsage.key, "<string>Camera</string>")], infoMark: X.nfcUsage.key),
                // Read in a UTF-16 Info.plist as in UTF-8, at the same line and column.
                X.example(
                    X.app(
                        info: X.info(
                            replacing: ["NSCameraUsageDescription": "<string>Camera</string>"],
                            mark: "NSCameraUsageDescription"
                        ).replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")),
                    utf16Files: ["App/Info.plist"]),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings: "GENERATE_INFOPLIST_FILE = YES;\n"
                                + "\t\t\t\t↓INFOPLIST_KEY_NSCameraUsageDescription = \"\";\n"
                                + "\t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "
                                + "\"We need your location to confirm the check.\";"),
                        info: nil, entitlements: nil)),
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            let keys =
                (target.app.infoPlist?.root.entries?.map(\.key) ?? []) + target.app.generatedKeys.keys.sorted()
            var seen = Set<String>()
            for key in keys where isUsageDescription(key) && seen.insert(key).inserted {
                guard let value = target.app.infoValue(key), let reason = placeholderReason(value.node.string ?? "")
                else { continue }
                sink.report(
                    description, at: value.location,
                    "\(key) in \(value.file) is \(reason): "
                        + "App Review rejects the app, and the user is asked without a reason")
            }
        }

        static func isUsageDescription(_ key: String) -> Bool {
            key == NFCKeys.usage || (key.hasPrefix("NS") && key.hasSuffix("UsageDescription"))
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
            let shown = "(\"\(DoctorText.shown(trimmed))\")"
            if placeholders.contains(lower) || ["todo", "lorem ipsum"].contains(where: lower.hasPrefix) {
                return "a placeholder \(shown)"
            }
            if trimmed.range(of: #"^\$[({][A-Za-z0-9_]+[)}]$"#, options: .regularExpression) != nil {
                return "only a build setting \(shown), no sentence"
            }
            guard !trimmed.unicodeScalars.contains(where: writtenWithoutSpaces) else { return nil }
            if !trimmed.contains(where: \.isWhitespace) { return "a single word \(shown)" }
            if trimmed.count < 8 { return "too short to explain anything \(shown)" }
            return nil
        }

        /// Scripts whose sentences have no spaces between words: Thai, Lao, Khmer, Myanmar, CJK.
        static func writtenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            return (0x0E00...0x0EFF).contains(value) || (0x1000...0x109F).contains(value)
                || (0x1780...0x17FF).contains(value) || (0x2E80...0xD7FF).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
                || (0x20000...0x3FFFF).contains(value)
        }
    }
}
