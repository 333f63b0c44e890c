import Diagnostics

extension ModelsRules {
    public enum UnknownElement: Rule {
        public static let description = RuleDescription(
            id: "models.unknown-element", severity: .error,
            summary:
                "A document model holds an element the SDK does not know (an unknown ML instruction, a misplaced block).",
            explanation: """
                What it checks: every element of a document model is one the SDK reads where it \
                stands: DocumentID in the root, Version in DocumentID, Front/Back in Version, the \
                capture blocks (FACE, MRZ, OCR, CROP, BARCODE, PDF417, BLINKID, DATA_TABLE, ML, \
                ML-90, ML-JP, ML-KR) in a side, and in an ML program one of the instructions of \
                the ML language (listed in docs/document-models.md). The closest known name is \
                suggested.

                Why it matters: the SDK skips what it does not know without a word: a misspelt \
                instruction is a step of the program that never runs, a misplaced block a capture \
                that never happens.

                Fix: correct the name, or move the element where it belongs.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\" threshold=\"0.3\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                )
            ],
            triggeringExamples: [
                program("          ↓<findLineContnet dst=\"a\" content=\"DNI\" threshold=\"0.3\"/>"),
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\">\n      ↓<FACE/>\n    </Version>\n")),
            ])

        /// `tag` in `parent` (nil: the root), with the closest element the place takes.
        static func finding(_ tag: XMLStartTag, in parent: String?, suggestion: String?) -> ModelFinding {
            let place = parent.map { " in <\($0)>" } ?? " as the root"
            return ModelFinding(
                description, at: tag,
                "unknown element <\(tag.name)>\(place): the SDK ignores it\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
