import Diagnostics
import Foundation
import Localization
import ResourceBundle

/// `idv-res strings APP_RESOURCES_DIR`: the app-side mode of `strings`, chosen when the
/// directory holds `*.lproj` tables or a String Catalog. Coverage of the SDK's key catalog
/// by language, the Localizable findings, and the translator's XLIFF round trip.
enum LocalizableStringsMode {
    /// `strings` and `validate` share it: app resources are compared the same way in both.
    static var base: Option<String> {
        Option<String>(
            "--base", valueName: "lang",
            help: "App resources: the language others are compared with (default: en); "
                + "in the XLIFF export of a resources zip: the source language.")
    }
    /// `strings` and `validate` share it.
    static var catalog: Option<String> {
        Option<String>(
            "--catalog", valueName: "file",
            help: "App resources: the SDK key catalog (JSON, see docs/localizable.md) Localizable files are checked "
                + "against (default: the built-in SelphID iOS one).", isInput: true)
    }
    /// `--export`: the one format translators get.
    enum ExportFormat: String, CaseIterable, ChoiceValue {
        case xliff
    }

    /// `--layout`: one file per language, or Xcode's bundles.
    enum ExportLayout: String, CaseIterable, ChoiceValue {
        case xliff, xcloc
    }
    /// Sets the catalog and base language of `validate` from its options.
    static func configure(
        _ options: inout ValidationOptions, _ arguments: ParsedArguments<some AppLocalizationOptions>, io: CommandIO
    ) throws {
        options.baseLanguage = arguments[\.base]
        if let path = arguments[\.catalog] {
            do {
                options.catalog = try SDKCatalog.load(path: path)
            } catch let error as CatalogError {
                throw UsageError(message: "\(error.location): \(error.message)", command: "validate")
            }
        }
    }

    /// A directory with app localizations (any `*.lproj/Localizable.strings` or `.xcstrings`).
    static func applies(to input: OpenedInput) -> Bool {
        guard case .directory = input.kind, let reader = try? input.reader() else { return false }
        return reader.entries.contains { !$0.isDirectory && AppLocalizations.isLocalizableFile($0.path) }
    }

    static func run(_ arguments: ParsedArguments<StringsCommand.Options>, io: CommandIO) throws -> ExitStatus {
        let input = arguments[\.input]
        let catalog = try loadCatalog(arguments, io: io)
        guard let catalog else { return .usage }
        let base = arguments[\.base] ?? "en"
        if arguments[\.export] != nil, arguments[\.missing].isEmpty {
            throw UsageError(message: "--export needs --missing LANG (the language to export)", command: "strings")
        }
        if arguments[\.output] != nil, arguments[\.export] == nil {
            throw UsageError(message: "--output goes with --export", command: "strings")
        }
        if arguments.isGiven(\.overwrite), arguments[\.output] == nil {
            throw UsageError(message: "--overwrite goes with --output", command: "strings")
        }
        if let xliff = arguments[\.importFile] {
            let languages = arguments[\.missing].flatMap(\.parts).filter { !$0.typed.isEmpty }
            guard languages.count <= 1, languages.first?.language != .all else {
                throw UsageError(
                    message: "--import takes one --missing LANG (the language of every unit), not a list",
                    command: "strings")
            }
            return importXLIFF(
                xliff, into: input, catalog: catalog, language: languages.first?.typed, arguments: arguments, io: io)
        }
        let configuration = try ReportOptions.loadConfiguration(arguments, io: io)
        let reader = try DirectoryBundleReader(path: input)
        var options = ValidationOptions()
        options.catalog = catalog
        options.baseLanguage = base
        let context = BundleContext(reader: reader, options: options)
        let app = AppLocalizations.load(context)
        if !arguments[\.missing].isEmpty {
            let languages = try missingLanguages(arguments, app: app, catalog: catalog, base: base)
            return try missing(
                languages, app: app, catalog: catalog, base: base, input: input, arguments: arguments, io: io)
        }
        LocalizableAnalyzer(
            catalog: catalog, baseLanguage: base, locate: { context.location($0, line: $1, column: $2, jsonPath: $3) }
        )
        .analyze(app, into: context.sink)
        let report = Report(inputs: [
            Report.Input(name: input, diagnostics: configuration.apply(to: context.sink.diagnostics))
        ])
        let coverage = LocalizableCoverage(app, catalog: catalog, base: base)
        switch arguments[\.format] ?? .text {
        case .json:
            let document = JSONOutput.object(
                [
                    ("schemaVersion", .int(1)),
                    ("tool", .object([("name", .string("idv-res")), ("version", .string(IDVRes.version))])),
                    ("input", .string(input)),
                    ("catalog", .string(catalog.source)),
                    ("base", .string(base)),
                ] + LocalizableCoverageTable.json(coverage) + [
                    ("diagnostics", .array(report.diagnostics.map(JSONReporter.encode))),
                    (
                        "summary",
                        .object([
                            ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
                            ("notes", .int(report.count(.note))),
                        ])
                    ),
                ])
            io.out(document.render() + "\n")
        case .csv:
            io.out(
                arguments[\.by] == .token
                    ? LocalizableCoverageTable.keyCSV(coverage) : LocalizableCoverageTable.languageCSV(coverage))
            // Standard output stays a clean CSV; the findings go to standard error.
            let reporter = TextReporter(colored: false)
            for diagnostic in report.diagnostics { io.err(reporter.line(for: diagnostic) + "\n") }
        case .text:
            let header =
                "\(input): \(counted(catalog.keys.count, "key")) in the \(catalog.source) catalog, \(counted(coverage.languages.count, "language")), base '\(base)'"
            io.out(LocalizableCoverageTable.text(coverage, header: header) + "\n")
            io.out(TextReporter(colored: io.useColor).render(report))
        }
        return report.fails(strict: arguments[\.strict]) ? .findings : .success
    }

