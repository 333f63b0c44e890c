/// Where a finding is: a file (or a path inside a zip or directory bundle), with line and
/// column when known (1-based; columns count UTF-8 bytes, as clang and Xcode do).
public struct Location: Hashable, Sendable, Codable {
    /// The file: a path inside `container`, or a path of its own when `container` is nil.
    public var file: String
    /// The zip or directory the file was read from, as the user named it.
    public var container: String?
    public var line: Int?
    public var column: Int?
    /// For JSON inputs (Lottie, string catalogs): the path to the value, `layers[3].ks.o.k`.
    public var jsonPath: String?

    public init(file: String, container: String? = nil, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
        self.file = file
        self.container = container
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    /// The path a user (or Xcode) opens: `bundle.zip/widget.xml`, `Samples/good/widget.xml`.
    public var displayPath: String {
        guard let container, !container.isEmpty else { return file }
        if file.isEmpty { return container }
        return container.hasSuffix("/") ? container + file : container + "/" + file
    }

    /// The same location inside another container (used when a bundle's findings are reported).
    public func inContainer(_ container: String?) -> Location {
        var copy = self
        copy.container = container
        return copy
    }
}

extension Location: CustomStringConvertible {
    /// `path:line:col`, `path:line` or `path`.
    public var description: String {
        var text = displayPath
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
