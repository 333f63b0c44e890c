import Diagnostics

extension ZipRules {
    public enum Corrupt: Rule, ZipLayoutRule {
        public static let description = RuleDescription(
            id: "zip.corrupt",
            severity: .error,
            summary: "The archive or an entry is truncated or corrupt.",
            explanation: """
                What it checks: the end-of-central-directory record, the central directory and \
                every local header are where the zip says, every entry's data lies inside the \
                archive, every compressed stream decompresses to its declared size, and no \
                size or offset is 0xFFFFFFFF (the zip64 marker: "the real value is in the \
                zip64 field") without its zip64 field.

                Why it matters: the SDK loads nothing from a zip it cannot open (every screen \
                falls back to defaults), and nothing from an entry it cannot decompress. A \
                zip64 marker without its field splits the readers: libzip refuses the whole \
                archive, Go and Info-ZIP's `unzip` take the marker for a size of 4 GiB - 1.

                Fix: download or copy the zip again (a truncated file is the usual cause), or \
                re-pack it from its folder.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget,
                        ArchiveEntryRecipe(
                            "strings/strings.xml", String(repeating: "<translations/>\n", count: 20),
                            damage: [.corruptData]),
                    ],
                    expected: [Location(file: "strings/strings.xml")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.truncate]),
                    ],
                    expected: [Location(file: "in.zip")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, ArchiveEntryRecipe("other/big.file", "0", stored: true, damage: [.zip64SizeMarker]),
                    ],
                    expected: [Location(file: "in.zip")]),
            ]
        )

        /// What the layout scan found wrong; a damaged entry is not read again.
        static func visit(layout: ZipLayout, _ context: HygieneContext) {
            for problem in layout.problems {
                if let entry = problem.entry { context.findings.damaged.insert(entry) }
                context.report(description, problem.entry, message(problem))
            }
        }

        /// `'entry': why`, or the archive's problem alone.
        static func message(_ problem: ZipLayout.Problem) -> String {
            (problem.entry.map { "'\($0)': " } ?? "") + problem.message
        }

        /// An entry the data pass could not read, for a reason libzip gives no code for.
        static func unreadable(_ entry: BundleEntry, _ error: Error, in zip: ZipBundleReader) -> Diagnostic {
            Diagnostic(description, at: zip.location(of: entry.path), "'\(entry.path)' cannot be read: \(error)")
        }

        /// The findings for a zip libzip refuses to open, from its layout's problems: the
        /// first says it cannot be opened.
        static func unopenable(_ path: String, _ layout: ZipLayout, _ error: BundleReadError) -> [Diagnostic] {
            let reasons = layout.problems.map(message)
            let opening = "cannot open the zip: " + (reasons.first ?? error.message)
            var diagnostics = [Diagnostic(description, at: Location(file: path), opening)]
            for reason in reasons.dropFirst() {
                diagnostics.append(Diagnostic(description, at: Location(file: path), reason))
            }
            return diagnostics
        }

        /// The entry at `path` could not be inflated (`why`: the reader's reason).
        static func undecompressible(_ path: String, _ why: String, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "'\(path)' cannot be decompressed: \(why)")
        }
    }
}
