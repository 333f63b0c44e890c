/// The catalogs compiled into idv-res, loaded one way. They are part of the program, not
/// input (BuiltInCatalogsTests parses each): one that is missing or does not parse is a bug
/// in the build, so it stops the program as an internal error, the same for every catalog.
enum BuiltInCatalog {
    static func load<Catalog>(_ name: String, _ parse: ([UInt8], String) throws -> Catalog) -> Catalog {
        guard let bytes = CatalogFile.builtIn(name) else {
            fatalError("internal error: the built-in catalog '\(name)' is missing; please report it")
        }
        do {
            return try parse(bytes, CatalogFile.builtInSource(name))
        } catch {
            fatalError("internal error: the built-in catalog '\(name)' is broken (\(error)); please report it")
        }
    }
}
