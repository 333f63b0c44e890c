import Diagnostics

/// What a player needs to show anything: errors.
public enum StructureRules {
    public static let all: [RuleDescription] = [
        NotJSON.description, NotObject.description, MissingProperty.description, WrongType.description,
        InvalidFrameRate.description, EmptyTimeRange.description, InvalidSize.description, LayerWithoutType.description,
        DuplicateLayerIndex.description, UnknownParent.description, UnknownAsset.description,
        RecursivePrecomposition.description,
        InvalidEmbeddedImage.description, MissingImageFile.description, MissingFont.description,
    ]

    private static let why = "Why it matters: the SDK hands the file to the Lottie player as it is; "

    public enum NotJSON: Rule {
        public static let description = RuleDescription(
            id: "lottie.not-json", severity: .error,
            summary: "A Lottie file is not valid JSON.",
            explanation: """
                What it checks: the animation parses as strict JSON (RFC 8259); the finding is \
                at the first syntax error (a trailing comma, a comment, an unquoted key...).

                \(why)a file that does not parse leaves an empty frame where the tip or \
                tutorial animation should play, with no message.

                Fix: export the animation again from Bodymovin or LottieFiles, or fix the \
                character at the reported place.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample("anim.json", "{\(LottieExample.header),\n\"layers\": [],\n↓}\n", command: "lottie"),
                RuleExample("selphid_anim_tip_id_male.json", "↓<html>not found</html>\n", command: "lottie"),
            ])
    }

    public enum NotObject: Rule {
        public static let description = RuleDescription(
            id: "lottie.not-object", severity: .error,
            summary: "A Lottie file's JSON is not an object.",
            explanation: """
                What it checks: the top-level JSON value of an animation is an object.

                \(why)an array or a string is not an animation: the player shows nothing.

                Fix: the file probably holds something else (a list exported by a script); \
                replace it with the animation's JSON.
                """,
            nonTriggeringExamples: [
                RuleExample("anim.json", LottieExample.valid, command: "lottie", arguments: ["{input}/anim.json"])
            ],
            triggeringExamples: [
                RuleExample("anim.json", "↓[1, 2, 3]\n", command: "lottie", arguments: ["{input}/anim.json"])
            ])
    }

    public enum MissingProperty: Rule {
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
    }

    public enum WrongType: Rule {
        public static let description = RuleDescription(
            id: "lottie.wrong-type", severity: .error,
            summary: "A top-level Lottie property, or a layer, has the wrong JSON type.",
            explanation: """
                What it checks: `v` is a string; `fr`, `ip`, `op`, `w` and `h` are numbers; \
                `layers` is an array of objects.

                \(why)players decode these with fixed types, and a number written as a string \
                ("30") makes the whole animation fail to load.

                Fix: write numbers without quotes, and `layers` as an array of layer objects.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": ↓"30", "ip": 0, "op": 60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie"),
                RuleExample("anim.json", LottieExample.animation(layers: ["  ↓42"]), command: "lottie"),
            ])
    }

    public enum InvalidFrameRate: Rule {
        public static let description = RuleDescription(
            id: "lottie.invalid-frame-rate", severity: .error,
            summary: "A Lottie animation's frame rate fr is 0 or negative.",
            explanation: """
                What it checks: `fr` is above 0.

                \(why)with a frame rate of 0 the animation never advances past its first frame \
                (or divides by zero), so the tutorial shows a still or nothing.

                Fix: set `fr` to the rate it was designed at (24, 25, 30 or 60).
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": ↓0, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie")
            ])
    }

    public enum EmptyTimeRange: Rule {
        public static let description = RuleDescription(
            id: "lottie.empty-time-range", severity: .error,
            summary: "An animation or a layer ends (op) no later than it starts (ip).",
            explanation: """
                What it checks: `op` is greater than `ip`, for the animation and for each layer.

                \(why)an animation with no frames shows nothing, and a layer with no frames is \
                never drawn.

                Fix: `op` is the frame after the last one: set it after `ip`.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": 30, "ip": 60, "op": ↓60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie"),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [#"  {"ty": 3, "ind": 1, "ip": 30, "op": ↓10, "ks": {}}"#]),
                    command: "lottie"),
            ])
    }

    public enum InvalidSize: Rule {
        public static let description = RuleDescription(
            id: "lottie.invalid-size", severity: .error,
            summary: "A Lottie animation's width w or height h is 0 or negative.",
            explanation: """
                What it checks: `w` and `h` are above 0.

                \(why)players scale the composition into the view by its size; a zero size \
                draws nothing.

                Fix: set the composition size the animation was designed at.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": ↓0, "h": ↓-5, "layers": []}"# + "\n",
                    command: "lottie")
            ])
    }

    public enum LayerWithoutType: Rule {
        public static let description = RuleDescription(
            id: "lottie.layer-without-type", severity: .error,
            summary: "A Lottie layer has no ty (its kind).",
            explanation: """
                What it checks: every layer has `ty` (0 precomposition, 1 solid, 2 image, 3 \
                null, 4 shape, 5 text...).

                \(why)a layer without a kind cannot be drawn; some players skip it, others \
                reject the whole file.

                Fix: restore the layer's `ty`, or remove the layer.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json", LottieExample.animation(layers: [#"  ↓{"ind": 1, "ip": 0, "op": 60, "ks": {}}"#]),
                    command: "lottie")
            ])
    }

    public enum DuplicateLayerIndex: Rule {
        public static let description = RuleDescription(
            id: "lottie.duplicate-layer-index", severity: .error,
            summary: "Two layers of one composition share an ind.",
            explanation: """
                What it checks: within each composition (the animation, and each \
                precomposition asset), no two layers have the same `ind`.

                \(why)parents and track mattes name layers by `ind`; with two candidates the \
                player picks one, and parts of the animation move with the wrong layer.

                Fix: give each layer its own `ind`, and update the `parent` values that name it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [LottieExample.nullLayer(1), LottieExample.nullLayer(2)]),
                    command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        LottieExample.nullLayer(1), #"  {"ty": 3, "ind": ↓1, "ip": 0, "op": 60, "ks": {}}"#,
                    ]), command: "lottie")
            ])
    }

    public enum UnknownParent: Rule {
        public static let description = RuleDescription(
            id: "lottie.unknown-parent", severity: .error,
            summary: "A layer's parent names no layer of its composition.",
            explanation: """
                What it checks: a layer's `parent` is the `ind` of a layer in the same \
                composition.

                \(why)a layer whose parent does not exist is drawn without the parent's \
                transform (in the wrong place) or not at all, depending on the player.

                Fix: point `parent` at an existing layer's `ind`, or remove it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [LottieExample.nullLayer(1), LottieExample.nullLayer(2, parent: 1)]
                    ), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        LottieExample.nullLayer(1),
                        #"  {"ty": 3, "ind": 2, "ip": 0, "op": 60, "ks": {}, "parent": ↓7}"#,
                    ]), command: "lottie")
            ])
    }

    static let precomposition = #"{"id": "comp_0", "layers": [{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}]}"#

    public enum UnknownAsset: Rule {
        public static let description = RuleDescription(
            id: "lottie.unknown-asset", severity: .error,
            summary: "A layer's refId names no asset.",
            explanation: """
                What it checks: the `refId` of a precomposition or image layer is the `id` of \
                an entry of `assets`.

                \(why)the layer has nothing to draw: lottie-android throws, other players \
                leave a hole.

                Fix: correct the `refId` (the message suggests the closest asset id), or add \
                the asset.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [#"  {"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "comp_0"}"#],
                        extra: "\n\"assets\": [\(precomposition)],"), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [#"  {"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": ↓"comp_1"}"#],
                        extra: "\n\"assets\": [\(precomposition)],"), command: "lottie")
            ])
    }

    public enum RecursivePrecomposition: Rule {
        public static let description = RuleDescription(
            id: "lottie.recursive-precomposition", severity: .error,
            summary: "A precomposition includes itself, directly or through others.",
            explanation: """
                What it checks: following precomposition layers (`ty` 0) from asset to asset \
                never comes back to an asset already on the way. Reported at the `refId` that \
                closes the loop.

                \(why)players expand precompositions recursively: a loop exhausts the stack \
                (a crash in the app) or is cut and shows nothing.

                Fix: break the loop: a precomposition cannot contain itself.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [#"  {"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "comp_0"}"#],
                        extra: "\n\"assets\": [\(precomposition)],"), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [#"  {"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "a"}"#],
                        extra: "\n\"assets\": [\n"
                            + #"  {"id": "a", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "b"}]},"#
                            + "\n"
                            + #"  {"id": "b", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": ↓"a"}]}"#
                            + "\n],"), command: "lottie"),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n\"assets\": [\n"
                            + #"  {"id": "self", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": ↓"self"}]}"#
                            + "\n],"),
                    command: "lottie"),
            ])
    }

    public enum InvalidEmbeddedImage: Rule {
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
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n"
                            + #""assets": [{"id": "img_0", "w": 1, "h": 1, "e": 1, "p": "data:image/png;base64,iVBORw0KGgo="}],"#
                    ), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n"
                            + #""assets": [{"id": "img_0", "w": 1, "h": 1, "e": 1, "p": ↓"data:image/png;base64,iVBOR*w0KGgo"}],"#
                    ), command: "lottie")
            ])
    }

    public enum MissingImageFile: Rule {
        public static let description = RuleDescription(
            id: "lottie.missing-image-file", severity: .error,
            summary: "An external image (u + p) does not exist beside the animation.",
            explanation: """
                What it checks: an image asset that is not embedded names a file (`u` folder \
                plus `p` name) that exists relative to the animation's folder.

                \(why)the player looks for the file beside the animation at run time; when \
                it is missing, the image is simply not drawn.

                Fix: ship the image in the app's resources at that path, or embed it in the \
                JSON.
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
                            + #""assets": [{"id": "img_0", "w": 1, "h": 1, "u": "images/", "p": ↓"img_0.png"}],"#),
                    command: "lottie")
            ])
    }

    public enum MissingFont: Rule {
        public static let description = RuleDescription(
            id: "lottie.missing-font", severity: .error,
            summary: "A text layer uses a font that fonts.list does not define.",
            explanation: """
                What it checks: the font (`f`) of every text document of a text layer \
                (`ty` 5, `t.d.k[].s.f`) is the `fName` of an entry of `fonts.list`.

                \(why)players look fonts up by that name; without it the text is not drawn \
                (lottie-ios) or drawn in a fallback font.

                Fix: add the font to `fonts.list`, or correct the name (the message suggests \
                the closest one).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [
                            #"  {"ty": 5, "ind": 1, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"f": "Inter-Bold", "t": "Hi", "s": 12}}]}}}"#
                        ],
                        extra: "\n"
                            + #""fonts": {"list": [{"fName": "Inter-Bold", "fFamily": "Inter", "fStyle": "Bold"}]},"#),
                    command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [
                            #"  {"ty": 5, "ind": 1, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"f": ↓"Inter-Bld", "t": "Hi", "s": 12}}]}}}"#
                        ],
                        extra: "\n"
                            + #""fonts": {"list": [{"fName": "Inter-Bold", "fFamily": "Inter", "fStyle": "Bold"}]},"#),
                    command: "lottie")
            ])
    }
}
