import Diagnostics

/// Checks one Lottie animation: structure (errors a player stops on), safety (expressions,
/// remote assets) and, with `conformance`, the lottie-spec 1.0 schema.
public struct LottieValidator: Sendable {
    /// Also check conformance to the lottie-spec 1.0 JSON Schema (`--strict`).
    public var conformance: Bool
    /// Says whether an external image exists; the path is relative to the folder of the
    /// Lottie file (`images/img_0.png`), as players resolve it.
    public var fileExists: @Sendable (String) -> Bool

    public init(conformance: Bool = false, fileExists: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.conformance = conformance
        self.fileExists = fileExists
    }

    /// Parses `bytes` and reports every finding at `file` into `sink`. With
    /// `onlyIfAnimation`, JSON that parses but does not look like an animation (see
    /// `looksLikeLottie`) is skipped silently: other JSON files found in a folder.
    public func validate(_ bytes: [UInt8], file: Location, into sink: DiagnosticSink, onlyIfAnimation: Bool = false) {
        let root: JSONNode
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            LottieRules.NotJSON.report(error, LottieFindings(file: file, sink: sink))
            return
        }
        if !onlyIfAnimation || Self.looksLikeLottie(root) { check(root, file: file, into: sink) }
    }

    /// Checks an already parsed document.
    public func validate(_ root: JSONNode, file: Location, into sink: DiagnosticSink) {
        check(root, file: file, into: sink)
    }

    private func check(_ root: JSONNode, file: Location, into sink: DiagnosticSink) {
        let findings = LottieFindings(file: file, sink: sink)
        guard LottieRules.NotObject.check(root, findings) else { return }
        LottieWalk(findings: findings, fileExists: fileExists).run(root)
        if conformance {
            SpecConformance.report(root, into: findings)
        }
    }

    /// True when a parsed JSON file looks like a Lottie animation (used to skip other JSON
    /// files found in a directory).
    public static func looksLikeLottie(_ root: JSONNode) -> Bool {
        guard let members = root.members else { return false }
        return members.contains { ["layers", "fr", "op", "ip"].contains($0.key) }
    }
}

func article(_ kind: String) -> String {
    kind == "object" || kind == "array" ? "an \(kind)" : "a \(kind)"
}
