import Diagnostics

/// Rules about specificData strings (`idv-res specific-data`, `validate --specific-data`).
public enum SpecificDataRules {
    /// The document models the examples check against (doctor's examples pack the same file).
    public static let models = [
        "documents/DocumentID_All.xml": """
        <selphid-widget-conf version="1.0">
          <DocumentID id="ES" iso="ESP">
            <Version id="ESP_I_3" type="TD1" document_type="IDC"/>
            <Version id="ESP_I_4" type="TD1" document_type="IDC"/>
          </DocumentID>
        </selphid-widget-conf>

        """
    ]

    static func example(_ text: String, mode: String? = nil, column: Int? = nil) -> RuleExample {
        var settings: [RuleExample.Setting] = [.modelsInInput]
        if let mode { settings.append(.scanMode(mode)) }
        return RuleExample(
            models, command: "specific-data", settings: settings, arguments: [text],
            expected: column.map { [Location(file: "specificData", line: 1, column: $0)] } ?? [])
    }
}
