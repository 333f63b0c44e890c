import Dispatch
import Foundation
import ModelsXML
import ResourceBundle

/// Sorts every path of two bundles into the diff's sections and compares each.
struct DiffSections {
    let old: BundleSnapshot
    let new: BundleSnapshot
    /// Files in both bundles, equal, that neither snapshot holds.
    let unchanged: Set<String>
    /// Whether NEW's model files are parsed with the Versions OLD has byte for byte emptied
    /// (`VersionChunks`); the tests compare with the whole parse.
    var emptiesEqualVersions = true

    mutating func fill(_ diff: inout BundleDiff) {
        var languages: [String: (old: String?, new: String?)] = [:]
        var densities: [String: [FileChange]] = [:]
        var densityNames: [String: [String: ChangeKind?]] = [:]  // file name -> density -> change
        let paths = Array(Set(old.paths).union(new.paths).union(unchanged)).sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        for path in paths {
            let before = old[path]
            let after = new[path]
            let role = BundleLayout.role(of: path)
            if unchanged.contains(path) {
                // In both, equal: a language present on both sides, a density that has the file.
                switch role {
                case .translations(let language): languages[language ?? "default"] = (path, path)
                case .resource:
                    let (density, name) = Self.densityAndName(path)
                    densityNames[name, default: [:]].updateValue(nil, forKey: density)
                default: break
                }
                continue
            }
            switch role {
            case .translations(let language):
                let label = language ?? "default"
                var sides = languages[label] ?? (nil, nil)
                if before != nil { sides.old = path }
                if after != nil { sides.new = path }
                languages[label] = sides
            case .views:
                guard !Self.same(before, after) else { continue }
                compareViews(path, before, after, into: &diff)
            case .documentModels:
                guard !Self.same(before, after) else { continue }
                compareModels(path, before, after, into: &diff)
            case .resource:
                let (density, name) = Self.densityAndName(path)
                let change = Self.fileChange(path, before, after)
                densityNames[name, default: [:]].updateValue(change?.kind, forKey: density)
                if let change { densities[density, default: []].append(change) }
            default:
                if let change = Self.fileChange(path, before, after) { diff.files.append(change) }
            }
        }
        // A short text file added or removed shows its lines too: the version string of an
        // `other/version.txt` the vendor added is the headline of the release.
        for index in diff.files.indices where !BundleLayout.isJunk(diff.files[index].path) {
            let path = diff.files[index].path
            diff.files[index].lines = Self.lineChanges(old[path] ?? [], new[path] ?? [])
        }
        for label in languages.keys.sorted() {
            let sides = languages[label]!
            compareLanguage(label, sides.old, sides.new, into: &diff)
        }
        diff.resources = densities.keys.sorted().map { BundleDiff.DensityChange(density: $0, files: densities[$0]!) }
        for name in densityNames.keys.sorted() {
            let byDensity = densityNames[name]!
            let changed = byDensity.filter { $0.value == .changed }.keys.sorted()
            let unchanged = byDensity.filter { $0.value == nil }.keys.sorted()
            if !changed.isEmpty, !unchanged.isEmpty {
                diff.unevenResources.append(.init(name: name, changedIn: changed, unchangedIn: unchanged))
            }
        }
    }

    typealias FileChange = BundleDiff.FileChange

    /// The most bytes a file shown line by line has on either side.
    static let shortTextLimit = 4096

