/// File name -> density buckets that hold it.
public struct ResourceIndex: Sendable {
    public private(set) var buckets: [String: Set<Int>] = [:]
    /// Every bucket the bundle has (a file in `resources/<N>dpi/`).
    public private(set) var densities: Set<Int> = []

    public init() {}

    public mutating func add(_ name: String, density: Int) {
        buckets[name, default: []].insert(density)
        densities.insert(density)
    }

    public func densities(of name: String) -> Set<Int> { buckets[name] ?? [] }

    /// `163dpi, 326dpi`.
    static func label(_ densities: some Sequence<Int>) -> String {
        densities.sorted().map { "\($0)dpi" }.joined(separator: ", ")
    }
}
