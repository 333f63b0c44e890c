import Diagnostics

extension StructureRules {
    public enum InvalidEmbeddedImage: Rule {
        public static let description = RuleDescription(
            id: "lottie.invalid-embedded-image", severity: .error,
            summary: "An embedded image's data URI is not valid base64.",
            explanation: """
                What it checks: an image asset whose `p` is a `data:...;base64,` URI holds \
                valid base64 (letters, digits, `+`, `/`, up to two `=` at the end, a length \
                that is a multiple of 4).

                \(why)the player cannot decode the image, and draws nothing in its place.

                Fix: embed the image again (Bodymovin's "include in json" option), or ship \
                it as a file beside the animation.
                """,
            nonTriggeringExamples: [
                LottieExample.image(#""e": 1, "p": "data:image/png;base64,iVBORw0KGgo=""#)
            ],
            triggeringExamples: [
                LottieExample.image(#""e": 1, "p": ↓"data:image/png;base64,iVBOR*w0KGgo""#)
            ])
    }
}
