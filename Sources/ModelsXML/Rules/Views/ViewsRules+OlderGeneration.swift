import Diagnostics

extension ViewsRules {
    public struct OlderGeneration: Rule, WidgetRule {
        public init() {}

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

        /// One note per file: the attributes it uses that the vendor's newest widget of its
        /// version no longer writes, with when they were last seen.
        public func finish(_ context: WidgetContext) {
            let model = context.model
            guard let version = model.version, let dropped = ViewsVocabulary.dropped[version] else { return }
            var first: XMLAttribute?
            var lastSeen: [String: Set<String>] = [:]
            var elements = 0
            for element in model.styledElements {
                guard let droppedHere = dropped[element.name] else { continue }
                let old = element.attributes.filter { droppedHere[$0.name] != nil }
                guard !old.isEmpty else { continue }
                elements += 1
                if first == nil { first = old[0] }
                for attribute in old {
                    lastSeen[droppedHere[attribute.name]!, default: []].insert(attribute.name)
                }
            }
            guard let first else { return }
            let byDate = lastSeen.sorted { $0.key > $1.key }.map { date, names in
                "\(names.sorted().joined(separator: " ")) until \(date)"
            }
            let who = elements == 1 ? "1 element uses" : "\(elements) elements use"
            context.report(
                Self.description, at: context.at(first),
                "widget \(version) of an older generation: \(who) attributes the vendor's newer \(version) widgets "
                    + "no longer write (\(byDate.joined(separator: "; "))); valid for that generation, "
                    + "check them against the SDK you ship")
        }
    }
}
