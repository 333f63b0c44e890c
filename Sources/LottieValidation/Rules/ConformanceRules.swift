import Diagnostics

/// The `--strict` tier: the lottie-spec 1.0 schema, checked in Swift.
public enum ConformanceRules {
    public static let all: [RuleDescription] = [
        MissingProperty.description, WrongType.description, InvalidValue.description,
    ]

    private static let what = """
        (Reported only with `idv-res lottie --strict` or `idv-res validate --strict`.) The \
        lottie-spec 1.0 JSON Schema of the Lottie Animation Community (PyPI `lottie-specs`) \
        defines what every conforming player must understand.
        """

    private static let why = """
        Why it matters: the SDK's player (lottie-ios) accepts more than the specification, \
        but a file outside it may play differently, or not at all, on another player or a \
        later player version; the specification is the common ground.
        """

    public enum MissingProperty: Rule {
        public static let description = RuleDescription(
            id: "lottie.spec-required", severity: .error,
            summary: "An object lacks a property lottie-spec 1.0 requires (--strict).",
            explanation: """
                What it checks: \(what) Each object (layer, shape, property, keyframe, asset) \
                has the properties the schema requires; reported at the object. Every keyframe \
                needs its value in `s`, the last one too: older Bodymovin exports end an \
                animated property with `{"t": 87}`, which lottie-spec 1.0 rejects. The message \
                names the layer or shape the object is in and the branch its `ty` selects, \
                where the schema's own report may blame another one.

                \(why)

                Fix: export with a current Bodymovin or LottieFiles, or add the property.
                """,
            nonTriggeringExamples: [
                RuleExample("anim.json", LottieExample.valid, command: "lottie", arguments: ["--strict"]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "#
                            + #""ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 60, "s": [100]}]}}}"#
                    ]), command: "lottie", arguments: ["--strict"]),
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [#"  ↓{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}}"#]),
                    command: "lottie", arguments: ["--strict"]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "#
                            + #""ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, ↓{"t": 60}]}}}"#
                    ]), command: "lottie", arguments: ["--strict"]),
            ])
    }

    public enum WrongType: Rule {
        public static let description = RuleDescription(
            id: "lottie.spec-type", severity: .error,
            summary: "A value has a JSON type lottie-spec 1.0 does not allow (--strict).",
            explanation: """
                What it checks: \(what) Each value has the type the schema gives it: numbers, \
                integers, strings, booleans, arrays, objects.

                \(why)

                Fix: write the value with its type (`100`, not `"100"`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100}}}"#
                    ]),
                    command: "lottie", arguments: ["--strict"])
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": ↓"100"}}}"#
                    ]),
                    command: "lottie", arguments: ["--strict"])
            ])
    }

    public enum InvalidValue: Rule {
        public static let description = RuleDescription(
            id: "lottie.spec-value", severity: .error,
            summary: "A value is outside what lottie-spec 1.0 allows (--strict).",
            explanation: """
                What it checks: \(what) Each value is in its allowed set or range: enumerations \
                (blend, matte and mask modes, line caps...), colours in 0...1, `#RRGGBB` solid \
                colours, `a` 0 or 1, and exactly one of the forms a `oneOf` offers. The \
                schema's conditional rule on image assets: an embedded one (`e` 1) has a data \
                URL in `p` (`data:image/png;base64,...`), not a file name.

                \(why)

                Fix: use a value the specification lists (the message names them).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        ##"  {"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sw": 10, "sh": 10, "sc": "#FF00AA"}"##
                    ]),
                    command: "lottie", arguments: ["--strict"]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n"
                            + #""assets": [{"id": "dog", "w": 1, "h": 1, "p": "data:image/png;base64,iVBORw0KGgo=", "e": 1}],"#
                    ),
                    command: "lottie", arguments: ["--strict"]),
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sw": 10, "sh": 10, "sc": ↓"red"}"#
                    ]),
                    command: "lottie", arguments: ["--strict"]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n" + #""assets": [{"id": "dog", "w": 1, "h": 1, "u": "", "p": ↓"dog.png", "e": 1}],"#),
                    command: "lottie", arguments: ["--strict"]),
            ])
    }
}
