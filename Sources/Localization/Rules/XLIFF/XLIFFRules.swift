import Diagnostics

/// Findings of `strings --import`, located in the XLIFF being imported.
public enum XLIFFRules {
    /// Every rule `XLIFFMerge` asks, in order: a rule that keeps a unit out stops the later
    /// ones. `LocalizableRulesTests` checks it against the registry. (`UnknownToken` is the
    /// resources bundle target's own check.)
    public static let all: [any XLIFFRule.Type] = [
        OtherFile.self, InlineMarkup.self, LocalizableRules.FormatMismatch.self, NeedsReview.self,
    ]

    static let strings = "fr.lproj/Localizable.strings"
    static let existing = "\"selphid_component_tip_title\" = \"Photo\";\n"
    static let importArguments = ["{input}"]
    static let importSettings: [RuleExample.Setting] = [.xliffImport(file: "fr.xliff")]

    static func xliff(_ body: String, original: String = "fr.lproj/Localizable.strings") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="\(original)" source-language="en" target-language="fr" datatype="plaintext"><body>
        \(body)
        </body></file>
        </xliff>

        """
    }

    static func example(_ body: String, original: String = "fr.lproj/Localizable.strings") -> RuleExample {
        RuleExample(
            [strings: existing, "fr.xliff": xliff(body, original: original)], command: "strings",
            settings: importSettings, arguments: importArguments)
    }

    static let defaultStrings =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n"
        + "    <token id=\"button_start\">START</token>\n</translations>\n"
}
