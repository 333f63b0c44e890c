import Diagnostics

/// `$defs/composition`, `$defs/assets`, `$defs/layers` and `$defs/helpers`.
extension SpecChecker {
    /// `composition/animation`: the document.
    mutating func animation(_ root: JSONNode) {
        let path = JSONPath.root
        guard object(root, path, "the animation") else { return }
        string(root, "nm", path)
        if let ver = integer(root, "ver", path), ver < 10000 {
            fail(.value, root["ver"]!, path.key("ver"), "'ver' is \(ver); lottie-spec versions start at 10000")
        }
        if let fr = number(root, "fr", path), fr <= 0 {
            fail(
                .value, root["fr"]!, path.key("fr"),
                "'fr' is \(JSONNode.format(fr)); lottie-spec wants a frame rate above 0")
        }
        number(root, "ip", path)
        number(root, "op", path)
        for key in ["w", "h"] {
            if let size = integer(root, key, path), size < 0 {
                fail(.value, root[key]!, path.key(key), "'\(key)' is \(size); lottie-spec wants 0 or more")
            }
        }
        array(root, "assets", path) { checker, asset, assetPath in checker.asset(asset, assetPath) }
        array(root, "markers", path) { checker, marker, markerPath in
            guard checker.object(marker, markerPath, "marker") else { return }
            checker.string(marker, "cm", markerPath)
            checker.number(marker, "tm", markerPath)
            checker.number(marker, "dr", markerPath)
        }
        if let slots = root["slots"] {
            let slotsPath = path.key("slots")
            if object(slots, slotsPath, "slots") {
                for member in slots.members ?? [] {
                    let slotPath = slotsPath.key(member.key)
                    if object(member.value, slotPath, "slot") { require(member.value, slotPath, ["p"], "slot") }
                }
            }
        }
        require(root, path, ["w", "h", "fr", "op", "ip", "layers"], "the animation")
        layers(root, path)
    }

    /// `composition/composition`: `layers`, each one of `all-layers`.
    mutating func layers(_ composition: JSONNode, _ path: JSONPath) {
        array(composition, "layers", path) { checker, layer, layerPath in checker.layer(layer, layerPath) }
    }

    /// `assets/all-assets`: `oneOf` a precomposition (with `layers`) or an image. Exactly
    /// one must fit; when neither does, the one `layers` selects is the one we report (the
    /// schema's report may blame the other: "'layers' is a required property" for an image).
    mutating func asset(_ node: JSONNode, _ path: JSONPath) {
        guard object(node, path, "asset") else { return }
        let isPrecomposition = node["layers"] != nil
        let imageIssues = trial { checker in
            checker.within(path, .imageAsset) { checker in checker.imageAsset(node, path) }
        }
        let precompositionIssues = trial { checker in
            checker.within(path, .precomposition) { checker in
                checker.string(node, "nm", path)
                checker.string(node, "id", path)
                checker.require(node, path, ["id"], "asset")
                checker.require(node, path, ["layers"], "precomposition")
                checker.layers(node, path)
            }
        }
        switch (imageIssues.isEmpty, precompositionIssues.isEmpty) {
        case (true, true):
            fail(
                .value, node, path,
                "asset \(path) is both a valid precomposition and a valid image; "
                    + "lottie-spec wants it to be exactly one of them")
        case (false, false):
            issues += isPrecomposition ? precompositionIssues : imageIssues
        default:
            return
        }
    }

    /// `assets/image`.
    mutating func imageAsset(_ node: JSONNode, _ path: JSONPath) {
        string(node, "nm", path)
        string(node, "id", path)
        string(node, "sid", path)
        number(node, "w", path)
        number(node, "h", path)
        string(node, "p", path)
        string(node, "u", path)
        intBoolean(node, "e", path)
        require(node, path, ["id"], "asset")
        if node["sid"] == nil { require(node, path, ["w", "h", "p"], "image asset") }
        if node["e"]?.integer == 1, let p = node["p"], let uri = p.string, !SpecChecker.isDataURL(uri) {
            fail(
                .value, p, path.key("p"),
                "embedded image \(path.key("p")) is not a data URL like \"data:image/png;base64,...\"")
        }
    }

