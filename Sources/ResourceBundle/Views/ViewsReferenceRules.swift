import Diagnostics
import ModelsXML

/// Every views and translations rule, for RuleRegistry.
public enum ViewsAndTranslationsRules {
    public static let all: [RuleDescription] =
        ViewsRules.all + TranslationsRules.all + ViewsReferenceRules.all + TranslationCoverageRules.all
        + TranslatorRules.all
}

private func widget(_ body: String, version: String = "1.3") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"\(version)\">\n\(body)</facephi-widget-conf>\n"
}

private func strings(_ tokens: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
}

/// widget.xml against the rest of the bundle.
public enum ViewsReferenceRules {
    public static let all: [RuleDescription] = [
        MissingResource.description, DensityCoverage.description, MissingFrame.description, UndefinedToken.description,
    ]

    public enum MissingResource: Rule {
        public static let description = RuleDescription(
            id: "views.missing-resource",
            severity: .error,
            summary: "widget.xml names an image, font or video that no resources/<N>dpi/ folder has.",
            explanation: """
                What it checks: every resource reference of widget.xml (`icon`, `image`, \
                `image_on`/`image_off`, `content_resource`, `font`, root `font_*`, the `value` of \
                `<image>`, `<buttonImage>`, `<video>`, `<frameIDOverlay>`, and `content` when \
                `content_type="RESOURCE_ID"`) names a file present in at least one \
                `resources/<N>dpi/` folder. An empty value means "none" and is fine. Names are \
                compared exactly: phones' file systems are case-sensitive. A comma-separated \
                list (`<video value="PuppetBoy.mp4, PuppetGirl.mp4">`, one played at random) is \
                split as the SDK splits it, each name trimmed: every missing file is reported at \
                its own column, a present one never.

                Why it matters: the SDK shows nothing where the file should be (a blank button, \
                no logo, a black video) or falls back to the system font, and logs nothing the \
                user sees.

                Fix: add the file to the bundle (images in every density folder, fonts and videos \
                in one), or correct the name (see the suggestion).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<image id=\"logo\" value=\"logo.png\"/>\n<image id=\"none\" value=\"\"/>\n</view>\n"
                    ),
                    "resources/163dpi/logo.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"StartExtractor\">\n<video id=\"v\" value=\"Boy.mp4, Girl.mp4,Afro.mp4\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/163dpi/Boy.mp4": "mp4", "resources/163dpi/Girl.mp4": "mp4",
                    "resources/163dpi/Afro.mp4": "mp4",
                ]),
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<image id=\"logo\" ↓value=\"Logo.png\"/>\n<text id=\"tip\" ↓font=\"Poppins-Bold.ttf\"/>\n</view>\n"
                    ),
                    "resources/163dpi/logo.png": "png", "resources/163dpi/Poppins-Regular.ttf": "ttf",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"StartExtractor\">\n<video id=\"v\" value=\"↓Boy.mp4, Girl.mp4,↓Afro.mp4\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/163dpi/Girl.mp4": "mp4",
                ]),
            ]
        )
    }

    public enum DensityCoverage: Rule {
        public static let description = RuleDescription(
            id: "views.density-coverage",
            severity: .warning,
            summary: "An image (or an animation's frames) is in some density folders and missing from others.",
            explanation: """
                What it checks: an image widget.xml names, and every frame of an `<animation>`, \
                is in each `resources/<N>dpi/` folder the bundle has (163, 326, 489). Fonts and \
                videos do not depend on density and are expected once.

                Why it matters: the SDK loads images from the folder that matches the phone's \
                screen density; where that folder lacks the image, the phone gets a scaled copy \
                from another density (blurry or oversized) or, with some SDK versions, none.

                Fix: export the image at each density and add it to every folder.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<imageBackground id=\"bg\" image=\"background.png\"/>\n<text id=\"t\" font=\"Poppins.ttf\"/>\n</view>\n"
                    ),
                    "resources/163dpi/background.png": "png", "resources/326dpi/background.png": "png",
                    "resources/163dpi/Poppins.ttf": "ttf",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<imageBackground id=\"bg\" ↓image=\"background.png\"/>\n</view>\n"),
                    "resources/163dpi/background.png": "png", "resources/326dpi/logo.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" ↓name_r=\"Arrow_\" name_l=\"(mirror)\" ext=\"png\" start=\"0\" end=\"1\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_0.png": "png", "resources/326dpi/Arrow_1.png": "png",
                    "resources/163dpi/logo.png": "png",
                ]),
            ]
        )
    }

    public enum MissingFrame: Rule {
        public static let description = RuleDescription(
            id: "views.missing-frame",
            severity: .error,
            summary: "An <animation> frame sequence lacks frames (the message lists each missing file).",
            explanation: """
                What it checks: `<animation name_r="Prefix_000" name_d=... name_l="(mirror)" \
                ext="png" start="00" end="35"/>` plays, for each direction, the files prefix + \
                frame number zero-padded to the width of `start` + `.` + ext: \
                `Prefix_00000.png` ... `Prefix_00035.png`. Older selphi widgets write one \
                direction as `<animation id=.. name="Prefix_" ext="png" start="01" end="36"/>`. \
                Every frame must be in some `resources/<N>dpi/` folder; the missing ones are \
                listed as runs (`ArrowProgressExpulsion_01..36.png`). `(mirror)` reuses the \
                opposite direction (left and right, up and down), which must then have frames \
                of its own; `start` must not be after `end`. Frames found in some density \
                folders only get `views.density-coverage`, like a single image; a range of \
                more than 10,000 frames gets `views.frame-range-too-long` instead.

                Why it matters: a missing frame is a visible stutter or a blank flash in the \
                liveness guidance the user follows; the SDK does not complain.

                Fix: add the listed frames, or correct the prefix, `start`/`end` or `ext`.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" name_r=\"Arrow_0\" name_l=\"(mirror)\" ext=\"png\" start=\"0\" end=\"2\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_00.png": "png", "resources/326dpi/Arrow_01.png": "png",
                    "resources/326dpi/Arrow_02.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" name=\"Arrow_\" ext=\"png\" start=\"08\" end=\"11\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_08.png": "png", "resources/326dpi/Arrow_09.png": "png",
                    "resources/326dpi/Arrow_10.png": "png",
                    "resources/326dpi/Arrow_11.png": "png",
                ]),
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" ↓name_r=\"Arrow_\" name_l=\"(mirror)\" ↓name_u=\"(mirror)\" ext=\"png\" start=\"00\" end=\"02\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_00.png": "png", "resources/326dpi/Arrow_02.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" ↓name=\"ArrowProgressExpulsion_\" ext=\"png\" start=\"01\" end=\"36\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/ArrowProgressExpulsion_1.png": "png",
                ]),
            ]
        )
    }

    public enum UndefinedToken: Rule {
        public static let description = RuleDescription(
            id: "views.undefined-token",
            severity: .error,
            summary:
                "widget.xml names a text token that a language's strings file lacks (one finding per token and language).",
            explanation: """
                What it checks: every text token widget.xml names (`text`, `content_text`, and \
                `content` when `content_type="TEXT_ID"`) is a `<token id>` of every strings \
                file: `strings/strings.xml` and each `strings.<lang>.xml` / `strings-<lang>.xml`.

                Why it matters: for a phone in that language the SDK finds no text: the label \
                is blank or shows the raw token name, and the accessibility text is lost.

                Fix: add the token to the file named (see the suggestion for a near miss), or \
                correct the name in widget.xml.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" text=\"CaptureTipFront\"/>\n</view>\n"),
                    "strings/strings.xml": strings("<token id=\"CaptureTipFront\">Front</token>\n"),
                    "strings/strings.es.xml": strings("<token id=\"CaptureTipFront\">Anverso</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" ↓text=\"CaptureTipFront\"/>\n<button id=\"next\" content_type=\"TEXT_ID\" ↓content=\"button_nxt\"/>\n</view>\n"
                    ),
                    "strings/strings.xml": strings(
                        "<token id=\"CaptureTipFront\">Front</token>\n<token id=\"button_nxt\">NEXT</token>\n"),
                    "strings/strings.es.xml": strings(
                        "<token id=\"CaptureTipFrnt\">Anverso</token>\n<token id=\"button_next\">SIGUIENTE</token>\n"),
                ])
            ]
        )
    }
}

