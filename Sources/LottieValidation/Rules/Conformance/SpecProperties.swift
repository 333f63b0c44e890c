import Diagnostics

/// `$defs/properties`: animatable properties and their keyframes.
extension SpecChecker {
    enum PropertyKind {
        case scalar, vector, color, position

        var name: String {
            switch self {
            case .scalar: "scalar property"
            case .vector: "vector property"
            case .color: "color property"
            case .position: "position property"
            }
        }
    }

    /// An optional property member of `parent`.
    mutating func property(_ parent: JSONNode, _ key: String, _ path: JSONPath, _ kind: PropertyKind) {
        guard let node = parent[key] else { return }
        property(node, path.key(key), kind)
    }

    /// `scalar-property`, `vector-property`, `color-property`, `position-property`: slottable
    /// (with `sid`, `a` and `k` may go), and `oneOf` a static (`a` 0) or animated (`a` 1) form.
    mutating func property(_ node: JSONNode, _ path: JSONPath, _ kind: PropertyKind) {
        guard object(node, path, kind.name) else { return }
        string(node, "sid", path)
        let flag = node["a"]?.integer
        animatedOrStatic(
            node, path, kind.name, required: node["sid"] == nil || kind == .position,
            staticValue: { checker, k, kPath in
                switch kind {
                case .scalar:
                    if k.number == nil {
                        // "when 'a' is 0" only when it is: an old export has no 'a' at all.
                        let value =
                            flag == 0
                            ? "value \(kPath) must be a number when 'a' is 0" : "static value \(kPath) must be a number"
                        checker.fail(.type, k, kPath, "\(value), not \(article(k.kindName))")
                    }
                case .vector, .position: checker.vector(k, kPath)
                case .color: checker.color(k, kPath)
                }
            },
            keyframe: { checker, keyframe, keyframePath in
                checker.keyframe(keyframe, keyframePath) { checker, keyframe, keyframePath in
                    // `color-keyframe` and `vector-keyframe` (scalars and positions
                    // too) require `s`: an old export's last keyframe, `{"t": 87}`,
                    // does not conform.
                    if let s = keyframe["s"], kind == .color {
                        checker.color(s, keyframePath.key("s"))
                    } else if let s = keyframe["s"] {
                        checker.vector(s, keyframePath.key("s"))
                    }
                    checker.require(keyframe, keyframePath, ["s"], "keyframe")
                    if kind == .position {
                        for key in ["ti", "to"] {
                            if let tangent = keyframe[key] { checker.vector(tangent, keyframePath.key(key)) }
                        }
                    }
                }
            })
    }

    /// What a property's `k` looks like, whatever its `a` says (or when it has none).
    enum ValueForm {
        case keyframes, staticValue

        /// A non-empty array of objects is keyframes; a number or an array of numbers (a
        /// bezier: an object) is a static value; anything else (`[]`, a string) says nothing.
        init?(_ k: JSONNode?, staticIsObject: Bool) {
            guard let k else { return nil }
            if let items = k.array {
                guard let first = items.first else { return nil }
                if first.isObject {
                    self = .keyframes
                } else if first.number != nil, !staticIsObject {
                    self = .staticValue
                } else {
                    return nil
                }
            } else if staticIsObject ? k.isObject : k.number != nil {
                self = .staticValue
            } else {
                return nil
            }
        }

        /// What a message says the value is, and the `a` it needs.
        var described: (what: String, flag: Int) {
            switch self {
            case .keyframes: ("a list of keyframes: an animated property", 1)
            case .staticValue: ("a static value", 0)
            }
        }
    }

