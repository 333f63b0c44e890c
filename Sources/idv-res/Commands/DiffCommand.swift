import BundleChanges
import Diagnostics
import ResourceBundle

/// `idv-res diff OLD NEW`: what changed between two bundles, unit by unit; `--textconv ZIP`:
/// one bundle as stable text for `git diff`.
enum DiffCommand: CLICommand {
    /// `--format` of `diff`.
    enum Format: String, CaseIterable, ChoiceValue {
        case text, json, markdown
    }

    struct Options: CommandOptions {
        let old = Argument<String>(
            "old", help: "The bundle before (a zip or folder).", bundle: BundleInput.zipOrFolder.unless("--textconv"))
        let new = OptionalArgument<String>(
            "new", help: "The bundle after (not with --textconv).", bundle: .zipOrFolder)
        let format = Option("--format", valueName: "format", help: "Output format.", defaultValue: Format.text)
        let textconv = Flag(
            "--textconv",
            help:
                "Print one bundle as stable text (XML entries' text, other entries' size, SHA-256, pixel size) for git."
        )
    }

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show what changed between two bundles: texts, views, resources, document models, files.",
        discussion: """
            OLD and NEW are zips or folders, in any mix. Texts are compared per language and token \
            (old and new text), views per view id and element id (attributes old -> new, with \
            both files' lines), resources per density (size, SHA-256, pixel size; files changed \
            in one density but not the others), document models per Version, each Version \
            element by element (instructions aligned: an inserted one is one insertion), short \
            text files (other/version.txt) line by line, anything else as files. An input that is \
            no bundle (a damaged zip, a folder or zip holding nothing idv-res reads) gets \
            validate's error and status. --textconv ZIP prints one bundle for git: in \
            .gitattributes '*.zip diff=idv-res', and 'git config diff.idv-res.textconv "idv-res \
            diff --textconv"'; it never fails (a file that is no zip is one line saying what it is).
            """,
        exitCodes: [.success, .findings, .usage, .unreadable],
        exitMeanings: [
            .success: "the bundles are equal (--textconv: always)",
            .findings: "they differ; or an input is no bundle (validate's error: a damaged zip, nothing idv-res reads)",
        ]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let oldPath = arguments[\.old]
        if arguments[\.textconv] {
            guard arguments[\.new] == nil else {
                throw UsageError(message: "--textconv takes one bundle", command: spec.name)
            }
            // Never fails: git stops `git log -p` at a driver that does (a truncated zip, an LFS pointer).
            io.out(BundleTextListing.text(ofInput: oldPath))
            return .success
        }
        guard let newPath = arguments[\.new] else {
            throw UsageError(message: "name the two bundles to compare: OLD NEW", command: spec.name)
        }
        // What both zips store alike is not inflated: it is the same on both sides.
        let unchanged = BundleSnapshot.storedAlike(oldPath, newPath)
        guard let old = read(oldPath, io: io, leavingOut: unchanged),
            let new = read(newPath, io: io, leavingOut: unchanged)
        else {
            return .unreadable
        }
        let diff = BundleDiff.compare(old, new, unchanged: unchanged)
        switch arguments[\.format] ?? .text {
        case .text: io.out(diff.text())
        case .json: io.out(diff.json().render() + "\n")
        case .markdown: io.out(diff.markdown())
        }
        return diff.isEmpty ? .success : .findings
    }

    /// The bundle at `path` but the files in `leavingOut`, or nil after saying why it cannot
    /// be read.
    static func read(_ path: String, io: CommandIO, leavingOut: Set<String> = []) -> BundleSnapshot? {
        do {
            return try BundleSnapshot.read(path, leavingOut: leavingOut)
        } catch {
            let reason =
                BundleHygiene.unopenableZip(path, error)?.diagnostics.first?.message
                ?? "cannot read \(path): \(error.userMessage)"
            io.err("error: \(reason)\n")
            return nil
        }
    }
}
