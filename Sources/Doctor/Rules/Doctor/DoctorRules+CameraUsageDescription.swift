import Diagnostics

extension DoctorRules {
    public enum CameraUsageDescription: Rule, UsageDescriptionRule {
        public static let description = RuleDescription(
            id: "doctor.camera-usage-description", severity: .error,
            summary: "An app that asks for the camera has no NSCameraUsageDescription.",
            explanation: """
                What it checks: a target that asks for the camera has `NSCameraUsageDescription` \
                in its Info.plist, or in an `INFOPLIST_KEY_NSCameraUsageDescription` build \
                setting when Xcode generates the Info.plist (GENERATE_INFOPLIST_FILE = YES). It \
                asks for the camera when it uses Identia Flow or SelphID (it links the framework, \
                or its Swift sources use `IdentiaFlowView`, `SelphIDConfigurationData` or \
                `SelphIDController`), a capture component of SDK Mobile (`SelphiController`, \
                `VideoIdController`, `PhingersController`... as the vendor's samples launch them), \
                deepidv's selfie screen (`SelfieCaptureView`), or captures from the camera itself (`AVCaptureDevice` with \
                `.video`, `AVCaptureVideoPreviewLayer`, `AVCapturePhotoOutput`, \
                `UIImagePickerController` with `.camera`, `VNDocumentCameraViewController`...). \
                The message names the SDK or the Swift file and line.

                Why it matters: both SDKs ask for the camera. Identia Flow's guide: "sí debe \
                declarar NSCameraUsageDescription en el Info.plist, sin lo cual iOS cierra la \
                aplicación al presentar el diálogo"; SelphID's: "Camera usage must be allowed \
                (Privacy - Camera Usage Description)"; deepidv's: "The selfie always uses the \
                front camera", and its "Camera access is off" screen and `.cameraPermissionDenied` \
                answer a user who refused, which needs the key to be asked at all. Without it iOS \
                kills the app the moment the camera is asked for, whoever asks.

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
                X.deepIDVApp(info: [], infoMark: "dict"),
                // No SDK: the app's own camera capture needs it as much.
                X.permissionApp(X.cameraCaptureSource, info: [], infoMark: "dict"),
            ])

        static let key = "NSCameraUsageDescription"
        static let permission = Permission.camera
        static let consequence = "iOS kills the app the moment the camera is asked for"
    }
}
