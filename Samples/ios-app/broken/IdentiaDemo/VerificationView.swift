import SwiftUI
import identiaFlow

/// Presents the Identia Flow verification and takes the view away when the SDK answers.
struct VerificationView: View {
    @State private var presented = false
    @State private var result: String?
    let processID: String

    var body: some View {
        Button("Verificar identidad") { presented = true }
            .fullScreenCover(isPresented: $presented) {
                IdentiaFlowView(
                    idSession: processID,
                    endPoint: "http://apifacialdev.identia.pe/") { jsonString in
                    result = jsonString
                    presented = false
                }
            }
    }
}
