import Diagnostics

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
    /// catalog key) rather than one of the app's own texts, which share the file.
    public static func looksLikeSDKKey(_ key: String, in catalog: SDKCatalog) -> Bool {
        let prefixes = Set(catalog.keys.compactMap { $0.key.split(separator: "_").first.map { $0 + "_" } })
        if prefixes.contains(where: { key.lowercased().hasPrefix($0.lowercased()) }) { return true }
        return Suggestions.closest(to: key, in: catalog.keys.map(\.key), maxDistance: 2) != nil
    }
}
