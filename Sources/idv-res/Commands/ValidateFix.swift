import Diagnostics
import Foundation
import ResourceBundle

/// `validate --fix`: applies the fixes idv-res is certain of (FixableRules) to the findings
/// the report would show (the configuration applied, what `--baseline` absorbs left alone),
/// prints what changed, then reports what is left. `--dry-run` prints a unified diff and
/// changes nothing; a zip is never changed: `-o FIXED.zip` gets the fixed copy.
enum ValidateFix {
    /// validate's fix options, in the order help lists them.
    struct Options: OptionGroup {
        let fix = Flag(
            "--fix",
            help: "Apply the certain fixes (attribute-name and token typos with one candidate, junk files) "
                + "to directories and files, then report what is left.")
        let dryRun = Flag(
            "--dry-run",
            help:
                "With --fix: print the fixes as a unified diff (patch -p1 in the bundle folder); change nothing. "
                + "Exits 0 with or without fixes to show (as every --dry-run).")
        let fixOutput = Option<String>(
            "--fix-output", "-o", valueName: "zip",
            help: "With --fix on a zip: write the fixed bundle to this new zip (the input is never changed).",
            writes: Writes.output(.zip, replacing: .nothing).only(with: "--fix").unless("--dry-run"))
    }

    /// Usage errors, before anything is read.
    static func check(_ arguments: ParsedArguments<ValidateCommand.Options>, inputs: [OpenedInput]) throws {
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: arguments.spec.name) }
        guard arguments[\.fixing.fix] else {
            try arguments.reject([\.fixing.dryRun, \.fixing.fixOutput], "goes with --fix")
            return
        }
        if inputs.contains(where: { $0.path == "-" }) {
            throw fail("--fix changes files: standard input cannot be fixed")
        }
        try arguments.reject(
            [\.views, \.translations, \.writeBaseline], "does not go with --fix")
        let zips = inputs.filter { $0.bundleKind == .zip }.map(\.path)
        // What stands at --fix-output (it replaces nothing) the output gate checked.
        if arguments[\.fixing.fixOutput] != nil {
            guard zips.count == 1, inputs.count == 1 else {
                throw fail("--fix-output names the fixed copy of one zip: give that zip alone")
            }
        } else if let zip = zips.first, !arguments[\.fixing.dryRun] {
            throw fail("\(zip) is a zip, never changed in place: give -o FIXED.zip")
        }
    }

    /// Plans and applies (or shows) the fixes; returns the paths to report on afterwards,
    /// or an exit status when there is nothing more to do.
    static func run(
        _ report: Report, configuration: Configuration, baseline: Baseline?,
        arguments: ParsedArguments<ValidateCommand.Options>, io: CommandIO
    ) -> Either {
        var shown = report
        for index in shown.inputs.indices {
            shown.inputs[index].diagnostics = configuration.apply(to: shown.inputs[index].diagnostics)
        }
        if let baseline { shown = baseline.apply(to: shown) }
        var plans: [FixPlan] = []
        for input in shown.inputs where !input.unreadable {
            do {
                plans.append(try Fixer.plan(input))
            } catch {
                io.err("error: cannot fix \(input.name): \(error)\n")
                return .done(.unreadable)
            }
        }
        let count = plans.reduce(0) { $0 + $1.changes.count }
        if arguments[\.fixing.dryRun] {
            let withEdits = plans.filter { !$0.edits.isEmpty }
            for plan in plans {
                // Several inputs: each diff applies in its own folder; patch skips this line.
                if withEdits.count > 1, !plan.edits.isEmpty { io.out("idv-res fixes for \(plan.input)\n") }
                io.out(Fixer.unifiedDiff(plan))
            }
            for plan in withEdits { io.err(howToApply(plan) + "\n") }
            io.err(
                count == 0
                    ? "nothing to fix\n"
                    : "would fix \(count) finding\(count == 1 ? "" : "s") (--dry-run: nothing changed)\n")
            // One rule for every --dry-run (README, "Dry runs"): changes to make are not a failure.
            return .done(report.hasUnreadableInput ? .unreadable : .success)
        }
        var paths: [String] = []
        for plan in plans {
            do {
                if plan.kind == .zip, let output = arguments[\.fixing.fixOutput] {
                    _ = try Fixer.apply(plan, toZip: output)
                    paths.append(output)
                } else {
                    try Fixer.apply(plan)
                    paths.append(plan.input)
                }
            } catch let failure as Packer.Failure where failure.writingOutput {
                // The fixed copy named by -o could not be written: exit 2, as for a bad -o.
                io.err("error: cannot fix \(plan.input): \(failure.message)\n")
                return .done(.usage)
            } catch {
                io.err("error: cannot fix \(plan.input): \(error.userMessage)\n")
                return .done(.unreadable)
            }
            for change in plan.changes { io.err("fixed \(change)\n") }
        }
        io.err("fixed \(count) finding\(count == 1 ? "" : "s")\n")
        return .validate(paths + report.inputs.filter(\.unreadable).map(\.name))
    }

    /// Where the diff applies: the bundle's own folder (`patch -p1`); a zip is unpacked first.
    static func howToApply(_ plan: FixPlan) -> String {
        let input = plan.input
        switch plan.kind {
        case .zip:
            let folder = (PathParts(input).name as NSString).deletingPathExtension
            return "\(input) is a zip, never changed in place: idv-res validate --fix \(input) -o FIXED.zip "
                + "writes the fixed copy; or apply the diff to its files: idv-res unpack \(input) -o \(folder) "
                + "&& patch -p1 -d \(folder) < FIXES.diff, then idv-res pack \(folder) -o FIXED.zip"
        case .directory:
            return
                "to apply the diff to \(input): patch -p1 -d \(input) < FIXES.diff (or idv-res validate --fix \(input))"
        case .file:
            let folder = PathParts(input).folder
            return "to apply the diff to \(input): patch -p1 -d \(folder.isEmpty ? "." : folder) < FIXES.diff"
        }
    }

    enum Either {
        case done(ExitStatus)
        case validate([String])
    }
}
