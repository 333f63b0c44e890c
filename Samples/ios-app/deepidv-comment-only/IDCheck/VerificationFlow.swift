import SwiftUI

// Next release: deepidv's SelfieCaptureView for the selfie, then
// client.verifyIdentity(documentFront:selfie:type:) with the document photo.
/* import DeepIDV */
struct VerificationFlow: View {
    private let plannedProvider = "DeepIDV SelfieCaptureView"

    var body: some View {
        Text("Identity checks are coming soon")
            .accessibilityHint(plannedProvider)
    }
}
