import Diagnostics

/// widget.xml (the `viewsContent`) as a typed, located model: the root's global styles, the
/// views, their elements, and every resource, text token and animation they name.
public struct WidgetModel: Sendable {
    public let root: LocatedElement
    /// The root `version` (`1.3` document capture, `1.1` selfie capture).
    public let version: String?
    public let views: [WidgetView]
    /// The vocabulary of `version`, looked up once rather than for every attribute.
    private let table: [String: [String: AttributeKind]]
    /// `kind(of:on:)` of every attribute of the root, the views and their elements, worked out
    /// once: the checker, the resource and the token references all ask for them.
    private let knownKinds: [ObjectIdentifier: [AttributeKind?]]

    public init(root: LocatedElement) {
        self.root = root
        let version = root[attribute: "version"]?.value
        self.version = version
        views = root.children.filter { $0.name == "view" }.map(WidgetView.init)
        let table = ViewsVocabulary.elements(version: version)
        self.table = table
        let elements = [root] + views.flatMap { [$0.element] + $0.elements }
        var kinds: [ObjectIdentifier: [AttributeKind?]] = [:]
        kinds.reserveCapacity(elements.count)
        for element in elements {
            kinds[ObjectIdentifier(element)] = element.attributes.map {
                Self.kind(of: $0, on: element, root: root, table: table)
            }
        }
        knownKinds = kinds
    }

    /// Every element whose attributes are styles or references: the root and view children.
    public var styledElements: [LocatedElement] {
        [root] + views.flatMap(\.elements)
    }

    /// Every `id` of a view or UI element (accessibility `X_alt` tokens may name them).
    public var elementIDs: Set<String> {
        Set(
            views.flatMap { view in
                [view.id].compactMap { $0 } + view.elements.compactMap { $0[attribute: "id"]?.value }
            })
    }

    /// `id`s of elements the file comments out (`<!-- <buttonImage id="buttonInfo" .../> -->`):
    /// switched off, not forgotten, so texts kept for them are not stale.
    public var commentedOutIDs: Set<String> {
        var ids: Set<String> = []
        for comment in root.comments { Self.commentedOutIDs(in: comment, into: &ids) }
        return ids
    }

    /// The `id="..."` values of one comment.
    static func commentedOutIDs(in comment: String, into ids: inout Set<String>) {
        guard comment.utf8.isAllASCII else {
            commentedOutIDs(inCharacters: comment, into: &ids)
            return
        }
        // ASCII: `i`, `d`, `=`, `"` are Characters of their own (only CR LF joins two bytes).
        let bytes = Array(comment.utf8)
        var index = 0
        while index + 4 <= bytes.count {
            guard bytes[index] == 0x69, bytes[index + 1] == 0x64, bytes[index + 2] == 0x3D, bytes[index + 3] == 0x22
            else {
                index += 1
                continue
            }
            let start = index + 4
            guard let close = bytes[start...].firstIndex(of: 0x22) else { return }
            ids.insert(String(decoding: bytes[start..<close], as: UTF8.self))
            index = close + 1
        }
    }

    /// `commentedOutIDs(in:into:)` Character by Character, for comments with non-ASCII text.
    static func commentedOutIDs(inCharacters comment: String, into ids: inout Set<String>) {
        var rest = Substring(comment)
        while let match = rest.firstRange(of: "id=\"") {
            rest = rest[match.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            ids.insert(String(rest[..<close]))
            rest = rest[rest.index(after: close)...]
        }
    }

    /// Resource files named by the root and the elements, in document order; empty values
    /// ("none") are left out. A comma-separated list (`value="a.mp4, b.mp4"` on a `<video>`
    /// that plays one of several) is split as the SDK splits it: one reference per file,
    /// trimmed, each located at its own column.
    public var resourceReferences: [ResourceReference] {
        var references: [ResourceReference] = []
        for element in styledElements {
            for (attribute, kind) in zip(element.attributes, kinds(of: element)) where !attribute.value.isEmpty {
                guard case .resource(let kind) = kind else { continue }
                let items = ResourceList.items(of: attribute)
                for item in items {
                    references.append(
                        ResourceReference(
                            name: item.name, kind: kind, element: element.name, attribute: attribute, line: item.line,
                            column: item.column, listPosition: items.count > 1 ? (item.index, items.count) : nil))
                }
            }
        }
        return references
    }

    /// Text tokens named by the elements, in document order.
    public var tokenReferences: [TokenReference] {
        var references: [TokenReference] = []
        for element in styledElements {
            for (attribute, kind) in zip(element.attributes, kinds(of: element)) where !attribute.value.isEmpty {
                if kind == .textToken {
                    references.append(
                        TokenReference(token: attribute.value, element: element.name, attribute: attribute))
                }
            }
        }
        return references
    }

    /// `<animation>` frame sequences.
    public var animations: [FrameAnimation] {
        views.flatMap(\.elements).filter { $0.name == "animation" }.map(FrameAnimation.init)
    }

    /// The kind the vocabulary of this file's version gives `attribute` on `element`, with
    /// `content` resolved by `content_type`; nil when the vocabulary does not know it.
    public func kind(of attribute: XMLAttribute, on element: LocatedElement) -> AttributeKind? {
        Self.kind(of: attribute, on: element, root: root, table: table)
    }

    /// `kind(of:on:)` of each of `element`'s attributes, in order.
    public func kinds(of element: LocatedElement) -> [AttributeKind?] {
        knownKinds[ObjectIdentifier(element)] ?? element.attributes.map { kind(of: $0, on: element) }
    }

    private static func kind(
        of attribute: XMLAttribute, on element: LocatedElement, root: LocatedElement,
        table: [String: [String: AttributeKind]]
    ) -> AttributeKind? {
        // An attribute unknown on this element still has its usual kind when another element
        // or version knows it (a warning says it is unknown; the value is checked anyway).
        var kind = table[element.name]?[attribute.name] ?? ViewsVocabulary.union[element.name]?[attribute.name]
        if kind == nil, element !== root {
            kind = ViewsVocabulary.kindOfAnywhere(attribute.name)
        }
        if case .content? = kind {
            switch element[attribute: "content_type"]?.value {
            case "TEXT_ID": return .textToken
            case "RESOURCE_ID": return .resource(.image)
            default: return .content
            }
        }
        return kind
    }
}

/// One `<view id="...">`: a screen.
public struct WidgetView: Sendable {
    public let element: LocatedElement
    public var id: String? { element[attribute: "id"]?.value }
    public var elements: [LocatedElement] { element.children }

