import Diagnostics

/// Rules over document models (`documents/*.xml`, the SDK's `documentModels`).
public enum ModelRules {
    public static let all: [RuleDescription] = [
        UnknownElement.description, UnknownAttribute.description, MissingAttribute.description,
        DuplicateID.description, CountryCode.description, DocumentIDMismatch.description, InvalidValue.description,
        MRZGeometry.description, InvalidRegex.description, ThresholdRange.description,
        UndefinedLabel.description, ReadBeforeWrite.description, UnusedLabel.description, UnusedVariable.description,
        SupportedUnknownID.description, UnresolvedRule.description,
        OlderVocabulary.description, InconsistentVersion.description, MRZFieldPosition.description,
        CaptureGroup.description, FieldNameSlip.description,
    ]

    static let path = "documents/DocumentID_All.xml"

    /// A model file whose DocumentID holds `versions`.
    static func models(_ versions: String, id: String = "id=\"ES\" iso=\"ESP\"", tail: String = "") -> String {
        "<selphid-widget-conf version=\"1.0\">\n  <DocumentID \(id)>\n\(versions)  </DocumentID>\n\(tail)</selphid-widget-conf>\n"
    }

    /// One ES identity card whose front runs the ML `program` (instruction lines).
    static func program(_ program: String) -> RuleExample {
        RuleExample(
            path,
            models(
                """
                    <Version id="V1" type="TD1" document_type="IDC" document_id="ESP-00-IDC-2015-V03-01-00">
                      <Front>
                        <ML cols="1" split_by="elements">
                \(program)
                        </ML>
                      </Front>
                    </Version>

                """))
    }

    /// One document whose back holds an MRZ block `mrz`.
    static func mrz(_ mrz: String, documentType: String = "IDC") -> RuleExample {
        RuleExample(
            path,
            models(
                """
                    <Version id="V1" type="TD1" document_type="\(documentType)">
                      <Back>
                \(mrz)
                      </Back>
                    </Version>

                """))
    }

