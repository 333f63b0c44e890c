import Diagnostics
import ModelsXML
import ResourceBundle

/// `idv-res validate ZIP|DIR|FILE ...`: every check, one report.
enum ValidateCommand: CLICommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check resources zips, directories or single XML files; print one report.",
        discussion: "Several inputs are checked in parallel; the report lists them in the order given.",
        arguments: [ArgumentSpec(name: "inputs", help: "A resources zip, an unpacked directory, or an XML file; '-' reads standard input.", isRepeating: true)],
        options: ReportOptions.specs + [
            .value("--specific-data", valueName: "string", help: "Also check this specificData string (\"ES|<ALL>\") against the inputs' document models."),
            .value("--scan-mode", valueName: "mode", help: "The SDK scan mode --specific-data is used with.", allowed: SpecificData.scanModes),
        ]
    )

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var stdinFile: StandardInputFile?
        var paths: [String] = []
        for input in arguments.positionals {
            if input == "-" {
                if stdinFile == nil { stdinFile = try StandardInputFile(io: io, suffix: ".xml") }
                paths.append(stdinFile!.path)
            } else {
                paths.append(input)
            }
        }
        var options = ValidationOptions()
        options.specificData = arguments.value("--specific-data")
        options.scanMode = arguments.value("--scan-mode")
        if options.scanMode != nil, options.specificData == nil {
            throw UsageError(message: "--scan-mode goes with --specific-data", command: spec.name)
        }
        let report = BundleValidator.validate(paths, options: options)
        return ReportOptions.emit(report, arguments, io: io, configuration: configuration)
    }
}
