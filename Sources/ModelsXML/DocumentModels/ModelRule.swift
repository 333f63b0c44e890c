import Diagnostics

/// A models rule checked over one parsed model file: its file holds its description, its
/// check and its message text. `ModelFileChecks.run` walks the file once and calls every
/// registered rule for what it visits; a rule implements only the visits it needs (the others
/// add nothing). Rules are stateless: what one needs across visits it reads from the file.
package protocol ModelRule: Rule {
    /// The file, before its DocumentIDs.
    static func visitFile(_ file: DocumentModelFile, into findings: inout [ModelFinding])
    /// Each DocumentID, before its Versions.
    static func visitDocument(_ document: DocumentNode, into findings: inout [ModelFinding])
    /// Each Version of `document`.
    static func visitVersion(_ version: VersionNode, in document: DocumentNode, into findings: inout [ModelFinding])
    /// Each `regex` attribute of a capture block's `<field>` (ML instructions' regexes are
    /// `ProgramAnalysis`'s, in the same pass as their variables).
    static func visitFieldRegex(_ regex: XMLAttribute, on field: XMLStartTag, into findings: inout [ModelFinding])
    /// Each MRZ block, before its fields.
    static func visitMRZ(_ mrz: MRZBlock, into findings: inout [ModelFinding])
    /// Each field of an MRZ block: a rule here reports a field that does not lie inside the
    /// block's lines.
    static func visitMRZField(
        _ field: XMLStartTag, _ attributes: MRZFieldAttributes, in mrz: MRZBlock, into findings: inout [ModelFinding])
    /// Each field of an MRZ block that no rule reported in `visitMRZField`: it lies inside.
    static func visitMRZFieldInside(
        _ field: XMLStartTag, _ attributes: MRZFieldAttributes, in mrz: MRZBlock, into findings: inout [ModelFinding])
    /// Each ML program of the file, once `ProgramAnalysis` has read it.
    static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding])
    /// The file once walked.
    static func finishFile(_ file: DocumentModelFile, into findings: inout [ModelFinding])
    /// Every model file of a bundle, once all are read (the bundle's check walks them).
    static func visitModelSet(_ models: ModelSet, into diagnostics: inout [Diagnostic])
}

extension ModelRule {
    package static func visitFile(_ file: DocumentModelFile, into findings: inout [ModelFinding]) {}
    package static func visitDocument(_ document: DocumentNode, into findings: inout [ModelFinding]) {}
    package static func visitVersion(
        _ version: VersionNode, in document: DocumentNode, into findings: inout [ModelFinding]
    ) {}
    package static func visitFieldRegex(
        _ regex: XMLAttribute, on field: XMLStartTag, into findings: inout [ModelFinding]
    ) {}
    package static func visitMRZ(_ mrz: MRZBlock, into findings: inout [ModelFinding]) {}
    package static func visitMRZField(
        _ field: XMLStartTag, _ attributes: MRZFieldAttributes, in mrz: MRZBlock, into findings: inout [ModelFinding]
    ) {}
    package static func visitMRZFieldInside(
        _ field: XMLStartTag, _ attributes: MRZFieldAttributes, in mrz: MRZBlock, into findings: inout [ModelFinding]
    ) {}
    package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {}
    package static func finishFile(_ file: DocumentModelFile, into findings: inout [ModelFinding]) {}
    package static func visitModelSet(_ models: ModelSet, into diagnostics: inout [Diagnostic]) {}
}
