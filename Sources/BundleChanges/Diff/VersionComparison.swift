import ModelsXML

/// What changed inside one Version of a document model, element by element, aligned by
/// `SiblingAlignment`: the Version's own attributes (path `""`), then each element changed,
/// removed or inserted, in the order of the two files. An element removed or inserted with
/// children brings each of them as a change of its own, so every element of a Version that
/// is not in the other side is listed once.
enum VersionComparison {
    static func changes(_ old: LocatedElement, _ new: LocatedElement) -> [ElementChange] {
        var changes: [ElementChange] = []
        let own = ElementComparison.attributeChanges(old, new)
        if !own.isEmpty {
            changes.append(
                ElementChange(
                    kind: .changed, path: "", name: new.name, oldLine: old.line, newLine: new.line, attributes: own))
        }
        children(old, new, path: "", into: &changes)
        return changes
    }

    /// The children of two matched elements.
    private static func children(
        _ old: LocatedElement, _ new: LocatedElement, path: String, into changes: inout [ElementChange]
    ) {
        let oldChildren = old.children
        let newChildren = new.children
        for step in SiblingAlignment.align(oldChildren, newChildren) {
            switch step {
            case .same(let i, let j):
                guard !oldChildren[i].children.isEmpty || !newChildren[j].children.isEmpty else { continue }
                children(oldChildren[i], newChildren[j], path: childPath(path, j, in: newChildren), into: &changes)
            case .changed(let i, let j):
                let at = childPath(path, j, in: newChildren)
                let before = oldChildren[i]
                let after = newChildren[j]
                changes.append(
                    ElementChange(
                        kind: .changed, path: at, name: after.name, oldLine: before.line, newLine: after.line,
                        attributes: ElementComparison.attributeChanges(before, after)))
                children(before, after, path: at, into: &changes)
            case .removed(let i):
                whole(.removed, oldChildren[i], path: childPath(path, i, in: oldChildren), into: &changes)
            case .inserted(let j):
                whole(.added, newChildren[j], path: childPath(path, j, in: newChildren), into: &changes)
            }
        }
    }

    /// An element and everything below it, each added or removed.
    private static func whole(
        _ kind: ChangeKind, _ element: LocatedElement, path: String, into changes: inout [ElementChange]
    ) {
        changes.append(ElementComparison.whole(kind, element, path: path))
        let children = element.children
        for index in children.indices {
            whole(kind, children[index], path: childPath(path, index, in: children), into: &changes)
        }
    }

    /// `Front/ML/matchIfValid`: each element by its name, `name#id` when it has an `id`
    /// (`field#DocumentNumber`), a block among same-named blocks by its place (`ML[2]`).
    static func childPath(_ path: String, _ index: Int, in siblings: [LocatedElement]) -> String {
        let segment = self.segment(index, in: siblings)
        return path.isEmpty ? segment : "\(path)/\(segment)"
    }

    static func segment(_ index: Int, in siblings: [LocatedElement]) -> String {
        let element = siblings[index]
        if let id = element[attribute: "id"]?.value { return "\(element.name)#\(id)" }
        guard !element.children.isEmpty else { return element.name }
        let isBlock = { (other: LocatedElement) in
            other.name == element.name && !other.children.isEmpty && other[attribute: "id"] == nil
        }
        guard siblings.filter(isBlock).count > 1 else { return element.name }
        return "\(element.name)[\(siblings[...index].filter(isBlock).count)]"
    }
}
