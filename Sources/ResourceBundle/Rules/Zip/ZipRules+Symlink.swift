import Diagnostics
import Foundation

extension ZipRules {
    public enum Symlink: Rule, BundleEntryRule {
        public static let description = RuleDescription(
            id: "zip.symlink",
            severity: .error,
            summary: "An entry is a symbolic link, a device, a FIFO or a socket instead of a file.",
            explanation: """
                What it checks: every entry is a regular file or a folder, by the Unix mode a \
                zip stores in its external attributes (and by `lstat` for a directory).

                Why it matters: the SDK reads files, never links: a linked image is blank on \
                the phone. When unpacked, a link to `/` or `..` lets a later entry write \
                anywhere through it; a device or FIFO blocks or harms the unzipper.

                Fix: replace the link by the file it points to, then re-pack \
                (`idv-res pack` refuses links too).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings,
                        ArchiveEntryRecipe("resources/163dpi/logo.png", kind: .symlink(target: "/etc/passwd")),
                    ],
                    expected: [Location(file: "resources/163dpi/logo.png")]),
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("other/pipe", damage: [.fifo])],
                    expected: [Location(file: "other/pipe")]),
            ]
        )

        static func visit(entry: BundleEntry, _ context: HygieneContext) {
            switch entry.fileType {
            case .symlink:
                let target = linkTarget(entry, in: context.reader).map { " -> '\($0)'" } ?? ""
                let why =
                    context.zip != nil ? "unpacking one lets later entries write through it" : "pack leaves it out"
                context.report(
                    description, entry.path,
                    "'\(entry.path)' is a symbolic link\(target): the SDK follows no links, and \(why)")
            case .special:
                context.report(description, entry.path, "'\(entry.path)' is a device, FIFO or socket, not a file")
            case .regular, .directory:
                break
            }
        }

        /// Where a link points: its stored text in a zip, `readlink` on disk (never followed).
        private static func linkTarget(_ entry: BundleEntry, in reader: BundleReader) -> String? {
            if let directory = reader as? DirectoryBundleReader {
                return try? FileManager.default.destinationOfSymbolicLink(atPath: directory.url(of: entry).path)
            }
            return (try? reader.read(entry, limit: 4096)).map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
