import ModelsXML

/// One strings file merged token by token, as edits of CUSTOM's bytes: a text the vendor
/// changed is NEW's text as written, a token the vendor added is NEW's `<token>` line after
/// CUSTOM's last token, a token the vendor removed goes with its line.
struct StringsMerge {
    struct Side {
        let bytes: [UInt8]
        let spans: XMLSpans
        let root: LocatedElement
        /// First token of each id, in file order.
        let tokens: [(id: String, element: LocatedElement)]
        let byID: [String: LocatedElement]

        init?(_ bytes: [UInt8]?) {
            guard let xml = ParsedXML(bytes) else { return nil }
            self.bytes = xml.bytes
            spans = xml.spans
            root = xml.root
            var tokens: [(id: String, element: LocatedElement)] = []
            var byID: [String: LocatedElement] = [:]
            for child in root.children where child.name == "token" {
                guard let id = child[attribute: "id"]?.value, byID[id] == nil else { continue }
                byID[id] = child
                tokens.append((id, child))
            }
            self.tokens = tokens
            self.byID = byID
        }

        /// The token's text as written (references kept), nil when it has none.
        func raw(_ element: LocatedElement) -> [UInt8]? {
            spans.contentRange(element).map { Array(bytes[$0]) }
        }

        /// The token's text, references resolved: what the three-way decision compares.
        func text(_ id: String) -> String? { byID[id].map(\.text) }

        func line(_ id: String) -> Int? { byID[id]?[attribute: "id"]?.line }
    }

    /// The merged bytes of `path`, or nil when one side is not a strings file the merge can
    /// read (the caller merges the file whole then).
    static func merge(
        path: String, base: [UInt8]?, custom: [UInt8], new: [UInt8]?, report: inout MergeReport
    ) -> [UInt8]? {
        guard let mine = Side(custom) else { return nil }
        let empty = Array("<translations/>".utf8)
        guard let was = Side(base ?? empty), let next = Side(new ?? empty) else { return nil }
        var edits = ByteEdits()
        let anchors = Self.anchors(mine, next)
        let indent = Self.indentation(mine)
        var ids = mine.tokens.map(\.id)
        var known = Set(ids)
        for (id, _) in was.tokens + next.tokens where known.insert(id).inserted { ids.append(id) }
        for id in ids {
            let b = was.text(id)
            let c = mine.text(id)
            let n = next.text(id)
            let decision = Resolution.of(base: b, custom: c, new: n)
            let location = report.location(path, line: mine.line(id), column: mine.byID[id]?[attribute: "id"]?.column)
            let vendor = Sided(n, next.line(id).map { "\(path):\($0)" })
            var takeVendor = decision == .takeVendor
            switch decision {
            case .keepCustom, .takeVendor: break
            case .keptRemoval:
                report.keptRemoval("token '\(id.escapingControlCharacters)'", at: location, vendor: vendor)
            case .conflict:
                report.conflict(
                    "token '\(id.escapingControlCharacters)'", at: location, base: Sided(b, nil), custom: Sided(c, nil),
                    vendor: vendor)
                takeVendor = report.preferVendor
            }
            guard takeVendor else { continue }
            report.vendorChangesTaken += decision == .takeVendor ? 1 : 0
            switch (mine.byID[id], next.byID[id]) {
            case (let element?, let vendorElement?):
                guard let range = mine.spans.contentRange(element), let text = next.raw(vendorElement) else {
                    return nil
                }
                edits.replace(range, with: text)
            case (let element?, nil):
                guard let range = mine.spans.elementRange(element) else { return nil }
                edits.replace(mine.spans.wholeLines(range), with: [])
            case (nil, let vendorElement?):
                guard let range = next.spans.elementRange(vendorElement),
                    insert(Array(next.bytes[range]), at: anchors[id] ?? nil, in: mine, indent: indent, into: &edits)
                else { return nil }
            case (nil, nil): break
            }
        }
        return edits.applied(to: custom)
    }

