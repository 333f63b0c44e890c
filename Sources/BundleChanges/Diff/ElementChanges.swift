import ModelsXML

/// Added, removed or changed: what happened to one unit between two bundles.
public enum ChangeKind: String, Sendable, Hashable {
    case added, removed, changed
}

/// One attribute that differs: absent on one side when added or removed.
public struct AttributeChange: Sendable, Hashable {
    public var name: String
    public var old: String?
    public var new: String?
    /// Lines of the values in the old and new files.
    public var oldLine: Int?
    public var newLine: Int?
}

/// One element added, removed, or with attributes changed. `path` names it inside its view
/// or Version: its `id`, or `name[n]` (the n-th same-named sibling without an id), joined by `/`.
public struct ElementChange: Sendable, Hashable {
    public var kind: ChangeKind
    public var path: String
    /// The element's tag (`button`).
    public var name: String
    public var oldLine: Int?
    public var newLine: Int?
    /// The attributes changed; for an added or removed element, all of its attributes.
    public var attributes: [AttributeChange]
}

/// How elements are matched between two trees: by `id` among siblings, else by position
/// among same-named siblings without one. The merge matches units by the same keys.
public enum ElementKeys {
    /// Each child with its key (`buttonNext`, `region[2]`, a repeated id `x#2`), in order.
    public static func keyed(_ children: [LocatedElement], skipping skip: (LocatedElement) -> Bool = { _ in false })
        -> [(key: String, element: LocatedElement)]
    {
        var seen: [String: Int] = [:]
        var result: [(key: String, element: LocatedElement)] = []
        for child in children where !skip(child) {
            let base = child[attribute: "id"].map(\.value) ?? "\(child.name)[]"
            let count = seen[base, default: 0] + 1
            seen[base] = count
            let key: String
            if base.hasSuffix("[]") {
                key = "\(child.name)[\(count)]"
            } else {
                key = count == 1 ? base : "\(base)#\(count)"
            }
            result.append((key, child))
        }
        return result
    }

    /// The key `keyed` gives `children[index]` (not skipped), counting only the siblings before it.
    static func key(of index: Int, in children: [LocatedElement], skipping skip: (LocatedElement) -> Bool) -> String {
        let child = children[index]
        let base = child[attribute: "id"].map(\.value) ?? "\(child.name)[]"
        var count = 0
        for sibling in children[...index] where !skip(sibling) {
            if (sibling[attribute: "id"].map(\.value) ?? "\(sibling.name)[]") == base { count += 1 }
        }
        if base.hasSuffix("[]") { return "\(child.name)[\(count)]" }
        return count == 1 ? base : "\(base)#\(count)"
    }

    /// The same attribute names and values, in the same order (locations apart).
    public static func sameAttributes(_ a: LocatedElement, _ b: LocatedElement) -> Bool {
        a.attributes.count == b.attributes.count
            && zip(a.attributes, b.attributes).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// The attributes of `element` as `name -> attribute`, the first of a repeated name.
    public static func attributes(_ element: LocatedElement) -> [String: XMLAttribute] {
        var table: [String: XMLAttribute] = [:]
        for attribute in element.attributes where table[attribute.name] == nil { table[attribute.name] = attribute }
        return table
    }
}

enum ElementComparison {
    /// The attributes that differ between two matched elements, in the new element's order
    /// then the removed ones.
    static func attributeChanges(_ old: LocatedElement, _ new: LocatedElement) -> [AttributeChange] {
        // Most elements are unchanged: the same names and values in the same order, no tables.
        if ElementKeys.sameAttributes(old, new) { return [] }
        let oldTable = ElementKeys.attributes(old)
        let newTable = ElementKeys.attributes(new)
        var changes: [AttributeChange] = []
        for attribute in new.attributes where newTable[attribute.name] == attribute {
            let before = oldTable[attribute.name]
            guard before?.value != attribute.value else { continue }
            changes.append(
                AttributeChange(
                    name: attribute.name, old: before?.value, new: attribute.value, oldLine: before?.valueLine,
                    newLine: attribute.valueLine))
        }
        for attribute in old.attributes where oldTable[attribute.name] == attribute && newTable[attribute.name] == nil {
            changes.append(
                AttributeChange(
                    name: attribute.name, old: attribute.value, new: nil, oldLine: attribute.valueLine, newLine: nil))
        }
        return changes
    }

