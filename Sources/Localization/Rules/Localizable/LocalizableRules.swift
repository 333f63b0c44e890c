import Diagnostics

/// Rules over an app's `Localizable.strings` / `Localizable.xcstrings` checked against the
/// SDK's key catalog (formats.md section 6).
public enum LocalizableRules {
    /// Every rule `LocalizableAnalyzer` asks, in the order their findings on one key are made
    /// (the value rules after `EmptyValue`, which stands alone on a blank value).
    /// `LocalizableRulesTests` checks it against the registry, so a new rule is not forgotten.
    public static let all: [any LocalizableRule.Type] = [
        SyntaxError.self, DuplicateKey.self, UnknownKey.self, CatalogState.self, MissingAlt.self, EmptyValue.self,
        FormatMismatch.self, UnbalancedMarkup.self, PartialOverride.self,
    ]

    static let es = "es.lproj/Localizable.strings"
    static let en = "en.lproj/Localizable.strings"
}
