/// A comment of an XML document, located at its `<!--`.
public struct XMLComment: Sendable, Hashable {
    public var text: String
    public var line: Int
    /// nil when libxml2 gave no position.
    public var column: Int?

    public init(text: String, line: Int, column: Int?) {
        self.text = text
        self.line = line
        self.column = column
    }

    /// The line the comment ends on.
    public var endLine: Int { line + text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } }
}

/// Every comment of a document, read by the located parser (so the same refusals apply: no
/// DTD, no entities). Comments after a parse problem are not seen.
public enum XMLComments {
    public static func parse(_ bytes: [UInt8]) -> [XMLComment] {
        let collector = Collector()
        LocatedXMLParser.parse(bytes, handler: collector)
        return collector.comments
    }

    private final class Collector: XMLContentHandler {
        var comments: [XMLComment] = []
        var wantsCharacters: Bool { false }
        var wantsComments: Bool { true }

        func startElement(_ tag: XMLStartTag) {}
        func endElement(_ name: String) {}
        func comment(_ text: String, line: Int, column: Int?) {
            comments.append(XMLComment(text: text, line: line, column: column))
        }
    }
}
