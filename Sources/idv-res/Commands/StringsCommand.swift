import Diagnostics
import Foundation
import Localization
import ResourceBundle

/// `idv-res strings ZIP|DIR`: translation coverage, tokens x languages, for a translator.
enum StringsCommand: CLICommand {
    struct Options: ConfigurationOptions, StaleReading, AppLocalizationOptions {
        let input = Argument<String>(
            "input", help: "A resources zip, an unpacked resources directory, or an app Resources directory (*.lproj).",
            bundle: .zipOrFolder)
        let format = Option(
            "--format", valueName: "format", help: "Output format: a table, or the same as data.",
            defaultValue: Format.text)
        let by = Option(
            "--by", valueName: "table",
            help: "CSV only: one row per language (summary) or per token (status in each language).",
            defaultValue: Table.language)
        let base = LocalizableStringsMode.base
        let catalog = LocalizableStringsMode.catalog
        let missing = Repeated<LanguageList>(
            "--missing", valueName: "lang",
            help:
                "App resources: list the catalog keys LANG does not override (with --export: write them for translators); resources zip, with --export: only the tokens LANG has no translation for. Comma lists, repeats and 'all'."
        )
        let export = Option<LocalizableStringsMode.ExportFormat>(
            "--export", valueName: "format",
            help: "With --missing (app) or --lang (resources zip): the file format to write.")
        let output = Option<OutputPath>(
            "--output", "-o", valueName: "file",
            help: "With --export: where to write ('-' or absent: standard output); a directory for several languages.",
            writes: StringsCommand.writes)
        let layout = Option<LocalizableStringsMode.ExportLayout>(
            "--layout", valueName: "layout",
            help: "With --export into a directory: LANG.xliff files, or LANG.xcloc bundles as Xcode exports them.")
        let overwrite = Flag(
            "--overwrite", help: "With --output: replace the file when it exists (it may hold a translator's work).")
        let importFile = Option<String>(
            "--import", valueName: "file",
            help:
                "Merge the translated units of an XLIFF 1.2 file, an .xcloc, or a directory of them (app: into LANG.lproj/Localizable.strings).",
            isInput: true)
        let acceptNeedsReview = Flag(
            "--accept-needs-review",
            help: "With --import: import units in state new or needs-* too (otherwise listed as warnings).")
        let dryRun = Flag(
            "--dry-run", help: "With --import: list what would be added and replaced, key by key; write nothing.")
        let strict = ReportOptions.strict
        let config = ReportOptions.config
        let color = CommandIO.color
        let keepStale = StaleOptions.keepStale
        let lang = Repeated<LanguageList>(
            "--lang", valueName: "lang",
            help:
                "Resources zip: the languages to export (comma lists, repeats, 'all'); with --import: the language of every unit."
        )
    }

    /// `--format`: a table, or the same as JSON or CSV.
    enum Format: String, CaseIterable, ChoiceValue {
        case text, json, csv
    }

    /// `--by`: the rows of the CSV table.
    enum Table: String, CaseIterable, ChoiceValue {
        case language, token
    }

    static let spec = CommandSpec(
        name: "strings",
        abstract: "Translation coverage: tokens and keys by language.",
        discussion: """
            Every token of any language counts: a language's percent is the tokens it translates (present, \
            with text of its own) out of all of them; 'missing' are tokens others have and it lacks, 'extra' \
            tokens it has and the default language (strings.xml) lacks, 'untranslated' tokens upgrade gave it \
            in the default text (marked idv-res untranslated) and still with that text. Exit status 1 when a \
            language lacks a token, has an empty one or an untranslated one.

            An app Resources directory (with *.lproj/Localizable.strings or Localizable.xcstrings) is checked \
            against the SDK's key catalog instead: keys x languages (overridden, SDK default, unknown, percent) \
            and the Localizable findings; exit status 1 on errors. For translators: --missing LANG --export \
            xliff -o FILE, then --import FILE (docs/localizable.md).

            A resources zip's own texts go the same way: --export xliff --lang LANG, then --import FILE \
            (a directory is edited in place; a zip is written anew with -o NEW.zip).
            """
    )

