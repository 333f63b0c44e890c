import Diagnostics

extension ModelsRules {
    public enum OlderVocabulary: Rule {
        public static let description = RuleDescription(
            id: "models.older-vocabulary", severity: .note,
            summary: "A document model uses vocabulary the vendor dropped in newer generations (valid for its own).",
            explanation: """
                What it checks: elements valid in the vendor's older models that newer ones no \
                longer write: `<region>` in `<FACE>` and in `<MRZ>` (models of 2024-03 to \
                2025-01; from 2025-11 the face box is `<FACE x= y= w= h=>` and an MRZ has no \
                region). Reported once per file and place, at the first one.

                Why it matters: nothing is wrong for the SDK generation the file was made for. \
                When the file is carried over to a newer SDK, the face or MRZ area it describes \
                may be ignored.

                Fix: nothing while the app ships the SDK of that generation; when updating the \
                SDK, take the vendor's current models.
                """,
            nonTriggeringExamples: [mrz("      <FACE x=\"0.1\" y=\"0.2\" w=\"0.3\" h=\"0.4\"/>")],
            triggeringExamples: [
                mrz(
                    "      <FACE>\n        ↓<region id=\"face\" x=\"0.1\" y=\"0.2\" w=\"0.3\" h=\"0.4\"/>\n"
                        + "        <region id=\"face2\" x=\"0.1\" y=\"0.2\" w=\"0.3\" h=\"0.4\"/>\n      </FACE>")
            ])

        /// The first `<region>` of a file in `parent` (FACE or MRZ).
        static func finding(region tag: XMLStartTag, in parent: String) -> ModelFinding {
            let newer = parent == "FACE" ? "<FACE x= y= w= h=>" : "no region in <MRZ>"
            return ModelFinding(
                description, at: tag,
                "<region> in <\(parent)> is the vocabulary of the vendor's models of 2024-03 to 2025-01; "
                    + "newer models (2025-11 on) write \(newer) (first of this file; valid for its generation)")
        }
    }
}
