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

    struct Options: GroupedReportOptions, StaleReading {
        let custom = Argument<String>("custom", help: "The customer's bundle (a zip or folder).", bundle: .zipOrFolder)
        let from = RequiredOption<String>(
            "--from", valueName: "base", help: "The vendor bundle CUSTOM was made from (required).",
            missing: "the vendor bundle CUSTOM was made from", bundle: .zipOrFolder)
        let to = RequiredOption<String>(
            "--to", valueName: "new", help: "The vendor's next bundle (required).", missing: "the vendor's next bundle",
            bundle: .zipOrFolder)
        let output = Option<String>(
            "--output", "-o", valueName: "zip", help: "The zip to write (required unless --dry-run).",
            writes: Writes.output(.zip, replacing: .withOverwrite).unless("--dry-run"))
        let prefer = Option(
            "--prefer", valueName: "side", help: "Whose value a conflict takes.", defaultValue: Side.customer)
        let dryRun = Flag("--dry-run", help: "Print the merge report; write nothing.")
        let overwrite = Flag(
            "--overwrite",
            help: "Replace OUT when it is a zip (without it, an existing file is left alone: exit 2; "
                + "a file that is not a zip never is).")
        let keepStale = StaleOptions.keepStale
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil

        static func validate(_ arguments: ParsedArguments<Self>) throws {
            if !arguments[\.dryRun], arguments[\.output] == nil {
                throw UsageError(
                    message: "missing '--output <zip>': the zip to write (or --dry-run)", command: arguments.spec.name)
            }
        }
    }

    static let spec = CommandSpec(
        name: "upgrade",
        abstract: "Carry a customised bundle onto the vendor's next one (a three-way merge).",
        discussion: """
            BASE is the vendor bundle CUSTOM was made from, NEW the vendor's next. Units: a \
            token's text per language, an attribute of a view element (matched by view and \
            element id, else by position among same-named siblings), a resource file per \
            density, in a document model each Version's attributes and each element of it (an \
            instruction, a field; aligned as diff aligns them), any other file. A unit changed \
            on one side takes that side; changed on both differently is an upgrade.conflict \
            naming it, its place in each input and the three values, resolved to CUSTOM's \
            unless --prefer vendor. A language only CUSTOM has follows the vendor's default \
            language: new tokens in the default text, renamed ones with the customer's text, \
            both marked (upgrade.untranslated); removed ones go. Untouched XML keeps its bytes. \
            OUT is packed like pack (deterministic, junk left out), written atomically and \
            validated; the findings OUT shares with NEW (the vendor's own) are neither shown \
            nor counted unless --strict. An input that is no bundle gets validate's error and \
            status, and nothing is written. The merged files are staged in a folder beside \
            OUT; staging folders and temporaries of killed runs beside OUT are removed \
            (--keep-stale: named).
            """,
        exitMeanings: [
            .success:
                "merged without conflicts, and OUT has no error NEW has not (with --strict: no error and no warning at all)",
            .findings:
                "conflicts, or errors in OUT that NEW has not (with --strict: any error or warning of OUT); "
                + "or an input is no bundle (validate's error)",
        ]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let custom = arguments[\.custom]
        let base = arguments[\.from]
        let new = arguments[\.to]
        let dryRun = arguments[\.dryRun]
        let output = arguments[\.output]
        let strict = arguments[\.strict]
        let configuration = try ReportOptions.configuration(arguments, io: io)
        // NEW's own findings, on the other core while the merge runs: what OUT shares with them
        // is the vendor's, not the merge's. OUT's validation takes the models NEW's analysed.
        var validation = ValidationOptions()
        validation.modelMemo = ModelMemo()
        let shared = validation
        let vendorFindings =
            output == nil || dryRun || strict
            ? nil : BackgroundResult { BundleValidator.validate(new, options: shared) }
        var snapshots: [BundleSnapshot] = []
        for path in [custom, base, new] {
            guard let snapshot = DiffCommand.read(path, io: io) else { return .unreadable }
            snapshots.append(snapshot)
        }
        let merged = BundleMerge.merge(
            custom: snapshots[0], base: snapshots[1], new: snapshots[2],
            options: BundleMerge.Options(preferVendor: arguments[\.prefer] == .vendor, output: output ?? "merged"))
        var inputs = [Report.Input(name: custom, diagnostics: merged.findings)]
        var summary =
            "merged \(counted(merged.vendorChangesTaken, "vendor change")) into \(custom)'s customisations; "
            + "\(counted(merged.conflicts, "conflict"))"
        if let output, !dryRun {
            let written: BundleMerge.Written
            var options = ValidatedPack.Options()
            options.packing.stale = StaleOptions.policy(arguments, io: io, command: spec.name)
            options.validation = validation
            // NEW's models analysed before OUT's validation asks for them: each parsed once.
            let vendorReport = vendorFindings?.wait()
            do {
                written = try BundleMerge.write(merged, to: output, options: options)
            } catch let failure as BundleMerge.WriteFailure {
                io.err("error: \(failure.message); nothing was written\n")
                // OUT could not be written where the command line says: exit 2, as for a bad -o.
                return failure.writingOutput ? .usage : .unreadable
            }
            var report = written.validation
            summary += "; wrote \(output) (\(counted(written.zip.files, "file")), sha256 \(written.zip.sha256))"
            if let vendorReport {
                let (own, shared) = Self.withoutVendorFindings(report, vendor: vendorReport)
                report = own
                if shared > 0 {
                    summary +=
                        "; \(counted(shared, "finding")) of \(output) \(shared == 1 ? "is" : "are") NEW's own "
                        + "(idv-res validate \(new)): not shown, not counted (--strict shows and counts them)"
                }
            }
            inputs.append(report)
        } else {
            summary += "; nothing written (--dry-run)"
        }
        let status = ReportOptions.emit(Report(inputs: inputs), arguments, io: io, configuration: configuration)
        io.err(summary + "\n")
        if status == .success, merged.conflicts > 0 { return .findings }
        return status
    }

    /// OUT's findings without those NEW has too (matched as a baseline matches them: rule,
    /// path in the bundle, message, source line), and how many those were.
    static func withoutVendorFindings(_ out: Report.Input, vendor: Report.Input) -> (Report.Input, Int) {
        let applied = Baseline(recording: Report(inputs: [vendor])).apply(to: Report(inputs: [out]))
        return (applied.inputs[0], applied.baseline?.absorbed.count ?? 0)
    }
}
