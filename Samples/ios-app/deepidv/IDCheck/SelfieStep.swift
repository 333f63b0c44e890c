import DeepIDV
import SwiftUI

/// The selfie step: deepidv's selfie camera, then the selfie and the document photo taken before
/// go to deepidv together.
struct SelfieStep: View {
    let documentFront: FileInput
    @Environment(\.identityClient) private var client
    @Environment(\.openURL) private var openURL
    @State private var cameraOff = false
    @State private var verified: Bool?

    var body: some View {
        if cameraOff {
            cameraOffNotice
        } else {
            selfieCamera
        }
    }

    private var selfieCamera: some View {
        SelfieCaptureView { result in
            switch result {
            case .success(let selfie):
                Task {
                    let verification = try await client.verifyIdentity(
                        documentFront: documentFront, selfie: selfie, type: .driversLicense)
                    verified = verification.verified
                }
            case .failure(let error):
                if error.kind == .cameraPermissionDenied {
                    cameraOff = true
                }
            }
        }
    }

    private var cameraOffNotice: some View {
        VStack(spacing: 16) {
            Text("Camera access is off")
            Button("Open Settings") {
                if let settings = URL(string: UIApplication.openSettingsURLString) {
                    openURL(settings)
                }
            }
        }
    }
}
