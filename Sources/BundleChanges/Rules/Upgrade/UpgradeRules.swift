import Diagnostics
import ModelsXML

/// Findings of `idv-res upgrade`: the three-way merge of a customised bundle onto the
/// vendor's next one. Located in the customer's bundle.
public enum UpgradeRules {
    /// An upgrade example: the three bundles as folders `base/`, `custom/` and `new/` of the
    /// input, each holding one `strings/strings.xml` (and `more` files), merged and reported
    /// with nothing written.
    static func upgrade(base: String, custom: String, new: String, more: [String: String] = [:]) -> RuleExample {
        var files = [
            "base/strings/strings.xml": strings(base), "custom/strings/strings.xml": strings(custom),
            "new/strings/strings.xml": strings(new),
        ]
        files.merge(more) { _, added in added }
        let settings: [RuleExample.Setting] = [.mergeBase(folder: "base"), .mergeNew(folder: "new"), .mergeReportOnly]
        return RuleExample(files, command: "upgrade", settings: settings, arguments: ["{input}/custom"])
    }
}
