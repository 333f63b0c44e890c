import Diagnostics

extension LottieRules {
    public enum RemoteAsset: Rule, LottieRule {
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

        static func visit(document root: JSONNode, _ context: LottieContext) {
            let assetsPath = JSONPath.root.key("assets")
            for (index, asset) in (root["assets"]?.array ?? []).enumerated() where asset["layers"] == nil {
                let folder = asset["u"]
                let name = asset["p"]
                for (key, node) in [("u", folder), ("p", name)] {
                    guard let node, let url = node.string, RemoteURL.isRemote(url) else { continue }
                    let full = key == "u" ? url + (name?.string ?? "") : url
                    context.findings.report(
                        description, at: node, assetsPath.index(index).key(key),
                        "image asset loads '\(full)' from the network: it is missing offline and can change after review"
                    )
                    break
                }
            }
            let fontsPath = JSONPath.root.key("fonts").key("list")
            for (index, font) in (root["fonts"]?["list"]?.array ?? []).enumerated() {
                guard let node = font["fPath"], let url = node.string, RemoteURL.isRemote(url) else { continue }
                context.findings.report(
                    description, at: node, fontsPath.index(index).key("fPath"),
                    "font '\(font["fName"]?.string ?? "?")' loads '\(url)' from the network: it is missing offline and can change after review"
                )
            }
        }
    }
}
