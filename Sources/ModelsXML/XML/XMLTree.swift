import Diagnostics

/// A small located element tree, for formats small enough that a tree is simplest
/// (widget.xml, strings files, DocumentRules.xml). Built in the same single SAX pass.
public final class LocatedElement: @unchecked Sendable {  // frozen once `XMLTree.parse` returns it
    public let name: String
    public let attributes: [XMLAttribute]
    public let line: Int
    public let column: Int
    public internal(set) var children: [LocatedElement] = []
    public internal(set) var text: String = ""
    public internal(set) weak var parent: LocatedElement?
    /// On the root only: the text of every comment of the document, in order (a commented-out
    /// element is still evidence of what the file meant).
    public internal(set) var comments: [String] = []

    init(_ tag: XMLStartTag) {
        name = tag.name
        attributes = tag.attributes
        line = tag.line
        column = tag.column
    }

    public subscript(attribute name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    public func children(named name: String) -> [LocatedElement] {
        children.filter { $0.name == name }
    }
}

public enum XMLTree {
    /// The root element (nil when there is none), and the first parse problem. Without
    /// `keepingText` every element's `text` is empty: a caller that reads only names and
    /// attributes (a diff of views or document models) skips making Strings of the text,
    /// which in those files is mostly indentation.
    public static func parse(_ bytes: [UInt8], keepingText: Bool = true) -> (
        root: LocatedElement?, issue: XMLParseIssue?
    ) {
        build(keepingText: keepingText) { LocatedXMLParser.parse(bytes, handler: $0) }
    }

    /// The same of a text already decoded (see `LocatedXMLParser.parse(_:handler:)`).
    public static func parse(_ text: DecodedText, keepingText: Bool = true) -> (
        root: LocatedElement?, issue: XMLParseIssue?
    ) {
        build(keepingText: keepingText) { LocatedXMLParser.parse(text, handler: $0) }
    }

    private static func build(keepingText: Bool, _ parse: (TreeBuilder) -> XMLParseIssue?) -> (
        root: LocatedElement?, issue: XMLParseIssue?
    ) {
        let builder = TreeBuilder(keepingText: keepingText)
        let issue = parse(builder)
        builder.root?.comments = builder.comments
        return (builder.root, issue)
    }
}

private final class TreeBuilder: XMLContentHandler {
    var root: LocatedElement?
    var stack: [LocatedElement] = []
    var comments: [String] = []
    let keepingText: Bool
    var wantsComments: Bool { true }
    var wantsCharacters: Bool { keepingText }

    init(keepingText: Bool) {
        self.keepingText = keepingText
    }

    func comment(_ text: String, line: Int, column: Int?) {
        comments.append(text)
    }

    func startElement(_ tag: XMLStartTag) {
        let element = LocatedElement(tag)
        if let parent = stack.last {
            element.parent = parent
            parent.children.append(element)
        } else {
            root = element
        }
        stack.append(element)
    }

    func endElement(_ name: String) {
        _ = stack.popLast()
    }

    func characters(_ text: String) {
        stack.last?.text += text
    }
}
