import Diagnostics
import Foundation

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
                empty one); zip the contents of the resources folder (`idv-res pack DIR`), not the \
                folder (`zip -r x.zip x` puts the bundle under `x/`: the message says so); a folder of \
                zips is no bundle: validate the zips (`idv-res validate zips/*.zip`).
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
                // `zip -r x.zip x`: the bundle one folder down (the message says to zip x's contents).
                RuleExample(
                    [:], archive: [ArchiveEntryRecipe("x/widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")],
                    expected: [Location(file: "in.zip")]),
            ]
        )

        /// An input in which nothing is a file idv-res reads fails, naming what was expected:
        /// a mistyped path or a zip of the wrong folder must never pass green.
        static func check(_ context: BundleContext) {
            guard context.holdsNothingToCheck else { return }
            context.sink.report(finding(files: context.files { _ in true }.map(\.path), reader: context.reader))
        }

        /// The finding for an input whose `files` (none of them a file idv-res reads) are these:
        /// what it holds, and where the bundle is when the layout says it.
        static func finding(files: [String], reader: BundleReader) -> Diagnostic {
            let found: String
            if files.isEmpty {
                found = reader.kind == .zip ? "the zip holds no files" : "the directory is empty"
            } else {
                let shown = files.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                let more = files.count > 3 ? ", ..." : ""
                found = "found \(files.count) other file\(files.count == 1 ? "" : "s") (\(shown)\(more))"
            }
            let input = reader.displayName
            let hints = layoutHint(files, isZip: reader.kind == .zip, input: input)
            return Diagnostic(
                description, at: reader.location(of: ""),
                "nothing idv-res reads: expected \(expected); \(found)"
                    + (hints.isEmpty ? "" : ": " + hints.joined(separator: "; ")))
        }

        /// Why nothing is read, when the layout says it: the bundle one folder down (`zip -r x.zip x`
        /// zips the folder, not its contents), or a folder of zips (each zip is an input).
        static func layoutHint(_ paths: [String], isZip: Bool, input: String) -> [String] {
            var hints: [String] = []
            var folders: [String] = []
            func inside(_ name: String) -> String {
                input == "." ? name : PathParts.joining(input, name)
            }
            for path in paths {
                guard let slash = path.firstIndex(of: "/") else { continue }
                let folder = String(path[..<slash])
                if !folders.contains(folder),
                    ResourceBundle.NothingToCheck.isRead(String(path[path.index(after: slash)...]))
                {
                    folders.append(folder)
                }
            }
            if let folder = folders.first {
                let name = PathParts(input).name
                if isZip {
                    hints.append(
                        "the bundle is under '\(folder)/' in the zip: zip the contents of \(folder), not the folder "
                            + "(cd \(folder) && zip -r ../\(name) .), or pack it: idv-res pack \(folder) -o \(name)")
                } else {
                    let shown = folders.prefix(3).map(inside)
                    hints.append(
                        "a bundle is in '\(folder)/'\(folders.count > 1 ? " (and \(folders.count - 1) more)" : ""): "
                            + "validate it: idv-res validate \(shown.joined(separator: " "))")
                }
            }
            let zips = paths.filter { !$0.contains("/") && $0.lowercased().hasSuffix(".zip") }
            if !zips.isEmpty, !isZip {
                let these =
                    zips.count == 1
                    ? "a zip, which idv-res reads as an input of its own"
                    : "\(zips.count) zips, which idv-res reads as inputs of their own"
                hints.append(
                    "\(input) holds \(these), not as files of a bundle: validate \(zips.count == 1 ? "it" : "them"): "
                        + "idv-res validate \(inside("*.zip"))")
            }
            return hints
        }
    }
}
