import Diagnostics

/// The rules about the resources zip as a container (and a directory's names and links).
/// `validate` reports them; `unpack` refuses an archive with any of the errors.
public enum ZipRules {
    static let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")
    static let strings = ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n")
    /// 200 000 ASCII zeros (built with a memset: `String(repeating:count:)` costs every run
    /// of the tool a few milliseconds, since the registry builds every example).
    static let zeros = [UInt8](repeating: 0x30, count: 200_000)
    /// A clean zip: no rule of this file reports on it.
    static let clean = RuleExample(
        [:],
        archive: [
            widget, strings,
            ArchiveEntryRecipe("resources/163dpi/logo.png", bytes: [0x89, 0x50, 0x4E, 0x47], stored: true),
        ])
}
