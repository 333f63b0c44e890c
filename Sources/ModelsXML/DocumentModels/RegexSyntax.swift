/// A fast, conservative syntax check for the plain regexes document models are made of
/// (literals, classes, groups, alternation, quantifiers, `\d \s \w` and escaped
/// punctuation). `isCertainlyValid` is true only for patterns ICU certainly compiles;
/// anything else (or anything unusual) goes to NSRegularExpression. Compiling hundreds of
/// distinct patterns with ICU is the largest cost of a check otherwise.
enum RegexSyntax {
    static func isCertainlyValid(_ pattern: String) -> Bool {
        var scalars = pattern.unicodeScalars.makeIterator()
        var depth = 0
        var canQuantify = false
        /// True right after `(` or `|`: an empty alternative is left to ICU.
        var emptyBranch = false
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        while let scalar = next() {
            if scalar == ")", emptyBranch { return false }
            if scalar != "(", scalar != "|" { emptyBranch = false }
            switch scalar {
            case "\\":
                guard let escaped = next(), isSafeEscape(escaped) else { return false }
                canQuantify = true
            case "(":
                if let following = next() {
                    if following == "?" {
                        guard let kind = next(), kind == ":" || kind == "=" || kind == "!" else { return false }
                    } else {
                        pending = following
                    }
                }
                depth += 1
                canQuantify = false
                emptyBranch = true
            case ")":
                guard depth > 0 else { return false }
                depth -= 1
                canQuantify = true
            case "|":
                if emptyBranch { return false }
                canQuantify = false
                emptyBranch = true
            case "^", "$":
                canQuantify = false
            case "*", "+", "?":
                guard canQuantify else { return false }
                canQuantify = false
                if let following = next(), following != "?", following != "+" { pending = following }
            case "{":
                guard canQuantify, let following = interval(&scalars, pending: &pending) else { return false }
                canQuantify = false
                if let following, following != "?", following != "+" { pending = following }
            case "[":
                guard characterClass(&scalars, pending: &pending) else { return false }
                canQuantify = true
            case "]", "}":
                return false
            default:
                canQuantify = true
            }
        }
        return depth == 0
    }

    /// `\d \D \s \S \w \W`, and escaped ASCII punctuation (a literal).
    private static func isSafeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "d", "D", "s", "S", "w", "W": return true
        case "a"..."z", "A"..."Z", "0"..."9": return false
        default: return scalar.value > 0x20 && scalar.value < 0x7F
        }
    }

    /// After `{`: `n}`, `n,}` or `n,m}` with n <= m. Returns the scalar after `}` (nil at the
    /// end) wrapped, or nil when malformed.
    private static func interval(_ scalars: inout String.UnicodeScalarView.Iterator, pending: inout Unicode.Scalar?)
        -> Unicode.Scalar??
    {
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        var low = ""
        var high = ""
        var sawComma = false
        while let scalar = next() {
            switch scalar {
            case "0"..."9":
                if sawComma { high.unicodeScalars.append(scalar) } else { low.unicodeScalars.append(scalar) }
            case ",":
                guard !sawComma, !low.isEmpty else { return nil }
                sawComma = true
            case "}":
                guard let lowValue = Int(low), low.count < 6 else { return nil }
                if sawComma, !high.isEmpty {
                    guard let highValue = Int(high), high.count < 6, lowValue <= highValue else { return nil }
                }
                return .some(next())
            default:
                return nil
            }
        }
        return nil
    }

    /// After `[`: a plain set up to `]` (no nesting, no set operations, no POSIX names).
    private static func characterClass(
        _ scalars: inout String.UnicodeScalarView.Iterator, pending: inout Unicode.Scalar?
    ) -> Bool {
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        var first = true
        var opensWithColon = false
        var previous: Unicode.Scalar? = nil
        var count = 0
        while let scalar = next() {
            defer { first = false }
            if first, scalar == "^" {
                first = false
                guard let following = next() else { return false }
                pending = following
                continue
            }
            switch scalar {
            case "]":
                return count > 0
            case "[", "&":
                return false
            case ":":
                // `[:name:]` is ICU's POSIX syntax: a set that opens with `:` and has a `:]`
                // is left to ICU; elsewhere `:` is a literal.
                if first { opensWithColon = true }
                if opensWithColon {
                    guard let following = next(), following != "]" else { return false }
                    pending = following
                }
                previous = scalar
            case "\\":
                guard let escaped = next(), isSafeEscape(escaped) else { return false }
                previous = ("a"..."z").contains(escaped) || ("A"..."Z").contains(escaped) ? nil : escaped
            case "-" where count == 0:
                // A leading `-` is a literal.
                previous = nil
            case "-":
                guard let following = next() else { return false }
                if following == "]" {
                    // A trailing `-` is a literal.
                    return true
                }
                // A range: a literal on both sides, in order.
                guard let low = previous, following != "\\", following != "[", following != "-",
                    low.value <= following.value, count > 0
                else { return false }
                previous = nil
            default:
                previous = scalar
            }
            count += 1
        }
        return false
    }
}
