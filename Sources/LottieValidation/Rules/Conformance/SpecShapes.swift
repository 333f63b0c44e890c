import Diagnostics

/// `$defs/shapes`: the elements of shape layers and groups.
extension SpecChecker {
    static let knownShapeTypes: Set<String> = ["el", "fl", "gf", "gs", "gr", "sh", "sr", "rc", "st", "tr", "tm"]

    /// `shapes/all-graphic-elements`: the element its `ty` names; another `ty` is an
    /// unknown shape, which the schema accepts as it is.
    mutating func graphicElement(_ node: JSONNode, _ path: JSONPath) {
        guard object(node, path, "shape") else { return }
        guard let ty = node["ty"]?.string, SpecChecker.knownShapeTypes.contains(ty) else { return }
        let what = SpecChecker.shapeKinds[ty] ?? "shape"
        within(path, .shape(ty)) { checker in checker.knownShape(node, path, ty, what) }
    }

    /// `shapes/ellipse` ... `shapes/trim-path`: the branch `ty` selects.
    mutating func knownShape(_ node: JSONNode, _ path: JSONPath, _ ty: String, _ what: String) {
        // `shapes/graphic-element`
        string(node, "nm", path)
        boolean(node, "hd", path)
        switch ty {
        case "el", "sh", "sr", "rc":
            integerEnum(node, "d", path, [1, 3], "a shape direction")
        default:
            break
        }
        switch ty {
        case "el":
            property(node, "p", path, .position)
            property(node, "s", path, .vector)
            require(node, path, ["s", "p"], what)
        case "fl":
            shapeStyle(node, path, what)
            property(node, "c", path, .color)
            integerEnum(node, "r", path, [1, 2], "a fill rule")
            require(node, path, ["c"], what)
        case "gf":
            shapeStyle(node, path, what)
            gradient(node, path, what)
            integerEnum(node, "r", path, [1, 2], "a fill rule")
        case "gs":
            shapeStyle(node, path, what)
            stroke(node, path, what)
            gradient(node, path, what)
        case "gr":
            number(node, "np", path)
            array(node, "it", path) { checker, shape, shapePath in checker.pendingShapes.append((shape, shapePath)) }
        case "sh":
            bezierProperty(node, "ks", path)
            require(node, path, ["ks"], what)
        case "sr":
            property(node, "p", path, .position)
            for key in ["or", "os", "r", "pt", "ir", "is"] { property(node, key, path, .scalar) }
            integerEnum(node, "sy", path, [1, 2], "a star type")
            require(node, path, ["or", "os", "pt", "p", "r"], what)
            // The schema's `if sy is 1`: true when `sy` is absent too.
            if node["sy"] == nil || node["sy"]?.number == 1 { require(node, path, ["ir", "is"], what) }
        case "rc":
            property(node, "p", path, .position)
            property(node, "s", path, .vector)
            property(node, "r", path, .scalar)
            require(node, path, ["s", "p"], what)
        case "st":
            shapeStyle(node, path, what)
            stroke(node, path, what)
            property(node, "c", path, .color)
            require(node, path, ["c"], what)
        case "tr":
            transform(node, path)
        case "tm":
            for key in ["s", "e", "o"] { property(node, key, path, .scalar) }
            integerEnum(node, "m", path, [1, 2], "a trim mode")
            require(node, path, ["o", "s", "e"], what)
        default:
            break
        }
        require(node, path, ["ty"], what)
    }

    /// With their article, for messages.
    static let shapeNames = [
        "el": "an ellipse", "fl": "a fill", "gf": "a gradient fill", "gs": "a gradient stroke", "gr": "a group",
        "sh": "a path", "sr": "a polystar", "rc": "a rectangle", "st": "a stroke", "tr": "a transform",
        "tm": "a trim path",
    ]
    /// Without it ("gradient fill"), to start a message.
    static let shapeKinds = shapeNames.mapValues { String($0.split(separator: " ", maxSplits: 1)[1]) }

    /// `shapes/shape-style`: an opacity.
    mutating func shapeStyle(_ node: JSONNode, _ path: JSONPath, _ what: String) {
        property(node, "o", path, .scalar)
        require(node, path, ["o"], what)
    }

    /// `shapes/base-stroke`.
    mutating func stroke(_ node: JSONNode, _ path: JSONPath, _ what: String) {
        integerEnum(node, "lc", path, [1, 2, 3], "a line cap")
        integerEnum(node, "lj", path, [1, 2, 3], "a line join")
        number(node, "ml", path)
        property(node, "ml2", path, .scalar)
        property(node, "w", path, .scalar)
        array(node, "d", path) { checker, dash, dashPath in
            guard checker.object(dash, dashPath, "stroke dash") else { return }
            checker.string(dash, "nm", dashPath)
            checker.stringEnum(dash, "n", dashPath, ["d", "g", "o"], "a dash type")
            checker.property(dash, "v", dashPath, .scalar)
        }
        require(node, path, ["w"], what)
    }

    /// `shapes/base-gradient`.
    mutating func gradient(_ node: JSONNode, _ path: JSONPath, _ what: String) {
        gradientProperty(node, "g", path)
        property(node, "s", path, .position)
        property(node, "e", path, .position)
        integerEnum(node, "t", path, [1, 2], "a gradient type")
        property(node, "h", path, .scalar)
        property(node, "a", path, .scalar)
        require(node, path, ["s", "e", "g", "t"], what)
    }
}
