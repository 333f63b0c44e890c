import Diagnostics

/// The names of an app's animation overrides (formats.md section 6).
public enum AnimationNameRules {
    public static let all: [RuleDescription] = [
        UnknownName.description, WrongCase.description, DefaultAnimation.description,
    ]

    static let catalog =
        #"{"animations": {"extension": "json", "names": ["selphid_anim_tip_id_male", "selphid_anim_tuto_id_1"]}}"#
        + "\n"

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

    public enum WrongCase: Rule {
        public static let description = RuleDescription(
            id: "lottie.animation-name-case", severity: .error,
            summary: "An app animation's name differs from the catalog's only in case or extension.",
            explanation: """
                What it checks: an override named like a catalog animation but in another \
                case (`Selphid_Anim_Tip_Id_Male.json`) or with another extension (`.JSON`, \
                `.lottie`, `.json.json`).

                Why it matters: the simulator's file system ignores case, the device's does \
                not: the animation shows in testing and silently falls back to the SDK's own \
                on users' phones. Another extension is never loaded at all.

                Fix: rename the file exactly as the catalog names it, with `.json`.
                """,
            nonTriggeringExamples: [
                RuleExample("selphid_anim_tip_id_male.json", LottieExample.valid, command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "Selphid_Anim_Tip_Id_Male.json", LottieExample.valid, command: "lottie",
                    expected: [Location(file: "Selphid_Anim_Tip_Id_Male.json")]),
                RuleExample(
                    "selphid_anim_tuto_id_1.JSON", LottieExample.valid, command: "lottie",
                    expected: [Location(file: "selphid_anim_tuto_id_1.JSON")]),
            ])
    }

    public enum DefaultAnimation: Rule {
        public static let description = RuleDescription(
            id: "lottie.default-animation", severity: .note,
            summary: "A catalog animation the app does not override (the SDK's own plays).",
            explanation: """
                What it checks: in an app resources folder that overrides some of the SDK's \
                animations, each catalog animation it does not override is listed, at the \
                path the override would have.

                Why it matters: a partial set of overrides mixes the app's look with the \
                SDK's; often an override was forgotten or misnamed.

                Fix: nothing, if the SDK's animation is wanted; otherwise add the file with \
                exactly that name.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "selphid_anim_tip_id_male.json": LottieExample.valid,
                        "selphid_anim_tuto_id_1.json": LottieExample.valid, "catalog.json": catalog,
                    ],
                    command: "lottie", arguments: ["--catalog", "{input}/catalog.json", "{input}"])
            ],
            triggeringExamples: [
                RuleExample(
                    ["selphid_anim_tip_id_male.json": LottieExample.valid, "catalog.json": catalog],
                    command: "lottie", arguments: ["--catalog", "{input}/catalog.json", "{input}"],
                    expected: [Location(file: "selphid_anim_tuto_id_1.json")])
            ])
    }
}