    init(_ element: LocatedElement) {
        self.element = element
    }
}

/// A resource file an attribute names (one item of it when the value is a list).
public struct ResourceReference: Sendable {
    public let name: String
    public let kind: ResourceKind
    public let element: String
    public let attribute: XMLAttribute
    /// Where the file's name starts.
    public let line: Int
    public let column: Int
    /// Its 1-based position and the number of files, when the value is a list.
    public let listPosition: (index: Int, count: Int)?

    /// How a message names the attribute: `value on <video>`, `file 2 of 6 in value on <video>`.
    public var source: String {
        let place = "\(attribute.name) on <\(element)>"
        guard let (index, count) = listPosition else { return place }
        return "file \(index) of \(count) in \(place)"
    }
}

/// A resource attribute's comma-separated list of files (one file is a list of one).
public enum ResourceList {
    public struct Item: Sendable, Equatable {
        public let name: String
        public let index: Int
        public let line: Int
        public let column: Int
    }

    /// The non-empty, trimmed names of `attribute`'s value with their locations (UTF-8 byte
    /// columns counted on the value as written, line breaks included). A value written with
    /// references (`&amp;`) is split as the SDK gets it, located as if it had none.
    public static func items(of attribute: XMLAttribute) -> [Item] {
        if let source = attribute.sourceValue, !source.contains("&") {
            return items(in: source, from: attribute)
        }
        return items(in: attribute.value, from: attribute)
    }

    private static func items(in text: String, from attribute: XMLAttribute) -> [Item] {
        var items: [Item] = []
        var line = attribute.valueLine
        var column = attribute.valueColumn
        let utf8 = text.utf8
        // The name runs from its first byte that is not white space to its last one.
        var nameStart: (index: String.Index, line: Int, column: Int)?
        var nameEnd = utf8.startIndex
        func finish() {
            if let start = nameStart {
                items.append(
                    Item(
                        name: String(decoding: utf8[start.index..<nameEnd], as: UTF8.self), index: items.count + 1,
                        line: start.line, column: start.column))
            }
            nameStart = nil
        }
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte == UInt8(ascii: ",") {
                finish()
            } else if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                if nameStart == nil { nameStart = (index, line, column) }
                nameEnd = next
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = next
        }
        finish()
        return items
    }
}

/// A text token an attribute names.
public struct TokenReference: Sendable {
    public let token: String
    public let element: String
    public let attribute: XMLAttribute
}

extension ViewsVocabulary {
    /// The kind any element of any version gives an attribute name (for values of unknown
    /// attributes); nil when names disagree or nobody knows it.
    static func kindOfAnywhere(_ name: String) -> AttributeKind? {
        kindsByName[name] ?? nil
    }

    private static let kindsByName: [String: AttributeKind?] = {
        var kinds: [String: AttributeKind?] = [:]
        for (element, attributes) in union where element != rootName {
            for (name, kind) in attributes {
                if let existing = kinds[name] {
                    if existing != kind { kinds[name] = .some(nil) }
                } else {
                    kinds[name] = kind
                }
            }
        }
        return kinds
    }()
}
