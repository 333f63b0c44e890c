import Diagnostics

extension LottieRules {
    public enum UnknownAnimationName: Rule {
        public static let description = RuleDescription(
            id: "lottie.unknown-animation-name", severity: .error,
            summary: "An app animation (selphid_anim_*) has a name the SDK catalog does not have.",
            explanation: """
                What it checks: in an app resources folder, every file whose name starts like \
                the catalog's animations (`selphid_anim_`) is one of the catalog's names \
                (`idv-res lottie --catalog FILE` takes another catalog). The message names the \
                closest catalog name.

                Why it matters: the SDK loads its animations by exact name. A file with any \
                other name is never loaded: the SDK silently plays its built-in animation and \
                the customisation never shows.

                Fix: rename the file to the catalog name it replaces.
                """,
            nonTriggeringExamples: [
                RuleExample("selphid_anim_tip_id_male.json", LottieExample.valid, command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "selphid_anim_tip_id_mal.json", LottieExample.valid, command: "lottie",
                    expected: [Location(file: "selphid_anim_tip_id_mal.json")])
            ])

        /// `name` (its `stem` before the first dot) is no catalog name in any case; the
        /// message names the closest one.
        static func report(
            _ name: String, stem: String, catalog: [String], catalogExtension: String, at location: Location,
            _ sink: DiagnosticSink
        ) {
            let closest =
                Suggestions.closest(to: stem, in: catalog)
                ?? catalog.min { Suggestions.editDistance(stem, $0) < Suggestions.editDistance(stem, $1) }
            let expected = closest.map { $0 + "." + catalogExtension }
            sink.report(
                description, at: location,
                "'\(name)' is not an animation the SDK loads, so it is never shown\(Suggestions.didYouMean(expected))",
                suggestion: expected)
        }
    }
}
