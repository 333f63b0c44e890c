import Diagnostics
import Foundation
import Localization
import ModelsXML
import ResourceBundle

/// `idv-res validate ZIP|DIR|FILE ...`: every check, one report.
enum ValidateCommand: CLICommand {
    struct Options: GroupedReportOptions, ZipLimitReading, InputLimitReading, AppLocalizationOptions, BaselineReading {
        let inputs = RepeatedArgument<String>(
            "inputs", help: "A resources zip, an unpacked directory, or an XML file; '-' reads standard input.",
            minimum: 0, isInput: true)
        /// validate's own `--strict`: besides failing on warnings, it checks animations against lottie-spec.
        let reporting = ReportOptions.Group(
            strict: Flag(
                "--strict",
                help: "Fail (exit 1) on warnings too, and check Lottie animations against the lottie-spec 1.0 schema "
                    + "(conformance findings are warnings)."))
        let zipLimits = ZipLimitOptions()
        let inputLimits = InputLimitOptions()
        let catalog = LocalizableStringsMode.catalog
        let base = LocalizableStringsMode.base
        let views = Option<String>(
            "--views", valueName: "file", help: "A widget.xml (viewsContent) to check with the --translations files.",
            isInput: true)
        let translations = Repeated<String>(
            "--translations", valueName: "[lang=]file",
            help:
                "A strings file (translationsContent); repeat per language. strings.xml is the default language, strings.<lang>.xml names its own; else give lang=file.",
            isInput: true)
        let resources = Option<String>(
            "--resources", valueName: "dir",
            help:
                "With --views: the folder of <N>dpi/ folders (or a bundle folder with resources/) to find images, fonts, videos and frames in.",
            isInput: true)
        let specificData = Option<String>(
            "--specific-data", valueName: "string",
            help: "Also check this specificData string (\"ES|<ALL>\") against the inputs' document models.")
        let scanMode = Option<ScanMode>(
            "--scan-mode", valueName: "mode", help: "The SDK scan mode --specific-data is used with.")
        let jobs = Option(
            "--jobs", "-j", valueName: "n", help: "Inputs checked at once (default: the number of processors).",
            number: .jobs)
        let baseline = BaselineOptions.apply
        let writeBaseline: Option<String>? = BaselineOptions.record
        let reportOutput: Option<OutputPath>? = ReportOptions.output
        let filter: ReportFilter.Options? = ReportFilter.Options()
        let fixing = ValidateFix.Options()

        /// `--write-baseline` records the findings instead of reporting them: a report asked for
        /// beside it would never be written, so it is a usage error rather than a silent gap.
        static func validate(_ arguments: ParsedArguments<Self>) throws {
            guard arguments.isGiven(\.writeBaseline) else { return }
            try arguments.reject(
                [\.reporting.report, \.reportOutput],
                "does not go with --write-baseline (it records the findings instead of reporting them)")
        }
    }

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check resources zips, directories or single XML files; print one report.",
        discussion: """
            Several inputs are checked in parallel; the report lists them in the order given. \
            An input named twice (or through a link) is checked once, with a note.
            --views/--translations check the viewsContent and translationsContent an app passes at \
            run time, together, as one more input (with --resources, their images and fonts too).
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let configuration = try ReportOptions.configuration(arguments, io: io)
        let baseline = try BaselineOptions(arguments)
        var options = ValidationOptions(configuration: configuration)
        options.specificData = arguments[\.specificData]
        options.scanMode = arguments[\.scanMode]?.name
        if options.scanMode != nil, options.specificData == nil {
            throw UsageError(message: "--scan-mode goes with --specific-data", command: spec.name)
        }
        options.lottieConformance = arguments[\.strict]
        options.views = arguments[\.views]
        options.translations = arguments[\.translations].map(TranslationsArgument.parse)
        options.translationsNaming = TranslationsArgument.naming
        options.resources = arguments[\.resources]
        try LocalizableStringsMode.configure(&options, arguments, io: io)
        // Each input is opened and sniffed once; the checks below and the validation share it.
        let given = InputOpener.open(arguments[\.inputs])
        if arguments.isGiven(\.catalog) || arguments.isGiven(\.base),
            !given.contains(where: \.hasAppLocalizations)
        {
            try arguments.reject(
                [\.catalog, \.base],
                "applies to app localizations (*.lproj/Localizable.strings, Localizable.xcstrings); "
                    + "no input has any")
        }
        if options.resources != nil, !options.hasStandaloneInput {
            throw UsageError(message: "--resources goes with --views (and --translations)", command: spec.name)
        }
        var inputs = arguments[\.inputs]
        if inputs.isEmpty, !options.hasStandaloneInput {
            // No input: the current directory, when it is one (as ruff and SwiftLint do).
            guard InputDiscovery.kind(of: io.currentDirectory) != nil else {
                throw UsageError(
                    message: "no input given, and the current directory (\(io.currentDirectory)) is not "
                        + "\(InputDiscovery.lookedFor); name a zip, a folder or a file", command: spec.name)
            }
            inputs = [io.currentDirectory == FileManager.default.currentDirectoryPath ? "." : io.currentDirectory]
        }
        var stdinFile: StandardInputFile?
        var opened: [OpenedInput] = []
        for index in InputGate.distinct(inputs, io: io, checked: "validated") {
            let input = inputs[index]
            if input == "-" {
                if stdinFile == nil { stdinFile = try StandardInputFile(io: io, suffix: ".xml") }
                opened.append(InputOpener.open(stdinFile!.path))
            } else {
                opened.append(index < given.count ? given[index] : InputOpener.open(input))
            }
        }
        options.limits = ZipLimitOptions.limits(arguments)
        if !opened.contains(where: \.isZip) {
            try arguments.reject(Options.zipLimitKeyPaths, "applies to zips; no input is a zip")
        }
        options.jobs = arguments[\.jobs]
        options.inputLimits = InputLimitOptions.limits(arguments, configuration: configuration)
        try ValidateFix.check(arguments, inputs: given)
        let progress = ProgressDisplay(
            io: io, label: "validating", parts: opened.filter(\.isZip).count)
        options.progress = progress.handler
        var report = ResourceValidator.validate(opened: opened, options: options)
        if arguments[\.fixing.fix] {
            switch ValidateFix.run(
                report, configuration: configuration, baseline: baseline.baseline, arguments: arguments, io: io)
            {
            case .done(let status):
                progress.finish()
                return status
            case .validate(let fixed):
                report = ResourceValidator.validate(fixed, options: options)
            }
        }
        progress.finish()
        if let stdinFile { report = report.showing(stdinFile.path, as: "<stdin>") }
        return ReportOptions.emit(report, arguments, io: io, configuration: configuration, baseline: baseline)
    }
}
