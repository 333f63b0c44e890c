/// SARIF 2.1.0, as GitHub code scanning accepts it: one run, the rules that fired (and their
/// help) in `tool.driver.rules`, each result with `ruleId`, `ruleIndex`, `level`, `message`
/// and a physical location whose region is only given when a line is known. Relative paths
/// are relative to `%SRCROOT%` (the working directory), absolute ones are `file://` URIs.
/// With an invocation: `invocations` (exit status, command line) and `automationDetails`.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// Where each rule's `helpUri` points by default: its anchor (the rule id) in docs/rules.md.
    public static var rulesDocumentationURI: String { ProjectLinks.rulesDocumentationURL }
    /// The base id of paths relative to the working directory, as GitHub and SARIF viewers name it.
    public static let sourceRoot = "%SRCROOT%"
    public var rules: [RuleDescription]
    public var toolVersion: String
    public var invocation: SARIFInvocation?
    /// The rules.md each `helpUri` points into (`.idv-res.json`'s `rulesDocumentationURL`).
    public var rulesDocumentation: String

    public init(
        rules: [RuleDescription], toolVersion: String, invocation: SARIFInvocation? = nil,
        rulesDocumentation: String = SARIFReporter.rulesDocumentationURI
    ) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.invocation = invocation
        self.rulesDocumentation = rulesDocumentation
    }

    public func render(_ report: Report) -> String {
        let diagnostics = report.diagnostics
        let absorbed = report.baseline?.absorbed ?? []
        let stale = report.baseline?.stale ?? []
        let firedIDs = Set((diagnostics + absorbed).map(\.ruleID) + stale.map(\.fingerprint.rule))
        var driverRules = rules.filter { firedIDs.contains($0.id) }
        // A finding of a rule outside the registry still needs a descriptor for ruleIndex.
        for id in firedIDs.sorted() where !driverRules.contains(where: { $0.id == id }) {
            driverRules.append(
                RuleDescription(id: id, severity: .error, summary: id, explanation: id, triggeringExamples: []))
        }
        let index = Dictionary(uniqueKeysWithValues: driverRules.enumerated().map { ($1.id, $0) })
        let state: (String) -> [(String, JSONOutput)] = {
            report.baseline == nil ? [] : [("baselineState", .string($0))]
        }
        let results =
            diagnostics.map { result($0, index, state("new")) }
            + absorbed.map { result($0, index, state("unchanged")) }
            + stale.map { absent($0, index) }
        var run: [(String, JSONOutput)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("idv-res")),
                            ("version", .string(toolVersion)),
                            ("semanticVersion", .string(toolVersion)),
                            (
                                "rules",
                                .array(
                                    driverRules.map { rule in
                                        Self.descriptor(
                                            rule, documented: rules.contains { $0.id == rule.id },
                                            documentation: rulesDocumentation)
                                    })
                            ),
                        ])
                    )
                ])
            )
        ]
        if let invocation {
            run.append(("automationDetails", .object([("id", .string(invocation.automationID))])))
            run.append(
                (
                    "originalUriBaseIds",
                    .object([
                        (Self.sourceRoot, .object([("uri", .string(Self.directoryURI(invocation.workingDirectory)))]))
                    ])
                ))
            run.append(
                (
                    "invocations",
                    .array([
                        .object([
                            ("executionSuccessful", .bool(invocation.executionSuccessful)),
                            ("exitCode", .int(Int(invocation.exitCode))),
                            ("commandLine", .string(invocation.commandLine)),
                            ("arguments", .array(invocation.arguments.dropFirst().map { .string($0) })),
                            (
                                "workingDirectory",
                                .object([("uri", .string(Self.directoryURI(invocation.workingDirectory)))])
                            ),
                        ])
                    ])
                ))
        }
        run.append(("results", .array(results)))
        let document = JSONOutput.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return document.render() + "\n"
    }

    /// `partialFingerprints` key: our fingerprint's scheme, versioned as SARIF asks.
    static let fingerprintKey = "idvResFingerprint/v1"

    private func result(
        _ diagnostic: Diagnostic, _ index: [String: Int],
        _ extra: [(String, JSONOutput)]
    ) -> JSONOutput {
        var location: [(String, JSONOutput)] = [("artifactLocation", artifactLocation(diagnostic.location.displayPath))]
        if let line = diagnostic.location.line, line > 0 {
            var region: [(String, JSONOutput)] = [("startLine", .int(line))]
            if let column = diagnostic.location.column, column > 0 { region.append(("startColumn", .int(column))) }
            location.append(("region", .object(region)))
        }
        var result: [(String, JSONOutput)] =
            [
                ("ruleId", .string(diagnostic.ruleID)),
                ("ruleIndex", .int(index[diagnostic.ruleID]!)),
                ("level", .string(Self.level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object([("physicalLocation", .object(location))])])),
                ("partialFingerprints", .object([(Self.fingerprintKey, .string(Fingerprint(diagnostic).hash))])),
            ] + extra
        if let jsonPath = diagnostic.location.jsonPath {
            result.append(("properties", .object([("jsonPath", .string(jsonPath))])))
        }
        return .object(result)
    }

    /// A baseline entry that no longer occurs: `baselineState: absent`, level `none` (nothing to
    /// act on; the recorded severity in `properties`), the message as it was reported and the
    /// path as live results show it (`bundle.zip/widget.xml`), without a region.
    private func absent(_ entry: Baseline.Entry, _ index: [String: Int]) -> JSONOutput {
        let fingerprint = entry.fingerprint
        var path = fingerprint.path
        if let input = entry.input {
            // A loose file was recorded under its own name; a bundle's files under the bundle.
            path =
                Baseline.inputName(input) == fingerprint.path
                ? input : Location(file: fingerprint.path, container: input).displayPath
        }
        return .object([
            ("ruleId", .string(fingerprint.rule)),
            ("ruleIndex", .int(index[fingerprint.rule]!)),
            ("level", .string("none")),
            ("message", .object([("text", .string(entry.text ?? fingerprint.message))])),
            (
                "locations",
                .array([
                    .object([
                        (
                            "physicalLocation",
                            .object([
                                ("artifactLocation", artifactLocation(path))
                            ])
                        )
                    ])
                ])
            ),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint.hash))])),
            ("baselineState", .string("absent")),
            ("properties", .object([("recordedLevel", .string(Self.level(entry.severity)))])),
        ])
    }

    /// A rule's descriptor; `helpUri` only for a rule of the registry (docs/rules.md has its anchor).
    static func descriptor(
        _ rule: RuleDescription, documented: Bool = true, documentation: String = rulesDocumentationURI
    ) -> JSONOutput {
        .object(
            [
                ("id", .string(rule.id)),
                ("name", .string(Self.pascalCase(rule.id))),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.explanation))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
                ("help", .object([("text", .string("idv-res explain \(rule.id)\n\n" + rule.explanation))])),
            ] + (documented ? [("helpUri", .string(documentation + "#" + uri(rule.id)))] : []))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `views.missing-token` -> `ViewsMissingToken` (SARIF's `name` is an identifier).
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// A path as SARIF locates it: absolute paths as `file://` URIs; relative ones relative to
    /// `%SRCROOT%` when the working directory is known.
    func artifactLocation(_ path: String) -> JSONOutput {
        if path.hasPrefix("/") { return .object([("uri", .string("file://" + Self.uri(path)))]) }
        guard invocation != nil else { return .object([("uri", .string(Self.uri(path)))]) }
        return .object([("uri", .string(Self.uri(path))), ("uriBaseId", .string(Self.sourceRoot))])
    }

    /// `file:///abs/dir/`: a base URI must end with a slash for relative ones to resolve in it.
    static func directoryURI(_ path: String) -> String {
        "file://" + uri(path.hasSuffix("/") ? path : path + "/")
    }

    /// A URI path: percent-encodes what a URI cannot hold as is. A colon is encoded too, so
    /// that `a:b/widget.xml` is never read as a URI with the scheme `a`.
    package static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII, c.isLetter || c.isNumber || "-._~/!$&'()*+,;=@".contains(c) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
