import Diagnostics
import Foundation
import Localization
import ResourceBundle

/// `idv-res strings ZIP|DIR --export xliff --lang LANG` and `--import FILE`: the XLIFF route
/// of a resources bundle's own texts (`strings/strings*.xml`).
enum BundleStringsXLIFF {
    /// `--lang pt,es --lang fr`, `all`: every language the bundle has a strings file for
    /// (`option`: `--missing` takes the same lists).
    static func languages(
        _ arguments: ParsedArguments<StringsCommand.Options>, context: BundleContext,
        option: KeyPath<StringsCommand.Options, Repeated<LanguageList>> = \.lang
    ) throws -> [String] {
        var languages: [String] = []
        for part in arguments[option].flatMap(\.parts) {
            let expanded: [String]
            switch part.language {
            case .empty: throw UsageError(message: "--lang: an empty language", command: "strings")
            case .all: expanded = context.translationFiles().compactMap(\.file.language)
            case .named(let language): expanded = [language]
            }
            for language in expanded where !languages.contains(language) { languages.append(language) }
        }
        return languages
    }

    static func export(
        _ input: String, context: BundleContext, arguments: ParsedArguments<StringsCommand.Options>, io: CommandIO
    ) throws
        -> ExitStatus
    {
        // `--missing LANG`: only the units LANG has no translation for (absent, empty, or the
        // default text `upgrade` gave it); `--lang LANG`: every unit.
        let onlyMissing = !arguments[\.missing].isEmpty
        if onlyMissing, !arguments[\.lang].isEmpty {
            throw UsageError(
                message: "--export takes --lang LANG (every unit) or --missing LANG (the untranslated ones), not both",
                command: "strings")
        }
        let languages = try languages(arguments, context: context, option: onlyMissing ? \.missing : \.lang)
        guard !languages.isEmpty else {
            throw UsageError(
                message:
                    "--export needs --lang LANG (the language to translate into; --missing LANG: its untranslated units only)",
                command: "strings")
        }
        guard TranslationsXLIFF.files(context, language: "").source != nil else {
            io.err("\(input): error: no strings/strings.xml (the default language) to export from [input.unreadable]\n")
            return .unreadable
        }
        let source = arguments[\.base] ?? "en"
        let documents = languages.map { language in
            let units = TranslationsXLIFF.units(context, language: language).filter { !onlyMissing || $0.target == nil }
            let text = XLIFFExport.render(
                units, original: TranslationsXLIFF.path(of: language, in: context), sourceLanguage: source,
                targetLanguage: language, toolVersion: IDVRes.version, datatype: "xml")
            return (language: language, units: units.count, text: text)
        }
        return try LocalizableStringsMode.writeDocuments(documents, arguments: arguments, io: io)
    }

