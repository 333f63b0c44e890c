import Diagnostics
import Foundation

extension ZipRules {
    public enum CaseCollision: Rule {
        public static let description = RuleDescription(
            id: "zip.case-collision",
            severity: .error,
            summary: "Two names differ only in letter case or Unicode normalisation: one file on iOS and macOS.",
            explanation: """
                What it checks: no two entry names (or folders on their paths) are equal when \
                compared ignoring letter case and Unicode normalisation (`é` as one code point, \
                NFC, or as `e` plus an accent, NFD); a file and a folder included (`other/A` \
                beside `other/a/b`).

                Why it matters: APFS and HFS+, the file systems of iOS and macOS, treat them as \
                the same name: unpacking keeps one and silently drops the other, so the SDK may \
                read the wrong strings file or image. macOS writes names in NFD, other systems in \
                NFC, so a zip edited on both can hold both spellings.

                Fix: keep one spelling; remove or rename the other, and re-pack.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("strings/Strings.xml", "<translations/>\n")],
                    expected: [Location(file: "strings/Strings.xml")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("resources/163dpi/caf\u{E9}.png", "x", stored: true),
                        ArchiveEntryRecipe("resources/163dpi/cafe\u{301}.png", "y", stored: true),
                    ],
                    expected: [Location(file: "resources/163dpi/cafe\u{301}.png")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("resources/163dpi/logo.png", "x", stored: true),
                        ArchiveEntryRecipe("Resources/326dpi/a.png", "x", stored: true),
                    ],
                    expected: [Location(file: "Resources/326dpi/a.png")]),
            ]
        )

        /// The names walk found `spelled` (a folder of `path`, or `path` itself) to fold to
        /// the same name as `first`, met before it; each a file or a folder.
        static func report(
            first: String, firstIsFile: Bool, spelled: String, spelledIsFile: Bool, at path: String,
            _ context: HygieneContext
        ) {
            let why =
                first == spelled
                ? "differ only in Unicode normalisation (\(normalForm(first)) / \(normalForm(spelled)))"
                : "differ only in letter case"
            let what: String
            switch (firstIsFile, spelledIsFile) {
            case (true, true): what = "'\(first)' and '\(spelled)'"
            case (false, false): what = "folders '\(first)/' and '\(spelled)/'"
            case (true, false): what = "file '\(first)' and folder '\(spelled)/'"
            case (false, true): what = "folder '\(first)/' and file '\(spelled)'"
            }
            let outcome =
                firstIsFile == spelledIsFile
                ? "they are one file on iOS and macOS, so one silently replaces the other"
                : "they are one name on iOS and macOS, where a file and a folder cannot both have it"
            context.report(description, path, "\(what) \(why): \(outcome)")
        }

        /// `NFC` when the name is in composed form, else `NFD`.
        private static func normalForm(_ name: String) -> String {
            Array(name.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(name.unicodeScalars)
                ? "NFC" : "NFD"
        }
    }
}
