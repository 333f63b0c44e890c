import Diagnostics

extension LottieRules {
    public enum OldExport: Rule {
        public static let description = RuleDescription(
            id: "lottie.old-export", severity: .note,
            summary: "Most of a file's findings are in properties without 'a', from an old exporter (--strict).",
            explanation: """
                What it checks: \(specWhat) Older Bodymovin and SVG converters wrote animatable \
                properties without `a` (static 0, animated 1), which lottie-spec 1.0 requires. \
                Each such property is one `lottie.spec-required` error, which says whether its \
                `k` is a list of keyframes (it needs `"a": 1`) or a static value (`"a": 0`), and \
                its `k` is checked as that form. When at least two properties lack `a` and the \
                findings in them are more than half of the file's, this note, one per file and \
                listed first, says so with the counts: the file has one cause, not hundreds of \
                problems. (The counts are before the configuration's ignores and severities.)

                \(specWhy)

                Fix: re-export the animation with a current Bodymovin or LottieFiles exporter, or \
                add `"a": 1` to each property whose `k` is a list of keyframes and `"a": 0` to \
                each static one.
                """,
            nonTriggeringExamples: [
                RuleExample("anim.json", LottieExample.valid, command: "lottie", settings: [.lottieConformance]),
                // One property without 'a': its own finding says it all.
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"k": [{"t": 0, "s": [0]}, {"t": 60, "s": [100]}]}}}"#
                    ]), command: "lottie", settings: [.lottieConformance]),
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"#
                            + #""o": {"k": [{"t": 0, "s": [0]}, {"t": 60, "s": [100]}]}, "#
                            + #""p": {"k": [{"t": 0, "s": [0, 0]}, {"t": 60, "s": [50, 50]}]}}}"#
                    ]), command: "lottie", settings: [.lottieConformance],
                    expected: [Location(file: "anim.json")])
            ])

        /// After the conformance tier: `properties` are the JSON paths of the properties
        /// without `a`; a finding is in one when its JSON path is that path or below it.
        static func summarize(_ properties: Set<String>, _ findings: LottieFindings) {
            guard properties.count >= 2 else { return }
            let inFile = findings.sink.diagnostics.filter {
                $0.location.file == findings.file.file && $0.location.container == findings.file.container
            }
            let inProperties = inFile.filter { diagnostic in
                guard var path = diagnostic.location.jsonPath else { return false }
                while true {
                    if properties.contains(path) { return true }
                    guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return false }
                    path = String(path[..<cut])
                }
            }
            guard inProperties.count * 2 > inFile.count else { return }
            var location = findings.file
            location.jsonPath = "$"
            findings.sink.report(
                description, at: location,
                "\(grouped(inProperties.count)) of \(grouped(inFile.count)) findings: \(grouped(properties.count)) "
                    + "properties lack 'a' (an old exporter); re-export with a current exporter, or add \"a\": 1 "
                    + "where 'k' is a list of keyframes and \"a\": 0 where it is a static value")
        }

        /// `12553` as `12,553`.
        static func grouped(_ number: Int) -> String {
            var text = String(number)
            var end = text.count - 3
            while end > 0 {
                text.insert(",", at: text.index(text.startIndex, offsetBy: end))
                end -= 3
            }
            return text
        }
    }
}
