import BundleChanges
import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res upgrade CUSTOM --from BASE --to NEW -o OUT`: the customer's changes carried onto
/// the vendor's next bundle (a three-way merge), written as a validated zip.
enum UpgradeCommand: CLICommand {
    /// `--prefer`: whose value a conflict takes.
    enum Side: String, CaseIterable, ChoiceValue {
        case customer, vendor
    }

    struct Options: GroupedReportOptions {
        let from = Option<String>(
            "--from", valueName: "base", help: "The vendor bundle CUSTOM was made from (required).")
        let to = Option<String>("--to", valueName: "new", help: "The vendor's next bundle (required).")
        let output = Option<String>(
            "--output", "-o", valueName: "zip", help: "The zip to write (required unless --dry-run).")
        let prefer = Option(
            "--prefer", valueName: "side", help: "Whose value a conflict takes.", defaultValue: Side.customer)
        let dryRun = Flag("--dry-run", help: "Print the merge report; write nothing.")
        let overwrite = Flag(
            "--overwrite", help: "Replace OUT when it exists (without it, an existing file is left alone: exit 2).")
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil
    }

    static let spec = CommandSpec(
        name: "upgrade",
        abstract: "Carry a customised bundle onto the vendor's next one (a three-way merge).",
        discussion: """
            BASE is the vendor bundle CUSTOM was made from, NEW the vendor's next. Units: a \
            token's text per language, an attribute of a view element (matched by view and \
            element id, else by position among same-named siblings), a resource file per \
            density, a document model Version, any other file. A unit changed on one side takes \
            that side; changed on both differently is an upgrade.conflict, resolved to CUSTOM's \
            value unless --prefer vendor. A language only CUSTOM has gets the tokens the vendor \
            added, in the default text (upgrade.untranslated). Untouched XML keeps its bytes. \
            OUT is packed like pack (deterministic, junk left out), written atomically and \
            validated; its findings follow the merge report. Exit 1 when there are conflicts or \
            OUT has errors.
            """,
        arguments: [ArgumentSpec(name: "custom", help: "The customer's bundle (a zip or folder).")]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let custom = arguments.positionals[0]
        guard let base = arguments[\.from] else {
            throw UsageError(
                message: "missing '--from <base>': the vendor bundle CUSTOM was made from", command: spec.name)
        }
        guard let new = arguments[\.to] else {
            throw UsageError(message: "missing '--to <new>': the vendor's next bundle", command: spec.name)
        }
        let dryRun = arguments[\.dryRun]
        let output = arguments[\.output]
        if !dryRun {
            guard let output else {
                throw UsageError(
                    message: "missing '--output <zip>': the zip to write (or --dry-run)", command: spec.name)
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
                guard !isDirectory.boolValue else {
                    throw UsageError(message: "\(output) is a folder: name the zip to write", command: spec.name)
                }
                guard arguments[\.overwrite] else {
                    throw UsageError(message: "\(output) exists; pass --overwrite to replace it", command: spec.name)
                }
            }
            for input in [custom, base, new] where Packer.isInside(output, input) {
                throw UsageError(
                    message: "\(output) is inside \(input): upgrade never writes into an input", command: spec.name)
            }
        }
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var snapshots: [BundleSnapshot] = []
        for path in [custom, base, new] {
            guard let snapshot = DiffCommand.read(path, io: io) else { return .unreadable }
            snapshots.append(snapshot)
        }
        let merged = BundleMerge.merge(
            custom: snapshots[0], base: snapshots[1], new: snapshots[2],
            options: BundleMerge.Options(preferVendor: arguments[\.prefer] == .vendor))
        var inputs = [Report.Input(name: custom, diagnostics: merged.findings)]
        var summary =
            "merged \(counted(merged.vendorChangesTaken, "vendor change")) into \(custom)'s customisations; "
            + "\(counted(merged.conflicts, "conflict"))"
        if let output, !dryRun {
            let written: BundleMerge.Written
            do {
                written = try BundleMerge.write(merged, to: output)
            } catch let failure as BundleMerge.WriteFailure {
                io.err("error: \(failure.message); nothing was written\n")
                return .unreadable
            }
            inputs.append(written.validation)
            summary += "; wrote \(output) (\(counted(written.zip.files, "file")), sha256 \(written.zip.sha256))"
        } else {
            summary += "; nothing written (--dry-run)"
        }
        let status = ReportOptions.emit(Report(inputs: inputs), arguments, io: io, configuration: configuration)
        io.err(summary + "\n")
        if status == .success, merged.conflicts > 0 { return .findings }
        return status
    }
}
