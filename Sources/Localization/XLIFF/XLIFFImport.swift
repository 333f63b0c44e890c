import Diagnostics
import ModelsXML

/// Reads units back from an XLIFF 1.2 file (ours, Xcode's, or a translation tool's): every
/// `<trans-unit>` with a non-empty `<target>`, with its `<file original>` and `state`.
/// Inline elements keep their text; one that carries no text (`<x/>` without `equiv-text`)
/// makes the unit unreadable instead of silently shortening it.
public enum XLIFFImport {
    public struct Unit: Sendable, Hashable {
        public var key: String
        public var source: String
        public var target: String
        /// `<target state>`: nil, `final`, `translated`, `needs-review-translation`...
        public var state: String?
        /// Where the `<target>` is, for findings.
        public var line: Int
        public var column: Int

        /// `new` and `needs-*`: a translator or a tool says the text is not ready.
        public var needsReview: Bool {
            guard let state else { return false }
            return state == "new" || state.hasPrefix("needs-")
        }
    }

    /// A unit whose target cannot be written as plain text, located at the inline element.
    public struct RefusedUnit: Sendable, Hashable {
        public var key: String
        public var message: String
        public var line: Int
        public var column: Int
    }

    public struct File: Sendable {
        /// `es.lproj/Localizable.strings`, `MyApp/en.lproj/InfoPlist.strings`, when named.
        public var original: String?
        public var targetLanguage: String?
        public var line: Int
        public var column: Int
        public var units: [Unit]
        public var refused: [RefusedUnit]
        /// Units of the file with no target (or an empty one): nothing to import.
        public var untranslated: Int
    }

    public struct ReadError: Error, Sendable {
        public var message: String
        public var line: Int?
        public var column: Int?
    }

    public static func read(_ bytes: [UInt8]) throws(ReadError) -> [File] {
        let builder = MixedTreeBuilder()
        if let issue = LocatedXMLParser.parse(bytes, handler: builder) {
            throw ReadError(message: "malformed XLIFF: \(issue.message)", line: issue.line, column: issue.column)
        }
        guard let root = builder.root, root.localName == "xliff" else {
            throw ReadError(
                message: "not an XLIFF file: the root element is not <xliff>", line: builder.root?.line,
                column: builder.root?.column)
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw ReadError(
                message: "XLIFF \(version) is not supported; export XLIFF 1.2 (Xcode's format)",
                line: root.line, column: root.column)
        }
        return root.elements.filter { $0.localName == "file" }.map { file in
            var result = File(
                original: file.attribute("original"), targetLanguage: file.attribute("target-language"),
                line: file.line, column: file.column, units: [], refused: [], untranslated: 0)
            collectUnits(in: file, into: &result)
            return result
        }
    }

    private static func collectUnits(in element: MixedNode, into file: inout File) {
        for child in element.elements {
            guard child.localName == "trans-unit" else {
                collectUnits(in: child, into: &file)  // <body>, <group>
                continue
            }
            let key = child.attribute("resname") ?? child.attribute("id") ?? ""
            guard let target = child.elements.first(where: { $0.localName == "target" }) else {
                file.untranslated += 1
                continue
            }
            do {
                let text = try plainText(of: target)
                guard !text.isEmpty else {
                    file.untranslated += 1
                    continue
                }
                let source = (try? child.elements.first { $0.localName == "source" }.map(plainText)) ?? nil
                file.units.append(
                    Unit(
                        key: key, source: source ?? "", target: text, state: target.attribute("state"),
                        line: target.line, column: target.column))
            } catch {
                file.refused.append(
                    RefusedUnit(
                        key: key, message: error.message, line: error.line ?? target.line,
                        column: error.column ?? target.column))
            }
        }
    }

    /// The text of a `<source>`/`<target>` with its inline elements: `g` and `mrk` are
    /// annotations around text; `ph`, `it`, `bx`, `ex` hold the native code they protect
    /// (`%@`, `**`); an empty one, or `x`, is read from `equiv-text`.
    static func plainText(of element: MixedNode) throws(ReadError) -> String {
        var text = ""
        for content in element.contents {
            switch content {
            case .text(let piece):
                text += piece
            case .element(let inline):
                switch inline.localName {
                case "g", "mrk", "sub":
                    text += try plainText(of: inline)
                case "ph", "it", "bx", "ex", "x":
                    if !inline.contents.isEmpty {
                        text += try plainText(of: inline)
                    } else if let equivalent = inline.attribute("equiv-text") {
                        text += equivalent
                    } else {
                        throw ReadError(
                            message: "<\(inline.name)\(inline.attribute("id").map { " id=\"\($0)\"" } ?? "")/> "
                                + "stands for code the XLIFF does not hold (no content, no equiv-text); "
                                + "a .strings value cannot represent it", line: inline.line, column: inline.column)
                    }
                default:
                    throw ReadError(
                        message: "<\(inline.name)> is not an XLIFF 1.2 inline element; "
                            + "the unit cannot be imported as text", line: inline.line, column: inline.column)
                }
            }
        }
        return text
    }
}

/// An element with its text and child elements in document order (XMLTree concatenates
/// text and so cannot tell `Délai <g>dépassé</g>` from `Délai`).
final class MixedNode {
    enum Content {
        case text(String)
        case element(MixedNode)
    }

    let name: String
    let attributes: [XMLAttribute]
    let line: Int
    let column: Int
    var contents: [Content] = []

    init(_ tag: XMLStartTag) {
        name = tag.name
        attributes = tag.attributes
        line = tag.line
        column = tag.column
    }

    var localName: String { name.split(separator: ":").last.map(String.init) ?? name }

    var elements: [MixedNode] {
        contents.compactMap { if case .element(let node) = $0 { node } else { nil } }
    }

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

final class MixedTreeBuilder: XMLContentHandler {
    var root: MixedNode?
    private var stack: [MixedNode] = []

    func startElement(_ tag: XMLStartTag) {
        let node = MixedNode(tag)
        if let parent = stack.last { parent.contents.append(.element(node)) } else { root = node }
        stack.append(node)
    }

    func endElement(_ name: String) {
        _ = stack.popLast()
    }

    func characters(_ text: String) {
        guard let node = stack.last else { return }
        if case .text(let previous)? = node.contents.last {
            node.contents[node.contents.count - 1] = .text(previous + text)
        } else {
            node.contents.append(.text(text))
        }
    }
}