    /// Every element change below two matched elements (their own attributes under `path`).
    static func compare(
        _ old: LocatedElement, _ new: LocatedElement, path: String,
        skipping skip: (LocatedElement) -> Bool = { _ in false }, into changes: inout [ElementChange]
    ) {
        compare(old, new, path: { path }, skipping: skip, into: &changes)
    }

    /// `path` is made only when something below changed: most elements of a changed file are
    /// unchanged, and their paths (string joins, sibling counts) were most of a diff's time.
    static func compare(
        _ old: LocatedElement, _ new: LocatedElement, path: () -> String,
        skipping skip: (LocatedElement) -> Bool, into changes: inout [ElementChange]
    ) {
        let attributes = attributeChanges(old, new)
        if !attributes.isEmpty {
            changes.append(
                ElementChange(
                    kind: .changed, path: path(), name: new.name, oldLine: old.line, newLine: new.line,
                    attributes: attributes))
        }
        compareChildren(old, new, path: path, skipping: skip, into: &changes)
    }

    static func childPath(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path)/\(key)"
    }

    /// The children of two matched elements: matched by key, added, removed.
    static func compareChildren(
        _ old: LocatedElement, _ new: LocatedElement, path: () -> String,
        skipping skip: (LocatedElement) -> Bool, into changes: inout [ElementChange]
    ) {
        let oldChildren = old.children
        let newChildren = new.children
        if sameShape(oldChildren, newChildren, skipping: skip) {
            // The same names and ids in the same order: `keyed` would give both sides the same
            // keys, so the n-th child matches the n-th; its key is made only for a change.
            for index in newChildren.indices where !skip(newChildren[index]) {
                compare(
                    oldChildren[index], newChildren[index],
                    path: { childPath(path(), ElementKeys.key(of: index, in: newChildren, skipping: skip)) },
                    skipping: skip, into: &changes)
            }
            return
        }
        let parentPath = path()
        let oldKeyed = ElementKeys.keyed(oldChildren, skipping: skip)
        let newKeyed = ElementKeys.keyed(newChildren, skipping: skip)
        let oldByKey = Dictionary(oldKeyed.map { ($0.key, $0.element) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(newKeyed.map(\.key))
        for (key, element) in newKeyed {
            let childPath = childPath(parentPath, key)
            if let before = oldByKey[key] {
                compare(before, element, path: { childPath }, skipping: skip, into: &changes)
            } else {
                changes.append(whole(.added, element, path: childPath))
            }
        }
        for (key, element) in oldKeyed where !newKeys.contains(key) {
            changes.append(whole(.removed, element, path: childPath(parentPath, key)))
        }
    }

    /// Same length, and each pair of children has the same name, the same `id` (or none), and
    /// is skipped on both sides or neither.
    static func sameShape(
        _ old: [LocatedElement], _ new: [LocatedElement], skipping skip: (LocatedElement) -> Bool
    ) -> Bool {
        guard old.count == new.count else { return false }
        for (a, b) in zip(old, new) {
            guard a.name == b.name, a[attribute: "id"]?.value == b[attribute: "id"]?.value, skip(a) == skip(b) else {
                return false
            }
        }
        return true
    }

    /// An element added or removed, with all of its attributes.
    static func whole(_ kind: ChangeKind, _ element: LocatedElement, path: String) -> ElementChange {
        let attributes = element.attributes.map { attribute in
            kind == .added
                ? AttributeChange(
                    name: attribute.name, old: nil, new: attribute.value, oldLine: nil, newLine: attribute.valueLine)
                : AttributeChange(
                    name: attribute.name, old: attribute.value, new: nil, oldLine: attribute.valueLine, newLine: nil)
        }
        return ElementChange(
            kind: kind, path: path, name: element.name, oldLine: kind == .removed ? element.line : nil,
            newLine: kind == .added ? element.line : nil, attributes: attributes)
    }
}
