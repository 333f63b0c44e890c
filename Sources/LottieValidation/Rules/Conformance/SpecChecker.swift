import Diagnostics

/// One way a document departs from the lottie-spec 1.0 schema.
struct SpecIssue {
    enum Kind { case required, type, value }
    var kind: Kind
    var line: Int
    var column: Int
    var path: JSONPath
    var message: String
    /// A property without `a` (the mark of an old exporter): `OldExport` counts the
    /// findings in such properties.
    var lacksAnimatedFlag = false
}

/// The primitive checks of the lottie-spec mirror (JSON Schema's `type`, `required`,
/// `enum`/`const`, `minimum`...). The schema's definitions, one function each, are in the
/// extensions beside this file. Issues accumulate; `trial` runs a branch of a `oneOf`
/// and takes its issues back.
struct SpecChecker {
    var issues: [SpecIssue] = []
    /// Shapes still to check: groups nest shapes in shapes, and a worklist (not recursion)
    /// keeps any depth of nesting off the stack.
    var pendingShapes: [(JSONNode, JSONPath)] = []
    /// The layer, shape or asset being checked and the branch of the schema's `oneOf` its
    /// `ty` (or its `layers`) selects. The schema's own report may blame another branch
    /// ("'sw' is a required property" for a precomposition layer); ours names this one.
    /// Kept as a case and rendered only for a message: most objects conform.
    var branch: (path: JSONPath, kind: Branch)?

    enum Branch {
        case layer(Int)
        case shape(String)
        case imageAsset, precomposition

        var name: String {
            switch self {
            case .layer(let ty): "\(SpecChecker.layerNames[ty]) layer by its 'ty' \(ty)"
            case .shape(let ty): "\(SpecChecker.shapeNames[ty] ?? "a shape") by its 'ty' \"\(ty)\""
            case .imageAsset: "an image asset: it has no 'layers'"
            case .precomposition: "a precomposition: it has 'layers'"
            }
        }
    }

    /// Paths are autoclosures here and in the helpers below: most values conform, and a
    /// path is built only for a value that does not.
    mutating func fail(
        _ kind: SpecIssue.Kind, _ node: JSONNode, _ path: @autoclosure () -> JSONPath,
        _ message: @autoclosure () -> String
    ) {
        let at = path()
        var text = message()
        if let branch, branch.path !== at { text += " (in \(branch.path), \(branch.kind.name))" }
        issues.append(SpecIssue(kind: kind, line: node.line, column: node.column, path: at, message: text))
    }

    /// Runs `body` with `branch` naming the object at `path`, then restores the outer one.
    mutating func within(_ path: JSONPath, _ kind: Branch, _ body: (inout SpecChecker) -> Void) {
        let outer = branch
        branch = (path, kind)
        body(&self)
        branch = outer
    }

    /// Runs `body` and returns the issues it found, leaving `issues` as it was. Shapes
    /// the branch queued are checked inside it: a precomposition's layers hold shapes.
    mutating func trial(_ body: (inout SpecChecker) -> Void) -> [SpecIssue] {
        let start = issues.count
        let pendingStart = pendingShapes.count
        body(&self)
        drainShapes(above: pendingStart)
        let found = Array(issues[start...])
        issues.removeSubrange(start...)
        return found
    }

    /// Checks queued shapes (and the shapes they queue) until `count` are left.
    mutating func drainShapes(above count: Int = 0) {
        while pendingShapes.count > count, let (shape, path) = pendingShapes.popLast() {
            graphicElement(shape, path)
        }
    }

    // MARK: types

    /// The node is an object; else an issue, and false.
    @discardableResult
    mutating func object(_ node: JSONNode, _ path: @autoclosure () -> JSONPath, _ what: String) -> Bool {
        guard !node.isObject else { return true }
        fail(.type, node, path(), "\(what) \(path()) must be an object, not \(article(node.kindName))")
        return false
    }

    mutating func require(_ node: JSONNode, _ path: @autoclosure () -> JSONPath, _ keys: [String], _ what: String) {
        for key in keys where node[key] == nil {
            fail(.required, node, path(), "\(what) \(path()) lacks '\(key)', which lottie-spec 1.0 requires")
        }
    }

