import Diagnostics
import Foundation

/// The `Localizable.strings` keys one SDK component reads, with their English defaults, from
/// an SDK catalog JSON (formats.md section 6). The SelphID iOS catalog ships inside the
/// package (`SDKCatalog.selphidIOS`, in ResourceBundle); a caller may load another in the same
/// JSON form (docs/localizable.md). The catalog's `animations` part is read by
/// `AnimationCatalog` (Lottie), the rest is ignored.
public struct SDKCatalog: Sendable {
    public struct Key: Sendable, Hashable {
        public var key: String
        /// The text the SDK shows when the app does not override the key.
        public var defaultValue: String

        public init(key: String, defaultValue: String) {
            self.key = key
            self.defaultValue = defaultValue
        }
    }

    /// `selphid`.
    public var component: String
    /// `ios`.
    public var platform: String
    /// `Localizable.strings`.
    public var localizableFile: String
    /// The suffix of VoiceOver keys: `_alt`.
    public var altSuffix: String
    /// In catalog order.
    public var keys: [Key]
    /// Where the file came from, for messages.
    public var source: String

    public init(
        component: String, platform: String, localizableFile: String = "Localizable.strings",
        altSuffix: String = "_alt",
        keys: [Key], source: String
    ) {
        self.component = component
        self.platform = platform
        self.localizableFile = localizableFile
        self.altSuffix = altSuffix
        self.keys = keys
        self.source = source
        defaults = Dictionary(keys.map { ($0.key, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
        classifier = SDKKeyClassifier(keys: keys.map(\.key))
    }

    /// Key -> default text.
    public let defaults: [String: String]
    /// Which unknown keys look like the SDK's (cached).
    let classifier: SDKKeyClassifier

    public func defaultValue(of key: String) -> String? { defaults[key] }
    public func contains(_ key: String) -> Bool { defaults[key] != nil }
}

extension SDKCatalog {
    /// Parses the catalog JSON, reporting the first problem with its line and column.
    public static func parse(_ bytes: [UInt8], source: String) throws -> SDKCatalog {
        func fail(_ message: String, _ node: JSONNode?, _ jsonPath: String) -> CatalogError {
            CatalogError(
                location: Location(file: source, line: node?.line, column: node?.column, jsonPath: jsonPath),
                message: message)
        }
        let root = try CatalogError.json(bytes, source: source)
        guard root.members != nil else { throw fail("the catalog must be a JSON object", root, "") }
        guard let localizable = root["localizable"], localizable.members != nil else {
            throw fail("the catalog has no \"localizable\" object", root, "localizable")
        }
        guard let keyNodes = localizable["keys"]?.array else {
            throw fail("\"localizable\" has no \"keys\" array", localizable, "localizable.keys")
        }
        var keys: [Key] = []
        for (index, node) in keyNodes.enumerated() {
            guard let key = node["key"]?.string, !key.isEmpty else {
                throw fail("a key entry needs a non-empty \"key\" string", node, "localizable.keys[\(index)].key")
            }
            guard let defaultValue = node["default"]?.string else {
                throw fail("key '\(key)' needs a \"default\" string", node, "localizable.keys[\(index)].default")
            }
            if keys.contains(where: { $0.key == key }) {
                throw fail("key '\(key)' is listed twice", node, "localizable.keys[\(index)].key")
            }
            keys.append(Key(key: key, defaultValue: defaultValue))
        }
        return SDKCatalog(
            component: root["component"]?.string ?? "",
            platform: root["platform"]?.string ?? "",
            localizableFile: localizable["file"]?.string ?? "Localizable.strings",
            altSuffix: localizable["altSuffix"]?.string ?? "_alt",
            keys: keys,
            source: source)
    }
}
