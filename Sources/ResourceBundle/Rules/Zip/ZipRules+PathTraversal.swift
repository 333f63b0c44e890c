import Diagnostics

extension ZipRules {
    public enum PathTraversal: Rule, BundleEntryRule {
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

        static func visit(entry: BundleEntry, _ context: HygieneContext) {
            guard let problem = PathSafety.problem(in: entry.path) else { return }
            let isZip = context.zip != nil
            let why =
                isZip
                ? "unpacking it could write outside the target folder" : "a zip made of it would be unsafe to unpack"
            context.report(description, entry.path, "\(isZip ? "entry" : "file") '\(entry.path)' \(problem): \(why)")
        }
    }
}