    /// The `oneOf` of every animatable property: `a` 0 with a static `k`, or `a` 1 with an
    /// array of keyframes in `k`. Exactly one form must fit. With `required` (no `sid`),
    /// `a` and `k` must be there; a missing `a` is named by what `k` looks like.
    mutating func animatedOrStatic(
        _ node: JSONNode, _ path: JSONPath, _ what: String, required: Bool = true, staticIsObject: Bool = false,
        staticValue: @escaping (inout SpecChecker, JSONNode, JSONPath) -> Void,
        keyframe: @escaping (inout SpecChecker, JSONNode, JSONPath) -> Void
    ) {
        let aNode = node["a"]
        let kNode = node["k"]
        let kPath = path.key("k")
        let form = ValueForm(kNode, staticIsObject: staticIsObject)
        if required {
            requireAnimatedFlag(node, path, what, form: form)
            require(node, path, ["k"], what)
        }
        let staticIssues = trial { checker in
            checker.animatedFlag(aNode, path, expected: 0)
            if let kNode { staticValue(&checker, kNode, kPath) }
        }
        let animatedIssues = trial { checker in
            checker.animatedFlag(aNode, path, expected: 1)
            guard let kNode else { return }
            guard let keyframes = kNode.array else {
                checker.fail(
                    .type, kNode, kPath,
                    "keyframes \(kPath) must be an array when 'a' is 1, not \(article(kNode.kindName))")
                return
            }
            for (index, item) in keyframes.enumerated() { keyframe(&checker, item, kPath.index(index)) }
        }
        switch (staticIssues.isEmpty, animatedIssues.isEmpty) {
        case (true, false), (false, true):
            return
        case (true, true):
            // Without 'a', an empty 'k' is both an empty vector and no keyframes.
            let why = kNode == nil ? "has neither 'a' nor 'k'" : "has no 'a' and an empty 'k'"
            fail(
                .value, node, path,
                "\(what) \(path) \(why), so it fits both the static and the animated form; "
                    + "lottie-spec wants exactly one")
        case (false, false):
            // Report the form 'k' looks like: keyframes are checked as keyframes, not as
            // vector components, whether 'a' is missing (an old export) or says otherwise.
            // When 'k' says nothing, the form 'a' asks for; without a usable 'a', the static one.
            let animated = form.map { $0 == .keyframes } ?? (aNode?.integer == 1)
            issues += animated ? animatedIssues : staticIssues
        }
    }

    /// `required: [a]` of a property, said once and by what its `k` looks like: an old
    /// exporter left `a` out of every property, and its keyframes are still keyframes.
    mutating func requireAnimatedFlag(_ node: JSONNode, _ path: JSONPath, _ what: String, form: ValueForm?) {
        guard node["a"] == nil else { return }
        guard let form else {
            require(node, path, ["a"], what)
            issues[issues.count - 1].lacksAnimatedFlag = true
            return
        }
        let (value, flag) = form.described
        fail(
            .required, node, path,
            "\(what) \(path) has no 'a'; its 'k' is \(value); lottie-spec 1.0 needs \"a\": \(flag)")
        issues[issues.count - 1].lacksAnimatedFlag = true
    }

    /// `a`: an int-boolean equal to `expected` (absent: fine, `required` says the rest).
    mutating func animatedFlag(_ aNode: JSONNode?, _ path: JSONPath, expected: Int) {
        guard let aNode else { return }
        guard let value = aNode.integer, value == 0 || value == 1 else {
            fail(
                .value, aNode, path.key("a"),
                "'a' at \(path.key("a")) is \(aNode.shortDescription); lottie-spec expects 0 (static) or 1 (animated)")
            return
        }
        // Reported only when 'k' looks like the other form (see `animatedOrStatic`).
        if value != expected {
            let form: ValueForm = expected == 1 ? .keyframes : .staticValue
            fail(
                .value, aNode, path.key("a"),
                "'a' at \(path.key("a")) is \(value), but its 'k' is \(form.described.what); "
                    + "lottie-spec 1.0 needs \"a\": \(expected)")
        }
    }

    /// `base-keyframe` and what a kind of keyframe adds.
    mutating func keyframe(_ node: JSONNode, _ path: JSONPath, adding: (inout SpecChecker, JSONNode, JSONPath) -> Void)
    {
        guard object(node, path, "keyframe") else { return }
        number(node, "t", path)
        intBoolean(node, "h", path)
        for key in ["i", "o"] {
            if let handle = node[key] { easingHandle(handle, path.key(key)) }
        }
        require(node, path, ["t"], "keyframe")
        adding(&self, node, path)
    }

