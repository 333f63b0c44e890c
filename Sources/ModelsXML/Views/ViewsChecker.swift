import Diagnostics

/// The checks widget.xml needs on its own (no bundle): root, vocabulary of its version,
/// attribute value kinds, duplicate ids. Cross-references live in ResourceBundle.
public enum ViewsChecker {
    /// Checks `model`; findings go to `sink` at `file` (line and column filled in).
    public static func check(_ model: WidgetModel, file: Location, into sink: DiagnosticSink) {
        let root = model.root
        func at(_ line: Int, _ column: Int) -> Location {
            var location = file
            location.line = line
            location.column = column
            return location
        }
        guard root.name == ViewsVocabulary.rootName else {
            sink.report(
                ViewsRules.WrongRoot.description, at: at(root.line, root.column),
                "widget.xml root is <\(root.name)>, not <\(ViewsVocabulary.rootName)>: the SDK ignores the whole file")
            return
        }
        if let version = root[attribute: "version"], !ViewsVocabulary.versions.contains(version.value) {
            sink.report(
                ViewsRules.UnknownVersion.description, at: at(version.line, version.column),
                "widget version '\(version.value)' is not one idv-res knows (\(ViewsVocabulary.versions.joined(separator: ", "))); checked against all of them",
                suggestion: Suggestions.closest(to: version.value, in: ViewsVocabulary.versions))
        }
        let table = ViewsVocabulary.elements(version: model.version)
        checkAttributes(of: root, in: model, table: table, at: at, sink: sink)

        var viewIDs: [String: XMLAttribute] = [:]
        for child in root.children {
            guard child.name == "view" else {
                let near = Suggestions.closest(to: child.name, in: ["view"])
                sink.report(
                    ViewsRules.UnknownElement.description, at: at(child.line, child.column),
                    "<\(child.name)> directly under <\(ViewsVocabulary.rootName)> is ignored: UI elements go inside a <view>\(Suggestions.didYouMean(near))",
                    suggestion: near)
                continue
            }
            checkAttributes(of: child, in: model, table: table, at: at, sink: sink)
            if let id = child[attribute: "id"] {
                if let first = viewIDs[id.value] {
                    sink.report(
                        ViewsRules.DuplicateViewID.description, at: at(id.line, id.column),
                        "duplicate view id '\(id.value)' (first at line \(first.line)): the SDK draws the screen from only one of them"
                    )
                } else {
                    viewIDs[id.value] = id
                }
            }
            checkElements(of: child, in: model, table: table, at: at, sink: sink)
        }
        reportOlderGeneration(model, at: at, sink: sink)
    }

    /// One note per file: the attributes it uses that the vendor's newest widget of its version
    /// no longer writes, with when they were last seen.
    private static func reportOlderGeneration(_ model: WidgetModel, at: (Int, Int) -> Location, sink: DiagnosticSink) {
        guard let version = model.version, let dropped = ViewsVocabulary.dropped[version] else { return }
        var first: XMLAttribute?
        var lastSeen: [String: Set<String>] = [:]
        var elements = 0
        for element in model.styledElements {
            guard let droppedHere = dropped[element.name] else { continue }
            let old = element.attributes.filter { droppedHere[$0.name] != nil }
            guard !old.isEmpty else { continue }
            elements += 1
            if first == nil { first = old[0] }
            for attribute in old {
                lastSeen[droppedHere[attribute.name]!, default: []].insert(attribute.name)
            }
        }
        guard let first else { return }
        let byDate = lastSeen.sorted { $0.key > $1.key }.map { date, names in
            "\(names.sorted().joined(separator: " ")) until \(date)"
        }
        let who = elements == 1 ? "1 element uses" : "\(elements) elements use"
        sink.report(
            ViewsRules.OlderGeneration.description, at: at(first.line, first.column),
            "widget \(version) of an older generation: \(who) attributes the vendor's newer \(version) widgets "
                + "no longer write (\(byDate.joined(separator: "; "))); valid for that generation, "
                + "check them against the SDK you ship")
    }

    /// `start`..`end` longer than any SDK plays: reported, and its frames never enumerated.
    private static func checkFrameRange(of element: LocatedElement, at: (Int, Int) -> Location, sink: DiagnosticSink) {
        let animation = FrameAnimation(element)
        guard case .tooLong(let count) = animation.range, let start = animation.start, let end = animation.end else {
            return
        }
        let size = count.map { "\($0) frames" } ?? "more frames than can be counted"
        let name = element[attribute: "id"]?.value ?? "?"
        sink.report(
            ViewsRules.FrameRangeTooLong.description, at: at(end.line, end.column),
            "animation '\(name)' runs from frame \(start.value) to \(end.value) (\(size)): more than the "
                + "\(FrameAnimation.maximumFrames) any SDK would load; its frames are not checked")
    }