    static func importXLIFF(
        _ xliff: String, input: String, context: BundleContext, arguments: ParsedArguments<StringsCommand.Options>,
        io: CommandIO
    ) throws -> ExitStatus {
        let languages = try languages(arguments, context: context)
        guard languages.count <= 1 else {
            throw UsageError(
                message: "--import takes one --lang LANG (the language of every unit), not a list", command: "strings")
        }
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) && isDirectory.boolValue
        // A zip is written anew under the name given, '-' included.
        let output = arguments[\.output]?.text
        let dryRun = arguments[\.dryRun]
        if !isFolder, output == nil, !dryRun {
            throw UsageError(
                message: "a zip is never edited in place: name the new zip with -o NEW.zip", command: "strings")
        }
        if isFolder, output != nil {
            throw UsageError(message: "-o goes with a zip input; a directory is edited in place", command: "strings")
        }
        let stale = StaleOptions.policy(arguments, io: io, command: "strings")
        let options = XLIFFMerge.Options(
            language: languages.first, acceptNeedsReview: arguments[\.acceptNeedsReview],
            dryRun: dryRun)
        var result = TranslationsXLIFFMerge.plan(xliffPath: xliff, context: context, options: options)
        result.diagnostics = LocalizableStringsMode.flagHints(result.diagnostics, language: "--lang LANG")
        let unreadable = result.diagnostics.contains(where: { $0.ruleID == InputRules.Unreadable.description.id })
        let failed = result.diagnostics.contains {
            $0.severity == .error || (arguments[\.strict] && $0.severity == .warning)
        }
        let json = arguments[\.format] == .json
        if json {
            let changes = result.changes.map {
                ($0.path, $0.language, $0.created, $0.outcome.added, $0.outcome.replaced)
            }
            io.out(
                LocalizableStringsMode.importJSON(
                    xliff, dryRun: dryRun, changes: changes, diagnostics: result.diagnostics))
        } else {
            let reporter = TextReporter(colored: io.useColor)
            for diagnostic in result.diagnostics { io.err(reporter.line(for: diagnostic) + "\n") }
        }
        if unreadable { return .unreadable }
        if result.diagnostics.contains(where: { $0.severity == .error }) {
            if !json { io.err("nothing imported: fix the units above and import again\n") }
            return .findings
        }
        for change in result.changes where !json {
            let verb =
                dryRun ? (change.created ? "would create" : "would update") : (change.created ? "created" : "updated")
            io.out(
                "\(verb) \(change.path): \(change.outcome.added.count) added, \(change.outcome.replaced.count) replaced\n"
            )
            if dryRun { LocalizableStringsMode.printKeys(change.keys, io: io) }
        }
        if result.changes.isEmpty, !json { io.out("nothing to change: every translated unit matches the bundle\n") }
        if dryRun { return failed ? .findings : .success }
        if isFolder {
            // A signal waits for the last file: the languages are never left half imported.
            let error: String? = Interruption.cooperating {
                for change in result.changes {
                    do {
                        try StringsFileEditor.writeAtomically(
                            change.bytes, to: PathParts.joining(input, change.path), stale: stale)
                    } catch {
                        return "\(change.path): error: \(error) [input.unreadable]"
                    }
                }
                return nil
            }
            if let error {
                io.err(error + "\n")
                return .unreadable
            }
        } else if let output {
            return try repack(input, changes: result.changes, to: output, arguments: arguments, io: io, failed: failed)
        }
        return failed ? .findings : .success
    }

    /// The zip unpacked into a staging folder beside `output`, the files replaced, packed again
    /// to `output` with the deterministic writer (written beside `output`, renamed when
    /// complete). The output gate checked `output` before anything was read.
    static func repack(
        _ zip: String, changes: [TranslationsXLIFFMerge.FileChange], to output: String,
        arguments: ParsedArguments<StringsCommand.Options>,
        io: CommandIO, failed: Bool
    ) throws -> ExitStatus {
        let target = URL(fileURLWithPath: PathParts.resolving(output, in: io.currentDirectory)).standardizedFileURL
        let stale = StaleOptions.policy(arguments, io: io, command: "strings")
        stale.sweep(beside: target.path, kinds: [.staging])
        let staging = SiblingTemporary.make(for: target, kind: .staging)
        defer { SiblingTemporary.remove(staging) }
        do {
            _ = try Unpacker.unpack(zip: zip, to: staging.path)
        } catch {
            io.err("\(zip): error: \(error.userMessage) [input.unreadable]\n")
            return .unreadable
        }
        do {
            for change in changes {
                try StringsFileEditor.writeAtomically(change.bytes, to: PathParts.joining(staging.path, change.path))
            }
            var options = Packer.Options()
            options.stale = stale
            let packed = try Packer.pack(directory: staging.path, to: target.path, options: options)
            io.err("wrote \(output): \(counted(packed.files, "file")), sha256 \(packed.sha256)\n")
        } catch {
            // The new zip could not be written where the command line says: exit 2, as for a bad -o.
            io.err("\(output): error: cannot write: \(error.userMessage)\n")
            return .usage
        }
        return failed ? .findings : .success
    }
}
