import Diagnostics

/// The path to a value inside a JSON document, rendered the way Lottie tools name
/// properties: `layers[3].ks.o.k` (the document itself is `$`). A linked list, so a walk
/// extends a path without copying it and renders it only when it reports something.
public final class JSONPath: Sendable, CustomStringConvertible {
    enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    let parent: JSONPath?
    let component: Component?

    private init(parent: JSONPath?, component: Component?) {
        self.parent = parent
        self.component = component
    }

    public static let root = JSONPath(parent: nil, component: nil)

    public func key(_ key: String) -> JSONPath { JSONPath(parent: self, component: .key(key)) }
    public func index(_ index: Int) -> JSONPath { JSONPath(parent: self, component: .index(index)) }

    public var isRoot: Bool { component == nil }

    public var description: String {
        var components: [Component] = []
        var node: JSONPath? = self
        while let current = node, let component = current.component {
            components.append(component)
            node = current.parent
        }
        guard !components.isEmpty else { return "$" }
        var text = ""
        for component in components.reversed() {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key): text += text.isEmpty ? key : "." + key
            case .key(let key):
                text +=
                    "[\""
                    + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\"]"
            }
        }
        return text
    }

    /// Keys written bare (`ks.o`); anything else is bracketed (`["my key"]`).
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
                || byte == 0x24
        }
    }
}
