import Diagnostics

extension AnimationNameRules {
    public enum UnknownName: Rule {
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
    }
}
