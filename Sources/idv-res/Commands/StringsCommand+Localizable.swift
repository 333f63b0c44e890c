import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res strings APP_RESOURCES_DIR`: the app-side mode of `strings`, chosen when the
/// directory holds `*.lproj` tables or a String Catalog. Coverage of the SDK's key catalog
/// by language, the Localizable findings, and the translator's XLIFF round trip.
enum LocalizableStringsMode {
    static let options: [OptionSpec] = [
        .value("--base", valueName: "lang", help: "App resources: the language others are compared with.", defaultValue: "en"),
        .value("--catalog", valueName: "file", help: "App resources: the SDK key catalog (JSON, see docs/localizable.md); default: the built-in SelphID iOS one."),
        .value("--missing", valueName: "lang", help: "App resources: list the catalog keys LANG does not override (with --export: write them for translators)."),
        .value("--export", valueName: "format", help: "With --missing: the file format to write.", allowed: ["xliff"]),
        .value("--output", "-o", valueName: "file", help: "With --export: where to write ('-' or absent: standard output)."),
        .value("--import", valueName: "file", help: "App resources: merge the translated units of an XLIFF 1.2 file into LANG.lproj/Localizable.strings."),
        .flag("--strict", help: "Fail (exit 1) on warnings too."),
        .value("--config", valueName: "file", help: "Configuration file (default: the nearest .idv-res.json from the working directory up)."),
    ]

    /// A directory with app localizations (any `*.lproj/Localizable.strings` or `.xcstrings`).
    static func applies(to input: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue,
              let reader = try? DirectoryBundleReader(path: input) else { return false }
        return reader.entries.contains { !$0.isDirectory && AppLocalizations.isLocalizableFile($0.path) }
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
        let input = arguments.positionals[0]
        let catalog = try loadCatalog(arguments, io: io)
        guard let catalog else { return .usage }
        let base = arguments.value("--base") ?? "en"
        if arguments.value("--export") != nil, arguments.value("--missing") == nil {
            throw UsageError(message: "--export needs --missing LANG (the language to export)", command: "strings")
        }
        if arguments.value("--output") != nil, arguments.value("--export") == nil {
            throw UsageError(message: "--output goes with --export", command: "strings")
        }
        if let xliff = arguments.value("--import") {
            return importXLIFF(xliff, into: input, catalog: catalog, language: arguments.value("--missing"), arguments: arguments, io: io)
        }
        let configuration = try ReportOptions.configuration(arguments, io: io)
        let reader = try DirectoryBundleReader(path: input)
        var options = ValidationOptions()
        options.catalog = catalog
        options.baseLanguage = base
        let context = BundleContext(reader: reader, options: options)
        let app = AppLocalizations.load(context)
        if let language = arguments.value("--missing") {
            return missing(language, app: app, catalog: catalog, base: base, input: input, arguments: arguments, io: io)
        }
        LocalizableAnalyzer(catalog: catalog, baseLanguage: base, locate: { context.location($0, line: $1, column: $2, jsonPath: $3) })
            .analyze(app, into: context.sink)
        let report = Report(inputs: [Report.Input(name: input, diagnostics: configuration.apply(to: context.sink.diagnostics))])
        let coverage = LocalizableCoverage(app, catalog: catalog, base: base)
        switch arguments.value("--format") ?? "text" {
        case "json":
            let document = JSONOutput.object([
                ("schemaVersion", .int(1)),
                ("tool", .object([("name", .string("idv-res")), ("version", .string(IDVRes.version))])),
                ("input", .string(input)),
                ("catalog", .string(catalog.source)),
                ("base", .string(base)),
            ] + coverage.json() + [
                ("diagnostics", .array(report.diagnostics.map(JSONReporter.encode))),
                ("summary", .object([("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))), ("notes", .int(report.count(.note)))])),
            ])
            io.out(document.render() + "\n")
        case "csv":
            io.out(coverage.renderCSV())
            // Standard output stays a clean CSV; the findings go to standard error.
            let reporter = TextReporter(colored: false)
            for diagnostic in report.diagnostics { io.err(reporter.line(for: diagnostic) + "\n") }
        default:
            let header = "\(input): \(catalog.keys.count) keys in the \(catalog.source) catalog, \(coverage.languages.count) languages, base '\(base)'"
            io.out(coverage.renderText(header: header) + "\n")
            io.out(TextReporter(colored: io.useColor).render(report))
        }
        return report.fails(strict: arguments.flag("--strict")) ? .findings : .success
    }

    static func loadCatalog(_ arguments: ParsedArguments, io: CommandIO) throws -> SDKCatalog? {
        guard let path = arguments.value("--catalog") else { return SDKCatalog.selphidIOS }
        do {
            return try SDKCatalog.load(path: path)
        } catch let error as SDKCatalogError {
            io.err("\(error.location): error: \(error.message) (--catalog)\n")
            return nil
        }
    }

    /// `--missing LANG`: the keys LANG lacks, as a list, or an XLIFF file with `--export xliff`.
    static func missing(_ language: String, app: AppLocalizations, catalog: SDKCatalog, base: String, input: String,
                        arguments: ParsedArguments, io: CommandIO) -> ExitCode {
        let units = XLIFFExport.missingUnits(app, catalog: catalog, language: language, base: base)
        guard arguments.value("--export") != nil else {
            let coverage = LocalizableCoverage(app, catalog: catalog, base: base)
            let known = coverage.languages.contains(language) ? "" : " (no \(language).lproj yet)"
            let translatable = catalog.keys.filter { !$0.defaultValue.isEmpty }.count
            io.out("\(language)\(known): \(units.count) of \(translatable) translatable catalog keys show the SDK default\n")
            for unit in units { io.out("\(unit.key)\t\(unit.source)\n") }
            return .success
        }
        let original = app.stringsPath(of: language) ?? "\(language).lproj/Localizable.strings"
        let text = XLIFFExport.render(units, original: original, sourceLanguage: "en", targetLanguage: language, toolVersion: IDVRes.version)
        guard let output = arguments.value("--output"), output != "-" else {
            io.out(text)
            return .success
        }
        do {
            let path = output.hasPrefix("/") ? output : (io.currentDirectory as NSString).appendingPathComponent(output)
            try StringsFileEditor.writeAtomically(Array(text.utf8), to: path)
        } catch {
            io.err("\(output): error: \(error) [input.unreadable]\n")
            return .unreadable
        }
        io.err("wrote \(units.count) units for '\(language)' to \(output)\n")
        return .success
    }

    static func importXLIFF(_ xliff: String, into directory: String, catalog: SDKCatalog, language: String?, arguments: ParsedArguments, io: CommandIO) -> ExitCode {
        let result = XLIFFMerge.apply(xliffPath: xliff, directory: directory, catalog: catalog, language: language)
        let reporter = TextReporter(colored: io.useColor)
        for diagnostic in result.diagnostics { io.err(reporter.line(for: diagnostic) + "\n") }
        if result.diagnostics.contains(where: { $0.ruleID == InputRules.Unreadable.description.id }) { return .unreadable }
        let failed = result.diagnostics.contains { $0.severity == .error || (arguments.flag("--strict") && $0.severity == .warning) }
        if result.changes.isEmpty, failed {
            io.err("nothing imported: fix the units above and import again\n")
            return .findings
        }
        for change in result.changes {
            let verb = change.created ? "created" : "updated"
            io.out("\(verb) \(change.path): \(change.outcome.added.count) added, \(change.outcome.replaced.count) replaced\n")
        }
        if result.changes.isEmpty { io.out("nothing to import: no unit has a translated <target>\n") }
        return failed ? .findings : .success
    }
}
