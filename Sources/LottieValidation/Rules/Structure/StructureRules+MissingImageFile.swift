import Diagnostics

extension StructureRules {
    public enum MissingImageFile: Rule {
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
    }
}
