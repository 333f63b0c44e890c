import Diagnostics
import Foundation
import ModelsXML

/// The XLIFF route of a resources zip's own texts (`strings/strings*.xml`): one `<file>` per
/// language, the default file's tokens in its order with their text as `<source>`, the
/// language's text (when it has one) as a translated `<target>`, and where widget.xml shows
/// the token in a `<note>`.
public enum TranslationsXLIFF {
    /// The default file, and `language`'s file when the bundle has one.
    public static func files(_ context: BundleContext, language: String)
        -> (source: LoadedTranslations?, target: LoadedTranslations?)
    {
        let files = context.translationFiles()
        return (files.first { $0.file.language == nil }, files.first { $0.file.language == language })
    }

    /// The path idv-res writes `language` to: its existing file, or `strings/strings.LANG.xml`
    /// beside the default one.
    public static func path(of language: String, in context: BundleContext) -> String {
        let (source, target) = files(context, language: language)
        if let target { return target.path }
        let folder = source.map { ($0.path as NSString).deletingLastPathComponent } ?? "strings"
        return (folder as NSString).appendingPathComponent("strings.\(language).xml")
    }

    /// The units of `language`: every token of the default file (first occurrence).
    public static func units(_ context: BundleContext, language: String) -> [XLIFFExport.Unit] {
        let (source, target) = files(context, language: language)
        guard let source else { return [] }
        var current: [String: String] = [:]
        for token in target?.file.tokens ?? [] where current[token.id] == nil { current[token.id] = token.value }
        let places = usages(context)
        var seen = Set<String>()
        return source.file.tokens.filter { seen.insert($0.id).inserted }.map { token in
            var notes: [String] = []
            if let shown = places[token.id] {
                notes.append("Shown in widget.xml: " + shown.joined(separator: "; ") + ".")
            }
            if token.id.hasSuffix("_alt") { notes.append("Read by the screen reader (accessibility text).") }
            let text = current[token.id].flatMap { $0.isEmpty ? nil : $0 }
            return XLIFFExport.Unit(
                key: token.id, source: token.value, note: notes.isEmpty ? nil : notes.joined(separator: " "),
                target: text)
        }
    }

    /// Token -> `view 'V', element 'E' (text)` for every widget.xml element naming it.
    static func usages(_ context: BundleContext) -> [String: [String]] {
        guard let model = context.widgetModel() else { return [:] }
        var places: [String: [String]] = [:]
        func visit(_ element: LocatedElement, view: String?) {
            for attribute in element.attributes
            where !attribute.value.isEmpty && model.kind(of: attribute, on: element) == .textToken {
                var place = "view '\(view ?? "?")'"
                place +=
                    ", \(element.name)" + (element[attribute: "id"].map { " '\($0.value)'" } ?? "")
                    + " (\(attribute.name))"
                if !(places[attribute.value]?.contains(place) ?? false) {
                    places[attribute.value, default: []].append(place)
                }
            }
            for child in element.children { visit(child, view: view) }
        }
        for view in model.views { visit(view.element, view: view.id) }
        return places
    }
}

/// `strings ZIP|DIR --import FILE.xliff`: the translated units of the XLIFF's strings files
/// merged into the bundle's `strings/strings.LANG.xml`, byte for byte elsewhere; all checked
/// before anything is written.
public enum TranslationsXLIFFMerge {
    public struct FileChange: Sendable {
        public var path: String
        public var language: String
        public var created: Bool
        public var outcome: TranslationsXMLEditor.Outcome
        public var bytes: [UInt8]
        /// Each token added or replaced, with its old text, for `--dry-run`.
        public var keys: [XLIFFMerge.KeyChange]
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// The files to write, in the bundle's paths (empty when an error stopped it).
        public var changes: [FileChange]
    }