    /// `easing-handle`: `x` in 0...1 and `y`, each a number or a non-empty array of numbers.
    mutating func easingHandle(_ node: JSONNode, _ path: @autoclosure () -> JSONPath) {
        guard object(node, path(), "easing handle") else { return }
        for key in ["x", "y"] {
            guard let value = node[key] else { continue }
            func valuePath() -> JSONPath { path().key(key) }
            let range: ClosedRange<Double>? = key == "x" ? 0...1 : nil
            if let items = value.array {
                if items.isEmpty { fail(.value, value, valuePath(), "easing \(valuePath()) is an empty array") }
                vector(value, valuePath(), range: range, what: "easing")
            } else if let number = value.number {
                if let range, !range.contains(number) {
                    fail(
                        .value, value, valuePath(), "easing \(valuePath()) is \(value.shortDescription), outside 0...1")
                }
            } else {
                fail(
                    .type, value, valuePath(),
                    "easing \(valuePath()) must be a number or an array of numbers, not \(article(value.kindName))")
            }
        }
        require(node, path(), ["x", "y"], "easing handle")
    }

    /// `splittable-position-property`: one position property, or `s: true` with `x`, `y`.
    mutating func splittablePosition(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        guard let node = parent[key] else { return }
        let nodePath = path.key(key)
        guard object(node, nodePath, "position") else { return }
        switch node["s"]?.value {
        case .bool(true)?:
            property(node, "x", nodePath, .scalar)
            property(node, "y", nodePath, .scalar)
            require(node, nodePath, ["s", "x", "y"], "split position")
        case nil, .bool(false)?:
            property(node, nodePath, .position)
        default:
            fail(.value, node["s"]!, nodePath.key("s"), "'s' at \(nodePath.key("s")) must be true (split x/y) or false")
        }
    }

    /// `bezier-property`: a static bezier or bezier keyframes.
    mutating func bezierProperty(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        guard let node = parent[key] else { return }
        let nodePath = path.key(key)
        guard object(node, nodePath, "path property") else { return }
        animatedOrStatic(
            node, nodePath, "path property", staticIsObject: true,
            staticValue: { checker, k, kPath in checker.bezier(k, kPath) },
            keyframe: { checker, keyframe, keyframePath in
                checker.keyframe(keyframe, keyframePath) { checker, keyframe, keyframePath in
                    if let s = keyframe["s"] {
                        let sPath = keyframePath.key("s")
                        if let shapes = s.array {
                            if shapes.count != 1 {
                                checker.fail(
                                    .value, s, sPath,
                                    "path keyframe \(sPath) holds \(shapes.count) shapes; lottie-spec expects exactly 1"
                                )
                            }
                            for (index, shape) in shapes.enumerated() { checker.bezier(shape, sPath.index(index)) }
                        } else {
                            checker.fail(
                                .type, s, sPath, "path keyframe \(sPath) must be an array, not \(article(s.kindName))")
                        }
                    }
                    checker.require(keyframe, keyframePath, ["s"], "path keyframe")
                }
            })
    }

    /// `gradient-property`: `p` (stop count) and `k`, itself a static or animated gradient.
    mutating func gradientProperty(_ parent: JSONNode, _ key: String, _ path: JSONPath) {
        guard let node = parent[key] else { return }
        let nodePath = path.key(key)
        guard object(node, nodePath, "gradient") else { return }
        number(node, "p", nodePath)
        guard let colors = node["k"] else { return }
        let colorsPath = nodePath.key("k")
        guard object(colors, colorsPath, "gradient colors") else { return }
        animatedOrStatic(
            colors, colorsPath, "gradient colors",
            staticValue: { checker, k, kPath in checker.vector(k, kPath, range: 0...1, what: "gradient") },
            keyframe: { checker, keyframe, keyframePath in
                checker.keyframe(keyframe, keyframePath) { checker, keyframe, keyframePath in
                    if let s = keyframe["s"] {
                        checker.vector(s, keyframePath.key("s"), range: 0...1, what: "gradient")
                    }
                    checker.require(keyframe, keyframePath, ["s"], "gradient keyframe")
                }
            })
    }

    /// `helpers/transform`.
    mutating func transform(_ node: JSONNode, _ path: JSONPath) {
        guard object(node, path, "transform") else { return }
        property(node, "a", path, .position)
        splittablePosition(node, "p", path)
        property(node, "r", path, .scalar)
        property(node, "s", path, .vector)
        property(node, "o", path, .scalar)
        property(node, "sk", path, .scalar)
        property(node, "sa", path, .scalar)
    }
}
