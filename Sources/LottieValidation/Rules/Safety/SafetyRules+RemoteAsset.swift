import Diagnostics

extension SafetyRules {
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
                LottieExample.imageBeside
            ],
            triggeringExamples: [
                LottieExample.image(#""u": ↓"https://cdn.example.com/", "p": "img_0.png""#)
            ])
    }
}
