import Diagnostics

extension DoctorRules {
    public enum DeepIDVCameraDenied: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.deepidv-camera-denied", severity: .note,
            summary: "An app shows SelfieCaptureView but never handles .cameraPermissionDenied nor opens Settings.",
            explanation: """
                What it checks: a target whose Swift code shows `SelfieCaptureView` also looks, \
                somewhere in the code it compiles, at `.cameraPermissionDenied` or opens the app's \
                settings (`UIApplication.openSettingsURLString`, an `app-settings:` URL). The note \
                is at the `SelfieCaptureView`.

                Why it matters: deepidv's selfie seed: `onResult` is "Called once with the JPEG, \
                or an error: `.cancelled`, `.cameraPermissionDenied`, `.captureFailed`." Its \
                document capture answers a denied camera with a screen of its own: "Camera \
                access is off | The user denied camera access. **Open Settings** opens your \
                app's settings. | `.failure`, kind `.cameraPermissionDenied`". A selfie handler \
                that never looks at that kind leaves a user who turned the camera off with no \
                selfie and no way back to it. A note: the handling may be where doctor does not \
                look (Objective-C, another module).

                Fix: in the `.failure` case, on `.cameraPermissionDenied`, say that the camera is \
                off and offer Open Settings (`UIApplication.openSettingsURLString`).
                """,
            nonTriggeringExamples: [
                X.deepIDVApp(),
                // No selfie screen: only the headless call.
                X.deepIDVApp(
                    """
                    import DeepIDV

                    func verify(_ client: some Any, front: FileInput, selfie: FileInput) async throws {
                        _ = try await client.verifyIdentity(documentFront: front, selfie: selfie, type: .passport)
                    }

                    """),
            ],
            triggeringExamples: [
                X.deepIDVApp(X.selfieSource(capture: "↓SelfieCaptureView", handlesDenial: false))
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            guard let selfie = target.uses[.deepIDVCapture], target.uses[.cameraDenialHandling] == nil else { return }
            sink.report(
                description, at: Location(file: selfie.path, line: selfie.token.line, column: selfie.token.column),
                "target '\(target.app.name)' shows SelfieCaptureView (\(selfie.path):\(selfie.token.line)) but none "
                    + "of its code looks at .cameraPermissionDenied or opens the app's settings "
                    + "(UIApplication.openSettingsURLString): a user who turned the camera off gets .failure with "
                    + "that kind and no way back to the camera (deepidv's own screen for it: \"Camera access is off\" "
                    + "with Open Settings)")
        }
    }
}
