/// A command's options, each declared once: every stored property is a declaration (`Flag`,
/// `Option`, `Repeated`, optional where shared code asks whether the command has it) or a
/// group of them (`OptionGroup`). The spec lists them in the order written, groups flattened,
/// and the command reads them through key paths of this type (`arguments[\.tag]`): reading an
/// option the command does not declare does not compile.
protocol CommandOptions: Sendable {
    init()
}

/// Options that go together in several commands (the report filter, the input limits): a
/// stored property of a command's options, flattened into its spec.
protocol OptionGroup: Sendable {}

/// The options of a command that has none besides `--help`.
struct NoOptions: CommandOptions {}

extension CommandOptions {
    /// The declarations, in the order written, groups flattened (absent optional ones left out).
    static var declared: [OptionSpec] { specs(of: Self()) }

    private static func specs(of value: Any) -> [OptionSpec] {
        Mirror(reflecting: value).children.flatMap { child -> [OptionSpec] in
            if let option = child.value as? any DeclaredOption { return [option.spec] }
            if let group = child.value as? any OptionGroup { return specs(of: group) }
            return []
        }
    }
}
