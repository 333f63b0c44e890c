/// The printf-style specifiers of a localized text (`%@`, `%d`, `%1$@`, `%.2f`, `%ld`), as
/// `String(format:)` consumes them: argument number -> conversion. Two texts are
/// interchangeable only when these are equal; otherwise the SDK formats the wrong argument
/// (or shows `%@` as it is).
public struct FormatSpecifiers: Sendable, Hashable, CustomStringConvertible {
    /// Argument number (1-based) -> normalised conversion (`@`, `d`, `ld`, `f`...).
    public var arguments: [Int: String]
    /// The specifiers as written, in order, for messages.
    public var written: [String]

    public init(_ text: String) {
        arguments = [:]
        written = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var sequential = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            // Optional `n$` position.
            var digits = ""
            var lookahead = index
            while lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) {
                digits.unicodeScalars.append(scalars[lookahead])
                lookahead += 1
            }
            var position: Int?
            if !digits.isEmpty, lookahead < scalars.count, scalars[lookahead] == "$" {
                position = Int(digits)
                index = lookahead + 1
            }
            // Flags, width, precision.
            while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
            while index < scalars.count,
                ("0"..."9").contains(scalars[index]) || scalars[index] == "*" || scalars[index] == "."
            { index += 1 }
            // Length modifier.
            var length = ""
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) {
                length.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { break }
            let conversion = scalars[index]
            guard "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else {
                // Not a specifier (`100% sure`): `String(format:)` leaves it alone.
                index = start + 1
                continue
            }
            index += 1
            var normalised = String(conversion)
            if conversion == "i" { normalised = "d" }
            if "DUO".unicodeScalars.contains(conversion) { normalised = "l" + normalised.lowercased() }
            normalised = (length == "q" ? "ll" : length) + normalised
            sequential += 1
            arguments[position ?? sequential] = normalised
            written.append(String(String.UnicodeScalarView(scalars[start..<index])))
        }
    }

    public var isEmpty: Bool { written.isEmpty }

    /// `%@, %d`, or `none`.
    public var description: String { written.isEmpty ? "none" : written.joined(separator: ", ") }
}