    /// `values/data-url`: `^data:([\w/]+)(;base64)?,(.+)$`, read as check-jsonschema reads
    /// it (ECMAScript regular expressions, not Python's): `\w` is ASCII, `.` is anything but
    /// a line terminator (LF, CR, U+2028, U+2029), `$` is the very end.
    static func isDataURL(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard bytes.starts(with: Array("data:".utf8)) else { return false }
        bytes = bytes.dropFirst(5)
        let mime = bytes.prefix { $0.isWordCharacter || $0 == UInt8(ascii: "/") }
        guard !mime.isEmpty else { return false }
        bytes = bytes.dropFirst(mime.count)
        if bytes.starts(with: Array(";base64".utf8)) { bytes = bytes.dropFirst(7) }
        guard bytes.first == UInt8(ascii: ",") else { return false }
        let data = bytes.dropFirst()
        return !data.isEmpty && !data.containsLineTerminator
    }

    /// `layers/all-layers`: the layer its `ty` names; another `ty` is an unknown layer,
    /// which the schema accepts as it is.
    mutating func layer(_ node: JSONNode, _ path: JSONPath) {
        guard object(node, path, "layer") else { return }
        guard let tyNode = node["ty"], let ty = tyNode.integer, (0...4).contains(ty) else { return }
        within(path, .layer(ty)) { checker in checker.knownLayer(node, path, ty) }
    }

    static let layerNames = ["a precomposition", "a solid", "an image", "a null", "a shape"]

    /// `layers/precomposition-layer` ... `layers/shape-layer`: the branch `ty` 0-4 selects.
    mutating func knownLayer(_ node: JSONNode, _ path: JSONPath, _ ty: Int) {
        // `layers/layer`
        string(node, "nm", path)
        boolean(node, "hd", path)
        integer(node, "ind", path)
        integer(node, "parent", path)
        number(node, "ip", path)
        number(node, "op", path)
        require(node, path, ["ty", "ip", "op"], "layer")
        // `layers/visual-layer`
        if let ks = node["ks"] { transform(ks, path.key("ks")) }
        intBoolean(node, "ao", path)
        integerEnum(node, "tt", path, [0, 1, 2, 3, 4], "a matte mode")
        integer(node, "tp", path)
        array(node, "masksProperties", path) { checker, mask, maskPath in checker.mask(mask, maskPath) }
        require(node, path, ["ks"], "layer")
        switch ty {
        case 0:
            string(node, "refId", path)
            integer(node, "w", path)
            integer(node, "h", path)
            number(node, "sr", path)
            number(node, "st", path)
            property(node, "tm", path, .scalar)
            require(node, path, ["refId"], "precomposition layer")
        case 1:
            integer(node, "sw", path)
            integer(node, "sh", path)
            hexColor(node, "sc", path)
            require(node, path, ["sw", "sh", "sc"], "solid layer")
        case 2:
            string(node, "refId", path)
            require(node, path, ["refId"], "image layer")
        case 4:
            array(node, "shapes", path) { checker, shape, shapePath in checker.pendingShapes.append((shape, shapePath))
            }
            require(node, path, ["shapes"], "shape layer")
        default:
            break
        }
    }

    /// `helpers/mask`.
    mutating func mask(_ node: JSONNode, _ path: JSONPath) {
        guard object(node, path, "mask") else { return }
        stringEnum(node, "mode", path, ["n", "a", "s", "i"], "a mask mode")
        property(node, "o", path, .scalar)
        bezierProperty(node, "pt", path)
        require(node, path, ["pt"], "mask")
    }
}

extension UInt8 {
    /// `\w` in the schema's patterns (ECMAScript, so ASCII only): letters, digits and `_`.
    var isWordCharacter: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || self == 0x5F
    }
}

extension ArraySlice where Element == UInt8 {
    /// An ECMAScript line terminator in UTF-8: LF, CR, U+2028 or U+2029 (`E2 80 A8/A9`).
    var containsLineTerminator: Bool {
        var index = startIndex
        while index < endIndex {
            let byte = self[index]
            if byte == 0x0A || byte == 0x0D { return true }
            if byte == 0xE2, index + 2 < endIndex, self[index + 1] == 0x80,
                self[index + 2] == 0xA8 || self[index + 2] == 0xA9
            {
                return true
            }
            index += 1
        }
        return false
    }
}
