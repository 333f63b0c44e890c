import Diagnostics

/// What a Lottie file can make a player do beyond drawing: run code, fetch from the network.
public enum SafetyRules {
    public static let all: [RuleDescription] = [Expression.description, RemoteAsset.description]

    public enum Expression: Rule {
        public static let description = RuleDescription(
            id: "lottie.expression", severity: .warning,
            summary: "A Lottie property carries an expression (code some players run).",
            explanation: """
                What it checks: no animatable property has an After Effects expression (a \
                string `x` beside its `k`). Each property is named by its JSON path \
                (`layers[0].ks.o`).

                Why it matters: lottie-web evaluates expressions as JavaScript, while \
                lottie-ios and lottie-android ignore them: the animation moves differently on \
                each platform, and code in a resource file is code nobody reviewed.

                Fix: bake the expression into keyframes before export (Bodymovin: "Convert \
                expressions to keyframes"), or remove it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100}}}"#
                    ]), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100, "x": ↓"var $bm_rt = time * 10;"}}}"#
                    ]), command: "lottie")
            ])
    }

    public enum RemoteAsset: Rule {
        public static let description = RuleDescription(
            id: "lottie.remote-asset", severity: .error,
            summary: "A Lottie image or font is loaded from an http: or https: URL.",
            explanation: """
                What it checks: no image asset (`u` + `p`) and no font (`fonts.list[].fPath`) \
                points at an `http:` or `https:` URL.

                Why it matters: some players fetch such assets at run time: offline, the \
                image or font is missing; online, what the user sees can change after the \
                app was reviewed, and the fetch leaks that the screen was shown.

                Fix: ship the asset in the app (embedded in the JSON, or as a file beside it).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "anim.json": LottieExample.animation(
                            layers: [LottieExample.nullLayer(1)],
                            extra: "\n"
                                + #""assets": [{"id": "img_0", "w": 1, "h": 1, "u": "images/", "p": "img_0.png"}],"#),
                        "images/img_0.png": "png",
                    ], command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n"
                            + #""assets": [{"id": "img_0", "w": 1, "h": 1, "u": ↓"https://cdn.example.com/", "p": "img_0.png"}],"#
                    ), command: "lottie")
            ])
    }
}
