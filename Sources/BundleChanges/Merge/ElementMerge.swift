import ModelsXML

/// An XML file merged element by element as edits of CUSTOM's bytes: elements matched by
/// `ElementKeys` (id, else position among same-named siblings), each attribute a unit, or
/// each `unit` element (a document model's Version) whole. What the vendor added is copied
/// from NEW's bytes, after the element it follows in NEW.
struct ElementMerge {
    typealias Side = ParsedXML

    let path: String
    let mine: Side
    let next: Side
    /// Elements merged whole (a Version), compared by their content.
    let isUnit: (LocatedElement) -> Bool
    var edits = ByteEdits()
    /// Set when an edit cannot be placed: the caller merges the file whole.
    var failed = false

    /// The merged bytes, or nil when a side is not well-formed or an edit could not be placed.
    static func merge(
        path: String, base: [UInt8]?, custom: [UInt8], new: [UInt8], isUnit: @escaping (LocatedElement) -> Bool,
        report: inout MergeReport
    ) -> [UInt8]? {
        guard let mine = Side(custom), let next = Side(new) else { return nil }
        let was = base.flatMap { Side($0) }
        if base != nil, was == nil { return nil }
        var merge = ElementMerge(path: path, mine: mine, next: next, isUnit: isUnit)
        merge.element(was?.root, mine.root, next.root, label: "", report: &report)
        return merge.failed ? nil : merge.edits.applied(to: custom)
    }

    /// The same name, attributes (in any order) and children, text apart: no change, as the
    /// diff sees it. Compared in place: most elements of a merged model are the same.
    static func same(_ a: LocatedElement, _ b: LocatedElement) -> Bool {
        guard a.name == b.name, a.children.count == b.children.count else { return false }
        if !ElementKeys.sameAttributes(a, b) {
            guard a.attributes.count == b.attributes.count else { return false }
            let table = ElementKeys.attributes(a)
            guard b.attributes.allSatisfy({ table[$0.name]?.value == $0.value }) else { return false }
        }
        return zip(a.children, b.children).allSatisfy { same($0, $1) }
    }

    func place(_ element: LocatedElement) -> String { "\(path):\(element.line)" }

    mutating func element(
        _ b: LocatedElement?, _ c: LocatedElement, _ n: LocatedElement, label: String, report: inout MergeReport
    ) {
        attributes(b, c, n, label: label, report: &report)
        let was = b.map { ElementKeys.keyed($0.children) } ?? []
        let mineKeyed = ElementKeys.keyed(c.children)
        let nextKeyed = ElementKeys.keyed(n.children)
        let wasBy = Dictionary(was.map { ($0.key, $0.element) }, uniquingKeysWith: { a, _ in a })
        let mineBy = Dictionary(mineKeyed.map { ($0.key, $0.element) }, uniquingKeysWith: { a, _ in a })
        let nextBy = Dictionary(nextKeyed.map { ($0.key, $0.element) }, uniquingKeysWith: { a, _ in a })
        for (key, child) in mineKeyed {
            let childLabel = label.isEmpty ? key : "\(label)/\(key)"
            if let vendor = nextBy[key] {
                if isUnit(child), let base = wasBy[key] {
                    version(base, child, vendor, label: childLabel, report: &report)
                } else if isUnit(child) {
                    addedByBoth(child, vendor, label: childLabel, report: &report)
                } else {
                    element(wasBy[key], child, vendor, label: childLabel, report: &report)
                }
            } else if let base = wasBy[key] {
                // The vendor removed it: it goes unless the customer changed it.
                let location = report.location(path, line: child.line, column: child.column)
                if Self.same(base, child) {
                    remove(child)
                    report.vendorChangesTaken += 1
                } else {
                    report.conflict(
                        "\(child.name) '\(childLabel.escapingControlCharacters)'", at: location,
                        base: Sided("present", nil), custom: Sided("changed", nil), vendor: Sided(nil, nil))
                    if report.preferVendor { remove(child) }
                }
            }
        }
        var previous: LocatedElement?  // the last of NEW's children CUSTOM has, in NEW's order
        for (key, child) in nextKeyed {
            if let own = mineBy[key] {
                previous = own
                continue
            }
            let childLabel = label.isEmpty ? key : "\(label)/\(key)"
            if let base = wasBy[key] {
                if !Self.same(base, child) {
                    report.keptRemoval(
                        "\(child.name) '\(childLabel.escapingControlCharacters)'", at: report.location(path),
                        vendor: Sided("changed", place(child)))
                }
                continue
            }
            insert(child, after: previous, in: c)
            report.vendorChangesTaken += 1
        }
    }

