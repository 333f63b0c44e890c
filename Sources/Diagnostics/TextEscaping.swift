extension String {
    /// The text with every Unicode scalar that `table` names replaced. Works on scalars, not
    /// characters, so the two halves of a CRLF pair are each found. The escaping of each
    /// format (`.strings`, XLIFF, GNU sums lines, workflow commands) is one table.
    public func escaping(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = table[scalar] {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
