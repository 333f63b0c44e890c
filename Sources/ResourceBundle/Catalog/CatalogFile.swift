import Diagnostics
import Foundation

/// An SDK catalog JSON file (`Catalogs/selphid-ios.json`, or one given with `--catalog`):
/// where the built-in ones are, and reading one into a located JSON tree. `SDKCatalog` reads
/// its `localizable` part, `AnimationCatalog` its `animations` part.
enum CatalogFile {
    /// A catalog shipped inside the package.
    static func bundledURL(_ name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Catalogs")
            ?? Bundle.module.url(forResource: name, withExtension: "json")
    }

    static func read(path: String) throws(CatalogError) -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: BundleEntry.defaultReadLimit)
        } catch {
            throw CatalogError(location: Location(file: path), message: "cannot read the catalog: \(error.message)")
        }
    }

    /// The JSON tree; a syntax error names the file, line and column.
    static func parse(_ bytes: [UInt8], source: String) throws(CatalogError) -> JSONNode {
        do {
            return try JSONParser().parse(bytes)
        } catch {
            throw CatalogError(location: Location(file: source, line: error.line, column: error.column), message: "not valid JSON: \(error.message)")
        }
    }
}

/// Why a catalog could not be loaded: the file, and where in it when known.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
