import Diagnostics

extension InputRules {
    public enum NothingToCheck: Rule, BundleRule {
        static let expected =
            "widget.xml, strings/*.xml, documents/*.xml, <lang>.lproj/Localizable.strings, "
            + "Localizable.xcstrings or Lottie *.json"

        public static let description = RuleDescription(
            id: "input.nothing-to-check",
            severity: .error,
            summary: "An input holds no file idv-res reads (an empty directory, unrelated files, "
                + "a zip of the wrong folder).",
            explanation: """
                What it checks: every input holds at least one file a check reads: `widget.xml`, \
                `strings/*.xml`, `documents/*.xml`, `<lang>.lproj/Localizable.strings`, \
                `Localizable.xcstrings` or a Lottie `*.json`.

                Why it matters: a typo in a path, an empty checkout or a zip made of the wrong \
                folder would otherwise print "no problems found" and pass CI green while \
                nothing was checked.

                Fix: name the resources zip or directory itself (not the folder above it, nor an \
                empty one); zip the contents of the resources folder (`idv-res pack DIR`).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                    "strings/strings.xml": "<translations/>\n",
                ]),
                RuleExample(["fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n"]),
            ],
            triggeringExamples: [
                RuleExample([:], expected: [Location(file: "in")]),
                RuleExample(["notes/readme.txt": "hello\n"], expected: [Location(file: "in")]),
                RuleExample(
                    [:], archive: [ArchiveEntryRecipe("readme.txt", "hello\n")], expected: [Location(file: "in.zip")]),
            ]
        )

        /// An input in which nothing is a file idv-res reads fails, naming what was expected:
        /// a mistyped path or a zip of the wrong folder must never pass green.
        static func check(_ context: BundleContext) {
            guard context.holdsNothingToCheck else { return }
            let files = context.files { _ in true }
            let found: String
            if files.isEmpty {
                found = context.reader.kind == .zip ? "the zip holds no files" : "the directory is empty"
            } else {
                let shown = files.prefix(3).map { "'\($0.path)'" }.joined(separator: ", ")
                let more = files.count > 3 ? ", ..." : ""
                found = "found \(files.count) other file\(files.count == 1 ? "" : "s") (\(shown)\(more))"
            }
            context.sink.report(
                description, at: context.location(""), "nothing idv-res reads: expected \(expected); \(found)")
        }
    }
}
