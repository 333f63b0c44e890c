import Diagnostics

/// Rules about the generations of the vendor's models: vocabulary that newer models dropped,
/// and attributes that one Version lacks while its siblings have them.
extension ModelRules {
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
    }

    public enum InconsistentVersion: Rule {
        public static let description = RuleDescription(
            id: "models.inconsistent-version", severity: .warning,
            summary: "A Version lacks document_type while other Versions of its file have it.",
            explanation: """
                What it checks: the oldest model files (2024-03) have `document_type` on no \
                Version, which is valid for their generation. In a file where Versions have it, \
                one without it is a slip (the `Juvenil` card, 1 of 46 in DocumentID_All.xml of \
                four of the vendor's zips).

                Why it matters: the SDK reports the document type of the recognised model to the \
                app; for this Version it reports none, and specificData filters by type miss it.

                Fix: add the document_type its siblings have (IDC for an identity card).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    path, models("    <Version id=\"V1\" type=\"TD1\"/>\n    <Version id=\"V2\" type=\"TD1\"/>\n"))
            ],
            triggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n    ↓<Version id=\"V2\" type=\"TD1\"/>\n"
                    ))
            ])
    }
}