    @discardableResult
    mutating func number(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> Double? {
        guard let node = parent[key] else { return nil }
        guard let value = node.number else {
            fail(
                .type, node, path.key(key),
                "'\(key)' at \(path.key(key)) must be a number, not \(article(node.kindName))")
            return nil
        }
        return value
    }

    @discardableResult
    mutating func integer(_ parent: JSONNode, _ key: String, _ path: JSONPath) -> Int? {
        guard let node = parent[key] else { return nil }
        guard let value = node.integer else {
            let found = node.number != nil ? "the number \(node.shortDescription)" : article(node.kindName)
            fail(.type, node, path.key(key), "'\(key)' at \(path.key(key)) must be an integer, not \(found)")
            return nil
        }
        return value
    }

    mutating func string(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        guard let node = parent[key], node.string == nil else { return }
        fail(.type, node, path.key(key), "'\(key)' at \(path.key(key)) must be a string, not \(article(node.kindName))")
    }

    mutating func boolean(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        guard let node = parent[key], node.bool == nil else { return }
        fail(
            .type, node, path.key(key),
            "'\(key)' at \(path.key(key)) must be true or false, not \(article(node.kindName))")
    }

    /// An array member; each item is handed to `item`.
    mutating func array(
        _ parent: JSONNode, _ key: String, _ path: JSONPath, item: (inout SpecChecker, JSONNode, JSONPath) -> Void
    ) {
        guard let node = parent[key] else { return }
        let arrayPath = path.key(key)
        guard let items = node.array else {
            fail(.type, node, arrayPath, "'\(key)' at \(arrayPath) must be an array, not \(article(node.kindName))")
            return
        }
        for (index, element) in items.enumerated() {
            item(&self, element, arrayPath.index(index))
        }
    }

    // MARK: enumerations

    /// An integer constant from a closed set (`int-boolean`, `matte-mode`, `line-cap`...).
    mutating func integerEnum(_ parent: JSONNode, _ key: String, _ path: JSONPath, _ allowed: [Int], _ name: String) {
        guard let value = integer(parent, key, path) else { return }
        if !allowed.contains(value) {
            fail(
                .value, parent[key]!, path.key(key),
                "'\(key)' at \(path.key(key)) is \(value); \(name) is one of \(allowed.map(String.init).joined(separator: ", "))"
            )
        }
    }

    mutating func intBoolean(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        integerEnum(parent, key, path, [0, 1], "a 0/1 flag")
    }

    mutating func stringEnum(_ parent: JSONNode, _ key: String, _ path: JSONPath, _ allowed: [String], _ name: String) {
        guard let node = parent[key] else { return }
        guard let value = node.string else {
            fail(
                .type, node, path.key(key),
                "'\(key)' at \(path.key(key)) must be a string, not \(article(node.kindName))")
            return
        }
        if !allowed.contains(value) {
            fail(
                .value, node, path.key(key),
                "'\(key)' at \(path.key(key)) is \(JSONNode.quoted(value)); \(name) is one of \(allowed.joined(separator: ", "))"
            )
        }
    }

    // MARK: values (`$defs/values`)

    /// `vector`: an array of numbers; `range` bounds each (`color`, `gradient`).
    mutating func vector(
        _ node: JSONNode, _ path: @autoclosure () -> JSONPath, range: ClosedRange<Double>? = nil,
        count: ClosedRange<Int>? = nil, what: String = "vector"
    ) {
        guard let items = node.array else {
            fail(.type, node, path(), "\(what) \(path()) must be an array of numbers, not \(article(node.kindName))")
            return
        }
        if let count, !count.contains(items.count) {
            let expected =
                count.lowerBound == count.upperBound
                ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
            fail(
                .value, node, path(), "\(what) \(path()) has \(items.count) components; lottie-spec expects \(expected)"
            )
        }
        for (index, item) in items.enumerated() {
            guard let value = item.number else {
                fail(
                    .type, item, path().index(index),
                    "\(what) component \(path().index(index)) must be a number, not \(article(item.kindName))")
                continue
            }
            if let range, !range.contains(value) {
                fail(
                    .value, item, path().index(index),
                    "\(what) component \(path().index(index)) is \(item.shortDescription), outside \(JSONNode.format(range.lowerBound))...\(JSONNode.format(range.upperBound))"
                )
            }
        }
    }

    mutating func color(_ node: JSONNode, _ path: @autoclosure () -> JSONPath) {
        vector(node, path(), range: 0...1, count: 3...4, what: "color")
    }

    mutating func hexColor(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        guard let node = parent[key] else { return }
        guard let text = node.string else {
            fail(
                .type, node, path.key(key),
                "'\(key)' at \(path.key(key)) must be a string, not \(article(node.kindName))")
            return
        }
        // `^#([a-fA-F0-9]{6})$`, an ECMAScript pattern: `$` is the very end of the string.
        let bytes = Array(text.utf8)
        let isHex =
            bytes.count == 7 && bytes.first == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy { $0.isHexDigit }
        if !isHex {
            fail(
                .value, node, path.key(key),
                "'\(key)' at \(path.key(key)) is \(JSONNode.quoted(text)); lottie-spec expects a colour like \"#FF00AA\""
            )
        }
    }

    /// `bezier`: `{c, i, o, v}` with `i`, `o`, `v` arrays of vectors.
    mutating func bezier(_ node: JSONNode, _ path: @autoclosure () -> JSONPath) {
        guard object(node, path(), "bezier") else { return }
        boolean(node, "c", path())
        for key in ["i", "o", "v"] {
            guard let list = node[key] else { continue }
            guard let points = list.array else {
                fail(
                    .type, list, path().key(key),
                    "'\(key)' at \(path().key(key)) must be an array, not \(article(list.kindName))")
                continue
            }
            for (index, point) in points.enumerated() { vector(point, path().key(key).index(index)) }
        }
        require(node, path(), ["i", "v", "o"], "bezier")
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
