import Diagnostics
import Foundation

/// An SDK catalog JSON file (`Catalogs/selphid-ios.json`, or one given with `--catalog`):
/// the built-in ones, and reading one into a located JSON tree. `SDKCatalog` reads its
/// `localizable` part, `AnimationCatalog` its `animations` part.
enum CatalogFile {
    /// A catalog compiled into the binary (`BuiltInCatalogs.swift`, generated from
    /// `Catalogs/*.json`): no resource bundle has to travel with the executable.
    static func builtIn(_ name: String) -> [UInt8]? {
        BuiltInCatalogs.files[name].map { Array($0.utf8) }
    }

    /// How messages name a built-in catalog.
    static func builtInSource(_ name: String) -> String { "\(name) (built in)" }

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
            throw CatalogError(
                location: Location(file: source, line: error.line, column: error.column),
                message: "not valid JSON: \(error.message)")
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