    private static func checkElements(
        of view: LocatedElement, in model: WidgetModel, table: [String: [String: AttributeKind]],
        at: (Int, Int) -> Location, sink: DiagnosticSink
    ) {
        var elementIDs: [String: XMLAttribute] = [:]
        let viewName = view[attribute: "id"]?.value ?? "?"
        for element in view.children {
            if table[element.name] == nil || element.name == "view" || element.name == ViewsVocabulary.rootName {
                reportUnknownElement(element, in: viewName, model: model, table: table, at: at, sink: sink)
            } else {
                checkAttributes(of: element, in: model, table: table, at: at, sink: sink)
            }
            if element.name == "animation" {
                checkFrameRange(of: element, at: at, sink: sink)
            }
            for nested in element.children {
                sink.report(
                    ViewsRules.UnknownElement.description, at: at(nested.line, nested.column),
                    "<\(nested.name)> inside <\(element.name)> is ignored: UI elements do not nest")
            }
            if let id = element[attribute: "id"] {
                if let first = elementIDs[id.value] {
                    sink.report(
                        ViewsRules.DuplicateElementID.description, at: at(id.line, id.column),
                        "duplicate element id '\(id.value)' in view '\(viewName)' (first at line \(first.line)): the SDK styles only one of them"
                    )
                } else {
                    elementIDs[id.value] = id
                }
            }
        }
    }

    private static func reportUnknownElement(
        _ element: LocatedElement, in viewName: String, model: WidgetModel, table: [String: [String: AttributeKind]],
        at: (Int, Int) -> Location, sink: DiagnosticSink
    ) {
        let known = table.keys.filter { $0 != "view" && $0 != ViewsVocabulary.rootName }
        let elsewhere = ViewsVocabulary.versions(knowing: element.name).filter { $0 != model.version }
        if element.name != "view", element.name != ViewsVocabulary.rootName, !elsewhere.isEmpty {
            sink.report(
                ViewsRules.UnknownElement.description, at: at(element.line, element.column),
                "element <\(element.name)> in view '\(viewName)' is not used by widget version \(model.version ?? "?") (known in \(elsewhere.joined(separator: ", ")))"
            )
            return
        }
        let near = Suggestions.closest(to: element.name, in: known)
        sink.report(
            ViewsRules.UnknownElement.description, at: at(element.line, element.column),
            "unknown element <\(element.name)> in view '\(viewName)'\(Suggestions.didYouMean(near))", suggestion: near)
    }

    private static func checkAttributes(
        of element: LocatedElement, in model: WidgetModel, table: [String: [String: AttributeKind]],
        at: (Int, Int) -> Location, sink: DiagnosticSink
    ) {
        let known = table[element.name] ?? [:]
        for (attribute, kind) in zip(element.attributes, model.kinds(of: element)) {
            if known[attribute.name] == nil {
                let elsewhere = ViewsVocabulary.versions(knowing: element.name, attribute: attribute.name).filter {
                    $0 != model.version
                }
                if !elsewhere.isEmpty {
                    sink.report(
                        ViewsRules.UnknownAttribute.description, at: at(attribute.line, attribute.column),
                        "attribute '\(attribute.name)' on <\(element.name)> is not used by widget version \(model.version ?? "?") (known in \(elsewhere.joined(separator: ", ")))"
                    )
                } else {
                    let near = Suggestions.closest(to: attribute.name, in: known.keys)
                    sink.report(
                        ViewsRules.UnknownAttribute.description, at: at(attribute.line, attribute.column),
                        "unknown attribute '\(attribute.name)' on <\(element.name)>\(Suggestions.didYouMean(near))",
                        suggestion: near)
                }
            }
            guard let kind else { continue }
            if let (problem, suggestion) = ViewsValueKinds.problem(attribute.value, kind: kind) {
                sink.report(
                    ViewsRules.InvalidValue.description, at: at(attribute.line, attribute.column),
                    "\(attribute.name)=\"\(attribute.value)\" on <\(element.name)>: \(problem)\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion)
            } else if case .observedEnumeration(let values) = kind, !values.contains(attribute.value) {
                let near = Suggestions.closest(to: attribute.value, in: values)
                sink.report(
                    ViewsRules.UnknownWord.description, at: at(attribute.line, attribute.column),
                    "\(attribute.name)=\"\(attribute.value)\" on <\(element.name)>: real widgets use only \(values.joined(separator: ", "))\(Suggestions.didYouMean(near))",
                    suggestion: near)
            }
        }
    }
}

/// Whether a value has the kind its attribute takes.
public enum ViewsValueKinds {
    /// What is wrong with `value`, and a corrected value when one is plausible; nil if fine.
    public static func problem(_ value: String, kind: AttributeKind) -> (String, String?)? {
        switch kind {
        case .identifier:
            return value.isEmpty ? ("an id cannot be empty", nil) : nil
        case .version:
            return isVersion(value) ? nil : ("expected a version like 1.3", nil)
        case .color:
            if isColor(value) { return nil }
            if !value.hasPrefix("#"), isColor("#" + value) { return ("a colour starts with #", "#" + value) }
            return ("expected a colour #RRGGBB or #RRGGBBAA", nil)
        case .number:
            return isNumber(value) ? nil : ("expected a number", nil)
        case .integer, .frameNumber:
            // Bytes: a Character is an ASCII digit exactly when it is one byte 0-9.
            return !value.isEmpty && value.utf8.allSatisfy(isDigit) ? nil : ("expected \(kind.label)", nil)
        case .enumeration(let values):
            if values.contains(value) { return nil }
            let near =
                values.first { $0.lowercased() == value.lowercased() } ?? Suggestions.closest(to: value, in: values)
            return ("expected \(kind.label)", near)
        case .observedEnumeration(let values):
            // Only a case slip of a known word is certainly wrong; other words: UnknownWord.
            guard !values.contains(value), let near = values.first(where: { $0.lowercased() == value.lowercased() })
            else { return nil }
            return ("expected \(kind.label) (case-sensitive)", near)
        case .boolean:
            if value == "true" || value == "false" { return nil }
            let lowered = value.lowercased()
            return ("expected true or false", lowered == "true" || lowered == "false" ? lowered : nil)
        case .resource(let resourceKind):
            // A list (`a.mp4, b.mp4`) is checked file by file, as the SDK splits it.
            let files = resourceFiles(value)
            for file in files {
                if resourceKind.extensions.contains(fileExtension(file)) { continue }
                let expected = resourceKind.extensions.sorted().map { "." + $0 }.joined(separator: ", ")
                let which = files.count > 1 ? "'\(file)' in the list: " : ""
                let article = resourceKind == .image ? "an" : "a"
                return ("\(which)expected \(article) \(resourceKind.rawValue) file (\(expected))", nil)
            }
            return nil
        case .textToken, .content:
            return nil
        case .frameSequence:
            return value.isEmpty ? ("expected a frame name prefix or (mirror)", nil) : nil
        case .fileExtension:
            if value.hasPrefix(".") { return ("the extension is written without its dot", String(value.dropFirst())) }
            return value.isEmpty || value.contains("/") ? ("expected a file extension like png", nil) : nil
        }
    }

