import Diagnostics

/// A `checksum.*` rule, called by the verifier's walks for what they visit: a sums file's
/// lines, a Package.swift's binary targets, the end of a manifest, each file hashed. Each
/// visit has a default that does nothing: a rule implements the ones it needs and reports
/// through the sink, with its message text in its own file. The walks report nothing.
protocol ChecksumRule: Rule {
    /// Each line of a sums file that is not a SHA-256 line.
    static func visit(malformedLine: MalformedChecksumLine, in manifest: String, _ sink: DiagnosticSink)
    /// Each `.binaryTarget` of a Package.swift that downloads a zip (no `path:`).
    static func visit(binaryTarget: BinaryTargetDeclaration, in package: String, _ sink: DiagnosticSink)
    /// A sums file or Package.swift once read through: how much it asks to verify.
    static func visit(manifestEnd: ChecksumManifestSummary, _ sink: DiagnosticSink)
    /// Each file hashed, with what came of it.
    static func visit(expectation: ChecksumExpectation, _ outcome: ChecksumOutcome, _ sink: DiagnosticSink)
}

extension ChecksumRule {
    static func visit(malformedLine: MalformedChecksumLine, in manifest: String, _ sink: DiagnosticSink) {}
    static func visit(binaryTarget: BinaryTargetDeclaration, in package: String, _ sink: DiagnosticSink) {}
    static func visit(manifestEnd: ChecksumManifestSummary, _ sink: DiagnosticSink) {}
    static func visit(expectation: ChecksumExpectation, _ outcome: ChecksumOutcome, _ sink: DiagnosticSink) {}
}

/// What a manifest held, once its walk is done.
enum ChecksumManifestSummary {
    /// A sums file: its path, its well-formed lines and the others.
    case sums(path: String, entries: Int, malformed: Int)
    /// A Package.swift: its path and its binary targets that download a zip.
    case packageSwift(path: String, remoteTargets: Int)
}

extension ChecksumRules {
    /// Every `checksum.*` rule, from the generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists). Its order is no order of findings: `Report.Input` sorts them by place, then rule id.
    static let registered: [any ChecksumRule.Type] = ChecksumsRuleTypes.checksumRules
}
