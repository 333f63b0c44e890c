import Diagnostics
import Foundation

/// `--import FILE.xliff`: checks every translated unit, then writes them into each target
/// language's `Localizable.strings`, all or nothing. A unit with an unknown SDK key, with
/// format specifiers other than its source's, or with inline markup that is not text stops
/// the import before any file is touched. Units of other files (`InfoPlist.strings`) are
/// counted, never merged; units still under review wait for `acceptNeedsReview`.
public enum XLIFFMerge {
    public struct Options: Sendable {
        /// Overrides the XLIFF's `target-language`.
        public var language: String?
        public var acceptNeedsReview = false
        /// Compute and report, write nothing.
        public var dryRun = false
        public var stale = StalePolicy()

        public init(
            language: String? = nil, acceptNeedsReview: Bool = false, dryRun: Bool = false,
            stale: StalePolicy = StalePolicy()
        ) {
            self.language = language
            self.acceptNeedsReview = acceptNeedsReview
            self.dryRun = dryRun
            self.stale = stale
        }
    }

    /// One key's change, for `--dry-run`.
    public struct KeyChange: Sendable, Equatable {
        public var key: String
        /// Nil when the key is added.
        public var old: String?
        public var new: String
    }

    public struct FileChange: Sendable {
        /// Inside the app resources directory.
        public var path: String
        public var language: String
        public var created: Bool
        public var outcome: StringsFileEditor.Outcome
        public var keys: [KeyChange]
    }

    public struct Result: Sendable {
        /// Findings in the XLIFF (located there) or about the target files.
        public var diagnostics: [Diagnostic]
        /// The files written, or that would be with `dryRun` (empty when an error stopped it).
        public var changes: [FileChange]
    }

    /// The table idv-res writes; units of any other `<file original>` are only reported.
    static let table = "Localizable.strings"

    /// Merges `xliffPath` (a file, an `.xcloc`, or a directory of them) into the app
    /// resources at `directory`.
    public static func apply(xliffPath: String, directory: String, catalog: SDKCatalog, options: Options) -> Result {
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String, at location: Location) -> Result {
            Result(
                diagnostics: diagnostics + [
                    Diagnostic(LocalizableRules.SyntaxError.description, at: location, message)
                ], changes: [])
        }
        let documents: [(path: String, files: [XLIFFImport.File])]
        switch XLIFFSources.documents(at: xliffPath) {
        case .success(let read): documents = read
        case .failure(.unreadable(let diagnostic)): return Result(diagnostics: [diagnostic], changes: [])
        case .failure(.malformed(let message, let location)): return fail(message, at: location)
        }
        let reader: DirectoryBundleReader
        do {
            reader = try DirectoryBundleReader(path: directory)
        } catch {
            return Result(
                diagnostics: [
                    Diagnostic(
                        InputRules.Unreadable.description, at: Location(file: directory),
                        "cannot read: \(error.userMessage)")
                ], changes: [])
        }
        let context = BundleContext(reader: reader, options: ValidationOptions())
        let app = AppLocalizations.load(context)

