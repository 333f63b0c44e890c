import Diagnostics

extension LottieRules {
    public enum InvalidEmbeddedImage: Rule, LottieRule {
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

        /// An embedded image (`p` is a `data:` URI) must have its data, in base64 when it says so.
        static func visit(asset: JSONNode, at path: JSONPath, _ context: LottieContext) {
            guard let node = asset["p"], let uri = node.string, uri.hasPrefix("data:") else { return }
            let bytes = Array(uri.utf8)
            guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")) else {
                context.findings.report(
                    description, at: node, path.key("p"), "embedded image data URI has no ',' before its data")
                return
            }
            let header = String(decoding: bytes[5..<comma], as: UTF8.self)
            guard header.lowercased().hasSuffix(";base64"), let problem = Base64.problem(in: bytes[(comma + 1)...])
            else {
                return
            }
            context.findings.report(
                description, at: node, path.key("p"),
                "embedded image is not valid base64 (\(problem)): the player shows nothing in its place")
        }
    }
}
