import Diagnostics

/// Rules over document models (`documents/*.xml`, the SDK's `documentModels`).
public enum ModelsRules {
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
}
