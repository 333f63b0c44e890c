import Diagnostics

/// Rules widget.xml is checked against on its own: root, vocabulary, value kinds, ids.
public enum ViewsRules {
    public static let all: [RuleDescription] = [
        WrongRoot.description, UnknownVersion.description, UnknownElement.description, UnknownAttribute.description,
        InvalidValue.description, UnknownWord.description, DuplicateViewID.description, DuplicateElementID.description,
        FrameRangeTooLong.description, OlderGeneration.description,
    ]

    static func widget(_ body: String, version: String = "1.3") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"\(version)\">\n\(body)</facephi-widget-conf>\n"
    }

    public enum WrongRoot: Rule {
        public static let description = RuleDescription(
            id: "views.wrong-root",
            severity: .error,
            summary: "widget.xml's root element is not <facephi-widget-conf>.",
            explanation: """
                What it checks: the root element of widget.xml (or of a `viewsContent` string) is \
                `<facephi-widget-conf version="...">`.

                Why it matters: the SDK looks for its views under that root only; any other root \
                (a strings file saved as widget.xml, a document model) makes it ignore the whole \
                file and draw every screen with its built-in look.

                Fix: put the views under `<facephi-widget-conf version="1.3">` (document capture) \
                or `version="1.1"` (selfie capture).
                """,
            nonTriggeringExamples: [RuleExample("widget.xml", widget("<view id=\"Tutorial1\"/>\n"))],
            triggeringExamples: [
                RuleExample("widget.xml", "↓<widget-conf version=\"1.3\">\n<view id=\"Tutorial1\"/>\n</widget-conf>\n")
            ]
        )
    }

    public enum UnknownVersion: Rule {
        public static let description = RuleDescription(
            id: "views.unknown-version",
            severity: .warning,
            summary: "widget.xml declares a version whose vocabulary idv-res does not know.",
            explanation: """
                What it checks: the root `version` is one whose elements and attributes idv-res \
                learned from real widgets: 1.3 (document capture, SelphID) or 1.1 (selfie \
                capture, Selphi). Another version is checked against both vocabularies together.

                Why it matters: each widget version reads its own set of elements; a file made \
                for another version may use names the SDK in the app ignores without a word.

                Fix: use the version the SDK's own resources zip declares.
                """,
            nonTriggeringExamples: [RuleExample("widget.xml", widget("<view id=\"Results\"/>\n", version: "1.1"))],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf ↓version=\"2.0\">\n<view id=\"Tutorial1\"/>\n</facephi-widget-conf>\n")
            ]
        )
    }

    public enum UnknownElement: Rule {
        public static let description = RuleDescription(
            id: "views.unknown-element",
            severity: .warning,
            summary: "An element widget.xml's version does not use (often a typo); the SDK skips it.",
            explanation: """
                What it checks: every element under a `<view>` is one the widget version uses \
                (`labeledIcon`, `button`, `gradientBackground`, ...), UI elements sit inside a \
                `<view>` and do not nest. The vocabulary was learned from real widgets of both \
                versions; the warning names the closest known element.

                Why it matters: the SDK draws only elements it knows; a misspelt element is \
                silently missing from the screen.

                Fix: correct the name (see the suggestion) or remove the element.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<gradientBackground id=\"background\" colorStart=\"#FFFFFF\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n↓<gradientBackgroud id=\"background\" colorStart=\"#FFFFFF\"/>\n</view>\n"
                    )),
                RuleExample("widget.xml", widget("↓<panel id=\"p\" color=\"#FFFFFF\"/>\n")),
            ]
        )
    }

    public enum UnknownAttribute: Rule {
        public static let description = RuleDescription(
            id: "views.unknown-attribute",
            severity: .warning,
            summary:
                "An attribute the element does not take in this widget version (often a typo); the SDK ignores it.",
            explanation: """
                What it checks: every attribute of the root, of `<view>` and of each UI element \
                is one that element takes in the file's widget version (learned from real \
                widgets). The warning names the closest known attribute of that element.

                Why it matters: the SDK reads attributes by name; a misspelt one (`icon_algn`) \
                is ignored and the element keeps its default look.

                Fix: correct the name (see the suggestion) or remove the attribute.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" icon_align=\"BOTTOM\"/>\n</view>\n"))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" ↓icon_algn=\"BOTTOM\"/>\n</view>\n"))
            ]
        )
    }

    public enum InvalidValue: Rule {
        public static let description = RuleDescription(
            id: "views.invalid-value",
            severity: .error,
            summary:
                "An attribute value of the wrong kind: a bad colour, a non-number, an unknown enum word, a file of the wrong type.",
            explanation: """
                What it checks: each attribute's value has its kind: colours `#RRGGBB` or \
                `#RRGGBBAA`; numbers (`font_size`, `separation`, `xStart`...); whole numbers \
                (`page`, `steps`, animation `start`/`end`); enumerations, case-sensitive \
                (`align` LEFT/RIGHT/CENTER, `icon_align` TOP/BOTTOM/LEFT/RIGHT, `content_type` \
                TEXT_ID/RESOURCE_ID, `scale`, `camera_scale`, `type`, `mode`); booleans; and \
                resource references whose extension fits (`font` a .ttf/.otf, `icon` an image, \
                a `<video>` value an .mp4).

                Why it matters: the SDK does not report a value it cannot parse: `#12345` or \
                `font_size="big"` fall back to a default (or to black), `align="MIDDLE"` to the \
                default alignment, a font that is a PNG to the system font.

                Fix: write the value in its kind (the message says which; a suggestion is given \
                for case slips such as `center`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<labeledIcon id=\"tip\" text_color=\"#FFFFFF\" font_size=\"16.0\" align=\"LEFT\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<labeledIcon id=\"tip\" ↓text_color=\"#12345\" ↓font_size=\"big\" ↓align=\"MIDDLE\"/>\n</view>\n"
                    )),
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<labeledIcon id=\"tip\" ↓font=\"logo.png\" ↓text_align=\"center\"/>\n</view>\n"
                    )),
            ]
        )
    }

    public enum UnknownWord: Rule {
        public static let description = RuleDescription(
            id: "views.unknown-enum-value",
            severity: .warning,
            summary: "A word for `scale`, `camera_scale`, `type` or `mode` that no real widget uses.",
            explanation: """
                What it checks: attributes whose values are words but not documented \
                (`scale`, `camera_scale`, `type`, `mode`) use a word real widgets use \
                (SCALE_FILL, ASPECT_FILL, FLAT_WITH_BORDER, Normal/Warning). A case slip of a \
                known word (`aspect_fill`) is a `views.invalid-value` error instead.

                Why it matters: the SDK maps these words to drawing modes and falls back to its \
                default for a word it does not know, without a message. idv-res knows these \
                values only from real widgets, so a newer SDK may accept others: a warning.

                Fix: use a known word, or, if the SDK's documentation lists the word, ignore the \
                warning (or switch the rule off in .idv-res.json).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"Tutorial1\">\n<imageBackground id=\"bg\" scale=\"SCALE_FILL\"/>\n</view>\n"))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"Tutorial1\">\n<imageBackground id=\"bg\" ↓scale=\"SCALE_FIT\"/>\n</view>\n"))
            ]
        )
    }

    public enum DuplicateViewID: Rule {
        public static let description = RuleDescription(
            id: "views.duplicate-view-id",
            severity: .error,
            summary: "Two <view> elements with the same id.",
            explanation: """
                What it checks: each `<view id>` (one per screen: `CaptureIDFront`, \
                `Tutorial1`...) appears once.

                Why it matters: the SDK keeps one view per id; the other's elements never show, \
                and which one wins is not documented.

                Fix: merge the two views, or rename the one meant for another screen.
                """,
            nonTriggeringExamples: [
                RuleExample("widget.xml", widget("<view id=\"Tutorial1\"/>\n<view id=\"Tutorial2\"/>\n"))
            ],
            triggeringExamples: [
                RuleExample("widget.xml", widget("<view id=\"Tutorial1\"/>\n<view ↓id=\"Tutorial1\"/>\n"))
            ]
        )
    }

    public enum DuplicateElementID: Rule {
        public static let description = RuleDescription(
            id: "views.duplicate-element-id",
            severity: .error,
            summary: "Two elements of one view with the same id.",
            explanation: """
                What it checks: within a `<view>`, each element `id` appears once (the same id \
                in different views is normal).

                Why it matters: the SDK finds an element by its id; with two, one of them is \
                never styled or shown.

                Fix: rename or remove one of them.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"A\">\n<panel id=\"p\" color=\"#FFFFFF\"/>\n</view>\n<view id=\"B\">\n<panel id=\"p\" color=\"#FFFFFF\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"A\">\n<panel id=\"p\" color=\"#FFFFFF\"/>\n<panel ↓id=\"p\" color=\"#000000\"/>\n</view>\n"
                    ))
            ]
        )
    }

    public enum FrameRangeTooLong: Rule {
        public static let description = RuleDescription(
            id: "views.frame-range-too-long",
            severity: .error,
            summary: "An <animation> whose start..end spans more than 10,000 frames: a typo no SDK could play.",
            explanation: """
                What it checks: an `<animation>`'s `start` and `end` span at most 10,000 frames \
                per direction. Real widgets play 36; the SDK loads every frame into memory before \
                it plays the first.

                Why it matters: `end="350"` typed as `end="35000000"` makes the SDK try to load \
                millions of files: the liveness screen hangs or the app runs out of memory. \
                idv-res reports the range and does not check its frames one by one.

                Fix: correct `start`/`end` to the first and last frame numbers of the files \
                (`start="00" end="35"` for `Prefix_00.png`...`Prefix_35.png`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" name_r=\"Arrow_\" ext=\"png\" start=\"00\" end=\"35\"/>\n</view>\n",
                        version: "1.1"))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" name_r=\"Arrow_\" ext=\"png\" start=\"0\" ↓end=\"99999999999\"/>\n</view>\n",
                        version: "1.1")),
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" name=\"Arrow_\" ext=\"png\" start=\"1\" ↓end=\"99999999999999999999999\"/>\n</view>\n",
                        version: "1.1")),
            ]
        )
    }

    public enum OlderGeneration: Rule {
        public static let description = RuleDescription(
            id: "views.older-generation",
            severity: .note,
            summary:
                "widget.xml uses attributes of an older generation of its version that the vendor's newer widgets dropped.",
            explanation: """
                What it checks: the vendor's widget.xml changed over the years within one \
                version: the 1.3 widgets of spring 2024 place elements with `x y ax ay aw ah w h`, \
                1.3 widgets up to January 2025 round buttons with `radius`, and the selphi 1.1 \
                widgets of 2024 write a frame sequence as `<animation name=...>` where newer ones \
                write `name_r`/`name_d`. These are valid for their generation and never an error; \
                one note per file names the dropped attributes and when the vendor last used them.

                Why it matters: a customised widget.xml copied from an old zip keeps working with \
                the SDK it came with; with a newer SDK the dropped attributes may be ignored \
                (the layout falls back to the SDK's). Worth knowing when upgrading.

                Fix: nothing, if the app ships the SDK of that generation; otherwise start again \
                from the widget.xml of the SDK version you ship.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<button id=\"next\" content_type=\"TEXT_ID\" content=\"next\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<button id=\"next\" ↓radius=\"500.0\" x=\"0\"/>\n<image id=\"i\" x=\"0\"/>\n</view>\n"
                    )),
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" ↓name=\"Arrow_\" ext=\"png\" start=\"0\" end=\"1\"/>\n</view>\n",
                        version: "1.1")),
            ]
        )
    }
}
