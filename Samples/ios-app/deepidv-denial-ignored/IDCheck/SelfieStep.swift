import DeepIDV
import SwiftUI

/// The selfie step: deepidv's selfie camera, then the selfie and the document photo taken before
/// go to deepidv together.
struct SelfieStep: View {
    let documentFront: FileInput
    @Environment(\.identityClient) private var client
    @State private var verified: Bool?

    var body: some View {
        selfieCamera
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
                if error.kind == .cancelled { return }
                print("selfie failed:", error.kind)
            }
        }
    }
}
