import Diagnostics

extension LottieRules {
    public enum MissingImageFile: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.missing-image-file", severity: .error,
            summary: "An external image (u + p) does not exist beside the animation.",
            explanation: """
                What it checks: an image asset that is not embedded names a file (`u` folder \
                plus `p` name) that exists relative to the animation's folder.

                \(why)the player looks for the file beside the animation at run time; when \
                it is missing, the image is simply not drawn.

                Fix: ship the image in the app's resources at that path, or embed it in the \
                JSON.
                """,
            nonTriggeringExamples: [
                LottieExample.imageBeside
            ],
            triggeringExamples: [
                LottieExample.image(#""u": "images/", "p": ↓"img_0.png""#)
            ])

        /// An external image (`u` + `p`) must exist beside the animation.
        static func visit(asset: JSONNode, at path: JSONPath, _ context: LottieContext) {
            guard let pNode = asset["p"], let p = pNode.string, !p.hasPrefix("data:") else { return }
            let folder = asset["u"]?.string ?? ""
            let relative = joined(folder, p)
            // Remote assets are the safety rule's business; an empty `p` names no file.
            guard !p.isEmpty, !RemoteURL.isRemote(folder), !RemoteURL.isRemote(p) else { return }
            guard !context.fileExists(relative) else { return }
            context.findings.report(
                description, at: pNode, path.key("p"),
                "image '\(relative)' does not exist beside the animation: the player draws nothing in its place")
        }

        private static func joined(_ folder: String, _ name: String) -> String {
            guard !folder.isEmpty else { return name }
            return folder.hasSuffix("/") ? folder + name : folder + "/" + name
        }
    }
}
