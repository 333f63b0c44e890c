import Diagnostics

extension ZipRules {
    public enum FolderWithData: Rule, BundleEntryRule {
        public static let description = RuleDescription(
            id: "zip.folder-with-data",
            severity: .error,
            summary: "An entry holds data but is a folder by its name or its attributes: unzipping loses the data.",
            explanation: """
                What it checks: no entry that holds data has a folder's name (ending in `/`, \
                like `README/`), a name that is no file's (`.`, `./`: the folder the zip is \
                unpacked into), or a folder's external attributes (the Unix mode 040000, or \
                the MS-DOS folder bit of a Windows archiver) under a file's name.

                Why it matters: unzippers disagree on what such an entry is, and none keeps \
                its bytes everywhere. libzip makes a folder (or nothing, for `.`) and the \
                bytes are gone (so `idv-res unpack` refuses the zip); Info-ZIP's `unzip` drops the bytes of \
                `README/` too, but writes `widget.xml` with folder attributes as a file and \
                `.` as a file named `_`; bsdtar makes a folder of `widget.xml` from a file \
                and a file from a pipe; Go's `archive/zip` refuses `README/` with data. So \
                the bundle reviewed on one machine is not the one unpacked on another, or \
                on the phone. No archiver writes this: the zip was made by hand or damaged.

                Fix: re-create the zip from the folder (`idv-res pack DIR -o resources.zip` \
                writes files with a file's name and attributes, and no folder entries).
                """,
            nonTriggeringExamples: [
                clean,
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("resources/", kind: .directory)]),
            ],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("README/", "read me\n")],
                    expected: [Location(file: "README/")]),
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe(".", "123456789", stored: true)],
                    expected: [Location(file: ".")]),
                RuleExample(
                    [:],
                    archive: [
                        ArchiveEntryRecipe(
                            "widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n", damage: [.folderAttributes]),
                        strings,
                    ],
                    expected: [Location(file: "widget.xml")]),
            ]
        )

        static func visit(entry: BundleEntry, _ context: HygieneContext) {
            // `README/` is a folder by its name, `widget.xml` by its attributes; `.` is neither.
            let isNoFile = BundleHygiene.namesNoFile(entry.path)
            guard entry.size > 0, entry.isDirectory || isNoFile, context.zip != nil else { return }
            let holds = "'\(entry.path)' holds \(counted(Int(clamping: entry.size), "byte"))"
            if isNoFile {
                context.report(
                    description, entry.path,
                    "\(holds) under a name that is no file's (it names the folder the zip is unpacked into): unzippers drop the bytes or invent a name"
                )
            } else if entry.path.hasSuffix("/") {
                context.report(
                    description, entry.path,
                    "\(holds) under a folder's name (it ends in '/'): unzippers make a folder and drop them, or refuse the entry"
                )
            } else {  // a folder by its attributes (the guard lets nothing else through)
                context.report(
                    description, entry.path,
                    "\(holds), but its external attributes mark a folder: some unzippers write a file, others (libzip, idv-res unpack) a folder without the bytes"
                )
            }
        }
    }
}
