import Diagnostics
import Foundation

/// "Did you mean" for keys an app writes that the SDK does not define.
public enum LocalizableKeySuggestion {
    /// The catalog key the app most likely meant. A key that extends a catalog key at a `_`
    /// (`selphid_component_tip_button_message` for `selphid_component_tip_button`, the SDK
    /// documentation's own example) means that key, whatever the edit distance to others.
    public static func closest(to key: String, in catalog: SDKCatalog) -> String? {
        let names = catalog.keys.map(\.key)
        let extended = names.filter { key.count > $0.count && key.hasPrefix($0 + "_") }
        if let longest = extended.max(by: { $0.count < $1.count }) { return longest }
        return Suggestions.closest(to: key, in: names)
    }

    /// Whether a key the catalog lacks is meant for the SDK (its prefix, or a near typo of a
    /// catalog key) rather than one of the app's own texts, which share the file. Answers
    /// are cached per catalog: an app's own keys repeat in every language.
    public static func looksLikeSDKKey(_ key: String, in catalog: SDKCatalog) -> Bool {
        catalog.classifier.looksLikeSDKKey(key)
    }
}

/// Decides (once per key) whether a key looks like one of the catalog's.
final class SDKKeyClassifier: @unchecked Sendable {  // `cache` is read and written under `lock`
    private let prefixes: [String]
    private let keys: [String]
    private let lock = NSLock()
    private var cache: [String: Bool] = [:]

    init(keys: [String]) {
        self.keys = keys.map { $0.lowercased() }
        prefixes = Array(Set(keys.compactMap { $0.split(separator: "_").first.map { $0.lowercased() + "_" } })).sorted()
    }

    func looksLikeSDKKey(_ key: String) -> Bool {
        if let known = lock.withLock({ cache[key] }) { return known }
        let lowered = key.lowercased()
        let answer =
            prefixes.contains { lowered.hasPrefix($0) }
            // A typo of a catalog key: at most two edits (lengths within two first, cheaply).
            || keys.contains {
                abs($0.count - lowered.count) <= 2 && $0 != lowered && Suggestions.editDistance($0, lowered) <= 2
            }
        lock.withLock { cache[key] = answer }
        return answer
    }
}
