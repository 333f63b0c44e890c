/// A command's arguments and options, each declared once: every stored property is a
/// declaration (`Argument`, `OptionalArgument`, `RepeatedArgument`; `Flag`, `Option`,
/// `RequiredOption`, `Repeated`, optional where shared code asks whether the command has it)
/// or a group of them (`OptionGroup`). The spec lists them in the order written, groups
/// flattened, and the command reads them through key paths of this type (`arguments[\.tag]`):
/// reading one the command does not declare does not compile.
protocol CommandOptions: Sendable {
    init()

    /// What the declarations cannot say, checked once the values are parsed and before the
    /// command runs (swift-argument-parser's `validate()`): a requirement that holds only in
    /// some modes (`upgrade`'s `--output` unless `--dry-run`). Throws a `UsageError`.
    static func validate(_ arguments: ParsedArguments<Self>) throws
}

extension CommandOptions {
    static func validate(_ arguments: ParsedArguments<Self>) throws {}
}

/// Options that go together in several commands (the report filter, the input limits): a
/// stored property of a command's options, flattened into its spec.
protocol OptionGroup: Sendable {}

/// The options of a command that has none besides `--help`.
struct NoOptions: CommandOptions {}

extension CommandOptions {
    /// The declarations, in the order written, groups flattened (absent optional ones left out):
    /// the specs each declaration records as `Self()` builds it, stored properties in order.
    /// Recorded, not reflected: `Mirror` and casts to `DeclaredOption` scan the binary's
    /// conformance records once per option type, each run (~9 M instructions for `validate`).
    /// A shared declaration is a computed `static var` (`ReportOptions.format`), so each
    /// command's value builds, and records, its own; TypedOptionsTests compares the recording
    /// with a reflection of every command's options.
    static var declared: [OptionSpec] { declarations.options }

    /// The positional arguments and the options, recorded as `Self()` builds them (`declared`).
    static var declarations: (arguments: [ArgumentSpec], options: [OptionSpec]) {
        let recorder = DeclarationRecorder()
        DeclarationRecorder.$current.withValue(recorder) { _ = Self() }
        return (recorder.arguments, recorder.specs)
    }
}

/// Collects the specs of the declarations built while `CommandOptions.declared` runs.
final class DeclarationRecorder: @unchecked Sendable {  // used by one thread, inside `withValue`
    @TaskLocal static var current: DeclarationRecorder?
    private(set) var specs: [OptionSpec] = []
    private(set) var arguments: [ArgumentSpec] = []

    /// A declaration was built (`Flag`, `Option` and `Repeated` call it from their inits).
    static func built(_ spec: OptionSpec) { current?.specs.append(spec) }
    /// An argument was built (`Argument`, `OptionalArgument` and `RepeatedArgument`).
    static func built(_ spec: ArgumentSpec) { current?.arguments.append(spec) }
}
