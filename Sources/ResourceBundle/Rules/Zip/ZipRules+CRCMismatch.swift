import Diagnostics

extension ZipRules {
    public enum CRCMismatch: Rule, ZipLayoutRule {
        public static let description = RuleDescription(
            id: "zip.crc-mismatch",
            severity: .error,
            summary: "An entry's data does not match its CRC-32, or the zip records two different CRC-32s for it.",
            explanation: """
                What it checks: every entry is decompressed in full and its CRC-32 compared \
                with the one the central directory records (what `unzip -t` does); and the \
                CRC-32 in its local header, or in its data descriptor for an entry written in \
                a stream, is the central directory's.

                Why it matters: a damaged entry reads as an error or as wrong bytes; the SDK \
                then shows a blank image or ignores the file, with no message. When the \
                copies disagree, the zip works with one unzipper and fails with another: \
                Info-ZIP's `unzip` checks the data against the local header's CRC-32 (the \
                central directory's for an entry with a data descriptor), Go's `archive/zip` \
                against the central directory's and refuses a data descriptor that says \
                otherwise, bsdtar reading from a pipe against the local header's or the data \
                descriptor's, libzip and Python's `zipfile` only against the central \
                directory's.

                Fix: get the original files again and re-pack (`idv-res pack`); a damaged zip \
                is often a download or a copy cut short, two disagreeing CRC-32s a zip tool \
                that rewrote one header and not the other.
                """,
            nonTriggeringExamples: [
                clean,
                RuleExample(
                    [:],
                    archive: [
                        widget,
                        ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.dataDescriptor]),
                    ]),
            ],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc])],
                    expected: [Location(file: "strings/strings.xml")]),
                RuleExample(
                    [:],
                    archive: [
                        widget,
                        ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.descriptorCRC]),
                    ],
                    expected: [Location(file: "strings/strings.xml")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.localCRC]),
                    ],
                    expected: [Location(file: "strings/strings.xml")]),
            ]
        )

        /// The entry at `path` failed its CRC-32 check while being read.
        static func finding(_ path: String, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "'\(path)' fails its CRC-32 check: its data is damaged")
        }

        /// Entries whose local header or data descriptor records another CRC-32 than the
        /// central directory. The data (read only for these) says which copy is wrong; the
        /// entry is then not checked again.
        static func visit(layout: ZipLayout, _ context: HygieneContext) {
            guard let zip = context.zip else { return }
            for record in layout.records where record.flags & ZipHeaderEncoder.encryptedFlag == 0 {
                let copy: (place: String, crc: UInt32)
                if let local = record.localCRC, local != record.crc {
                    copy = ("local header", local)
                } else if let descriptor = record.descriptorCRC, descriptor != record.crc {
                    copy = ("data descriptor", descriptor)
                } else {
                    continue
                }
                guard let entry = zip.entries.first(where: { $0.index == record.index }) else { continue }
                var message =
                    "'\(entry.path)': its \(copy.place) records CRC-32 \(hex(copy.crc)), the central directory \(hex(record.crc))"
                // A bomb's data is never read.
                let data = context.findings.isExplosive ? nil : zip.dataCRC(entry)
                switch data {
                case record.crc?:
                    message +=
                        "; the data matches the central directory, so unzippers that check the \(copy.place) refuse it"
                case copy.crc?:
                    message +=
                        "; the data matches the \(copy.place), so unzippers that check the central directory refuse it"
                case let other?:
                    message += "; the data's is \(hex(other)), so it is damaged"
                case nil:
                    break
                }
                if data != nil { context.findings.damaged.insert(entry.path) }
                context.report(description, entry.path, message)
            }
        }

        /// `0x` and eight lowercase hex digits, as `unzip` prints a CRC-32.
        private static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
        }
    }
}
