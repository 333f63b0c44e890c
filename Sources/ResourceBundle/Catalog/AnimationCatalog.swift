import Diagnostics
import Foundation
import Localization

/// The animations an SDK component loads by name, read from an SDK catalog JSON (the SelphID
/// iOS one ships in `Catalogs/selphid-ios.json`). The part of the catalog this reads:
///
/// ```json
/// { "animations": { "extension": "json", "folder": "Resources",
///                   "names": ["selphid_anim_tip_id_male", "..."] } }
/// ```
/// `names` (required) are file names without extension; `extension` defaults to `json`.
/// Other top-level members (`localizable`, ...) are left to their readers.
public struct AnimationCatalog: Sendable {
    public var names: [String]
    public var fileExtension: String
    /// Where the file came from, for messages.
    public var source: String

    public init(names: [String], fileExtension: String = "json", source: String) {
        self.names = names
        self.fileExtension = fileExtension
        self.source = source
    }

    /// The SelphID iOS catalog compiled into idv-res, loaded once.
    public static let selphidIOS: AnimationCatalog = BuiltInCatalog.load("selphid-ios") { try parse($0, path: $1) }

    /// Reads a catalog file; a problem is an error naming the file, line and column.
    public static func load(path: String) throws(CatalogError) -> AnimationCatalog {
        try parse(CatalogFile.read(path: path), path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(CatalogError) -> AnimationCatalog {
        let root = try CatalogError.json(bytes, source: path)
        func fail(_ node: JSONNode, _ message: String) -> CatalogError {
            CatalogError(location: Location(file: path, line: node.line, column: node.column), message: message)
        }
        guard let animations = root["animations"] else { throw fail(root, "the catalog has no 'animations' object") }
        guard let list = animations["names"]?.array else {
            throw fail(animations, "'animations.names' must be an array of file names")
        }
        var names: [String] = []
        for item in list {
            guard let name = item.string, !name.isEmpty, !name.contains("/"), !name.contains(".") else {
                throw fail(item, "each of 'animations.names' must be a file name without folder or extension")
            }
            names.append(name)
        }
        let fileExtension = animations["extension"]?.string ?? "json"
        return AnimationCatalog(names: names, fileExtension: fileExtension, source: path)
    }
}