/// The languages of a bundle against each other.
public enum TranslationCoverageRules {
    public static let all: [RuleDescription] = [MissingToken.description, OrphanAlternative.description]

    public enum MissingToken: Rule {
        public static let description = RuleDescription(
            id: "translations.missing-token",
            severity: .warning,
            summary:
                "A token some language has and this strings file lacks (coverage against the union of all languages).",
            explanation: """
                What it checks: every language (`strings/strings.xml`, the default, and each \
                `strings.<lang>.xml`) has every token that any of them has. One finding per \
                token and language, on the `<translations>` element of the file that lacks it. \
                `idv-res strings ZIP` prints the same as a table.

                Why it matters: the SDK reads texts by token from the phone's language; where the \
                token is missing it falls back to a built-in text (often in another language) or \
                shows none. Tokens only one language has are usually new texts translated once \
                and never added to the others.

                Fix: add the token to the file, translated; or delete it from the others if it \
                is no longer used.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">A</token>\n"),
                    "strings/strings.es.xml": strings("<token id=\"a\">A</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": "↓<translations>\n<token id=\"a\">A</token>\n</translations>\n",
                    "strings/strings.es.xml": strings(
                        "<token id=\"a\">A</token>\n<token id=\"Tutorial1Video\">Vídeo</token>\n"),
                    "strings/strings-pt.xml":
                        "<?xml version=\"1.0\"?>\n↓<translations>\n<token id=\"a\">A</token>\n</translations>\n",
                ])
            ]
        )
    }

    public enum OrphanAlternative: Rule {
        public static let description = RuleDescription(
            id: "translations.orphan-alt",
            severity: .warning,
            summary: "An X_alt accessibility token whose X is neither a token nor an element id of widget.xml.",
            explanation: """
                What it checks: `<token id="X_alt">` is the screen-reader text of X, where X is \
                another token or the `id` of a widget.xml element (`buttonExit_alt` for \
                `<buttonImage id="buttonExit">`). X must exist in some strings file or in \
                widget.xml. An element widget.xml comments out (`<!-- <buttonImage \
                id="button_info" .../> -->`, as the vendor does with the info button) counts: \
                its text waits for it to be switched back on. Checked only when the bundle has \
                widget.xml.

                Why it matters: an `_alt` text for nothing is never read: usually X was renamed \
                (or misspelt) and the element it was meant for has no accessible description.

                Fix: rename the token to match its element or text (see the suggestion), or \
                delete it.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<buttonImage id=\"buttonExit\" value=\"\"/>\n</view>\n"),
                    "strings/strings.xml": strings(
                        "<token id=\"buttonExit_alt\">Exit</token>\n<token id=\"a\">A</token>\n<token id=\"a_alt\">A</token>\n"
                    ),
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<!-- <buttonImage id=\"button_info\" value=\"InfoBlack.png\"/> -->\n</view>\n"
                    ),
                    "strings/strings.xml": strings("<token id=\"button_info_alt\">Information</token>\n"),
                ]),
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<buttonImage id=\"buttonExit\" value=\"\"/>\n</view>\n"),
                    "strings/strings.xml": strings("<token ↓id=\"buttonExt_alt\">Exit</token>\n"),
                ])
            ]
        )
    }
}
