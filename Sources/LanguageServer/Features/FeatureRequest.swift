import Diagnostics
import ResourceBundle

/// What completion, hover and go-to-definition are asked about: one file of a bundle as the
/// editor holds it, and the cursor in it. The server (the protocol side) builds it; the
/// features never see the protocol's JSON or its UTF-16 positions, only byte offsets.
public struct FeatureRequest {
    /// The bundle as the editor has it: open documents over the files on disk.
    public var context: BundleContext
    /// The file's path inside the bundle (`widget.xml`, `strings/strings.de.xml`,
    /// `documents/DocumentDL_All.xml`).
    public var path: String
    /// The file's text as the editor holds it (it may differ from the bundle's copy).
    public var text: [UInt8]
    /// The cursor, as a byte offset into `text`.
    public var offset: Int
    /// The findings of this file as last published (hover on a finding explains its rule).
    public var findings: [Diagnostic]

    public init(context: BundleContext, path: String, text: [UInt8], offset: Int, findings: [Diagnostic] = []) {
        self.context = context
        self.path = path
        self.text = text
        self.offset = offset
        self.findings = findings
    }
}

/// One completion the editor may offer.
public struct CompletionCandidate: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case element, attribute, value, colour, token, file, instruction, variable
    }
    public var label: String
    public var kind: Kind
    /// One line beside the label (a token's default text, a resource's densities).
    public var detail: String?
    /// Markdown shown when the candidate is selected.
    public var documentation: String?
    /// The text to insert when it differs from `label` (`name="…"` for an attribute).
    public var insertText: String?
    /// Where the cursor goes in `insertText` (a byte offset: between an attribute's quotes),
    /// for an editor that places it (snippets); nil: after the text.
    public var caret: Int?
    /// What the editor matches the typed text against, when the replaced range holds more
    /// than the label (an element name's `<`); nil: the label.
    public var filterText: String?
    /// The bytes of the request's text the insertion replaces (the word typed so far); nil:
    /// insert at the cursor.
    public var replacing: Range<Int>?

    public init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String? = nil,
        caret: Int? = nil, filterText: String? = nil, replacing: Range<Int>? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.caret = caret
        self.filterText = filterText
        self.replacing = replacing
    }

    /// An attribute inserted as `name=""`, the cursor between the quotes where the editor
    /// can place it.
    static func attribute(
        _ name: String, detail: String?, documentation: String? = nil, withValue: Bool, replacing: Range<Int>
    ) -> CompletionCandidate {
        CompletionCandidate(
            label: name, kind: .attribute, detail: detail, documentation: documentation,
            insertText: withValue ? "\(name)=\"\"" : nil, caret: withValue ? name.utf8.count + 2 : nil,
            replacing: replacing)
    }
}

/// What hovering at the cursor shows.
public struct HoverText: Equatable, Sendable {
    /// Markdown; everything taken from the bundle in it is escaped.
    public var markdown: String
    /// The bytes of the request's text the hover is about (the word under the cursor).
    public var range: Range<Int>?

    public init(markdown: String, range: Range<Int>? = nil) {
        self.markdown = markdown
        self.range = range
    }
}

/// A place in a file of the bundle: a line and byte column from 1 (as `Location`), and the
/// bytes it covers on that line (0: a point, the start of a resource file); the server turns
/// the bundle path into the file's URI and the place into the editor's positions. A
/// definition, a reference, the name a rename replaces.
public struct DefinitionTarget: Equatable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var length: Int

    public init(path: String, line: Int, column: Int, length: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
        self.length = length
    }
}