    /// `-o`: the XLIFF of `--export` (a file, or a folder that gets one per language), or the
    /// new zip of `--import` into a zip; neither replaces anything but its own kind, and only
    /// with `--overwrite`; `--dry-run` writes neither.
    static var writes: Writes<OutputPath> {
        Writes(flags: ["--import", "--dry-run", "--overwrite"]) { output, given in
            guard let path = output.path, !given.isGiven("--dry-run") else { return nil }
            guard !given.isGiven("--import") else {
                return OutputTarget(path: path, kind: .zip, replacing: .withOverwrite, keepsOutOfInputs: true)
            }
            return OutputTarget(
                path: path, kind: .xliff, replacing: .withOverwrite, keepsOutOfInputs: true, createsFolders: true,
                intoFolder: true)
        }
    }

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let input = arguments[\.input]
        if arguments.isGiven(\.by), arguments[\.format] != .csv {
            throw UsageError(message: "--by applies to --format csv", command: spec.name)
        }
        if arguments[\.importFile] == nil {
            try arguments.reject(
                [\.dryRun, \.acceptNeedsReview], "goes with --import")
        }
        // Opened once: what it holds decides the mode, and the bundle mode reads it.
        let opened = InputOpener.open(input, looseFiles: .refused)
        if LocalizableStringsMode.applies(to: opened)
            || (arguments[\.importFile] != nil && !hasStringsFiles(opened))
        {
            if !arguments[\.lang].isEmpty {
                throw UsageError(
                    message: "--lang is for a resources zip's strings; app resources take --missing LANG",
                    command: spec.name)
            }
            return try LocalizableStringsMode.run(arguments, io: io)
        }
        if arguments[\.importFile] == nil, arguments[\.export] == nil, !arguments[\.lang].isEmpty {
            // `--lang pt` alone: the input is right, --export (or --import) is what is missing.
            let languages = arguments[\.lang].map(\.text).joined(separator: ",")
            let one = arguments[\.lang].count == 1 && arguments[\.lang][0].parts.count == 1 && languages != "all"
            throw UsageError(
                message: "--lang chooses the language to --export or --import: add --export xliff "
                    + "(idv-res strings \(input) --export xliff --lang \(languages) -o \(one ? "\(languages).xliff" : "xliff/")) "
                    + "or --import FILE; without them strings shows every language of the bundle",
                command: spec.name)
        }
        if arguments[\.importFile] == nil, arguments[\.export] == nil {
            // The coverage table of an SDK bundle: the options of the app mode and of the XLIFF route do not apply.
            try arguments.reject(
                [
                    \.base, \.catalog, \.missing, \.lang, \.output, \.overwrite, \.strict, \.config,
                ],
                "applies to app Resources directories (*.lproj, Localizable.xcstrings) or to --export/--import; "
                    + "\(input) is an SDK resources bundle")
        }
        let reader: BundleReader
        do {
            reader = try opened.reader()
        } catch {
            io.err(
                "\(input): error: cannot read: \(error.userMessage) [input.unreadable]\n"
            )
            return .unreadable
        }
        let context = BundleContext(reader: reader, options: ValidationOptions())
        if let xliff = arguments[\.importFile] {
            return try BundleStringsXLIFF.importXLIFF(
                xliff, input: input, context: context, arguments: arguments, io: io)
        }
        if arguments[\.export] != nil {
            return try BundleStringsXLIFF.export(input, context: context, arguments: arguments, io: io)
        }
        let files = context.translationFiles()
        // A strings file that does not parse is left out of the table; say why.
        let reporter = TextReporter(colored: false)
        for diagnostic in context.sink.diagnostics {
            io.err(reporter.line(for: diagnostic) + "\n")
        }
        guard !files.isEmpty else {
            io.err("\(input): no strings/strings*.xml files\n")
            return context.sink.hasErrors ? .findings : .success
        }
        let coverage = TranslationCoverage(files)
        switch arguments[\.format] ?? .text {
        case .json: io.out(CoverageTable.json(coverage).render() + "\n")
        case .csv:
            io.out(
                arguments[\.by] == .token
                    ? CoverageTable.tokenCSV(coverage) : CoverageTable.languageCSV(coverage))
        case .text: io.out(CoverageTable.text(coverage, input: input))
        }
        return coverage.isComplete && !context.sink.hasErrors ? .success : .findings
    }
}

extension StringsCommand {
    /// A zip, or a directory with `strings/strings*.xml` (a resources bundle, not app resources).
    static func hasStringsFiles(_ input: OpenedInput) -> Bool {
        switch input.kind {
        case .directory: break
        case .failed: return FileManager.default.fileExists(atPath: input.path)
        case .zip, .file: return true
        }
        guard let reader = try? input.reader() else { return false }
        return reader.entries.contains { entry in
            if case .translations = BundleLayout.role(of: entry.path) { return !entry.isDirectory }
            return false
        }
    }
}

