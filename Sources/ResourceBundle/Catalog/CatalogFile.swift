import Diagnostics
import Foundation
import Localization

/// An SDK catalog JSON file (`Catalogs/selphid-ios.json`, or one given with `--catalog`):
/// the built-in ones, and reading one from disk (`CatalogError.json` parses it). `SDKCatalog` reads its
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
}
