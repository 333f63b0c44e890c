/// One token of Swift source, located at its first byte (1-based line, UTF-8 column).
public struct SwiftToken: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Names and keywords (a backticked name without its backticks).
        case identifier
        case number
        /// A string literal; `literal` holds its value.
        case string
        /// One of `( ) [ ] { } , : ; . @ #`, or a run of operator characters (`=`, `==`, `->`).
        case punctuation
    }

    public var kind: Kind
    /// The source text (for a string: the text of the literal as written, delimiters included).
    public var text: String
    public var line: Int
    public var column: Int
    public var literal: SwiftStringLiteral?

    public func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    public func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}

/// The value of a string literal, and where each byte of it was written, so a finding inside
/// the value (a specificData column) points into the source.
public struct SwiftStringLiteral: Sendable {
    /// The value with escapes resolved; nil when the literal interpolates (`"\(x)"`), since
    /// its value is only known at run time.
    public var value: String?
    /// Line and column of the source of each UTF-8 byte of `value`.
    public var positions: [SourcePosition]

    /// Where byte `offset` (0-based) of the value was written; the literal's end when past it.
    public func position(ofByte offset: Int) -> SourcePosition? {
        guard !positions.isEmpty else { return nil }
        return positions[min(max(offset, 0), positions.count - 1)]
    }
}

public struct SourcePosition: Sendable, Hashable {
    public var line: Int
    public var column: Int
}
