import Diagnostics
import ResourceBundle

/// `idv-res lottie FILE|DIR ... [--strict] [--catalog FILE] [--max-findings-per-file N]`: Lottie structure, safety,
/// lottie-spec conformance and animation names.
enum LottieCommand: CLICommand {
    struct Options: ReportingOptions {
        let inputs = RepeatedArgument<String>(
            "inputs", help: "Lottie files, or folders (an app's Resources) holding them.", minimum: 1, isInput: true)
        let format = ReportOptions.format
        let config = ReportOptions.config
        let color = CommandIO.color
        let report = ReportOptions.report
        let annotateNotes = ReportOptions.annotateNotes
        let strict = Flag(
            "--strict",
            help: "Also check conformance to the lottie-spec 1.0 schema, and fail (exit 1) on warnings too.")
        let catalog = Option<String>(
            "--catalog", valueName: "file",
            help:
                "SDK catalog JSON whose animations.names are the file names the SDK loads (default: the built-in SelphID iOS catalog).",
            isInput: true)
        let maxFindingsPerFile = Option(
            "--max-findings-per-file", valueName: "n",
            help:
                "Text report: list at most N findings of each file, then count the rest (default: \(LottieCommand.defaultFindingsPerFile); 0: all). JSON and SARIF keep all.",
            number: .wholeNumber(atLeast: 0))
        let reportOutput: Option<OutputPath>? = ReportOptions.output
        let filter: ReportFilter.Options? = ReportFilter.Options()
    }

    static let spec = CommandSpec(
        name: "lottie",
        abstract: "Check Lottie animations and their names.",
        discussion: """
            A file is checked as an animation whatever its name. In a folder, every .json \
            that looks like an animation is checked, and files named like the SDK's \
            animations (selphid_anim_*) are checked against the catalog: unknown names and \
            wrong case are errors, catalog animations not overridden are notes.
            """
    )

    /// Enough to see what a file's findings are about, few enough for a terminal: an old
    /// export can have thousands (docs/lottie.md).
    static let defaultFindingsPerFile = 50

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var catalog: AnimationCatalog?
        if let path = arguments[\.catalog] {
            do {
                catalog = try AnimationCatalog.load(path: path)
            } catch {
                throw UsageError(message: "bad --catalog: \(error.description)", command: spec.name)
            }
        }
        let report = LottieInputs.validate(
            arguments[\.inputs], conformance: arguments[\.strict], catalog: catalog,
            configuration: configuration)
        let perFile = arguments[\.maxFindingsPerFile] ?? defaultFindingsPerFile
        let limit =
            perFile == 0
            ? nil
            : TextReporter.PerFileLimit(
                count: perFile, showAll: "--max-findings-per-file 0 lists them all, --format json keeps them all")
        return ReportOptions.emit(report, arguments, io: io, configuration: configuration, textLimit: limit)
    }
}
