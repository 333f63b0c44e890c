import Diagnostics

/// The `--strict` tier: the structure the Lottie Animation Community's lottie-spec 1.0 JSON
/// Schema (PyPI `lottie-specs`) describes, checked by hand-written Swift that follows the
/// schema's definitions one by one (see docs/lottie.md for what differs).
public enum SpecConformance {
    /// The issues of a parsed document, as `(message, line, column, jsonPath)`: empty when
    /// the document conforms. Tests compare this verdict with `check-jsonschema`.
    public static func issues(in root: JSONNode) -> [(message: String, line: Int, column: Int, jsonPath: String)] {
        check(root).map { ($0.message, $0.line, $0.column, $0.path.description) }
    }

    static func check(_ root: JSONNode) -> [SpecIssue] {
        var checker = SpecChecker()
        checker.animation(root)
        checker.drainShapes()
        return checker.issues
    }

    /// The structural rules that check what the schema checks too.
    static let schemaMirrors: Set<String> = [
        LottieRules.NotObject.description.id, LottieRules.MissingProperty.description.id,
        LottieRules.WrongType.description.id, LottieRules.InvalidFrameRate.description.id,
        LottieRules.InvalidSize.description.id,
    ]

    static func report(_ root: JSONNode, into findings: LottieFindings) {
        // Where a structural rule that mirrors the schema already spoke (a missing `fr`, a
        // zero frame rate), the schema's view of the same value would only repeat it. Other
        // rules (a missing image file) have another reason, which must not hide this one.
        let reported = Set(
            findings.sink.diagnostics.filter {
                $0.location.file == findings.file.file && schemaMirrors.contains($0.ruleID)
            }.compactMap { diagnostic in
                diagnostic.location.line.map { "\($0):\(diagnostic.location.column ?? 0)" }
            })
        var withoutFlag: Set<String> = []
        for issue in check(root) where !reported.contains("\(issue.line):\(issue.column)") {
            if issue.lacksAnimatedFlag { withoutFlag.insert(issue.path.description) }
            let rule: any SpecRule.Type
            switch issue.kind {
            case .required: rule = LottieRules.SpecRequired.self
            case .type: rule = LottieRules.SpecType.self
            case .value: rule = LottieRules.SpecValue.self
            }
            rule.report(issue, findings)
        }
        LottieRules.OldExport.summarize(withoutFlag, findings)
    }
}

/// A `lottie.spec-*` rule: it reports the issues of one kind that the schema mirror
/// (`SpecChecker` and its extensions) finds. The mirror words each issue, because one schema
/// check (a vector, an enumeration) can fail in more than one of the three ways.
protocol SpecRule: Rule {
    static var issueKind: SpecIssue.Kind { get }
}

extension SpecRule {
    static func report(_ issue: SpecIssue, _ findings: LottieFindings) {
        findings.report(description, line: issue.line, column: issue.column, issue.path, issue.message)
    }
}
