import Diagnostics

/// The model files of a bundle once all are read, for the rules across them
/// (`ModelRule.visitModelSet`).
package struct ModelSet {
    /// The countries and versions of every model file.
    package var index = ModelIndex()
    /// Each model file's output field names, in file order.
    package var outputNames: [(path: String, uses: [OutputFieldNames.Use])] = []
    /// How many times each output name is used across the bundle.
    package var outputNameCounts: [String: Int] = [:]
    /// The `<rule>` elements of DocumentRules.xml, with their file's path.
    package var rules: [(path: String, tag: XMLStartTag)] = []
    /// Places a finding: path, line, column.
    package let location: (String, Int, Int) -> Location

    package init(location: @escaping (String, Int, Int) -> Location) { self.location = location }
}
