import Diagnostics
import Foundation

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

    /// The SelphID iOS catalog that ships with idv-res (nil only if the package's resources
    /// are missing).
    public static let selphidIOS: AnimationCatalog? = {
        guard let url = Bundle.module.url(forResource: "selphid-ios", withExtension: "json", subdirectory: "Catalogs")
            ?? Bundle.module.url(forResource: "selphid-ios", withExtension: "json") else { return nil }
        return try? load(path: url.path)
    }()

    /// Reads a catalog file; a problem is an error naming the file, line and column.
    public static func load(path: String) throws(AnimationCatalogError) -> AnimationCatalog {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AnimationCatalogError(location: Location(file: path), message: "cannot read the catalog")
        }
        return try parse([UInt8](data), path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(AnimationCatalogError) -> AnimationCatalog {
        let root: JSONNode
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw AnimationCatalogError(location: Location(file: path, line: error.line, column: error.column), message: "not valid JSON: \(error.message)")
        }
        func fail(_ node: JSONNode, _ message: String) -> AnimationCatalogError {
            AnimationCatalogError(location: Location(file: path, line: node.line, column: node.column), message: message)
        }
        guard let animations = root["animations"] else { throw fail(root, "the catalog has no 'animations' object") }
        guard let list = animations["names"]?.array else { throw fail(animations, "'animations.names' must be an array of file names") }
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

public struct AnimationCatalogError: Error, Sendable, CustomStringConvertible {
    public var location: Location
    public var message: String

    public var description: String { "\(location): \(message)" }
}