    public static func plan(xliffPath: String, context: BundleContext, options: XLIFFMerge.Options) -> Result {
        var diagnostics: [Diagnostic] = []
        let documents: [(path: String, files: [XLIFFImport.File])]
        switch XLIFFSources.documents(at: xliffPath) {
        case .success(let read): documents = read
        case .failure(.unreadable(let diagnostic)): return Result(diagnostics: [diagnostic], changes: [])
        case .failure(.malformed(let message, let location)):
            return Result(diagnostics: [Diagnostic(XMLRules.Malformed.description, at: location, message)], changes: [])
        }
        var byLanguage: [(language: String, values: [(id: String, value: String)])] = []
        let defaultFile = context.translationFiles().first { $0.file.language == nil }
        let known = Set(defaultFile?.file.tokens.map(\.id) ?? [])
        for (path, files) in documents {
            for file in files {
                let fileLocation = Location(file: path, line: file.line, column: file.column)
                let count = file.units.count + file.refused.count
                guard let original = file.original, case .translations = BundleLayout.role(of: original) else {
                    if count > 0 {
                        diagnostics.append(
                            Diagnostic(
                                XLIFFRules.OtherFile.description, at: fileLocation,
                                "\(count == 1 ? "1 translated unit" : "\(count) translated units") of '\(file.original ?? "(no original)")' not imported: a resources bundle takes only strings/strings*.xml"
                            ))
                    }
                    continue
                }
                guard let language = options.language ?? file.targetLanguage else {
                    diagnostics.append(
                        Diagnostic(
                            XMLRules.Malformed.description, at: fileLocation,
                            "the XLIFF <file> has no target-language; name it with --lang LANG"))
                    continue
                }
                for refused in file.refused {
                    diagnostics.append(
                        Diagnostic(
                            XLIFFRules.InlineMarkup.description,
                            at: Location(file: path, line: refused.line, column: refused.column),
                            "'\(refused.key)': \(refused.message)"))
                }
                var values: [(id: String, value: String)] = []
                for unit in file.units {
                    let location = Location(file: path, line: unit.line, column: unit.column)
                    if !known.isEmpty, !known.contains(unit.key) {
                        diagnostics.append(
                            Diagnostic(
                                XLIFFRules.UnknownToken.description, at: location,
                                "token '\(unit.key)' is not in the default strings file; not imported"))
                        continue
                    }
                    if FormatSpecifiers(unit.source).arguments != FormatSpecifiers(unit.target).arguments {
                        diagnostics.append(
                            Diagnostic(
                                LocalizableRules.FormatMismatch.description, at: location,
                                "the '\(language)' text of '\(unit.key)' has format specifiers \(FormatSpecifiers(unit.target)) but the source has \(FormatSpecifiers(unit.source))"
                            ))
                        continue
                    }
                    if unit.needsReview, !options.acceptNeedsReview {
                        diagnostics.append(
                            Diagnostic(
                                XLIFFRules.NeedsReview.description, at: location,
                                "'\(unit.key)' is in state '\(unit.state ?? "")': not imported (--accept-needs-review imports it)"
                            ))
                        continue
                    }
                    values.append((unit.key, unit.target))
                }
                if let index = byLanguage.firstIndex(where: { $0.language == language }) {
                    byLanguage[index].values += values
                } else {
                    byLanguage.append((language, values))
                }
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return Result(diagnostics: diagnostics, changes: [])
        }
        var changes: [FileChange] = []
        for (language, values) in byLanguage where !values.isEmpty {
            let path = TranslationsXLIFF.path(of: language, in: context)
            if let entry = context.reader.entry(at: path) {
                do {
                    let bytes = try context.reader.read(entry)
                    let current =
                        TranslationsXLIFF.files(context, language: language).target.map { loaded in
                            loaded.file.tokens.reduce(into: [String: String]()) {
                                if $0[$1.id] == nil { $0[$1.id] = $1.value }
                            }
                        } ?? [:]
                    let (edited, outcome) = try TranslationsXMLEditor.merge(bytes, current: current, values: values)
                    let touched = Set(outcome.added + outcome.replaced)
                    var seen = Set<String>()
                    let keys = values.filter { touched.contains($0.id) && seen.insert($0.id).inserted }
                        .map { XLIFFMerge.KeyChange(key: $0.id, old: current[$0.id], new: $0.value) }
                    if !outcome.isEmpty {
                        changes.append(
                            FileChange(
                                path: path, language: language, created: false, outcome: outcome, bytes: edited,
                                keys: keys))
                    }
                } catch {
                    return Result(
                        diagnostics: diagnostics + [
                            Diagnostic(
                                InputRules.UnreadableEntry.description, at: context.reader.location(of: path),
                                "\(error)")
                        ], changes: [])
                }
            } else {
                var seen = Set<String>()
                let unique = values.reversed().filter { seen.insert($0.id).inserted }.reversed()
                changes.append(
                    FileChange(
                        path: path, language: language, created: true,
                        outcome: .init(replaced: [], added: unique.map(\.id)),
                        bytes: TranslationsXMLEditor.newFile(values: Array(unique)),
                        keys: unique.map { XLIFFMerge.KeyChange(key: $0.id, old: nil, new: $0.value) }))
            }
        }
        return Result(diagnostics: diagnostics, changes: changes)
    }
}