    static func loadCatalog(_ arguments: ParsedArguments<StringsCommand.Options>, io: CommandIO) throws -> SDKCatalog? {
        guard let path = arguments[\.catalog] else { return SDKCatalog.selphidIOS }
        do {
            return try SDKCatalog.load(path: path)
        } catch let error as CatalogError {
            io.err("\(error.location): error: \(error.message) (--catalog)\n")
            return nil
        }
    }

    /// `--missing fr,de --missing it`, or `all`: every language of the app but the base.
    static func missingLanguages(
        _ arguments: ParsedArguments<StringsCommand.Options>, app: AppLocalizations, catalog: SDKCatalog, base: String
    )
        throws -> [String]
    {
        var languages: [String] = []
        let lists = arguments[\.missing]
        for part in lists.flatMap(\.parts) {
            let expanded: [String]
            switch part.language {
            case .empty:
                throw UsageError(
                    message: "--missing: an empty language in '\(lists.map(\.text).joined(separator: " "))'",
                    command: "strings")
            case .all: expanded = LocalizableCoverage(app, catalog: catalog, base: base).languages.filter { $0 != base }
            case .named(let language): expanded = [language]
            }
            for language in expanded where !languages.contains(language) { languages.append(language) }
        }
        return languages
    }

    /// `--missing LANG...`: the keys each language lacks, as a list, or XLIFF with `--export xliff`.
    static func missing(
        _ languages: [String], app: AppLocalizations, catalog: SDKCatalog, base: String, input: String,
        arguments: ParsedArguments<StringsCommand.Options>, io: CommandIO
    ) throws -> ExitStatus {
        guard arguments[\.export] != nil else {
            if arguments[\.layout] != nil {
                throw UsageError(message: "--layout goes with --export", command: "strings")
            }
            let coverage = LocalizableCoverage(app, catalog: catalog, base: base)
            let translatable = catalog.keys.filter { !$0.defaultValue.isEmpty }.count
            for language in languages {
                let units = XLIFFExport.missingUnits(app, catalog: catalog, language: language, base: base)
                let known = coverage.languages.contains(language) ? "" : " (no \(language).lproj yet)"
                io.out(
                    "\(language)\(known): \(units.count) of \(translatable) translatable catalog keys show the SDK default\n"
                )
                for unit in units { io.out("\(unit.key)\t\(unit.source)\n") }
            }
            return .success
        }
        let documents = languages.map { language in
            let units = XLIFFExport.missingUnits(app, catalog: catalog, language: language, base: base)
            let original = app.stringsPath(of: language) ?? "\(language).lproj/Localizable.strings"
            let text = XLIFFExport.render(
                units, original: original, sourceLanguage: "en", targetLanguage: language, toolVersion: IDVRes.version)
            return (language: language, units: units.count, text: text)
        }
        return try writeDocuments(documents, arguments: arguments, io: io)
    }