/// Renders a TranslationCoverage as a text table, JSON or CSV.
enum CoverageTable {
    static func percent(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    static func text(_ coverage: TranslationCoverage, input: String) -> String {
        let rows = coverage.languages.map { language -> [String] in
            [
                language.source.label, language.source.file, "\(language.translated)/\(coverage.keys.count)",
                percent(language.percent) + "%",
                "\(language.missing.count)", "\(language.extra.count)", "\(language.empty.count)",
                "\(language.untranslated.count)",
            ]
        }
        var out =
            "\(input): \(counted(coverage.keys.count, "token")) in \(counted(coverage.languages.count, "language"))\n\n"
        out += table(
            [["language", "file", "translated", "percent", "missing", "extra", "empty", "untranslated"]] + rows,
            rightAligned: [2, 3, 4, 5, 6, 7])
        let incomplete = coverage.keys.filter { key in
            coverage.languages.indices.contains { coverage.status(of: key, language: $0) != .translated }
        }
        if !incomplete.isEmpty {
            out += "\nTokens not translated in every language (\(incomplete.count)):\n\n"
            let header = ["token"] + coverage.languages.map(\.source.label)
            let body = incomplete.map { key in
                [key]
                    + coverage.languages.indices.map { index -> String in
                        switch coverage.status(of: key, language: index) {
                        case .translated: "ok"
                        case .empty: "empty"
                        case .untranslated: "untranslated"
                        case .missing: "MISSING"
                        }
                    }
            }
            out += table([header] + body, rightAligned: [])
        }
        return out
    }

    static func json(_ coverage: TranslationCoverage) -> JSONOutput {
        .object([
            ("tokens", .int(coverage.keys.count)),
            ("complete", .bool(coverage.isComplete)),
            (
                "languages",
                .array(
                    coverage.languages.map { language in
                        .object([
                            ("language", language.source.language.map(JSONOutput.string) ?? .null),
                            ("file", .string(language.source.file)),
                            ("translated", .int(language.translated)),
                            ("percent", .double((language.percent * 10).rounded() / 10)),
                            ("missing", .array(language.missing.map(JSONOutput.string))),
                            ("extra", .array(language.extra.map(JSONOutput.string))),
                            ("empty", .array(language.empty.map(JSONOutput.string))),
                            ("untranslated", .array(language.untranslated.map(JSONOutput.string))),
                        ])
                    })
            ),
            (
                "matrix",
                .array(
                    coverage.keys.map { key in
                        .object(
                            [("token", .string(key))]
                                + coverage.languages.indices.map { index in
                                    (
                                        coverage.languages[index].source.label,
                                        .string(coverage.status(of: key, language: index).rawValue)
                                    )
                                })
                    })
            ),
        ])
    }

    static func languageCSV(_ coverage: TranslationCoverage) -> String {
        var out = "language,file,tokens,translated,percent,missing,extra,empty,untranslated\n"
        for language in coverage.languages {
            out +=
                [
                    language.source.label, language.source.file, "\(coverage.keys.count)", "\(language.translated)",
                    percent(language.percent),
                    "\(language.missing.count)", "\(language.extra.count)", "\(language.empty.count)",
                    "\(language.untranslated.count)",
                ].map(csvField).joined(separator: ",") + "\n"
        }
        return out
    }

    static func tokenCSV(_ coverage: TranslationCoverage) -> String {
        var out = (["token"] + coverage.languages.map(\.source.label)).map(csvField).joined(separator: ",") + "\n"
        for key in coverage.keys {
            out +=
                ([key] + coverage.languages.indices.map { coverage.status(of: key, language: $0).rawValue }).map(
                    csvField
                ).joined(separator: ",") + "\n"
        }
        return out
    }

    /// RFC 4180: quote a field with a comma, quote or line break; double inner quotes.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Columns padded to their widest cell (character count), two spaces apart. Linear in
    /// the output; control characters of keys read from input are escaped, so one row stays
    /// one line.
    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let rows = rows.map { $0.map(\.escapingControlCharacters) }
        let widths = rows.reduce(into: [Int]()) { widths, row in
            for (index, cell) in row.enumerated() {
                if index >= widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                if index == row.count - 1, !rightAligned.contains(index) { return cell }
                return rightAligned.contains(index) ? pad + cell : cell + pad
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
