/// A file to write named on the command line, where `-` is standard output (`--output -`,
/// `--report sarif=-`).
enum OutputPath: OptionValue, Equatable {
    case standardOutput
    case file(String)

    init(_ text: String) { self = text == "-" ? .standardOutput : .file(text) }

    static func parse(_ text: String) -> Result<OutputPath, InvalidOptionValue> { .success(OutputPath(text)) }

    /// The file; nil for standard output.
    var path: String? {
        if case .file(let path) = self { return path }
        return nil
    }

    /// As typed: the path, or `-`.
    var text: String { path ?? "-" }
}
