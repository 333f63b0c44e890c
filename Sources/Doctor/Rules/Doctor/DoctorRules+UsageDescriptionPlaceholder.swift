import Diagnostics
import Foundation

extension DoctorRules {
    public enum UsageDescriptionPlaceholder: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.usage-description-placeholder", severity: .warning,
            summary: "A usage description the app needs is empty, a placeholder or a single word.",
            explanation: """
                What it checks: the usage descriptions of the target's Info.plist (or its \
                `INFOPLIST_KEY_*` settings), `NS...UsageDescription` and \
                `NFCReaderUsageDescription`, say something: not empty, not "TODO", \
                "placeholder", "test", "xxx", not a single word ("Camera", "AAABBBCCC"), not a \
                lone build setting (`$(PRODUCT_NAME)`), nor shorter than 8 characters. Text in \
                scripts written without spaces (Chinese, Japanese, Thai...) is judged only for \
                the placeholders.

                Which keys: the camera, location and NFC keys only where the target asks for \
                that permission, and the message names what asks: the camera for Identia Flow, \
                SelphID, SDK Mobile's capture components, deepidv's `SelfieCaptureView` (and, \
                as "may ask", any other use of deepidv: its document capture and workflows are \
                not named in its guides), or camera capture (`AVCaptureDevice` with `.video`, \
                `AVCaptureVideoPreviewLayer`, `UIImagePickerController` with `.camera`...); the \
                location for Identia Flow or Core Location (`CLLocationManager`...); NFC for an \
                NFC reader (Core NFC code, select identifiers, the formats entitlement). Such a \
                key nothing asks for is `doctor.usage-description-unused`, a note. Every other \
                `NS...UsageDescription` (microphone, photos...) is judged by its text alone: \
                doctor does not tell whether the app asks for it.

                Why it matters: iOS shows the text in the permission dialog when the app (or an \
                SDK it uses) asks for the permission; App Review rejects apps whose purpose \
                strings do not explain the use, and users refuse a permission they are given no \
                reason for (Identia Flow then answers 401 sdk:camera:denied).

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
                // React Native's template ships this key empty; nothing here asks for the
                // location: doctor.usage-description-unused, a note.
                X.nfcApp(
                    X.ndefReaderSource,
                    info: [X.nfcUsage, ("NSLocationWhenInUseUsageDescription", "<string></string>")]),
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
                X.permissionApp(
                    X.coreLocationSource, info: [("NSLocationWhenInUseUsageDescription", "<string>Location</string>")],
                    infoMark: "NSLocationWhenInUseUsageDescription"),
                // deepidv imported, none of its screens doctor knows shown: they may ask for the camera.
                X.deepIDVApp(
                    "import DeepIDV\n", info: [("NSCameraUsageDescription", "<string>TODO</string>")],
                    infoMark: "NSCameraUsageDescription"),
                // A key whose users doctor does not know: judged by its text.
                X.nfcApp(
                    X.ndefReaderSource,
                    info: [X.nfcUsage, ("NSMicrophoneUsageDescription", "<string>TODO</string>")],
                    infoMark: "NSMicrophoneUsageDescription"),
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            for item in unexplained(in: target) {
                let place = "\(item.key) in \(item.file) is \(item.reason)"
                guard let permission = Permission(key: item.key) else {
                    sink.report(
                        description, at: item.location,
                        "\(place): when the app asks for this permission, iOS shows it in the dialog, and App Review "
                            + "rejects a purpose string that does not explain the use (doctor does not tell whether "
                            + "the app asks; remove the key if nothing does)")
                    continue
                }
                let users = target.users(of: permission)
                if users.isEmpty, let maybe = target.mayAsk(for: permission) {
                    sink.report(
                        description, at: item.location,
                        "\(place), and target '\(target.app.name)' uses \(maybe): iOS shows this text in the "
                            + "permission dialog; App Review rejects a purpose string that does not explain the use")
                }
                guard !users.isEmpty else { continue }
                sink.report(
                    description, at: item.location,
                    "\(place), and target '\(target.app.name)' uses \(users.joined(separator: " and ")), which "
                        + "\(users.count > 1 ? "ask" : "asks") for \(permission.name): iOS shows this text in the permission dialog; App Review rejects a "
                        + "purpose string that does not explain the use, and the user is asked without a reason")
            }
        }

        /// The target's usage descriptions that say nothing, once each, and why.
        static func unexplained(in target: DoctorTarget) -> [(
            key: String, file: String, location: Location, reason: String, empty: Bool
        )] {
            let keys =
                (target.app.infoPlist?.root.entries?.map(\.key) ?? []) + target.app.generatedKeys.keys.sorted()
            var seen = Set<String>()
            return keys.compactMap { key in
                guard isUsageDescription(key), seen.insert(key).inserted, let value = target.app.infoValue(key),
                    let reason = placeholderReason(value.node.string ?? "")
                else { return nil }
                return (key, value.file, value.location, reason, reason == "empty")
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
