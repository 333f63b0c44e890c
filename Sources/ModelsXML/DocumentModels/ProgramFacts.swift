/// What `ProgramAnalysis` found in one ML program, each in instruction order, for the rules
/// that word it (`ModelRule.visitProgram`).
package struct ProgramFacts {
    /// The program's block kind (`MRZ`, `OCR`...), as its messages name it.
    let kind: String
    /// Instructions' `regex` values that do not compile.
    var invalidRegexes: [(regex: XMLAttribute, tag: XMLStartTag)] = []
    /// `$N` of a value template beyond the groups (`groups`) of its instruction's regex.
    var missingGroups: [(value: XMLAttribute, tag: XMLStartTag, number: Int, groups: Int)] = []
    /// Thresholds (and `op="distance"` similarities) that are no plain ratio or whole number.
    var unfitThresholds: [(threshold: XMLAttribute, tag: XMLStartTag)] = []
    /// Jumps to a label the program does not define, with their instruction's name.
    var undefinedLabels: [(reference: XMLAttribute, instruction: String)] = []
    /// The labels the program defines; filled only when a jump misses.
    var labels: [String] = []
    /// Labels no jump targets, with their definition.
    var unusedLabels: [(label: String, definition: XMLAttribute)] = []
    /// Variables read before any instruction writes them, with the reading instruction's name.
    var readsBeforeWrite: [(use: XMLAttribute, instruction: String)] = []
    /// The variables the program writes; filled only when a read comes before its write.
    var written: Set<String> = []
    /// First writes of variables nothing reads (by-products and raw lines left out).
    var unreadWrites: [XMLAttribute] = []

    init(kind: String) { self.kind = kind }
}