    static func isColor(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return false }
        return utf8.dropFirst().allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
        }
    }

    /// An optional sign, then digits with at most one `.`, at least one digit. Read as bytes: a
    /// non-ASCII byte fails it as its Character would (no Character with one is a digit, a sign
    /// or a lone `.`), and the only two-byte ASCII Character, CR LF, fails it too.
    static func isNumber(_ value: String) -> Bool {
        var utf8 = Substring(value).utf8
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        var dots = 0
        var digits = 0
        for byte in utf8 {
            if isDigit(byte) {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                dots += 1
                if dots > 1 { return false }
            } else {
                return false
            }
        }
        return digits > 0
    }

    /// Digits in `.`-separated parts, none empty; as bytes, for the reasons of `isNumber`.
    static func isVersion(_ value: String) -> Bool {
        var partIsEmpty = true
        for byte in value.utf8 {
            if isDigit(byte) {
                partIsEmpty = false
            } else if byte == UInt8(ascii: "."), !partIsEmpty {
                partIsEmpty = true
            } else {
                return false
            }
        }
        return !partIsEmpty
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The files of a resource list (`a.mp4, b.mp4`): split at commas, trimmed of the Characters
    /// " ", "\t" and "\r\n" (a lone CR or LF is not one of them), empty ones left out.
    static func resourceFiles(_ value: String) -> [String] {
        guard value.utf8.isAllASCII else { return resourceFilesByCharacters(value) }
        // ASCII: every Character is one byte but CR LF, so the same trimming is done on bytes.
        let utf8 = value.utf8
        var files: [String] = []
        for part in utf8.split(separator: UInt8(ascii: ",")) {
            var start = part.startIndex
            var end = part.endIndex
            while start < end {
                let byte = utf8[start]
                let next = utf8.index(after: start)
                if byte == 0x20 || byte == 0x09 {
                    start = next
                } else if byte == 0x0D, next < end, utf8[next] == 0x0A {
                    start = utf8.index(after: next)
                } else {
                    break
                }
            }
            while start < end {
                let last = utf8.index(before: end)
                let byte = utf8[last]
                if byte == 0x20 || byte == 0x09 {
                    end = last
                } else if byte == 0x0A, last > start, utf8[utf8.index(before: last)] == 0x0D {
                    end = utf8.index(before: last)
                } else {
                    break
                }
            }
            if start < end { files.append(String(value[start..<end])) }
        }
        return files
    }

    static func resourceFilesByCharacters(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: " \t\r\n") }.filter { !$0.isEmpty }
    }

    /// The lower-case text after the last `.` of a file name with two parts or more, else "".
    static func fileExtension(_ file: String) -> String {
        let utf8 = file.utf8
        guard utf8.isAllASCII else { return fileExtensionByCharacters(file) }
        // The last non-empty `.`-separated part, when a non-empty part comes before it.
        let dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != dot { start = utf8.index(before: start) }
        guard start < end, utf8[..<start].contains(where: { $0 != dot }) else { return "" }
        return file[start..<end].lowercased()
    }

    static func fileExtensionByCharacters(_ file: String) -> String {
        let parts = file.split(separator: ".")
        return parts.count > 1 ? parts.last!.lowercased() : ""
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
