import Diagnostics

/// What an option's value names to write, declared with the option (`writes:`): the kind of
/// file, what it may replace, and whether it is written in this run at all. `OutputGate`
/// reads every declaration before the command runs (docs/architecture.md, "Outputs never
/// replace a user's file").
struct Writes<Value>: Sendable {
    /// The file this value names and its rule, for what was given (nil: nothing is written to
    /// a file: standard output, or a mode that writes nothing).
    let target: @Sendable (Value, ParsedValues) -> OutputTarget?
    /// The flags the rule reads (TypedOptionsTests: each command declares them).
    var flags: [String] = []

    init(flags: [String] = [], target: @escaping @Sendable (Value, ParsedValues) -> OutputTarget?) {
        self.target = target
        self.flags = flags
    }

    /// Not written when `flag` is given (`--dry-run`).
    func unless(_ flag: String) -> Writes {
        let target = self.target
        return Writes(flags: flags + [flag]) { value, given in given.isGiven(flag) ? nil : target(value, given) }
    }

    /// Written only when `flag` is given (`--fix-output` with `--fix`).
    func only(with flag: String) -> Writes {
        let target = self.target
        return Writes(flags: flags + [flag]) { value, given in given.isGiven(flag) ? target(value, given) : nil }
    }

    /// Type-erased, for the option's spec.
    var declaration: OutputDeclaration {
        let target = self.target
        return OutputDeclaration(flags: flags) { value, given in (value as? Value).flatMap { target($0, given) } }
    }
}

extension Writes where Value == String {
    /// The command's own output (pack's zip, unpack's folder): kept out of its inputs.
    static func output(_ kind: OutputKind, replacing: OutputTarget.Replacing, createsFolders: Bool = false) -> Self {
        Writes(flags: replacing.flags) { path, _ in
            OutputTarget(
                path: path, kind: kind, replacing: replacing, keepsOutOfInputs: true, createsFolders: createsFolders)
        }
    }

    /// `--write-baseline FILE`: replaces an earlier baseline; may sit in the folder it describes.
    static var baseline: Self {
        Writes { path, _ in
            OutputTarget(path: path, kind: .baseline, replacing: .itsOwnKind, label: "--write-baseline")
        }
    }
}

extension Writes where Value == OutputPath {
    /// `--output FILE`: the `--format` report; replaces any earlier report; `-` is standard output.
    static var formatReport: Self {
        Writes { output, given in
            guard let path = output.path else { return nil }
            let format = given.last(ReportOptions.format.spec.key, as: ReportFormat.self) ?? .text
            return OutputTarget(path: path, kind: format.outputKind, replacing: .itsOwnKind, label: "--output")
        }
    }
}

extension Writes where Value == ReportRequest {
    /// `--report FORMAT=FILE`: replaces any earlier report; no file or `-` is standard output.
    static var report: Self {
        Writes { request, _ in
            guard let path = request.output?.path else { return nil }
            return OutputTarget(
                path: path, kind: request.format.outputKind, replacing: .itsOwnKind,
                label: "--report \(request.format.rawValue)")
        }
    }
}

/// A `Writes` without its value type, in the option's spec.
struct OutputDeclaration: Sendable {
    var flags: [String]
    let target: @Sendable (any Sendable, ParsedValues) -> OutputTarget?
}

/// One file or folder a run will write, and the rule that says whether what is there may go.
struct OutputTarget: Sendable {
    /// What may stand where it is written.
    enum Replacing: Sendable, Equatable {
        /// Nothing at all (`validate --fix -o FIXED.zip`).
        case nothing
        /// A file of its own kind, unasked: what idv-res wrote there before (a report, a
        /// baseline, a preview site).
        case itsOwnKind
        /// A file of its own kind when one of these flags is given (`--overwrite`), the first
        /// one named in the refusal.
        case itsOwnKindWith([String])

        static let withOverwrite = Replacing.itsOwnKindWith(["--overwrite"])

        var flags: [String] {
            if case .itsOwnKindWith(let flags) = self { return flags }
            return []
        }
    }

    /// As typed: relative to the working directory.
    var path: String
    var kind: OutputKind
    var replacing: Replacing
    /// Never inside an input, nor (a folder that replaces one) around one: a zip or folder
    /// would contain itself or remove an input. Reports and baselines may sit in the folder
    /// they describe.
    var keepsOutOfInputs = false
    /// The writer makes the folders on the way; otherwise each must exist.
    var createsFolders = false
    /// An existing folder is where the files go (`strings --export -o DIR`): the command checks
    /// each file it writes there with `OutputGate.refusal`.
    var intoFolder = false
    /// Named before a refusal (`--report sarif: ...`); nil for the command's own output.
    var label: String? = nil
}
