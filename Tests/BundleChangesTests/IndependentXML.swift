import Foundation
import TestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element tree read with Foundation's XMLParser: the tests' own reading of the XML,
/// independent of the library's libxml2 SAX parser and its located trees.
final class PlainElement {
    let name: String
    let attributes: [String: String]
    var children: [PlainElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Children with their keys: `id`, a repeated id `id#n`, else `name[n]` among same-named
    /// siblings without an id (the matching the issue describes).
    var keyedChildren: [(String, PlainElement)] {
        var counts: [String: Int] = [:]
        return children.map { child in
            let base = child.attributes["id"] ?? "\(child.name)[]"
            let count = counts[base, default: 0] + 1
            counts[base] = count
            if base.hasSuffix("[]") { return ("\(child.name)[\(count)]", child) }
            return (count == 1 ? base : "\(base)#\(count)", child)
        }
    }

    static func parse(_ data: Data) -> PlainElement? {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse() else { return nil }
        return builder.root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: PlainElement?
        var stack: [PlainElement] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = PlainElement(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

/// What changed between two unpacked trees, listed by the test itself: files by bytes,
/// tokens per language, attributes and elements per view, Versions per model file.
struct IndependentListing {
    var files: Set<String> = []
    var tokens: Set<String> = []
    var viewChanges: Set<String> = []
    var versions: Set<String> = []

    init(old: URL, new: URL) {
        let before = readTree(old)
        let after = readTree(new)
        for path in Set(before.keys).union(after.keys) where before[path] != after[path] {
            files.insert(path)
            if path.hasPrefix("strings/"), path.hasSuffix(".xml") { compareTokens(path, before[path], after[path]) }
            if path == "widget.xml", let b = before[path], let a = after[path] { compareViews(b, a) }
            if path.hasPrefix("documents/"), path != "documents/DocumentRules.xml", let b = before[path],
                let a = after[path]
            {
                compareVersions(path, b, a)
            }
        }
    }

    static func language(_ path: String) -> String {
        let stem = String(path.dropFirst("strings/".count).dropLast(4))
        return stem == "strings" ? "default" : String(stem.dropFirst(8))
    }

    mutating func compareTokens(_ path: String, _ before: Data?, _ after: Data?) {
        guard let before, let after else { return }  // a language added or removed: the file says it
        func table(_ data: Data) -> [String: String] {
            var table: [String: String] = [:]
            for token in PlainElement.parse(data)?.children ?? [] where token.name == "token" {
                if let id = token.attributes["id"], table[id] == nil { table[id] = token.text }
            }
            return table
        }
        let old = table(before)
        let new = table(after)
        let language = Self.language(path)
        for (id, text) in new where old[id] != text {
            tokens.insert("\(language) \(old[id] == nil ? "added" : "changed") \(id)")
        }
        for id in old.keys where new[id] == nil { tokens.insert("\(language) removed \(id)") }
    }

    mutating func compareViews(_ before: Data, _ after: Data) {
        guard let old = PlainElement.parse(before), let new = PlainElement.parse(after) else { return }
        for (name, value) in new.attributes where old.attributes[name] != value {
            viewChanges.insert("(root) | \(name): \(old.attributes[name] ?? "-") -> \(value)")
        }
        for (name, value) in old.attributes where new.attributes[name] == nil {
            viewChanges.insert("(root) | \(name): \(value) -> -")
        }
        let oldViews = Dictionary(old.keyedChildren, uniquingKeysWith: { a, _ in a })
        let newViews = Dictionary(new.keyedChildren, uniquingKeysWith: { a, _ in a })
        for (key, view) in newViews {
            guard let before = oldViews[key] else {
                viewChanges.insert("\(key) added")
                continue
            }
            compareElements(before, view, view: key, path: "")
        }
        for key in oldViews.keys where newViews[key] == nil { viewChanges.insert("\(key) removed") }
    }

    mutating func compareElements(_ old: PlainElement, _ new: PlainElement, view: String, path: String) {
        for (name, value) in new.attributes where old.attributes[name] != value {
            viewChanges.insert("\(view) \(path) | \(name): \(old.attributes[name] ?? "-") -> \(value)")
        }
        for (name, value) in old.attributes where new.attributes[name] == nil {
            viewChanges.insert("\(view) \(path) | \(name): \(value) -> -")
        }
        let oldChildren = Dictionary(old.keyedChildren, uniquingKeysWith: { a, _ in a })
        let newChildren = Dictionary(new.keyedChildren, uniquingKeysWith: { a, _ in a })
        for (key, child) in newChildren {
            let childPath = path.isEmpty ? key : "\(path)/\(key)"
            if let before = oldChildren[key] {
                compareElements(before, child, view: view, path: childPath)
            } else {
                viewChanges.insert("\(view) \(childPath) added")
            }
        }
        for key in oldChildren.keys where newChildren[key] == nil {
            viewChanges.insert("\(view) \(path.isEmpty ? key : "\(path)/\(key)") removed")
        }
    }

    mutating func compareVersions(_ path: String, _ before: Data, _ after: Data) {
        func versions(_ data: Data) -> [String: PlainElement] {
            var table: [String: PlainElement] = [:]
            func walk(_ element: PlainElement, _ prefix: String) {
                for (key, child) in element.keyedChildren {
                    let full = prefix.isEmpty ? key : "\(prefix)/\(key)"
                    if child.name == "Version" { table[full] = child } else { walk(child, full) }
                }
            }
            if let root = PlainElement.parse(data) { walk(root, "") }
            return table
        }
        let old = versions(before)
        let new = versions(after)
        for (key, version) in new {
            if let was = old[key] {
                if !Self.same(was, version) { self.versions.insert("\(path) changed \(key)") }
            } else {
                self.versions.insert("\(path) added \(key)")
            }
        }
        for key in old.keys where new[key] == nil { self.versions.insert("\(path) removed \(key)") }
    }

    /// Same attributes, same children by key (text apart): what the diff compares.
    static func same(_ a: PlainElement, _ b: PlainElement) -> Bool {
        guard a.attributes == b.attributes else { return false }
        let left = Dictionary(a.keyedChildren, uniquingKeysWith: { x, _ in x })
        let right = Dictionary(b.keyedChildren, uniquingKeysWith: { x, _ in x })
        guard Set(left.keys) == Set(right.keys) else { return false }
        return left.allSatisfy { key, child in same(child, right[key]!) }
    }
}
