import Diagnostics
import ResourceBundle

/// The names that tie a bundle's files together: a text token (named in widget.xml, defined
/// by an `id` in every strings file) and a resource file (named in widget.xml, stored in
/// `resources/<N>dpi/`). Where each is written is read from the files' text as the editor
/// has it (the tolerant lexer: a file being typed still counts).
public enum BundleName: Equatable, Sendable {
    case token(String)
    case resource(String)
}

enum BundleNames {
    /// The name under the cursor and its bytes in the request's text; nil on anything else.
    static func name(at request: FeatureRequest) -> (BundleName, Range<Int>)? {
        guard UInt64(request.text.count) <= request.context.options.inputLimits.maxFileSize else { return nil }
        let cursor = CursorContext(request.text, offset: request.offset)
        switch BundleLayout.role(of: request.path) {
        case .views:
            switch ViewsReferences.reference(request, cursor) {
            case (.token(let id), let range)?: return (.token(id), range)
            case (.resource(let name), let range)?: return (.resource(name), range)
            case nil: return nil
            }
        case .translations:
            guard StringsFeatures.isTokenID(cursor), !cursor.word.isEmpty else { return nil }
            return (.token(cursor.lexer.value(cursor.word)), cursor.word)
        default:
            return nil
        }
    }

    /// Where `name` is defined (a token's `id` in each strings file, a resource's files: their
    /// start) and where widget.xml names it, each in file order.
    static func uses(of name: BundleName, in context: BundleContext) -> (
        definitions: [DefinitionTarget], references: [DefinitionTarget]
    ) {
        let index = FeatureIndex.of(context)
        var references: [DefinitionTarget] = []
        if let widget = context.files({ $0 == .views }).first, let text = text(of: widget, in: context) {
            let scan = ViewsAttributeScan(text)
            let lines = TextPositions(text)
            for value in scan.values {
                switch name {
                case .token(let id):
                    if scan.token(value, known: { index.tokens[$0] != nil }) == id {
                        references.append(target(widget.path, value.range, lines))
                    }
                case .resource(let file):
                    for item in scan.resources(value, known: { index.resources[$0] != nil }) where item.name == file {
                        references.append(target(widget.path, item.range, lines))
                    }
                }
            }
        }
        switch name {
        case .token(let id):
            return (tokenDefinitions(of: id, in: context), references)
        case .resource(let file):
            let files = (index.resources[file] ?? []).map { DefinitionTarget(path: $0.path, line: 1, column: 1) }
            return (files, references)
        }
    }

    /// Every `<token id="id">` of every strings file, the default language's first (a
    /// duplicate too: a rename must not leave it).
    static func tokenDefinitions(of id: String, in context: BundleContext) -> [DefinitionTarget] {
        var found: [DefinitionTarget] = []
        for file in stringsFiles(context) {
            guard let text = text(of: file, in: context) else { continue }
            let lexer = MarkupLexer(text)
            let lines = TextPositions(text)
            var position = 0
            while let tag = lexer.nextTag(from: position) {
                position = max(tag.range.upperBound, tag.range.lowerBound + 1)
                guard tag.kind == .start, lexer.text(tag.nameRange) == "token" else { continue }
                for attribute in lexer.attributes(of: tag) where lexer.text(attribute.nameRange) == "id" {
                    if let range = attribute.valueRange, lexer.value(range) == id {
                        found.append(target(file.path, range, lines))
                    }
                }
            }
        }
        return found
    }

    /// The strings files, the default language's first, then by language.
    static func stringsFiles(_ context: BundleContext) -> [BundleEntry] {
        context.files { if case .translations = $0 { true } else { false } }.map { entry in
            guard case .translations(let language) = BundleLayout.role(of: entry.path) else { return ("", entry) }
            return (language ?? "", entry)
        }.sorted { ($0.0, $0.1.path) < ($1.0, $1.1.path) }.map(\.1)
    }

    /// The `id`s of widget.xml's views and elements (an `X_alt` token may describe one).
    static func elementIDs(in context: BundleContext) -> Set<String> {
        guard let widget = context.files({ $0 == .views }).first, let text = text(of: widget, in: context) else {
            return []
        }
        let scan = ViewsAttributeScan(text)
        return Set(scan.values.filter { $0.attribute == "id" }.map { scan.lexer.value($0.range) })
    }

    /// A file's text as the editor shows it (UTF-16 converted); nil when it is past the
    /// input limits or unreadable.
    static func text(of entry: BundleEntry, in context: BundleContext) -> [UInt8]? {
        let limit = context.options.inputLimits.maxFileSize
        guard entry.size <= limit, let bytes = try? context.reader.read(entry, limit: limit) else { return nil }
        return DecodedText.convertingUTF16(bytes)
    }

    private static func target(_ path: String, _ range: Range<Int>, _ lines: TextPositions) -> DefinitionTarget {
        let line = lines.lineContaining(range.lowerBound)
        return DefinitionTarget(
            path: path, line: line + 1, column: range.lowerBound - lines.lineStarts[line] + 1, length: range.count)
    }
}