        // Check every unit first; group the good ones by language.
        var byLanguage: [(language: String, values: [(key: String, value: String)])] = []
        for (path, files) in documents {
            for file in files {
                let fileLocation = Location(file: path, line: file.line, column: file.column)
                let count = file.units.count + file.refused.count
                if let original = file.original, (original as NSString).lastPathComponent != table {
                    if count > 0 {
                        diagnostics.append(
                            Diagnostic(
                                XLIFFRules.OtherFile.description, at: fileLocation,
                                "\(count == 1 ? "1 translated unit" : "\(count) translated units") of '\(original)' not imported: idv-res writes only \(table)"
                            ))
                    }
                    continue
                }
                guard let target = options.language ?? file.targetLanguage ?? languageOf(file.original) else {
                    return fail(
                        "the XLIFF <file> has no target-language; name it with --missing LANG", at: fileLocation)
                }
                for refused in file.refused {
                    diagnostics.append(
                        Diagnostic(
                            XLIFFRules.InlineMarkup.description,
                            at: Location(file: path, line: refused.line, column: refused.column),
                            "'\(refused.key)': \(refused.message)"))
                }
                var values: [(key: String, value: String)] = []
                for unit in file.units {
                    if let value = check(
                        unit, language: target, catalog: catalog, options: options, path: path, into: &diagnostics)
                    {
                        values.append((unit.key, value))
                    }
                }
                if let index = byLanguage.firstIndex(where: { $0.language == target }) {
                    byLanguage[index].values += values
                } else {
                    byLanguage.append((target, values))
                }
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return Result(diagnostics: diagnostics, changes: [])
        }

        // Compute every new file before writing any.
        var writes: [(path: String, bytes: [UInt8], change: FileChange)] = []
        for (target, values) in byLanguage where !values.isEmpty {
            if let path = app.stringsPath(of: target), let parsed = app.stringsFiles[path] {
                do {
                    let (bytes, outcome) = try StringsFileEditor.merge(parsed, values: values)
                    let keys = keyChanges(values, outcome: outcome, old: parsed.table.entries)
                    writes.append(
                        (
                            path, bytes,
                            FileChange(path: path, language: target, created: false, outcome: outcome, keys: keys)
                        ))
                } catch {
                    return fail(error.message, at: Location(file: (directory as NSString).appendingPathComponent(path)))
                }
            } else if app.tables(of: target).contains(where: { $0.format == .xcstrings }) {
                return fail(
                    "'\(target)' is translated in a String Catalog (Localizable.xcstrings); import the XLIFF with Xcode (Product > Import Localizations)",
                    at: Location(file: xliffPath))
            } else {
                let folder =
                    app.tables.first(where: { $0.format == .strings }).map {
                        ($0.path as NSString).deletingLastPathComponent
                    }
                    .map { ($0 as NSString).deletingLastPathComponent } ?? ""
                let path = (folder.isEmpty ? "" : folder + "/") + "\(target).lproj/\(table)"
                let outcome = StringsFileEditor.Outcome(replaced: [], added: values.map(\.key))
                writes.append(
                    (
                        path, StringsFileEditor.newFile(values: values),
                        FileChange(
                            path: path, language: target, created: true, outcome: outcome,
                            keys: values.map { KeyChange(key: $0.key, old: nil, new: $0.value) })
                    ))
            }
        }
        if options.dryRun { return Result(diagnostics: diagnostics, changes: writes.map(\.change)) }
        // A signal waits for the last file: the languages are never left half imported.
        return Interruption.cooperating {
            var changes: [FileChange] = []
            for write in writes {
                // Nothing to add or replace: the file keeps its bytes and its date.
                if !write.change.created, write.change.outcome.added.isEmpty, write.change.outcome.replaced.isEmpty {
                    changes.append(write.change)
                    continue
                }
                do {
                    let path = (directory as NSString).appendingPathComponent(write.path)
                    try StringsFileEditor.writeAtomically(write.bytes, to: path, stale: options.stale)
                    changes.append(write.change)
                } catch {
                    return Result(
                        diagnostics: diagnostics + [
                            Diagnostic(
                                InputRules.UnreadableEntry.description,
                                at: Location(file: write.path, container: directory), "\(error)")
                        ], changes: changes)
                }
            }
            return Result(diagnostics: diagnostics, changes: changes)
        }
    }

    /// The value to write for `unit`, or nil (with a finding) when it must not go in.
    private static func check(
        _ unit: XLIFFImport.Unit, language: String, catalog: SDKCatalog, options: Options,
        path: String, into diagnostics: inout [Diagnostic]
    ) -> String? {
        let location = Location(file: path, line: unit.line, column: unit.column)
        if !catalog.contains(unit.key),
            unit.key.isEmpty || LocalizableKeySuggestion.looksLikeSDKKey(unit.key, in: catalog)
        {
            let suggestion = LocalizableKeySuggestion.closest(to: unit.key, in: catalog)
            diagnostics.append(
                Diagnostic(
                    LocalizableRules.UnknownKey.description, at: location,
                    "unknown key '\(unit.key)': the \(catalog.component) SDK has no such key\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
            return nil
        }
        let reference = FormatSpecifiers(catalog.defaultValue(of: unit.key) ?? unit.source)
        let translated = FormatSpecifiers(unit.target)
        if reference.arguments != translated.arguments {
            diagnostics.append(
                Diagnostic(
                    LocalizableRules.FormatMismatch.description, at: location,
                    "the '\(language)' text of '\(unit.key)' has format specifiers \(translated) but the source has \(reference)"
                ))
            return nil
        }
        if unit.needsReview, !options.acceptNeedsReview {
            diagnostics.append(
                Diagnostic(
                    XLIFFRules.NeedsReview.description, at: location,
                    "'\(unit.key)' is in state '\(unit.state ?? "")': not imported (--accept-needs-review imports it)"))
            return nil
        }
        if unit.target.components(separatedBy: "**").count % 2 == 0 {
            diagnostics.append(
                Diagnostic(
                    LocalizableRules.UnbalancedMarkup.description, at: location,
                    "the '\(language)' text of '\(unit.key)' has an odd number of '**': the bold markup does not close")
            )
        }
        return unit.target
    }

    private static func keyChanges(
        _ values: [(key: String, value: String)], outcome: StringsFileEditor.Outcome,
        old: [LocalizableEntry]
    ) -> [KeyChange] {
        let touched = Set(outcome.added + outcome.replaced)
        var seen = Set<String>()
        return values.reversed().filter { touched.contains($0.key) && seen.insert($0.key).inserted }.reversed().map {
            value in
            KeyChange(
                key: value.key,
                old: outcome.replaced.contains(value.key) ? old.last { $0.key == value.key }?.value : nil,
                new: value.value)
        }
    }

    /// `es` from `es.lproj/Localizable.strings`.
    static func languageOf(_ original: String?) -> String? {
        guard let original else { return nil }
        return original.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }
}
