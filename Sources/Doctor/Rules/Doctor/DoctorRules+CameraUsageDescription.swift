import Diagnostics

extension DoctorRules {
    public enum CameraUsageDescription: Rule, UsageDescriptionRule {
        public static let description = RuleDescription(
            id: "doctor.camera-usage-description", severity: .error,
            summary: "An app that uses an SDK has no NSCameraUsageDescription.",
            explanation: """
                What it checks: a target that uses Identia Flow or SelphID (it links the \
                framework, or its Swift sources use `IdentiaFlowView` or \
                `SelphIDConfigurationData`) has `NSCameraUsageDescription` in its Info.plist, or \
                in an `INFOPLIST_KEY_NSCameraUsageDescription` build setting when Xcode generates \
                the Info.plist (GENERATE_INFOPLIST_FILE = YES).

                Why it matters: both SDKs ask for the camera. Identia Flow's guide: "sí debe \
                declarar NSCameraUsageDescription en el Info.plist, sin lo cual iOS cierra la \
                aplicación al presentar el diálogo"; SelphID's: "Camera usage must be allowed \
                (Privacy - Camera Usage Description)". Without it iOS kills the app.

                Fix: add `NSCameraUsageDescription` with a sentence saying why the app needs the \
                camera.
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings: generatedSettings
                                + "\n\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "
                                + "\"We photograph your ID.\";"),
                        info: nil, entitlements: nil)),
            ],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NSCameraUsageDescription"], dictMark: true))),
                // No project: the folder's Info.plist, and the SDK seen in the Swift sources.
                X.example(
                    X.app(
                        pbxproj: nil, info: X.info(removing: ["NSCameraUsageDescription"], dictMark: true),
                        frameworks: [:])),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(settings: generatedSettings, mark: "settings"), info: nil,
                        entitlements: nil)),
            ])

        static let key = "NSCameraUsageDescription"
        static func need(of target: DoctorTarget) -> String? {
            let sdks = [target.usesIdentiaFlow ? "Identia Flow" : nil, target.usesSelphID ? "SelphID" : nil].compactMap
            { $0 }
            return sdks.isEmpty ? nil : "uses \(sdks.joined(separator: " and "))"
        }
        static let consequence = "iOS kills the app when the SDK asks for the camera"
    }
}
