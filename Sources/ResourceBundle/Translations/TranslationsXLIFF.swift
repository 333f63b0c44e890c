import Diagnostics
import Foundation
import Localization
import ModelsXML

/// The XLIFF route of a resources zip's own texts (`strings/strings*.xml`): one `<file>` per
/// language, the default file's tokens in its order with their text as `<source>`, the
/// language's text (when it has one) as a translated `<target>`, and where widget.xml shows
/// the token in a `<note>`. A token `idv-res upgrade` gave the language in the default text
/// (`UntranslatedMark`), still that text, has no target: it is to translate.
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
        let folder = source.map { PathParts($0.path).folder } ?? "strings"
        return PathParts.joining(folder, "strings.\(language).xml")
    }

    /// The units of `language`: every token of the default file (first occurrence), then every
    /// token only other languages have (`strings` counts it missing in the default and in
    /// `language`), with the text of the first of them that has one as the source, said in a note.
    public static func units(_ context: BundleContext, language: String) -> [XLIFFExport.Unit] {
        let (source, target) = files(context, language: language)
        guard let source else { return [] }
        var current: [String: String] = [:]
        for token in target?.file.tokens ?? [] where current[token.id] == nil { current[token.id] = token.value }
        let marked = target?.file.untranslatedMarks ?? []
        let places = usages(context)
        var seen = Set<String>()
        func unit(_ id: String, source: String, sourceNote: String? = nil) -> XLIFFExport.Unit {
            var notes: [String] = sourceNote.map { [$0] } ?? []
            if let shown = places[id] {
                notes.append("Shown in widget.xml: " + shown.joined(separator: "; ") + ".")
            }
            if id.hasSuffix("_alt") { notes.append("Read by the screen reader (accessibility text).") }
            var text = current[id].flatMap { $0.isEmpty ? nil : $0 }
            if UntranslatedMark.isUntranslated(id, text: text, marks: marked, defaultText: source) {
                // Given the default text by `upgrade`, not translated since: no target yet.
                text = nil
                notes.insert("Not translated yet: idv-res upgrade gave it the default text.", at: 0)
            }
            return XLIFFExport.Unit(
                key: id, source: source, note: notes.isEmpty ? nil : notes.joined(separator: " "), target: text)
        }
        var units = source.file.tokens.filter { seen.insert($0.id).inserted }.map { unit($0.id, source: $0.value) }
        // Tokens of other languages only, in the order of the first file naming each.
        let others = context.translationFiles().filter { $0.file.language != nil && $0.file.language != language }
        var onlyElsewhere: [String] = []
        for file in others {
            for token in file.file.tokens where seen.insert(token.id).inserted { onlyElsewhere.append(token.id) }
        }
        for id in onlyElsewhere {
            let having = others.compactMap { file in
                file.file.tokens.first { $0.id == id }.map { (language: file.file.language ?? "", text: $0.value) }
            }
            let chosen = having.first { !$0.text.isEmpty } ?? having[0]
            let note =
                "Not in \(source.path) (the default): the source is the '\(chosen.language)' text"
                + (chosen.text.isEmpty ? ", which is empty." : ".")
            units.append(unit(id, source: chosen.text, sourceNote: note))
        }
        return units
    }

    /// Every token some strings file of the bundle has: the ids an XLIFF may name.
    static func knownTokens(_ context: BundleContext) -> Set<String> {
        Set(context.translationFiles().flatMap { $0.file.tokens.map(\.id) })
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

/// The import of an XLIFF into a resources bundle's `strings/strings.LANG.xml`: `XLIFFMerge`
/// with the strings-file target, byte for byte elsewhere; all checked before anything is
/// written. Files the units leave as they are are not listed.
public enum TranslationsXLIFFMerge {
    public typealias FileChange = XLIFFMerge.FileChange
    public typealias Result = XLIFFMerge.Result

    public static func plan(xliffPath: String, context: BundleContext, options: XLIFFMerge.Options) -> Result {
        let documents: [XLIFFMerge.Document]
        switch XLIFFSources.documents(at: xliffPath) {
        case .success(let read): documents = read
        case .failure(let unreadable): return Result(diagnostics: [unreadable.diagnostic], changes: [])
        }
        var result = XLIFFMerge.plan(documents, into: TranslationsXMLTarget(context: context), options: options)
        result.changes.removeAll { !$0.created && $0.outcome.isEmpty }
        return result
    }
}

/// The resources bundle's side of `XLIFFMerge`: units of `strings/strings*.xml` files go into
/// the language's file (edited in place, or created beside the default one); ids are checked
/// against the tokens of the bundle's strings files (the default's, and those only another
/// language has, which the export lists too).
struct TranslationsXMLTarget: XLIFFTarget {
    let context: BundleContext
    /// The strings files' tokens (empty: no default file, every id is taken).
    let known: Set<String>

    init(context: BundleContext) {
        self.context = context
        let hasDefault = context.translationFiles().contains { $0.file.language == nil }
        known = hasDefault ? TranslationsXLIFF.knownTokens(context) : []
    }

    func refusal(of original: String?) -> String? {
        if let original, case .translations = BundleLayout.role(of: original) { return nil }
        return "a resources bundle takes only strings/strings*.xml"
    }

    func unknownUnit(_ unit: XLIFFImport.Unit, at location: Location) -> Diagnostic? {
        XLIFFRules.UnknownToken.check(unit, known: known, at: location)
    }

    func merge(language: String, values: [(key: String, value: String)])
        -> Swift.Result<XLIFFTargetEdit, XLIFFTargetRefusal>
    {
        let path = TranslationsXLIFF.path(of: language, in: context)
        let tokens = values.map { (id: $0.key, value: $0.value) }
        guard let entry = context.reader.entry(at: path) else {
            return .success(
                XLIFFTargetEdit(
                    path: path, created: true, bytes: TranslationsXMLEditor.newFile(values: tokens),
                    outcome: MergeOutcome(replaced: [], added: values.map(\.key)), old: [:]))
        }
        do {
            let bytes = try context.reader.read(entry)
            // The SDK reads a token's first occurrence.
            let current =
                TranslationsXLIFF.files(context, language: language).target.map { loaded in
                    loaded.file.tokens.reduce(into: [String: String]()) { if $0[$1.id] == nil { $0[$1.id] = $1.value } }
                } ?? [:]
            let (edited, outcome) = try TranslationsXMLEditor.merge(bytes, current: current, values: tokens)
            return .success(XLIFFTargetEdit(path: path, created: false, bytes: edited, outcome: outcome, old: current))
        } catch {
            return .failure(
                XLIFFTargetRefusal(
                    InputRules.UnreadableEntry.finding(at: context.reader.location(of: path), error: error)))
        }
    }
}