    /// One XLIFF per language: to standard output (one language), to `-o FILE`, or into
    /// `-o DIR` as `LANG.xliff` or (`--layout xcloc`) `LANG.xcloc` bundles.
    static func writeDocuments(
        _ documents: [(language: String, units: Int, text: String)], arguments: ParsedArguments<StringsCommand.Options>,
        io: CommandIO
    ) throws -> ExitStatus {
        let layout = arguments[\.layout]
        guard let output = arguments[\.output]?.path else {
            guard documents.count == 1, layout == nil else {
                throw UsageError(
                    message: "several languages or --layout need -o DIR (one file per language)", command: "strings")
            }
            io.out(documents[0].text)
            return .success
        }
        let target = PathParts.resolving(output, in: io.currentDirectory)
        var isDirectory: ObjCBool = false
        let intoDirectory =
            documents.count > 1 || layout != nil || output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) && isDirectory.boolValue)
        var writes: [(shown: String, path: String, bytes: [UInt8], language: String, units: Int)] = []
        for document in documents {
            guard intoDirectory else {
                writes.append((output, target, Array(document.text.utf8), document.language, document.units))
                continue
            }
            let relative =
                layout == .xcloc
                ? "\(document.language).xcloc/Localized Contents/\(document.language).xliff"
                : "\(document.language).xliff"
            let shown = PathParts.joining(output, relative)
            writes.append(
                (
                    shown, PathParts.joining(target, relative), Array(document.text.utf8),
                    document.language, document.units
                ))
            if layout == .xcloc {
                let manifest = XLIFFExport.xclocManifest(language: document.language, toolVersion: IDVRes.version)
                writes.append(
                    (
                        PathParts.joining(output, "\(document.language).xcloc/contents.json"),
                        PathParts.joining(target, "\(document.language).xcloc/contents.json"),
                        Array(manifest.utf8), document.language, -1
                    ))
            }
        }
        // Each file as the output gate checks -o: never a file of another kind, an existing one
        // only with --overwrite (it may hold a translator's work), never inside the input.
        let inputs = OutputGate.inputs(arguments)
        for write in writes {
            // An .xcloc's contents.json is its manifest: JSON, replaced as the XLIFF beside it.
            let kind: OutputKind = write.units >= 0 ? .xliff : .otherJSON
            let target = OutputTarget(
                path: write.shown, kind: kind, replacing: .withOverwrite, keepsOutOfInputs: true, createsFolders: true)
            if let refusal = OutputGate.refusal(
                target, option: "--output", given: arguments, inputs: inputs, command: "strings",
                currentDirectory: io.currentDirectory)
            {
                throw OutputGate.Refusal(message: refusal)
            }
        }
        let stale = StaleOptions.policy(arguments, io: io, command: "strings")
        for write in writes {
            do {
                try StringsFileEditor.writeAtomically(write.bytes, to: write.path, stale: stale)
            } catch {
                // Named on the command line and not writable: exit 2, as for a bad -o.
                io.err("\(write.shown): error: cannot write: \(error.userMessage)\n")
                return .usage
            }
            if write.units >= 0 {
                io.err("wrote \(counted(write.units, "unit")) for '\(write.language)' to \(write.shown)\n")
            }
        }
        return .success
    }

    /// `--dry-run`, key by key: `+ key = "new"`, `~ key: "old" -> "new"` (an import never removes).
    static func printKeys(_ keys: [XLIFFMerge.KeyChange], io: CommandIO) {
        for key in keys {
            if let old = key.old {
                io.out("  ~ \(key.key): \(StringsFileEditor.quote(old)) -> \(StringsFileEditor.quote(key.new))\n")
            } else {
                io.out("  + \(key.key) = \(StringsFileEditor.quote(key.new))\n")
            }
        }
    }

    /// The import's findings with the flag that answers them: the library says a language is
    /// missing or a unit is under review, the command line names `language` and
    /// `--accept-needs-review`.
    static func flagHints(_ diagnostics: [Diagnostic], language: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.ruleID == XLIFFRules.NeedsReview.description.id {
                diagnostic.message += " (--accept-needs-review imports it)"
            } else if diagnostic.message == XLIFFMerge.noTargetLanguage {
                diagnostic.message += "; name it with \(language)"
            }
            return diagnostic
        }
    }

    /// The JSON report of an `--import` (both modes): the files changed and the findings.
    static func importJSON(
        _ xliff: String, dryRun: Bool,
        changes: [(path: String, language: String, created: Bool, added: [String], replaced: [String])],
        diagnostics: [Diagnostic]
    ) -> String {
        let report = Report(inputs: [Report.Input(name: xliff, diagnostics: diagnostics)])
        let document = JSONOutput.object([
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string("idv-res")), ("version", .string(IDVRes.version))])),
            ("input", .string(xliff)),
            ("dryRun", .bool(dryRun)),
            (
                "changes",
                .array(
                    changes.map { change in
                        .object([
                            ("path", .string(change.path)), ("language", .string(change.language)),
                            ("created", .bool(change.created)),
                            ("added", .array(change.added.map(JSONOutput.string))),
                            ("replaced", .array(change.replaced.map(JSONOutput.string))),
                        ])
                    })
            ),
            ("diagnostics", .array(report.diagnostics.map(JSONReporter.encode))),
            (
                "summary",
                .object([
                    ("errors", .int(report.count(.error))), ("warnings", .int(report.count(.warning))),
                    ("notes", .int(report.count(.note))),
                ])
            ),
        ])
        return document.render() + "\n"
    }

    static func importXLIFF(
        _ xliff: String, into directory: String, catalog: SDKCatalog, language: String?,
        arguments: ParsedArguments<StringsCommand.Options>,
        io: CommandIO
    ) -> ExitStatus {
        let options = XLIFFMerge.Options(
            language: language, acceptNeedsReview: arguments[\.acceptNeedsReview],
            dryRun: arguments[\.dryRun])
        var result = XLIFFMerge.apply(
            xliffPath: xliff, directory: directory, catalog: catalog, options: options,
            stale: StaleOptions.policy(arguments, io: io, command: "strings"))
        result.diagnostics = flagHints(result.diagnostics, language: "--missing LANG")
        let failed = result.diagnostics.contains {
            $0.severity == .error || (arguments[\.strict] && $0.severity == .warning)
        }
        let unreadable = result.diagnostics.contains(where: { $0.ruleID == InputRules.Unreadable.description.id })
        if arguments[\.format] == .json {
            let changes = result.changes.map {
                ($0.path, $0.language, $0.created, $0.outcome.added, $0.outcome.replaced)
            }
            io.out(importJSON(xliff, dryRun: options.dryRun, changes: changes, diagnostics: result.diagnostics))
            return unreadable ? .unreadable : failed ? .findings : .success
        }
        let reporter = TextReporter(colored: io.useColor)
        for diagnostic in result.diagnostics { io.err(reporter.line(for: diagnostic) + "\n") }
        if unreadable { return .unreadable }
        if result.changes.isEmpty, result.diagnostics.contains(where: { $0.severity == .error }) {
            io.err("nothing imported: fix the units above and import again\n")
            return .findings
        }
        for change in result.changes {
            let verb =
                options.dryRun
                ? (change.created ? "would create" : "would update") : (change.created ? "created" : "updated")
            io.out(
                "\(verb) \(change.path): \(change.outcome.added.count) added, \(change.outcome.replaced.count) replaced\n"
            )
            if options.dryRun { printKeys(change.keys, io: io) }
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
        out += CoverageTable.table(
            [["language", "files", "overridden", "default", "unknown", "coverage"]]
                + coverage.summaries.map {
                    [
                        $0.language, $0.files.joined(separator: ", "), "\($0.overridden)", "\($0.defaulted)",
                        "\($0.unknown)", CoverageTable.percent($0.percent) + "%",
                    ]
                }, rightAligned: [2, 3, 4, 5])
        out += "\n"
        let table = CoverageTable.table(
            [["key"] + coverage.languages] + coverage.rows.map { [$0.key] + $0.statuses.map(symbol) }, rightAligned: [])
        // Trailing blanks cut by hand: a `\s+$` regex retries from every blank of a padded
        // row, quadratic in the width of the widest key.
        out += table.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> Substring in
                var end = line.utf8.endIndex
                while end > line.utf8.startIndex, line.utf8[line.utf8.index(before: end)] == UInt8(ascii: " ") {
                    end = line.utf8.index(before: end)
                }
                return line[..<end]
            }.joined(separator: "\n")
        out +=
            "\n✓ overridden  · SDK default  ∅ empty  ✗ lost after a syntax error  ? unknown key (ignored by the SDK)\n"
        return out
    }

    /// `--by language`: one row per language.
    static func languageCSV(_ coverage: LocalizableCoverage) -> String {
        var out = "language,files,catalog_keys,overridden,default,unknown,percent\n"
        for summary in coverage.summaries {
            out +=
                [
                    summary.language, summary.files.joined(separator: " "), "\(coverage.catalogKeyCount)",
                    "\(summary.overridden)",
                    "\(summary.defaulted)", "\(summary.unknown)", CoverageTable.percent(summary.percent),
                ].map(CoverageTable.csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    /// `--by token`: one row per key, the status word in each language.
    static func keyCSV(_ coverage: LocalizableCoverage) -> String {
        var out =
            (["key", "in_catalog"] + coverage.languages).map(CoverageTable.csvField).joined(separator: ",") + "\n"
        for row in coverage.rows {
            out +=
                ([row.key, row.inCatalog ? "yes" : "no"] + row.statuses.map { $0 == .absent ? "" : $0.rawValue })
                .map(CoverageTable.csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    static func json(_ coverage: LocalizableCoverage) -> [(String, JSONOutput)] {
        [
            ("catalogKeys", .int(coverage.catalogKeyCount)),
            (
                "languages",
                .array(
                    coverage.summaries.map { summary in
                        .object([
                            ("language", .string(summary.language)),
                            ("files", .array(summary.files.map { .string($0) })),
                            ("overridden", .int(summary.overridden)),
                            ("default", .int(summary.defaulted)),
                            ("unknown", .int(summary.unknown)),
                            ("percent", .double((summary.percent * 10).rounded() / 10)),
                            ("missing", .array(summary.missing.map { .string($0) })),
                        ])
                    })
            ),
            (
                "keys",
                .array(
                    coverage.rows.map { row in
                        .object(
                            [
                                ("key", .string(row.key)),
                                ("inCatalog", .bool(row.inCatalog)),
                                (
                                    "languages",
                                    .object(
                                        coverage.languages.indices.compactMap { index in
                                            row.statuses[index] == .absent
                                                ? nil
                                                : (coverage.languages[index], .string(row.statuses[index].rawValue))
                                        })
                                ),
                            ]
                                + (row.states.allSatisfy { $0 == nil }
                                    ? []
                                    : [
                                        (
                                            "states",
                                            .object(
                                                coverage.languages.indices.compactMap { index in
                                                    row.states[index].map { (coverage.languages[index], .string($0)) }
                                                })
                                        )
                                    ]))
                    })
            ),
        ]
    }
}

/// `--base` and `--catalog` (`LocalizableStringsMode.base`, `.catalog`): strings and validate.
protocol AppLocalizationOptions: CommandOptions {
    var base: Option<String> { get }
    var catalog: Option<String> { get }
}
