import Diagnostics

/// Whether an input is a bundle a command can work on: it opens, and it holds a file idv-res
/// reads. The one decision behind every command that takes a bundle: `validate` reports these
/// findings among its others, and `diff`, `upgrade`, `preview` and `strings` stop on them
/// before reading further, with the same words and the same exit status (3 when the input
/// cannot be read at all, 1 for a damaged zip or one with nothing to check).
public enum InputShape {
    /// Nil for a bundle; else what `validate` reports about the input: `input.unreadable`
    /// (missing, not a zip), `zip.corrupt` (truncated, central directory out of place) or
    /// `input.nothing-to-check` (empty, unrelated files, the bundle one folder down: it says
    /// where).
    public static func refusal(_ input: OpenedInput) -> Report.Input? {
        let reader: BundleReader
        do {
            reader = try input.reader()
        } catch {
            return unopenable(input.path, error)
        }
        return nothingToCheck(in: reader).map { Report.Input(name: input.path, diagnostics: [$0]) }
    }

    /// The report of an input that does not open: a damaged zip is located (`zip.corrupt`),
    /// anything else is unreadable.
    public static func unopenable(_ path: String, _ error: any Error) -> Report.Input {
        BundleHygiene.unopenableZip(path, error) ?? BundleValidator.unreadable(path, error)
    }

    /// `input.nothing-to-check` when no file of the bundle is one idv-res reads.
    static func nothingToCheck(in reader: BundleReader) -> Diagnostic? {
        let files = reader.entries.filter { !$0.isDirectory && $0.fileType != .special }.map(\.path)
        guard readsNothing(files) else { return nil }
        return InputRules.NothingToCheck.finding(files: files, reader: reader)
    }

    /// None of `files` (paths in a bundle) is one a check reads.
    static func readsNothing(_ files: [String]) -> Bool { !files.contains(where: NothingToCheck.isRead) }
}