    /// The lines removed and added between two short UTF-8 texts (aligned as the longest
    /// common subsequence of lines), in order; nil when either is longer, or no text.
    static func lineChanges(_ before: [UInt8]?, _ after: [UInt8]?) -> [BundleDiff.LineChange]? {
        guard let before, let after, before.count <= shortTextLimit, after.count <= shortTextLimit,
            !before.contains(0), !after.contains(0), let oldText = String(validating: before, as: UTF8.self),
            let newText = String(validating: after, as: UTF8.self)
        else { return nil }
        // By the byte: "\r\n" is one Character, and a line ending that changed is a change.
        func lines(_ text: String) -> [String] {
            var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
                String(String.UnicodeScalarView($0))
            }
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        let oldLines = lines(oldText)
        let newLines = lines(newText)
        var keys: [String: Int] = [:]
        func key(_ line: String) -> Int {
            if let known = keys[line] { return known }
            keys[line] = keys.count
            return keys.count - 1
        }
        let oldKeys = oldLines.map(key)
        let newKeys = newLines.map(key)
        var changes: [BundleDiff.LineChange] = []
        var i = 0
        var j = 0
        for match in CommonSubsequence.pairs(oldKeys, newKeys) + [(old: oldLines.count, new: newLines.count)] {
            changes += (i..<match.old).map { .init(kind: .removed, text: oldLines[$0], line: $0 + 1) }
            changes += (j..<match.new).map { .init(kind: .added, text: newLines[$0], line: $0 + 1) }
            i = match.old + 1
            j = match.new + 1
        }
        // Only the last line's end differs: the sizes and hashes say it.
        return changes.isEmpty ? nil : changes
    }

    /// `resources/326dpi/logo.png` -> (`326dpi`, `logo.png`).
    static func densityAndName(_ path: String) -> (density: String, name: String) {
        let parts = path.split(separator: "/").map(String.init)
        return (parts[1], parts[2])
    }