    static func version(_ attributes: String, id: String = "id=\"ES\" iso=\"ESP\"") -> RuleExample {
        RuleExample(path, models("    <Version \(attributes)/>\n", id: id))
    }

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
    }

    public enum UnknownAttribute: Rule {
        public static let description = RuleDescription(
            id: "models.unknown-attribute", severity: .error,
            summary: "An element of a document model has an attribute it does not take (often a typo: sr2 for src2).",
            explanation: """
                What it checks: each element and each ML instruction takes a known set of \
                attributes (learnt from the vendor's models: `rejectIfNotValid2` takes src, src2 \
                and reason). Any other attribute is reported with the closest known name.

                Why it matters: the SDK ignores an attribute it does not read. \
                `<rejectIfNotValid2 src="a" sr2="b"/>` checks only `a`: the second condition is \
                silently dropped and documents the model should reject are accepted.

                Fix: rename the attribute to the suggested one.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <findLineContent dst=\"b\" content=\"B\"/>\n          <rejectIfNotValid2 src=\"a\" src2=\"b\"/>"
                ),
                // The vocabulary of older generations (ModelSchema, MLInstructionTable).
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <assignField src=\"a\" source=\"MRZ\" field=\"DocumentCode\"/>"
                ),
                mrz(
                    "      <MRZ allow_special_chars=\"true\">\n        <field id=\"Issuer\" line=\"1\" starts=\"3\" count=\"3\"/>\n      </MRZ>"
                ),
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <findLineContent dst=\"b\" content=\"B\"/>\n          <rejectIfNotValid2 src=\"a\" ↓sr2=\"b\"/>"
                ),
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <findLineContent dst=\"b\" content=\"B\"/>\n          <rejectIfNotValid src=\"a\" ↓src2=\"b\"/>"
                ),
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" ↓documentid=\"ESP-00-IDC-2015-V03-01-00\""),
            ])
    }

    public enum MissingAttribute: Rule {
        public static let description = RuleDescription(
            id: "models.missing-attribute", severity: .error,
            summary:
                "An element or ML instruction lacks an attribute it needs (a label without src, a Version without id).",
            explanation: """
                What it checks: the attributes every use in the vendor's models carries: \
                DocumentID id and iso, Version id, region id/x/y/w/h, and for \
                each ML instruction its operands (`assignField` src and field, `jump` dst...).

                Why it matters: an instruction without its operand does nothing; a Version without \
                an id cannot be selected by specificData.

                Fix: add the attribute.
                """,
            nonTriggeringExamples: [version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"")],
            triggeringExamples: [
                RuleExample(path, models("    ↓<Version type=\"TD1\" document_type=\"IDC\"/>\n")),
                program("          ↓<assignField field=\"FirstName\"/>"),
            ])
    }

    public enum DuplicateID: Rule {
        public static let description = RuleDescription(
            id: "models.duplicate-id", severity: .error,
            summary: "Two DocumentIDs of a file share an id, or two Versions of a DocumentID share an id.",
            explanation: """
                What it checks: DocumentID ids are unique within a file, and Version ids within \
                their DocumentID.

                Why it matters: the SDK selects models by these ids (specificData `ES|ESP_I_3`); \
                with two of a name it keeps one, and which one is not documented.

                Fix: rename or delete one of them.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n    <Version id=\"V2\" type=\"TD1\" document_type=\"IDC\"/>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n    <Version ↓id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n"
                    )),
                RuleExample(path, models("", tail: "  <DocumentID ↓id=\"ES\" iso=\"ESP\"/>\n")),
            ])
    }

    public enum CountryCode: Rule {
        public static let description = RuleDescription(
            id: "models.country-code", severity: .error,
            summary: "A DocumentID's id or iso is not an ISO 3166-1 code, or the two name different countries.",
            explanation: """
                What it checks: DocumentID `id` is an ISO 3166-1 alpha-2 code and `iso` the \
                alpha-3 code of the same country (ES/ESP); `000`/`000` is the generic model. An id \
                equal to its alpha-3 iso (`USA`/`USA`) is accepted, as are ICAO's codes (XXX, \
                GBD...) and UK, XK.

                Why it matters: the SDK matches the issuing country read from the document against \
                these codes and specificData names them; a wrong code is a model that never matches.

                Fix: use the matching pair (the suggestion is the alpha-3 code of the id).
                """,
            nonTriggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"", id: "id=\"000\" iso=\"000\""),
                version("id=\"V1\" type=\"TD1\" document_type=\"DLI\"", id: "id=\"USA\" iso=\"USA\""),
            ],
            triggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"", id: "id=\"ES\" ↓iso=\"FRA\""),
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"", id: "↓id=\"SP\" iso=\"ESP\""),
            ])
    }

    public enum DocumentIDMismatch: Rule {
        public static let description = RuleDescription(
            id: "models.document-id-mismatch", severity: .error,
            summary:
                "A Version's document_id does not start with its DocumentID's iso or does not name its document_type.",
            explanation: """
                What it checks: `document_id="ESP-00-IDC-2015-V03-01-00"` starts with the iso of \
                its DocumentID and its third part is the Version's document_type. A bare type \
                (`document_id="DLI"`, a country-wide fallback) must equal document_type.

                Why it matters: the SDK returns document_id as the recognised model; a copied model \
                whose document_id was not updated reports another country or document type to the \
                app, which then applies the wrong rules.

                Fix: correct the document_id (the suggestion does).
                """,
            nonTriggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" document_id=\"ESP-00-IDC-2015-V03-01-00\"")
            ],
            triggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" ↓document_id=\"FRA-00-IDC-2015-V03-01-00\""),
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" ↓document_id=\"ESP-00-DLI-2015-V03-01-00\""),
            ])
    }

    public enum InvalidValue: Rule {
        public static let description = RuleDescription(
            id: "models.invalid-value", severity: .error,
            summary:
                "An enumerated attribute (Version type, document_type, MRZ type, mrzType) has a value the SDK does not know.",
            explanation: """
                What it checks: Version `type` is TD1, TD2 or TD3; `document_type` is IDC, PSP, \
                DLI, VIS, FOC, CUS or RES; `<MRZ type>` is TD1/TD2/TD3 and `mrzType` Type1/2/3.

                Why it matters: an unknown value falls back to a default the SDK chooses: the \
                document is classified or its MRZ read as something else.

                Fix: use one of the listed values.
                """,
            nonTriggeringExamples: [version("id=\"V1\" type=\"TD1\" document_type=\"PSP\"")],
            triggeringExamples: [
                version("id=\"V1\" type=\"TD1\" ↓document_type=\"IDX\""),
                mrz("      <MRZ ↓type=\"TD4\"/>"),
            ])
    }

    public enum MRZGeometry: Rule {
        public static let description = RuleDescription(
            id: "models.mrz-geometry", severity: .error,
            summary:
                "An MRZ field lies outside its MRZ: a line past the line count or characters past the line length.",
            explanation: """
                What it checks: ICAO 9303 MRZs are TD1 3x30, TD2 2x36, TD3 2x44 (visas: MRV-B \
                2x36, MRV-A 2x44). The format of an MRZ block is its `type` (TD2/TD3), else its \
                `mrzType` (Type2/Type3), else the format whose standard positions its fields \
                take, ties going to the document: passports (PSP) TD3, everything else TD1 \
                (`Version type` is TD1 on every version of the vendor's files, passports \
                included, so it is not used). A number too large for any MRZ is reported too. \
                `lines="2"` narrows the line count. Each field needs `line` within the line count \
                and `starts + count - 1` within the line; `starts="??"`/`count="??"` (a position \
                that varies) is valid and skipped.

                Why it matters: the SDK cuts the field out of the line it read; past the end it \
                gets a short or empty value, and a check digit or a regex on it fails on every \
                genuine document.

                Fix: correct line, starts or count (the suggestion is the largest count that fits).
                """,
            nonTriggeringExamples: [
                mrz(
                    "      <MRZ>\n        <field id=\"LastName\" line=\"3\" starts=\"1\" count=\"30\"/>\n        <field id=\"FirstName\" line=\"3\" starts=\"??\" count=\"??\"/>\n      </MRZ>"
                ),
                mrz(
                    "      <MRZ>\n        <field id=\"Opt1\" line=\"2\" starts=\"29\" count=\"14\"/>\n      </MRZ>",
                    documentType: "PSP"),
            ],
            triggeringExamples: [
                mrz(
                    "      <MRZ type=\"TD2\">\n        <field id=\"Opt1\" line=\"2\" starts=\"29\" ↓count=\"14\"/>\n      </MRZ>",
                    documentType: "VIS"),
                mrz(
                    "      <MRZ>\n        <field id=\"Opt1\" ↓line=\"3\" starts=\"1\" count=\"9\"/>\n      </MRZ>",
                    documentType: "PSP"),
                mrz("      <MRZ>\n        <field id=\"Number\" line=\"1\" ↓starts=\"x\" count=\"9\"/>\n      </MRZ>"),
            ])
    }

    public enum InvalidRegex: Rule {
        public static let description = RuleDescription(
            id: "models.invalid-regex", severity: .error,
            summary: "A regex of a document model does not compile.",
            explanation: """
                What it checks: every `regex` attribute (MRZ, barcode and table fields, ML \
                instructions) compiles as an ICU regular expression (NSRegularExpression, the \
                engine of the iOS SDK).

                Why it matters: a regex that does not compile never matches: the field is never \
                read, or the model rejects every document.

                Fix: correct the pattern (unbalanced parentheses and brackets are the usual cause).
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" regex=\"([0-9]{2})/([0-9]{2})\" value=\"($1)/($2)\"/>\n          <assignField src=\"d\" field=\"DateOfBirth\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" ↓regex=\"([0-9]{2}/([0-9]{2})\" value=\"($1)/($2)\"/>\n          <assignField src=\"d\" field=\"DateOfBirth\"/>"
                )
            ])
    }

    public enum ThresholdRange: Rule {
        public static let description = RuleDescription(
            id: "models.threshold-range", severity: .error,
            summary: "A similarity threshold is not a number, negative, or a fraction above 1.",
            explanation: """
                What it checks: `threshold` (and `param_2` of `op="distance"`) is a ratio in \
                0..1, or a whole number of differing characters (the vendor's files use 1 to 5 \
                for short words). `0.3.5`, `-1`, `1.5` or `30%` are reported.

                Why it matters: the SDK compares text with this tolerance; a value it cannot use \
                makes the match always or never succeed.

                Fix: write the ratio as 0.3, or a whole number of edits.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\" threshold=\"0.3\"/>\n          <findLineContent dst=\"a\" content=\"NIE\" threshold=\"2\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\" ↓threshold=\"1.5\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                ),
                program(
                    "          <calculateOffset x=\"0\" y=\"0\" w=\"1\" h=\"1\" content=\"DNI\" ↓threshold=\"30%\"/>"),
            ])
    }

    public enum UndefinedLabel: Rule {
        public static let description = RuleDescription(
            id: "models.undefined-label", severity: .error,
            summary: "An ML jump (or rejectIfNotValid label=) goes to a label its program does not define.",
            explanation: """
                What it checks: every `jump`, `jumpIfValid`, `jumpIfNotValid`, `jumpIfValid2` dst \
                and `rejectIfNotValid label` names a `<label src=...>` of the same ML program.

                Why it matters: a jump to nowhere ends the program or is ignored, depending on the \
                SDK version: either way the steps the jump was meant to skip to never run.

                Fix: correct the label name (the closest defined one is suggested) or add the label.
                """,
            nonTriggeringExamples: [program("          <jump dst=\"END\"/>\n          <label src=\"END\"/>")],
            triggeringExamples: [program("          <jump ↓dst=\"ED\"/>\n          <label src=\"END\"/>")])
    }

    public enum ReadBeforeWrite: Rule {
        public static let description = RuleDescription(
            id: "models.read-before-write", severity: .warning,
            summary: "An ML instruction reads a variable that no earlier instruction of its program writes.",
            explanation: """
                What it checks: in each ML program, in order, every variable an instruction reads \
                (`src`, `src2`...) was written before by some instruction (`dst`, `dst1`..., and \
                the line `src` of findLineMatch). Instructions that work in place on `dst` are not \
                counted, and `rejectIfNotValid src="dummy"` on a variable nothing writes is the \
                vendor's unconditional reject, so it is not reported.

                Why it matters: an unset variable is never valid: the instruction does nothing, \
                the field it feeds is never filled, and a rejectIfNotValid on it rejects every \
                document. Usually a typo (`DoBStr` for `dobStr`) or a step deleted above.

                Fix: read the variable that was meant (the closest written one is suggested), or \
                restore the instruction that writes it.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"dobStr\" content=\"DOB\"/>\n          <assignIfValid dst=\"dob\" src=\"dobStr\" offset=\"1\"/>\n          <assignField src=\"dob\" field=\"DateOfBirth\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"dobStr\" content=\"DOB\"/>\n          <assignIfValid dst=\"dob\" ↓src=\"DoBStr\" offset=\"1\"/>\n          <assignField src=\"dob\" field=\"DateOfBirth\"/>"
                )
            ])
    }

    public enum UnusedLabel: Rule {
        public static let description = RuleDescription(
            id: "models.unused-label", severity: .note,
            summary: "An ML label is never the target of a jump.",
            explanation: """
                What it checks: every `<label src=L>` is named by some jump or `rejectIfNotValid \
                label=` of its program.

                Why it matters: harmless to the SDK, but a label nobody jumps to often means a \
                jump that names another label by mistake.

                Fix: delete the label, or point the intended jump at it.
                """,
            nonTriggeringExamples: [program("          <jump dst=\"END\"/>\n          <label src=\"END\"/>")],
            triggeringExamples: [program("          <label ↓src=\"END\"/>")])
    }

    public enum UnusedVariable: Rule {
        public static let description = RuleDescription(
            id: "models.unused-variable", severity: .note,
            summary: "An ML variable is written but never read.",
            explanation: """
                What it checks: every variable an ML program writes is read by some instruction \
                of the program (or published by assignField). Reported once, at the first write.

                Why it matters: harmless to the SDK, but it costs OCR work on the phone, and it \
                often means the reading instruction names another variable by mistake.

                Fix: delete the instructions that compute it, or read it where it was meant.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                )
            ],
            triggeringExamples: [program("          <findLineContent ↓dst=\"a\" content=\"DNI\"/>")])
    }

    public enum SupportedUnknownID: Rule {
        public static let description = RuleDescription(
            id: "models.supported-unknown-id", severity: .error,
            summary:
                "<Supported> lists a code that is no country, or an exception that names no DocumentID of the file.",
            explanation: """
                What it checks: `Front` and `Back` of `<Supported>` are ALL or comma-separated \
                ISO 3166-1 alpha-2 codes (UK and XK accepted); `Exceptions-Front` and \
                `Exceptions-Back` name DocumentID ids of the same file.

                Why it matters: the SDK compares the country it read with these lists; a code \
                that is no country never matches, and an exception for a country without a model \
                excludes nothing.

                Fix: correct the code (the closest one is suggested) or drop it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "",
                        tail:
                            "  <Supported Front=\"ES,FR\" Back=\"ALL\" Exceptions-Front=\"ES\" Exceptions-Back=\"\"/>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "",
                        tail:
                            "  <Supported Front=\"ES,FR\" Back=\"ALL\" ↓Exceptions-Front=\"FR\" Exceptions-Back=\"\"/>\n"
                    )),
                RuleExample(path, models("", tail: "  <Supported ↓Front=\"ES,FX1\" Back=\"ALL\"/>\n")),
            ])
    }

    public enum UnresolvedRule: Rule {
        public static let description = RuleDescription(
            id: "models.unresolved-rule", severity: .warning,
            summary: "A DocumentRules.xml rule id names no DocumentID or Version of the bundle's document models.",
            explanation: """
                What it checks: `<rule id="COUNTRY|DOCUMENT">` in documents/DocumentRules.xml: \
                COUNTRY is a DocumentID id or iso of some model file of the bundle, and DOCUMENT \
                a Version id, document_type or document_id under it. Checked only when the bundle \
                has model files. A warning, not an error: the rule-id grammar is not published, \
                so idv-res reads it the way specificData names models.

                Why it matters: a rule that resolves to no model is never applied: the fields it \
                requires are not enforced for any document.

                Fix: name the DocumentID and Version the rule is for (the closest are suggested).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    path: models("    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n"),
                    "documents/DocumentRules.xml":
                        "<selphid-widget-conf version=\"1.0\">\n  <rule id=\"ES|IDC\" fields=\"DocumentNumber\"/>\n</selphid-widget-conf>\n",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    path: models("    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n"),
                    "documents/DocumentRules.xml":
                        "<selphid-widget-conf version=\"1.0\">\n  <rule ↓id=\"ITALY|ID\" fields=\"DocumentNumber\"/>\n</selphid-widget-conf>\n",
                ])
            ])
    }
}
