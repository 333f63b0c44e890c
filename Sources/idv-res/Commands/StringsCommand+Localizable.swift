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
        .flag("--overwrite", help: "With --output: replace the file when it exists (it may hold a translator's work)."),
        .value("--import", valueName: "file", help: "App resources: merge the translated units of an XLIFF 1.2 file into LANG.lproj/Localizable.strings."),
        .flag("--strict", help: "Fail (exit 1) on warnings too."),
        .value("--config", valueName: "file", help: "Configuration file (default: the nearest .idv-res.json from the working directory up)."),
    ]

    /// What `validate` takes for app resources (the same meaning as in `strings`).
    static let validateOptions: [OptionSpec] = [
        .value("--catalog", valueName: "file", help: "App resources: the SDK key catalog Localizable files are checked against (default: the built-in SelphID iOS one)."),
        .value("--base", valueName: "lang", help: "App resources: the language others are compared with (default: en)."),
    ]

    /// Sets the catalog and base language of `validate` from its options.
    static func configure(_ options: inout ValidationOptions, _ arguments: ParsedArguments, io: CommandIO) throws {
        options.baseLanguage = arguments.value("--base")
        if let path = arguments.value("--catalog") {
            do {
                options.catalog = try SDKCatalog.load(path: path)
            } catch let error as CatalogError {
                throw UsageError(message: "\(error.location): \(error.message)", command: "validate")
            }
        }
    }

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
            return try missing(language, app: app, catalog: catalog, base: base, input: input, arguments: arguments, io: io)
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
            ] + LocalizableCoverageTable.json(coverage) + [
                ("diagnostics", .array(report.diagnostics.map(JSONReporter.encode))),
                ("summary", .object([("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))), ("notes", .int(report.count(.note)))])),
            ])
            io.out(document.render() + "\n")
        case "csv":
            io.out(arguments.value("--by") == "token" ? LocalizableCoverageTable.keyCSV(coverage) : LocalizableCoverageTable.languageCSV(coverage))
            // Standard output stays a clean CSV; the findings go to standard error.
            let reporter = TextReporter(colored: false)
            for diagnostic in report.diagnostics { io.err(reporter.line(for: diagnostic) + "\n") }
        default:
            let header = "\(input): \(catalog.keys.count) keys in the \(catalog.source) catalog, \(coverage.languages.count) languages, base '\(base)'"
            io.out(LocalizableCoverageTable.text(coverage, header: header) + "\n")
            io.out(TextReporter(colored: io.useColor).render(report))
        }
        return report.fails(strict: arguments.flag("--strict")) ? .findings : .success
    }

    static func loadCatalog(_ arguments: ParsedArguments, io: CommandIO) throws -> SDKCatalog? {
        guard let path = arguments.value("--catalog") else { return SDKCatalog.selphidIOS }
        do {
            return try SDKCatalog.load(path: path)
        } catch let error as CatalogError {
            io.err("\(error.location): error: \(error.message) (--catalog)\n")
            return nil
        }
    }

    /// `--missing LANG`: the keys LANG lacks, as a list, or an XLIFF file with `--export xliff`.
    static func missing(_ language: String, app: AppLocalizations, catalog: SDKCatalog, base: String, input: String,
                        arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
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
        let path = output.hasPrefix("/") ? output : (io.currentDirectory as NSString).appendingPathComponent(output)
        // An existing XLIFF may be a translator's filled-in copy: never replaced silently.
        if FileManager.default.fileExists(atPath: path), !arguments.flag("--overwrite") {
            throw UsageError(message: "\(output) exists; pass --overwrite to replace it", command: "strings")
        }
        do {
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

/// Prints a LocalizableCoverage with the widget coverage's table and CSV helpers.
enum LocalizableCoverageTable {
    static func symbol(_ status: LocalizableCoverage.Status) -> String {
        switch status {
        case .overridden: "✓"
        case .empty: "∅"
        case .lost: "✗"
        case .default: "·"
        case .unknown: "?"
        case .absent: ""
        }
    }

    /// The per-language summary, then the keys x languages table and its legend.
    static func text(_ coverage: LocalizableCoverage, header: String) -> String {
        var out = header + "\n\n"
        out += CoverageTable.table([["language", "files", "overridden", "default", "unknown", "coverage"]] + coverage.summaries.map {
            [$0.language, $0.files.joined(separator: ", "), "\($0.overridden)", "\($0.defaulted)", "\($0.unknown)", CoverageTable.percent($0.percent) + "%"]
        }, rightAligned: [2, 3, 4, 5])
        out += "\n"
        let table = CoverageTable.table([["key"] + coverage.languages] + coverage.rows.map { [$0.key] + $0.statuses.map(symbol) }, rightAligned: [])
        // Trailing blanks cut by hand: a `\s+$` regex retries from every blank of a padded
        // row, quadratic in the width of the widest key.
        out += table.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> Substring in
                var end = line.utf8.endIndex
                while end > line.utf8.startIndex, line.utf8[line.utf8.index(before: end)] == UInt8(ascii: " ") { end = line.utf8.index(before: end) }
                return line[..<end]
            }.joined(separator: "\n")
        out += "\n✓ overridden  · SDK default  ∅ empty  ✗ lost after a syntax error  ? unknown key (ignored by the SDK)\n"
        return out
    }

    /// `--by language`: one row per language.
    static func languageCSV(_ coverage: LocalizableCoverage) -> String {
        var out = "language,files,catalog_keys,overridden,default,unknown,percent\n"
        for summary in coverage.summaries {
            out += [summary.language, summary.files.joined(separator: " "), "\(coverage.catalogKeyCount)", "\(summary.overridden)",
                    "\(summary.defaulted)", "\(summary.unknown)", CoverageTable.percent(summary.percent)].map(CoverageTable.csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    /// `--by token`: one row per key, the status word in each language.
    static func keyCSV(_ coverage: LocalizableCoverage) -> String {
        var out = (["key", "in_catalog"] + coverage.languages).map(CoverageTable.csvField).joined(separator: ",") + "\n"
        for row in coverage.rows {
            out += ([row.key, row.inCatalog ? "yes" : "no"] + row.statuses.map { $0 == .absent ? "" : $0.rawValue })
                .map(CoverageTable.csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    static func json(_ coverage: LocalizableCoverage) -> [(String, JSONOutput)] {
        [
            ("catalogKeys", .int(coverage.catalogKeyCount)),
            ("languages", .array(coverage.summaries.map { summary in
                .object([
                    ("language", .string(summary.language)),
                    ("files", .array(summary.files.map { .string($0) })),
                    ("overridden", .int(summary.overridden)),
                    ("default", .int(summary.defaulted)),
                    ("unknown", .int(summary.unknown)),
                    ("percent", .double((summary.percent * 10).rounded() / 10)),
                    ("missing", .array(summary.missing.map { .string($0) })),
                ])
            })),
            ("keys", .array(coverage.rows.map { row in
                .object([
                    ("key", .string(row.key)),
                    ("inCatalog", .bool(row.inCatalog)),
                    ("languages", .object(coverage.languages.indices.compactMap { index in
                        row.statuses[index] == .absent ? nil : (coverage.languages[index], .string(row.statuses[index].rawValue))
                    })),
                ] + (row.states.allSatisfy { $0 == nil } ? [] : [
                    ("states", .object(coverage.languages.indices.compactMap { index in
                        row.states[index].map { (coverage.languages[index], .string($0)) }
                    })),
                ]))
            })),
        ]
    }
}
