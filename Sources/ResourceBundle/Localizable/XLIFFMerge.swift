import Diagnostics
import Foundation

/// `--import FILE.xliff`: checks every translated unit, then writes them into each target
/// language's `Localizable.strings`, all or nothing. A unit with an unknown SDK key or with
/// format specifiers other than its source's stops the import before any file is touched.
public enum XLIFFMerge {
    public struct FileChange: Sendable {
        /// Inside the app resources directory.
        public var path: String
        public var language: String
        public var created: Bool
        public var outcome: StringsFileEditor.Outcome
    }

    public struct Result: Sendable {
        /// Findings in the XLIFF (located there) or about the target files.
        public var diagnostics: [Diagnostic]
        /// The files written (empty when an error stopped the import).
        public var changes: [FileChange]
    }

    /// Merges `xliffPath` into the app resources at `directory`. `language` overrides the
    /// XLIFF's `target-language`.
    public static func apply(xliffPath: String, directory: String, catalog: SDKCatalog, language: String?) -> Result {
        var diagnostics: [Diagnostic] = []
        func fail(_ message: String, line: Int? = nil, column: Int? = nil, file: String? = nil) -> Result {
            Result(diagnostics: diagnostics + [Diagnostic(LocalizableRules.SyntaxError.description,
                                                          at: Location(file: file ?? xliffPath, line: line, column: column), message)], changes: [])
        }
        let data: [UInt8]
        do {
            data = try RegularFile.read(xliffPath, limit: BundleEntry.defaultReadLimit)
        } catch {
            return Result(diagnostics: [Diagnostic(InputRules.Unreadable.description, at: Location(file: xliffPath), "cannot read the XLIFF file: \(error.message)")],
                          changes: [])
        }
        let files: [XLIFFImport.File]
        do {
            files = try XLIFFImport.read(data)
        } catch {
            return fail(error.message, line: error.line, column: error.column)
        }
        let reader: DirectoryBundleReader
        do {
            reader = try DirectoryBundleReader(path: directory)
        } catch {
            return Result(diagnostics: [Diagnostic(InputRules.Unreadable.description, at: Location(file: directory), "cannot read: \((error as? BundleReadError)?.message ?? "\(error)")")], changes: [])
        }
        let context = BundleContext(reader: reader, options: ValidationOptions())
        let app = AppLocalizations.load(context)

        // Check every unit first; group the good ones by language.
        var byLanguage: [(language: String, values: [(key: String, value: String)])] = []
        for file in files {
            guard let target = language ?? file.targetLanguage ?? languageOf(file.original) else {
                return fail("the XLIFF <file> has no target-language; name it with --missing LANG")
            }
            var values: [(key: String, value: String)] = []
            for unit in file.units {
                let location = Location(file: xliffPath, line: unit.line, column: unit.column)
                if !catalog.contains(unit.key), unit.key.isEmpty || LocalizableKeySuggestion.looksLikeSDKKey(unit.key, in: catalog) {
                    let suggestion = LocalizableKeySuggestion.closest(to: unit.key, in: catalog)
                    diagnostics.append(Diagnostic(LocalizableRules.UnknownKey.description, at: location,
                                                  "unknown key '\(unit.key)': the \(catalog.component) SDK has no such key\(Suggestions.didYouMean(suggestion))", suggestion: suggestion))
                    continue
                }
                let reference = FormatSpecifiers(catalog.defaultValue(of: unit.key) ?? unit.source)
                let translated = FormatSpecifiers(unit.target)
                if reference.arguments != translated.arguments {
                    diagnostics.append(Diagnostic(LocalizableRules.FormatMismatch.description, at: location,
                                                  "the '\(target)' text of '\(unit.key)' has format specifiers \(translated) but the source has \(reference)"))
                    continue
                }
                if unit.target.components(separatedBy: "**").count % 2 == 0 {
                    diagnostics.append(Diagnostic(LocalizableRules.UnbalancedMarkup.description, at: location,
                                                  "the '\(target)' text of '\(unit.key)' has an odd number of '**': the bold markup does not close"))
                }
                values.append((unit.key, unit.target))
            }
            if let index = byLanguage.firstIndex(where: { $0.language == target }) {
                byLanguage[index].values += values
            } else {
                byLanguage.append((target, values))
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
                    writes.append((path, bytes, FileChange(path: path, language: target, created: false, outcome: outcome)))
                } catch {
                    return fail(error.message, file: (directory as NSString).appendingPathComponent(path))
                }
            } else if app.tables(of: target).contains(where: { $0.format == .xcstrings }) {
                return fail("'\(target)' is translated in a String Catalog (Localizable.xcstrings); import the XLIFF with Xcode (Product > Import Localizations)")
            } else {
                let folder = app.tables.first(where: { $0.format == .strings }).map { ($0.path as NSString).deletingLastPathComponent }
                    .map { ($0 as NSString).deletingLastPathComponent } ?? ""
                let path = (folder.isEmpty ? "" : folder + "/") + "\(target).lproj/Localizable.strings"
                writes.append((path, StringsFileEditor.newFile(values: values),
                               FileChange(path: path, language: target, created: true, outcome: .init(replaced: [], added: values.map(\.key)))))
            }
        }
        var changes: [FileChange] = []
        for write in writes {
            do {
                try StringsFileEditor.writeAtomically(write.bytes, to: (directory as NSString).appendingPathComponent(write.path))
                changes.append(write.change)
            } catch {
                return Result(diagnostics: diagnostics + [Diagnostic(InputRules.UnreadableEntry.description, at: Location(file: write.path, container: directory), error.message)], changes: changes)
            }
        }
        return Result(diagnostics: diagnostics, changes: changes)
    }

    /// `es` from `es.lproj/Localizable.strings`.
    static func languageOf(_ original: String?) -> String? {
        guard let original else { return nil }
        return original.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }
}
