import Diagnostics

/// Why a catalog could not be loaded: the file, and where in it when known.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }

    /// The catalog's JSON tree; a syntax error names the file, line and column.
    package static func json(_ bytes: [UInt8], source: String) throws(CatalogError) -> JSONNode {
        do {
            return try JSONParser().parse(bytes)
        } catch {
            throw CatalogError(
                location: Location(file: source, line: error.line, column: error.column),
                message: "not valid JSON: \(error.message)")
        }
    }
}
