import Diagnostics

/// Rules over an app's `Localizable.strings` / `Localizable.xcstrings` checked against the
/// SDK's key catalog (formats.md section 6).
public enum LocalizableRules {
    static let es = "es.lproj/Localizable.strings"
    static let en = "en.lproj/Localizable.strings"
}
