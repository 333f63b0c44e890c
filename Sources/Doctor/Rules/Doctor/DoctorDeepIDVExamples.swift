import Diagnostics

/// Apps showing deepidv's selfie capture screen (`SelfieCaptureView`, seed 004) for the deepidv
/// rules' examples: one app target compiling `App/Reader.swift`.
extension DoctorExamples {
    static let cameraUsage = (
        key: "NSCameraUsageDescription", value: "<string>We take a selfie to confirm that it is you.</string>"
    )

    /// The selfie, then the selfie and the document sent to deepidv; a denied camera answered
    /// with the way to the app's settings. `capture` replaces `SelfieCaptureView` (to mark it).
    static func selfieSource(capture: String = "SelfieCaptureView", handlesDenial: Bool = true) -> String {
        let failure =
            handlesDenial
            ? """
                            guard error.kind == .cameraPermissionDenied,
                                let settings = URL(string: UIApplication.openSettingsURLString)
                            else { return }
                            openURL(settings)
            """
            : """
                            if error.kind == .cancelled { return }
                            print("selfie failed:", error.kind)
            """
        return """
            import DeepIDV
            import SwiftUI

            struct SelfieStep: View {
                let documentFront: FileInput
                @Environment(\\.identityClient) private var client
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    \(capture) { result in
                        switch result {
                        case .success(let selfie):
                            Task {
                                _ = try await client.verifyIdentity(
                                    documentFront: documentFront, selfie: selfie, type: .driversLicense)
                            }
                        case .failure(let error):
            \(failure)
                        }
                    }
                }
            }

            """
    }

    /// A deepidv app: `source`, its Info.plist of `info`, the project's `knownRegions`, `files` besides.
    static func deepIDVApp(
        _ source: String = selfieSource(), info: [(key: String, value: String)] = [cameraUsage],
        infoMark: String? = nil, knownRegions: [String] = ["en", "Base", "es", "fr"], files: [String: String] = [:]
    ) -> RuleExample {
        permissionApp(source, info: info, infoMark: infoMark, knownRegions: knownRegions, files: files)
    }
}
