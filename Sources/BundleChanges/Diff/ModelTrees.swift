import ModelsXML

/// Both sides of a changed model file as trees, with their Versions by key. NEW is parsed with
/// the Versions OLD has byte for byte emptied (`VersionChunks`) when every emptied one is
/// matched, by key, to the Version it equals; otherwise NEW is parsed whole (OLD always is).
struct ModelTrees {
    let old: LocatedElement
    let new: LocatedElement
    let oldVersions: [(key: String, element: LocatedElement)]
    let newVersions: [(key: String, element: LocatedElement)]
    /// Where each emptied Version of NEW starts -> where its equal in OLD starts.
    private let equalIn: [VersionChunks.Position: VersionChunks.Position]

    /// Nil when either side is not well-formed.
    init?(_ before: [UInt8], _ after: [UInt8], emptying: Bool = true) {
        if emptying, let substitution = VersionChunks.substitute(old: before, new: after),
            let (old, emptied) = DiffSections.parseBoth(before, substitution.bytes)
        {
            self.init(old: old, new: emptied, equalIn: substitution.equalIn)
            guard !allEmptiedMatchTheirEquals else { return }
            // An emptied Version that its key pairs with another Version: NEW whole, OLD kept.
            let whole = XMLTree.parse(after, keepingText: false)
            guard whole.issue == nil, let new = whole.root else { return nil }
            self.init(old: old, new: new, equalIn: [:])
            return
        }
        guard let (old, new) = DiffSections.parseBoth(before, after) else { return nil }
        self.init(old: old, new: new, equalIn: [:])
    }

    private init(old: LocatedElement, new: LocatedElement, equalIn: [VersionChunks.Position: VersionChunks.Position]) {
        self.old = old
        self.new = new
        oldVersions = DiffSections.versions(of: old)
        newVersions = DiffSections.versions(of: new)
        self.equalIn = equalIn
    }

    /// Whether `new`, paired with `old`, is an emptied Version and `old` its equal: unchanged.
    func isEmptiedEqual(_ old: LocatedElement, _ new: LocatedElement) -> Bool {
        equalIn[.init(new)] == .init(old)
    }

    /// Every emptied Version is paired (`DiffSections.matched`) with its equal, or with none
    /// (added: an added Version lists no fields, so its emptied body is never read).
    private var allEmptiedMatchTheirEquals: Bool {
        guard !equalIn.isEmpty else { return true }
        let oldByKey = DiffSections.firstByKey(oldVersions)
        return newVersions.allSatisfy { key, element in
            guard let equal = equalIn[.init(element)] else { return true }
            return oldByKey[key].map { VersionChunks.Position($0) == equal } ?? true
        }
    }
}
