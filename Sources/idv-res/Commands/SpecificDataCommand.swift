import Diagnostics
import ModelsXML
import ResourceBundle

/// `idv-res specific-data "ES|<ALL>" [--models ZIP|DIR|FILE] [--scan-mode MODE]`.
enum SpecificDataCommand: CLICommand {
    struct Options: GroupedReportOptions {
        let string = Argument<String>("string", help: "The specificData string, e.g. \"ES|<ALL>\".")
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil
        let models = Option<String>(
            "--models", valueName: "input",
            help: "A resources zip, directory or document-model XML file whose models the ids must name.", isInput: true
        )
        let scanMode = Option<ScanMode>(
            "--scan-mode", valueName: "mode", help: "The SDK scan mode the string is used with.")
    }

    static let spec = CommandSpec(
        name: "specific-data",
        abstract: "Check a specificData string against document models.",
        discussion: """
            Grammar (docs/document-models.md): entry (";" entry)*, entry = COUNTRY "|" [ "<ALL>" | ["!"]VERSION ("," ["!"]VERSION)* ]. \
            Without --models only the syntax and the scan mode are checked.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let configuration = try ReportOptions.configuration(arguments, io: io)
        let text = arguments[\.string]
        var index: ModelIndex?
        var diagnostics: [Diagnostic] = []
        var unreadable = false
        if let models = arguments[\.models] {
            do {
                let loaded = try DocumentModelsLoader.index(of: models)
                index = loaded.index
                diagnostics += loaded.problems.map { problem in
                    var problem = problem
                    problem.location = problem.location.inContainer(problem.location.container ?? models)
                    return problem
                }
                if loaded.index.isEmpty {
                    diagnostics.append(
                        InputRules.Unreadable.noDocumentModels(in: models))
                    unreadable = true
                }
            } catch {
                let message = error.userMessage
                diagnostics.append(
                    InputRules.Unreadable.finding(at: Location(file: models), reason: message)
                )
                unreadable = true
            }
        }
        diagnostics += SpecificData.check(
            text, models: unreadable ? nil : index, scanMode: arguments[\.scanMode]?.name)
        let report = Report(inputs: [
            Report.Input(name: "specificData", diagnostics: diagnostics, unreadable: unreadable)
        ])
        if arguments[\.format] == .text {
            io.out(caretLines(text, diagnostics: diagnostics))
        }
        return ReportOptions.emit(report, arguments, io: io, configuration: configuration)
    }

    /// The string, and a caret under each column a finding names (text format only).
    static func caretLines(_ text: String, diagnostics: [Diagnostic]) -> String {
        let columns = Set(diagnostics.filter { $0.location.file == "specificData" }.compactMap(\.location.column))
        // A control character would reach the terminal raw, and its escape would shift the
        // carets: the findings alone (escaped) say it then.
        guard !columns.isEmpty, text.escapingControlCharacters == text else { return "" }
        let width = text.utf8.count
        var marks = ""
        for column in 1...max(width + 1, columns.max()!) {
            marks += columns.contains(column) ? "^" : " "
        }
        while marks.last == " " { marks.removeLast() }
        return "  \(text)\n  \(marks)\n"
    }
}

/// `--scan-mode` (specific-data, validate): one of the SDK's scan modes.
struct ScanMode: ChoiceValue {
    var name: String

    static var choices: [ScanMode] { SpecificData.scanModes.map(ScanMode.init) }
    var choiceName: String { name }
}