    /// A language only the customer has follows what the vendor did to its default language:
    /// a token NEW added is given, with NEW's default text and an `UntranslatedMark` after it
    /// (so the XLIFF export gives it no translated target); a token the vendor renamed (the
    /// same text under a new id) keeps the customer's text under the new id, marked, so a
    /// translator checks it; a token the vendor removed goes, as from the vendor's own
    /// languages. Each given or renamed token is an `upgrade.untranslated` note at its line in
    /// the merged file.
    static func followVendorDefault(
        path: String, language: String, custom: [UInt8], baseDefault: [UInt8]?, newDefault: [UInt8]?,
        report: inout MergeReport
    ) -> [UInt8]? {
        guard let mine = Side(custom), let next = Side(newDefault) else { return nil }
        let was = Side(baseDefault)
        var edits = ByteEdits()
        let indent = Self.indentation(mine)
        let anchors = Self.anchors(mine, next)
        let renamed = was.map { Self.renames(from: $0, to: next) } ?? [:]
        var notes: [(id: String, renamedFrom: String?)] = []
        for (id, element) in mine.tokens where was?.byID[id] != nil && next.byID[id] == nil {
            guard let range = mine.spans.elementRange(element) else { return nil }
            if let newID = renamed[id], mine.byID[newID] == nil {
                guard let name = element[attribute: "id"], let value = mine.spans.valueRange(name) else { return nil }
                edits.replace(value, with: XMLText.escaped(newID, attribute: true))
                edits.insert(UntranslatedMark.comment(for: newID) ?? [], at: range.upperBound)
                notes.append((newID, id))
            } else {
                edits.replace(mine.spans.wholeLines(range), with: [])
            }
            report.vendorChangesTaken += 1
        }
        let renamedHere = Set(notes.map(\.id))
        for (id, element) in next.tokens
        where was?.byID[id] == nil && mine.byID[id] == nil && !renamedHere.contains(id) {
            guard let range = next.spans.elementRange(element),
                insert(
                    Array(next.bytes[range]) + (UntranslatedMark.comment(for: id) ?? []), at: anchors[id] ?? nil,
                    in: mine, indent: indent, into: &edits)
            else { return nil }
            notes.append((id, nil))
        }
        let merged = edits.applied(to: custom)
        // Located where the merged file has them: OUT's lines, not CUSTOM's.
        let out = Side(merged)
        for note in notes {
            let token = out?.byID[note.id]?[attribute: "id"]
            report.untranslated(
                note.id, language: language, renamedFrom: note.renamedFrom,
                at: report.outputLocation(path, line: token?.line, column: token?.column))
        }
        return merged
    }

    /// The tokens the vendor renamed in its default language: removed from BASE and added in
    /// NEW with the same text (white space apart), old id -> new id, paired in file order.
    static func renames(from was: Side, to next: Side) -> [String: String] {
        func text(_ element: LocatedElement) -> String {
            element.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var added: [String: [String]] = [:]
        for (id, element) in next.tokens where was.byID[id] == nil && !text(element).isEmpty {
            added[text(element), default: []].append(id)
        }
        var renames: [String: String] = [:]
        for (id, element) in was.tokens where next.byID[id] == nil {
            let key = text(element)
            guard var candidates = added[key], !candidates.isEmpty else { continue }
            renames[id] = candidates.removeFirst()
            added[key] = candidates
        }
        return renames
    }

    /// The indentation of CUSTOM's first token (four spaces when it has none).
    static func indentation(_ mine: Side) -> [UInt8] {
        mine.tokens.first.flatMap { mine.spans.elementRange($0.element) }.map {
            mine.spans.indentation(at: $0.lowerBound)
        } ?? Array("    ".utf8)
    }

    /// Where each of NEW's tokens that CUSTOM lacks goes in CUSTOM: after the token before it
    /// in NEW that CUSTOM has (nil: before CUSTOM's first token), so NEW's order is kept.
    static func anchors(_ mine: Side, _ next: Side) -> [String: Int?] {
        var anchors: [String: Int?] = [:]
        var anchor: Int?
        for (id, _) in next.tokens {
            if let own = mine.byID[id], let range = mine.spans.elementRange(own) {
                anchor = range.upperBound
            } else {
                anchors[id] = anchor
            }
        }
        return anchors
    }

    /// Inserts NEW's `<token>` (as written) on a line of its own at `anchor`.
    static func insert(
        _ line: [UInt8], at anchor: Int?, in mine: Side, indent: [UInt8], into edits: inout ByteEdits
    ) -> Bool {
        if let anchor {
            edits.insert([0x0A] + indent + line, at: anchor)
        } else if let first = mine.tokens.first.flatMap({ mine.spans.elementRange($0.element) }) {
            edits.insert(indent + line + [0x0A], at: mine.spans.wholeLines(first).lowerBound)
        } else if let close = mine.spans.contentRange(mine.root)?.upperBound {
            edits.insert(indent + line + [0x0A], at: close)
        } else {
            return false
        }
        return true
    }
}
