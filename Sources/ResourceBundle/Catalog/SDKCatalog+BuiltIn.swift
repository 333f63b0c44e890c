import Diagnostics
import Localization

extension SDKCatalog {
    /// The catalogs that ship with idv-res, by name (`selphid-ios`).
    public static let bundledNames = ["selphid-ios"]

    /// A catalog compiled into idv-res.
    public static func bundled(_ name: String = "selphid-ios") throws -> SDKCatalog {
        guard let bytes = CatalogFile.builtIn(name) else {
            throw CatalogError(
                location: Location(file: name + ".json"), message: "no catalog named '\(name)' ships with idv-res")
        }
        return try parse(bytes, source: CatalogFile.builtInSource(name))
    }

    /// The SelphID iOS catalog, loaded once.
    public static let selphidIOS: SDKCatalog = BuiltInCatalog.load("selphid-ios") { try parse($0, source: $1) }

    public static func load(path: String, displayName: String? = nil) throws -> SDKCatalog {
        try parse(CatalogFile.read(path: path), source: displayName ?? path)
    }

}
