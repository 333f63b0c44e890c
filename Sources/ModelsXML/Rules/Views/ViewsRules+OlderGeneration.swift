import Diagnostics

extension ViewsRules {
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
