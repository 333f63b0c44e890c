import ResourceBundle

/// What the features look up in a bundle, derived once per `BundleContext`: every token with
/// its text and place in each strings file, every resource file with its densities. The
/// server keeps a context between edits, so the last one's index is kept (one only: memory
/// stays flat however many contexts come and go).
final class FeatureIndex {
    /// One token in one strings file.
    struct TokenEntry {
        var path: String
        /// `es`, or `default` for strings.xml.
        var language: String
        var text: String
        var line: Int
        var column: Int
    }

    /// One resource file in one density bucket.
    struct ResourceEntry {
        var path: String
        var density: Int
    }

    /// Token id -> its entries, the default file first, then by language.
    let tokens: [String: [TokenEntry]]
    /// Token ids in the default file's order, then the ids only other files have.
    let tokenOrder: [String]
    /// File name -> where it is, by density.
    let resources: [String: [ResourceEntry]]

    init(_ context: BundleContext) {
        var tokens: [String: [TokenEntry]] = [:]
        var order: [String] = []
        for loaded in context.translationFiles() {
            for token in loaded.file.tokens {
                if tokens[token.id] == nil { order.append(token.id) }
                // A duplicate id: the first one is the one a reader finds first.
                guard tokens[token.id]?.contains(where: { $0.path == loaded.path }) != true else { continue }
                tokens[token.id, default: []].append(
                    TokenEntry(
                        path: loaded.path, language: loaded.file.languageLabel, text: token.value, line: token.line,
                        column: token.column))
            }
        }
        self.tokens = tokens
        tokenOrder = order
        var resources: [String: [ResourceEntry]] = [:]
        for entry in context.files({ if case .resource = $0 { true } else { false } }) {
            guard case .resource(let density) = BundleLayout.role(of: entry.path) else { continue }
            resources[entry.name, default: []].append(ResourceEntry(path: entry.path, density: density))
        }
        self.resources = resources.mapValues { $0.sorted { $0.density < $1.density } }
    }

    /// The default language's text of a token (the first file that has it).
    func defaultText(of token: String) -> String? { tokens[token]?.first?.text }

    /// The index of `context`, built on first use.
    static func of(_ context: BundleContext) -> FeatureIndex {
        let key = ObjectIdentifier(context)
        if let kept = last.withLock({ $0.key == key && $0.context != nil ? $0.index : nil }) { return kept }
        let index = FeatureIndex(context)
        last.withLock { $0 = Kept(key: key, context: context, index: index) }
        return index
    }

    /// The last context's index; the weak reference tells a new context that reuses a freed
    /// one's address from the context it was built for.
    private struct Kept {
        var key: ObjectIdentifier?
        weak var context: BundleContext?
        var index: FeatureIndex?
    }
    private static let last = Locked(Kept())
}