    /// Both absent, or the same bytes: one memcmp (`==` on arrays compares byte by byte; an
    /// array shared by both snapshots is equal at once).
    static func same(_ before: [UInt8]?, _ after: [UInt8]?) -> Bool {
        guard let before, let after else { return before == nil && after == nil }
        guard before.count == after.count else { return false }
        return before.withUnsafeBytes { a in
            after.withUnsafeBytes { b in
                a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }

    /// A file added, removed or with other bytes; nil when equal.
    static func fileChange(_ path: String, _ before: [UInt8]?, _ after: [UInt8]?, note: String? = nil) -> FileChange? {
        switch (before, after) {
        case (nil, nil): return nil
        case (nil, let after?): return FileChange(kind: .added, path: path, old: nil, new: FileFacts(after), note: note)
        case (let before?, nil):
            return FileChange(kind: .removed, path: path, old: FileFacts(before), new: nil, note: note)
        case (let before?, let after?):
            guard !same(before, after) else { return nil }
            return FileChange(kind: .changed, path: path, old: FileFacts(before), new: FileFacts(after), note: note)
        }
    }

    /// Both trees, or why the file is compared as bytes.
    static func parseBoth(_ before: [UInt8]?, _ after: [UInt8]?) -> (LocatedElement, LocatedElement)? {
        guard let before, let after else { return nil }
        // The two sides at once, on two cores: the model files are most of a diff's time.
        // Each side writes its own slot of a buffer allocated before: no shared mutable value.
        let trees = UnsafeMutableBufferPointer<(root: LocatedElement?, issue: XMLParseIssue?)>.allocate(capacity: 2)
        trees.initialize(repeating: (nil, nil))
        defer { trees.deallocate() }
        nonisolated(unsafe) let slots = trees
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            // Views and models are compared by names and attributes only.
            slots[side] = XMLTree.parse(side == 0 ? before : after, keepingText: false)
        }
        let oldTree = trees[0]
        let newTree = trees[1]
        guard oldTree.issue == nil, newTree.issue == nil, let oldRoot = oldTree.root, let newRoot = newTree.root
        else { return nil }
        return (oldRoot, newRoot)
    }

    static func bytesChange(_ path: String, _ before: [UInt8]?, _ after: [UInt8]?, parsed: Bool) -> FileChange? {
        let note =
            before == nil || after == nil ? nil : parsed ? "formatting only" : "not well-formed: compared as bytes"
        return fileChange(path, before, after, note: note)
    }

    func compareLanguage(_ label: String, _ oldPath: String?, _ newPath: String?, into diff: inout BundleDiff) {
        let before = oldPath.flatMap { old[$0] }
        let after = newPath.flatMap { new[$0] }
        guard !Self.same(before, after) || oldPath != newPath else { return }
        let language = label == "default" ? nil : label
        func tokens(_ bytes: [UInt8]?) -> [TranslationsFile.Token]? {
            guard let bytes else { return [] }
            let tree = XMLTree.parse(bytes)
            guard tree.issue == nil, let root = tree.root else { return nil }
            return TranslationsFile(root: root, language: language).tokens
        }
        guard let oldTokens = tokens(before), let newTokens = tokens(after) else {
            for path in Set([oldPath, newPath].compactMap { $0 }).sorted() {
                if let change = Self.bytesChange(path, old[path], new[path], parsed: false) {
                    diff.files.append(change)
                }
            }
            return
        }
        // A repeated id is matched by its occurrence: a changed text in the second of two is a change.
        let oldByKey = Dictionary(
            Self.occurrences(oldTokens).map { ($0.key, $0.token) }, uniquingKeysWith: { a, _ in a })
        let newKeyed = Self.occurrences(newTokens)
        let newKeys = Set(newKeyed.map(\.key))
        var changes: [BundleDiff.TokenChange] = []
        for (key, token) in newKeyed {
            if let before = oldByKey[key] {
                guard before.value != token.value else { continue }
                changes.append(
                    .init(
                        kind: .changed, id: token.id, old: before.value, new: token.value, oldLine: before.line,
                        newLine: token.line, occurrence: key.occurrence))
            } else {
                changes.append(
                    .init(
                        kind: .added, id: token.id, old: nil, new: token.value, oldLine: nil, newLine: token.line,
                        occurrence: key.occurrence))
            }
        }
        for (key, token) in Self.occurrences(oldTokens) where !newKeys.contains(key) {
            changes.append(
                .init(
                    kind: .removed, id: token.id, old: token.value, new: nil, oldLine: token.line, newLine: nil,
                    occurrence: key.occurrence))
        }
        let kind: ChangeKind = before == nil ? .added : after == nil ? .removed : .changed
        if changes.isEmpty, kind == .changed {
            for path in Set([oldPath, newPath].compactMap { $0 }).sorted() {
                if let change = Self.bytesChange(path, old[path], new[path], parsed: true) { diff.files.append(change) }
            }
            return
        }
        diff.texts.append(.init(kind: kind, language: label, oldPath: oldPath, newPath: newPath, tokens: changes))
    }

    struct TokenKey: Hashable {
        var id: String
        var occurrence: Int
    }

    /// Each token with its id and which of that id it is (1 for the first).
    static func occurrences(_ tokens: [TranslationsFile.Token]) -> [(key: TokenKey, token: TranslationsFile.Token)] {
        var seen: [String: Int] = [:]
        return tokens.map { token in
            seen[token.id, default: 0] += 1
            return (TokenKey(id: token.id, occurrence: seen[token.id]!), token)
        }
    }

    func compareViews(_ path: String, _ before: [UInt8]?, _ after: [UInt8]?, into diff: inout BundleDiff) {
        guard let (oldRoot, newRoot) = Self.parseBoth(before, after) else {
            if let change = Self.bytesChange(path, before, after, parsed: false) { diff.files.append(change) }
            return
        }
        var views: [BundleDiff.ViewChange] = []
        let rootChanges = ElementComparison.attributeChanges(oldRoot, newRoot)
        if !rootChanges.isEmpty {
            views.append(
                .init(
                    kind: .changed, id: "(root)", oldLine: oldRoot.line, newLine: newRoot.line,
                    elements: [
                        ElementChange(
                            kind: .changed, path: "", name: newRoot.name, oldLine: oldRoot.line, newLine: newRoot.line,
                            attributes: rootChanges)
                    ]))
        }
        views += Self.matched(ElementKeys.keyed(oldRoot.children), ElementKeys.keyed(newRoot.children)) {
            kind, key, before, after, elements in
            BundleDiff.ViewChange(kind: kind, id: key, oldLine: before?.line, newLine: after?.line, elements: elements)
        }
        if views.isEmpty {
            if let change = Self.bytesChange(path, before, after, parsed: true) { diff.files.append(change) }
            return
        }
        diff.viewsPath = path
        diff.views = views
    }

    func compareModels(_ path: String, _ before: [UInt8]?, _ after: [UInt8]?, into diff: inout BundleDiff) {
        if before == nil || after == nil {
            // A model file added or removed: its Versions, so a review sees what came or went.
            let bytes = (before ?? after)!
            let kind: ChangeKind = before == nil ? .added : .removed
            let tree = XMLTree.parse(bytes, keepingText: false)
            let versions = tree.root.map { Self.versions(of: $0) } ?? []
            diff.models.append(
                .init(
                    kind: kind, path: path,
                    versions: versions.map { key, element in
                        .init(
                            kind: kind, key: key, oldLine: kind == .removed ? element.line : nil,
                            newLine: kind == .added ? element.line : nil, fields: [])
                    }, other: []))
            return
        }
        guard let trees = ModelTrees(before!, after!, emptying: emptiesEqualVersions) else {
            if let change = Self.bytesChange(path, before, after, parsed: false) { diff.files.append(change) }
            return
        }
        let (oldRoot, newRoot) = (trees.old, trees.new)
        let versions = Self.matched(
            trees.oldVersions, trees.newVersions, equal: trees.isEmptiedEqual, comparing: VersionComparison.changes,
            { kind, key, before, after, fields in
                BundleDiff.VersionChange(
                    kind: kind, key: key, oldLine: before?.line, newLine: after?.line, fields: fields)
            })
        var other: [ElementChange] = []
        ElementComparison.compare(oldRoot, newRoot, path: "", skipping: { $0.name == "Version" }, into: &other)
        if versions.isEmpty, other.isEmpty {
            if let change = Self.bytesChange(path, before, after, parsed: true) { diff.files.append(change) }
            return
        }
        diff.models.append(.init(kind: .changed, path: path, versions: versions, other: other))
    }

    /// Every `<Version>` of a model file, keyed by its parent's key and its own
    /// (`ES/CIP-MAD`), in file order.
    static func versions(of root: LocatedElement) -> [(key: String, element: LocatedElement)] {
        var result: [(key: String, element: LocatedElement)] = []
        func walk(_ element: LocatedElement, _ prefix: String) {
            for (key, child) in ElementKeys.keyed(element.children) {
                if child.name == "Version" {
                    result.append((prefix.isEmpty ? key : "\(prefix)/\(key)", child))
                } else {
                    walk(child, prefix.isEmpty ? key : "\(prefix)/\(key)")
                }
            }
        }
        walk(root, "")
        return result
    }

    /// Each key's first unit: the one `matched` pairs with the other side's.
    static func firstByKey(_ units: [(key: String, element: LocatedElement)]) -> [String: LocatedElement] {
        Dictionary(units.map { ($0.key, $0.element) }, uniquingKeysWith: { first, _ in first })
    }

    /// Units of two sides matched by key: each changed pair (in NEW's order), each added one,
    /// then each removed one, made by `make(kind, key, old, new, changes)`.
    /// `equal(old, new)`: the two are known to be equal without comparing them; `comparing`:
    /// the changes between two matched units (elements by key; a Version by `VersionComparison`).
    static func matched<Unit>(
        _ old: [(key: String, element: LocatedElement)], _ new: [(key: String, element: LocatedElement)],
        equal: (LocatedElement, LocatedElement) -> Bool = { _, _ in false },
        comparing: (LocatedElement, LocatedElement) -> [ElementChange] = { before, after in
            var changes: [ElementChange] = []
            ElementComparison.compare(before, after, path: "", into: &changes)
            return changes
        },
        _ make: (ChangeKind, String, LocatedElement?, LocatedElement?, [ElementChange]) -> Unit
    ) -> [Unit] {
        let oldByKey = firstByKey(old)
        let newKeys = Set(new.map(\.key))
        var units: [Unit] = []
        for (key, element) in new {
            guard let before = oldByKey[key] else {
                units.append(make(.added, key, nil, element, []))
                continue
            }
            guard !equal(before, element) else { continue }
            let changes = comparing(before, element)
            if !changes.isEmpty { units.append(make(.changed, key, before, element, changes)) }
        }
        for (key, element) in old where !newKeys.contains(key) { units.append(make(.removed, key, element, nil, [])) }
        return units
    }
}
