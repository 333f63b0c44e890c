import Diagnostics

/// What `XLIFFMerge` needs of one kind of target file: which XLIFF `<file>`s it takes, which
/// keys it knows, and how to write values into the file of a language. Everything else
/// (reading the XLIFF, the policy on errors, the key changes) is the pipeline's, and the
/// checks every target shares are `XLIFFRules.all`. The findings of `unknownUnit` and
/// `warnings` are worded by the target's own rules (`LocalizableRules.UnknownKey`,
/// `XLIFFRules.UnknownToken`...).
public protocol XLIFFTarget {
    /// Why the units of `original` are not imported here, or nil when they are.
    func refusal(of original: String?) -> String?
    /// The language a `<file>` without `target-language` is in, read from its `original`.
    func language(ofOriginal original: String?) -> String?
    /// The finding for a unit whose key the target does not have, or nil.
    func unknownUnit(_ unit: XLIFFImport.Unit, at location: Location) -> Diagnostic?
    /// The text whose format specifiers the translation must keep.
    func reference(of unit: XLIFFImport.Unit) -> String
    /// Findings that do not keep the unit out (it is still imported).
    func warnings(about unit: XLIFFImport.Unit, language: String, at location: Location) -> [Diagnostic]
    /// The file of `language` with `values` (each key once) merged, or why it cannot be.
    func merge(language: String, values: [(key: String, value: String)]) -> Result<XLIFFTargetEdit, XLIFFTargetRefusal>
}

extension XLIFFTarget {
    public func language(ofOriginal original: String?) -> String? { nil }
    public func reference(of unit: XLIFFImport.Unit) -> String { unit.source }
    public func warnings(about unit: XLIFFImport.Unit, language: String, at location: Location) -> [Diagnostic] { [] }
}

/// One target file's new bytes.
public struct XLIFFTargetEdit: Sendable {
    public var path: String
    public var created: Bool
    public var bytes: [UInt8]
    public var outcome: MergeOutcome
    /// The file's current text of each key it has (the one the phone reads).
    public var old: [String: String]

    public init(path: String, created: Bool, bytes: [UInt8], outcome: MergeOutcome, old: [String: String]) {
        self.path = path
        self.created = created
        self.bytes = bytes
        self.outcome = outcome
        self.old = old
    }
}

/// A target file that cannot take the values: the import stops, nothing is written.
public struct XLIFFTargetRefusal: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// What a merge did to one file: the keys replaced in place and the keys added.
public struct MergeOutcome: Sendable, Equatable {
    public var replaced: [String]
    public var added: [String]
    public var isEmpty: Bool { replaced.isEmpty && added.isEmpty }

    public init(replaced: [String] = [], added: [String] = []) {
        self.replaced = replaced
        self.added = added
    }
}
