import Diagnostics

extension LottieRules {
    public enum MissingProperty: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.missing-property", severity: .error,
            summary: "A Lottie animation lacks one of v, fr, ip, op, w, h or layers.",
            explanation: """
                What it checks: the top-level object has `v` (Bodymovin version), `fr` (frame \
                rate), `ip` and `op` (first frame, and the frame after the last), `w` and `h` \
                (size) and `layers`. Reported at the object, once per missing property.

                \(why)lottie-ios and lottie-android refuse an animation without them, and the \
                screen shows an empty frame.

                Fix: export again; a hand-edited or truncated file lost part of its header.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json", #"↓{"v": "5.7.4", "ip": 0, "op": 60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie")
            ])

        /// The top-level members every animation has: their key, JSON type and meaning.
        static let required: [(key: String, kind: String, what: String)] = [
            ("v", "string", "the Bodymovin version"),
            ("fr", "number", "the frame rate"),
            ("ip", "number", "the first frame"),
            ("op", "number", "the frame after the last"),
            ("w", "number", "the width"),
            ("h", "number", "the height"),
            ("layers", "array", "the layers"),
        ]

        static func visit(document root: JSONNode, _ context: LottieContext) {
            for (key, _, what) in required where root[key] == nil {
                context.findings.report(
                    description, at: root, .root, "the animation has no '\(key)' (\(what)): players refuse to load it")
            }
        }
    }
}
