import Diagnostics

extension ZipRules {
    public enum FileFolderCollision: Rule {
        public static let description = RuleDescription(
            id: "zip.file-folder-collision",
            severity: .error,
            summary: "A name is both a file and a folder (`a/b` and `a/b/c`): no file system holds both.",
            explanation: """
                What it checks: no entry's name is also a folder on the path of another entry \
                (`other/a` beside `other/a/b`, or beside a folder entry `other/a/`), in either \
                order; names are compared as they are unpacked (`other/./a` is `other/a`).

                Why it matters: a folder and a file cannot have the same name. Unzippers \
                fail half-way (Info-ZIP's `unzip`: "checkdir error: ... exists but is not \
                directory", bsdtar: "Not a directory") or ask whether to replace one with \
                the other, so what ends up on disk, or in the app, depends on the order of \
                the entries and on the tool. `idv-res unpack` refuses the zip before writing \
                anything.

                Fix: rename the file or the folder, then re-pack (`idv-res pack DIR -o \
                resources.zip`: a folder cannot hold both).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("other/a", "x"), ArchiveEntryRecipe("other/a/b", "y"),
                    ],
                    expected: [Location(file: "other/a/b")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("other/a/b", "y"), ArchiveEntryRecipe("other/a", "x"),
                    ],
                    expected: [Location(file: "other/a")]),
            ]
        )

        /// `file` is a file's name (as unpacked), and the entry `folder` (met at `path`) needs
        /// a folder of that name: a folder entry of that name, or an entry inside it.
        static func report(file: String, folderOf folder: String, at path: String, _ context: HygieneContext) {
            let folderIsEntry = BundleHygiene.spelledPrefixes(folder).last == file
            let also = folderIsEntry ? "also the folder entry '\(folder)'" : "also a folder on the path of '\(folder)'"
            context.report(
                description, path,
                "'\(file)' is a file and \(also): no file system holds both, so unzippers fail half-way or keep one")
        }
    }
}
