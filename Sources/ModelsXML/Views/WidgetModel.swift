/// widget.xml (the `viewsContent`) as a typed, located model: the root's global styles, the
/// views, their elements, and every resource, text token and animation they name.
public struct WidgetModel: Sendable {
    public let root: XMLElement
    /// The root `version` (`1.3` document capture, `1.1` selfie capture).
    public let version: String?
    public let views: [WidgetView]

    public init(root: XMLElement) {
        self.root = root
        version = root[attribute: "version"]?.value
        views = root.children.filter { $0.name == "view" }.map(WidgetView.init)
    }

    /// Every element whose attributes are styles or references: the root and view children.
    public var styledElements: [XMLElement] {
        [root] + views.flatMap(\.elements)
    }

    /// Every `id` of a view or UI element (accessibility `X_alt` tokens may name them).
    public var elementIDs: Set<String> {
        Set(views.flatMap { view in [view.id].compactMap { $0 } + view.elements.compactMap { $0[attribute: "id"]?.value } })
    }

    /// Resource files named by the root and the elements, in document order; empty values
    /// ("none") are left out.
    public var resourceReferences: [ResourceReference] {
        var references: [ResourceReference] = []
        for element in styledElements {
            for attribute in element.attributes where !attribute.value.isEmpty {
                switch kind(of: attribute, on: element) {
                case .resource(let kind): references.append(ResourceReference(name: attribute.value, kind: kind, element: element.name, attribute: attribute))
                default: break
                }
            }
        }
        return references
    }

    /// Text tokens named by the elements, in document order.
    public var tokenReferences: [TokenReference] {
        var references: [TokenReference] = []
        for element in styledElements {
            for attribute in element.attributes where !attribute.value.isEmpty {
                if kind(of: attribute, on: element) == .textToken {
                    references.append(TokenReference(token: attribute.value, element: element.name, attribute: attribute))
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
    public func kind(of attribute: XMLAttribute, on element: XMLElement) -> AttributeKind? {
        let table = ViewsVocabulary.elements(version: version)
        // An attribute unknown on this element still has its usual kind when another element
        // or version knows it (a warning says it is unknown; the value is checked anyway).
        var kind = table[element.name]?[attribute.name] ?? ViewsVocabulary.union[element.name]?[attribute.name]
        if kind == nil, element !== root {
            kind = ViewsVocabulary.kindOfAnywhere(attribute.name)
        }
        if kind == .content {
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
    public let element: XMLElement
    public var id: String? { element[attribute: "id"]?.value }
    public var elements: [XMLElement] { element.children }

    init(_ element: XMLElement) {
        self.element = element
    }
}

/// A resource file an attribute names.
public struct ResourceReference: Sendable {
    public let name: String
    public let kind: ResourceKind
    public let element: String
    public let attribute: XMLAttribute
}

/// A text token an attribute names.
public struct TokenReference: Sendable {
    public let token: String
    public let element: String
    public let attribute: XMLAttribute
}

/// `<animation name_r="Prefix_000" name_d=... name_l="(mirror)" ext="png" start="00" end="35"/>`:
/// per direction, the files prefix + frame number zero-padded to the width of `start` + ext.
public struct FrameAnimation: Sendable {
    public static let mirror = "(mirror)"
    /// Direction attributes and the one `(mirror)` reuses.
    public static let directions: [(attribute: String, opposite: String)] = [
        ("name_r", "name_l"), ("name_l", "name_r"), ("name_u", "name_d"), ("name_d", "name_u"),
    ]

    public let element: XMLElement

    init(_ element: XMLElement) {
        self.element = element
    }

    public var ext: String? { element[attribute: "ext"]?.value }
    public var start: XMLAttribute? { element[attribute: "start"] }
    public var end: XMLAttribute? { element[attribute: "end"] }

    /// The frame numbers and their width, when `start` and `end` are digits with start <= end.
    public var frameRange: (numbers: ClosedRange<Int>, width: Int)? {
        guard let start = start?.value, let end = end?.value,
              !start.isEmpty, !end.isEmpty, start.allSatisfy(\.isASCIIDigit), end.allSatisfy(\.isASCIIDigit),
              let first = Int(start), let last = Int(end), first <= last else { return nil }
        return (first...last, start.count)
    }

    /// The file names of the frames of `prefix`.
    public func frameNames(prefix: String) -> [String] {
        guard let (numbers, width) = frameRange else { return [] }
        let suffix = ext.map { $0.isEmpty ? "" : "." + $0 } ?? ""
        return numbers.map { number in
            let digits = String(number)
            return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
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
