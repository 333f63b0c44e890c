import Diagnostics

/// The rules about the resources zip as a container (and a directory's names and links).
/// `validate` reports them; `unpack` refuses an archive with any of the errors.
public enum ZipRules {
    public static let all: [RuleDescription] = [
        PathTraversal.description, Symlink.description, DuplicateName.description, CaseCollision.description,
        Encrypted.description, CRCMismatch.description, Corrupt.description, Bomb.description, TooLarge.description,
        OverlappingEntries.description, TooManyEntries.description, Junk.description, UnexpectedTopLevel.description,
    ]

    /// What the SDK reads at the top of a bundle.
    static let expectedTopLevel: Set<String> = ["widget.xml", "strings/", "documents/", "resources/", "other/"]

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

    public enum PathTraversal: Rule {
        public static let description = RuleDescription(
            id: "zip.path-traversal",
            severity: .error,
            summary:
                "An entry name escapes the folder it is unpacked into (.., absolute path, drive letter, backslash).",
            explanation: """
                What it checks: no entry name has a `..` component, starts with `/` or a drive \
                letter (`C:`), contains a backslash or a NUL.

                Why it matters: a naive unzipper (in a build script, or an app that unpacks the \
                resources at run time) writes such an entry outside its folder: over an app \
                file, a script, a configuration ("zip slip"). Backslashes are folder separators \
                on Windows, so `resources\\163dpi\\logo.png` is one odd file name on the phone \
                and the SDK never finds the image.

                Fix: re-create the zip from the folder with relative, `/`-separated names \
                (`idv-res pack DIR -o resources.zip`). `idv-res unpack` refuses such a zip.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("../evil.sh", "echo owned\n")],
                    expected: [Location(file: "../evil.sh")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("/etc/cron.d/x", "x\n"),
                        ArchiveEntryRecipe("resources\\163dpi\\logo.png", "x"), ArchiveEntryRecipe("C:/x.txt", "x"),
                    ],
                    expected: [
                        Location(file: "/etc/cron.d/x"), Location(file: "resources\\163dpi\\logo.png"),
                        Location(file: "C:/x.txt"),
                    ]),
            ]
        )
    }

    public enum Symlink: Rule {
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
    }

    public enum DuplicateName: Rule {
        public static let description = RuleDescription(
            id: "zip.duplicate-name",
            severity: .error,
            summary: "Two entries have exactly the same name.",
            explanation: """
                What it checks: every entry name occurs once in the central directory.

                Why it matters: unzippers disagree on which copy wins (libzip and the SDK's own \
                reader may take the first, `unzip` the last), so the widget.xml you reviewed may \
                not be the one the phone reads. Appending to a zip with some tools produces it.

                Fix: re-create the zip from the folder (`idv-res pack`).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.1\"/>\n"),
                    ],
                    expected: [Location(file: "widget.xml")])
            ]
        )
    }

    public enum CaseCollision: Rule {
        public static let description = RuleDescription(
            id: "zip.case-collision",
            severity: .error,
            summary: "Two names differ only in letter case or Unicode normalisation: one file on iOS and macOS.",
            explanation: """
                What it checks: no two entry names (or folders on their paths) are equal when \
                compared ignoring letter case and Unicode normalisation (`é` as one code point, \
                NFC, or as `e` plus an accent, NFD).

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
    }

    public enum Encrypted: Rule {
        public static let description = RuleDescription(
            id: "zip.encrypted",
            severity: .error,
            summary: "An entry is encrypted: the SDK cannot read it.",
            explanation: """
                What it checks: no entry has the encryption flag (traditional PKWARE or AES).

                Why it matters: the SDK opens the resources zip without a password; an \
                encrypted widget.xml or strings file is as good as missing, and the widget \
                silently falls back to its defaults.

                Fix: re-create the zip without a password (`idv-res pack`).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.encrypted]),
                    ],
                    expected: [Location(file: "strings/strings.xml")])
            ]
        )
    }

    public enum CRCMismatch: Rule {
        public static let description = RuleDescription(
            id: "zip.crc-mismatch",
            severity: .error,
            summary: "An entry's data does not match its CRC-32: it is damaged.",
            explanation: """
                What it checks: every entry is decompressed in full and its CRC-32 compared \
                with the one the zip records (what `unzip -t` does).

                Why it matters: a damaged entry reads as an error or as wrong bytes; the SDK \
                then shows a blank image or ignores the file, with no message.

                Fix: get the original files again and re-pack; a damaged zip is often a \
                download or a copy cut short.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc])],
                    expected: [Location(file: "strings/strings.xml")])
            ]
        )
    }

    public enum Corrupt: Rule {
        public static let description = RuleDescription(
            id: "zip.corrupt",
            severity: .error,
            summary: "The archive or an entry is truncated or corrupt.",
            explanation: """
                What it checks: the end-of-central-directory record, the central directory and \
                every local header are where the zip says, every entry's data lies inside the \
                archive, and every compressed stream decompresses to its declared size.

                Why it matters: the SDK loads nothing from a zip it cannot open (every screen \
                falls back to defaults), and nothing from an entry it cannot decompress.

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
            ]
        )
    }

    public enum Bomb: Rule {
        public static let description = RuleDescription(
            id: "zip.bomb",
            severity: .error,
            summary: "An entry expands far more than real data does: a zip bomb.",
            explanation: """
                What it checks: for every entry of 64 KiB or more, its uncompressed size over \
                its compressed size is at most the limit (100 by default, `--max-ratio`). Real \
                resources compress at most about 14 times; deflate's maximum is about 1032.

                Why it matters: a bomb fills the disk or memory of whatever unpacks it (a CI \
                machine, a build step, the phone when the app unpacks resources at run time).

                Fix: find where the zip came from; a genuine file this repetitive should be \
                generated, not shipped. Raise `--max-ratio` only for a file you trust.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("other/zeros.txt", bytes: zeros)],
                    expected: [Location(file: "other/zeros.txt")])
            ]
        )
    }

    public enum TooLarge: Rule {
        public static let description = RuleDescription(
            id: "zip.too-large",
            severity: .error,
            summary: "The entries add up to more than the total size limit when uncompressed.",
            explanation: """
                What it checks: the sum of the declared uncompressed sizes is at most the limit \
                (1 GiB by default, `--max-total-size 512M`).

                Why it matters: real resources zips hold a few MB; one that unpacks to \
                gigabytes is a bomb or a mistake (a video folder zipped by accident), and it \
                bloats every install of the app.

                Fix: remove what the SDK does not read; raise the limit only for a zip you trust.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], arguments: ["--max-total-size", "1K"],
                    archive: [
                        widget, strings,
                        ArchiveEntryRecipe("other/big.txt", bytes: [UInt8](repeating: 0x61, count: 4096)),
                    ],
                    expected: [Location(file: "in.zip")])
            ]
        )
    }

    public enum OverlappingEntries: Rule {
        public static let description = RuleDescription(
            id: "zip.overlapping-entries",
            severity: .error,
            summary: "Two entries share the same data in the archive.",
            explanation: """
                What it checks: every entry's local header and data lie after the end of the \
                previous entry's data, so no bytes of the archive belong to two entries.

                Why it matters: overlapping entries are how the worst zip bombs multiply one \
                compressed stream thousands of times while every ratio looks normal; no \
                archiver writes them by accident.

                Fix: do not ship the zip; re-pack it from trusted files.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("strings/strings.es.xml", damage: [.overlap])],
                    expected: [Location(file: "strings/strings.es.xml")])
            ]
        )
    }

    public enum TooManyEntries: Rule {
        public static let description = RuleDescription(
            id: "zip.too-many-entries",
            severity: .error,
            summary: "The archive has more entries than the limit.",
            explanation: """
                What it checks: the number of entries is at most the limit (10000 by default, \
                `--max-entries`); real resources zips hold about a hundred.

                Why it matters: millions of tiny entries exhaust file handles, inodes or time \
                in whatever unpacks them, and make the SDK's start-up slow.

                Fix: remove what the SDK does not read; raise the limit only for a zip you trust.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], arguments: ["--max-entries", "2"],
                    archive: [widget, strings, ArchiveEntryRecipe("other/version.txt", "1.0\n")],
                    expected: [Location(file: "in.zip")])
            ]
        )
    }

    public enum Junk: Rule {
        public static let description = RuleDescription(
            id: "zip.junk",
            severity: .warning,
            summary: "File-system junk: __MACOSX/, ._* AppleDouble files, .DS_Store, Thumbs.db.",
            explanation: """
                What it checks: no entry is something macOS Finder or Windows Explorer leaves \
                behind (`__MACOSX/` and `._name` resource forks, `.DS_Store`, `Thumbs.db`, \
                `desktop.ini`). A `__MACOSX/` folder is reported once, with its entry count.

                Why it matters: the SDK never reads them; they ship in every copy of the app, \
                and a `._widget.xml` beside `widget.xml` confuses people and scripts.

                Fix: `idv-res pack DIR -o resources.zip` leaves junk out; on a Mac, \
                `zip -r -X resources.zip . -x '.*' -x '__MACOSX'` does too.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("resources/.DS_Store", "x"),
                        ArchiveEntryRecipe("__MACOSX/", kind: .directory),
                        ArchiveEntryRecipe("__MACOSX/._widget.xml", "x"),
                    ],
                    expected: [Location(file: "resources/.DS_Store"), Location(file: "__MACOSX/")])
            ]
        )
    }

    public enum UnexpectedTopLevel: Rule {
        public static let description = RuleDescription(
            id: "bundle.unexpected-top-level",
            severity: .note,
            summary: "A file or folder at the top of the bundle that the SDK never reads.",
            explanation: """
                What it checks: the top of a resources bundle holds only `widget.xml`, \
                `strings/`, `documents/`, `resources/` and `other/`.

                Why it matters: anything else ships with the app and is never used; a folder \
                there (`resources-v2/widget.xml`) often means the zip was made one level too \
                high, so the SDK finds none of the files it looks for.

                Fix: remove it, or move it where the SDK reads it.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                    "strings/strings.xml": "<translations/>\n",
                    "other/version.txt": "1.0\n",
                ])
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                        "strings/strings.xml": "<translations/>\n",
                        "notes.txt": "todo\n", "backup/widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                    ],
                    expected: [Location(file: "notes.txt"), Location(file: "backup/")])
            ]
        )
    }
}