    /// One attribute per unit.
    mutating func attributes(
        _ b: LocatedElement?, _ c: LocatedElement, _ n: LocatedElement, label: String, report: inout MergeReport
    ) {
        if ElementKeys.sameAttributes(c, n), b.map({ ElementKeys.sameAttributes($0, c) }) ?? true { return }
        let was = b.map(ElementKeys.attributes) ?? [:]
        let mine = ElementKeys.attributes(c)
        let next = ElementKeys.attributes(n)
        var names = c.attributes.map(\.name)
        for attribute in n.attributes + (b?.attributes ?? []) where !names.contains(attribute.name) {
            names.append(attribute.name)
        }
        for name in names {
            let decision = Resolution.of(base: was[name]?.value, custom: mine[name]?.value, new: next[name]?.value)
            let what = "\(c.name) '\(label.isEmpty ? c.name : label.escapingControlCharacters)' attribute \(name)"
            let own = mine[name]
            let location = report.location(path, line: own?.line ?? c.line, column: own?.column ?? c.column)
            let vendor = Sided(next[name]?.value, next[name].map { "\(path):\($0.line)" })
            var take = decision == .takeVendor
            switch decision {
            case .keepCustom, .takeVendor: break
            case .keptRemoval: report.keptRemoval(what, at: location, vendor: vendor)
            case .conflict:
                report.conflict(
                    what, at: location, base: Sided(was[name]?.value, nil), custom: Sided(own?.value, nil),
                    vendor: vendor)
                take = report.preferVendor
            }
            guard take else { continue }
            if decision == .takeVendor { report.vendorChangesTaken += 1 }
            switch (own, next[name]) {
            case (let own?, let vendor?):
                guard let range = self.mine.spans.valueRange(own), let raw = self.next.spans.valueRange(vendor)
                else { return fail() }
                edits.replace(range, with: Array(self.next.bytes[raw]))
            case (let own?, nil):
                guard let range = self.mine.spans.attributeRange(own) else { return fail() }
                edits.replace(range, with: [])
            case (nil, let vendor?):
                // After CUSTOM's last attribute (the tag's closing stays as written), with
                // NEW's own white space before it.
                let after = c.attributes.last.flatMap { self.mine.spans.valueRange($0) }.map { $0.upperBound + 1 }
                guard let raw = self.next.spans.attributeRange(vendor),
                    let at = after ?? self.mine.spans.startTagEnd(c)?.offset
                else { return fail() }
                var bytes = Array(self.next.bytes[raw])
                if bytes.first.map(XMLSpans.isSpace) != true { bytes.insert(0x20, at: 0) }
                edits.insert(bytes, at: at)
            case (nil, nil): break
            }
        }
    }

    /// A Version BASE lacks that CUSTOM and NEW both added: whole; added differently, a
    /// conflict saying where they differ, element by element, as diff shows it.
    mutating func addedByBoth(_ c: LocatedElement, _ n: LocatedElement, label: String, report: inout MergeReport) {
        guard !Self.same(c, n) else { return }
        let (yours, theirs) = Self.differences(c, n)
        report.conflict(
            "\(c.name) '\(label.escapingControlCharacters)'", at: report.location(path, line: c.line, column: c.column),
            base: Sided(nil, nil), custom: Sided(described: yours, nil), vendor: Sided(described: theirs, place(n)))
        guard report.preferVendor else { return }
        guard let range = mine.spans.elementRange(c), let raw = next.spans.elementRange(n) else { return fail() }
        edits.replace(range, with: Array(next.bytes[raw]))
    }

    /// Where two Versions differ, each side's part (the first `shown` elements and how many
    /// more): `Front/ML/matchIfValid regex="a" (line 170)`.
    static func differences(_ mine: LocatedElement, _ theirs: LocatedElement, shown: Int = 3) -> (String, String) {
        let changes = VersionComparison.changes(mine, theirs)
        func side(_ old: Bool) -> String {
            var parts: [String] = []
            for change in changes.prefix(shown) {
                let line = old ? change.oldLine : change.newLine
                let values = change.attributes.compactMap { attribute -> String? in
                    guard let value = old ? attribute.old : attribute.new else { return nil }
                    return "\(attribute.name)=\"\(value)\""
                }
                let path = change.path.isEmpty ? "its attributes" : change.path
                parts.append(
                    line == nil || (change.kind == (old ? .added : .removed))
                        ? "no \(path)" : "\(path) \(values.joined(separator: " ")) (line \(line!))")
            }
            if changes.count > shown { parts.append("\(changes.count - shown) more differences") }
            return parts.joined(separator: "; ")
        }
        return (side(true), side(false))
    }

    mutating func remove(_ element: LocatedElement) {
        guard let range = mine.spans.elementRange(element) else { return fail() }
        edits.replace(mine.spans.wholeLines(range), with: [])
    }

    /// NEW's element, on lines of its own after `previous` (or first in `parent`); right
    /// after it when more than white space follows it on its line (`<V><f/></V>`).
    mutating func insert(_ element: LocatedElement, after previous: LocatedElement?, in parent: LocatedElement) {
        guard let raw = next.spans.elementRange(element) else { return fail() }
        let offset: Int
        if let previous, let range = mine.spans.elementRange(previous) {
            offset = range.upperBound
        } else if let tag = mine.spans.startTagEnd(parent), !tag.selfClosing {
            offset = tag.offset + 1
        } else {
            return fail()
        }
        // After the rest of the line the previous element ends on.
        var at = offset
        while at < mine.bytes.count, mine.bytes[at] != 0x0A {
            guard XMLSpans.isSpace(mine.bytes[at]) else {
                edits.insert(Array(next.bytes[raw]), at: offset)
                return
            }
            at += 1
        }
        let lines = next.spans.wholeLines(raw)
        var bytes = Array(next.bytes[lines])
        if lines == raw { bytes = next.spans.indentation(at: raw.lowerBound) + bytes + [0x0A] }
        if bytes.last != 0x0A { bytes.append(0x0A) }
        if at < mine.bytes.count {
            edits.insert(bytes, at: at + 1)
        } else {
            edits.insert([0x0A] + bytes, at: at)
        }
    }

    mutating func fail() { failed = true }
}
