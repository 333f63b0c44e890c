/// A fast, conservative syntax check for the plain regexes document models are made of
/// (literals, classes, groups, alternation, quantifiers, `\d \s \w` and escaped
/// punctuation). `isCertainlyValid` is true only for patterns ICU certainly compiles;
/// anything else (or anything unusual) goes to NSRegularExpression. Compiling hundreds of
/// distinct patterns with ICU is the largest cost of a check otherwise. It reads the
/// pattern's UTF-8 in place: the checks ask it for every regex of every file.
enum RegexSyntax {
    static func isCertainlyValid(_ pattern: String) -> Bool {
        if let verdict = pattern.utf8.withContiguousStorageIfAvailable({ isCertainlyValid($0) }) { return verdict }
        return Array(pattern.utf8).withUnsafeBufferPointer { isCertainlyValid($0) }
    }

    /// Byte by byte: outside a class every byte of a non-ASCII scalar is a plain literal, and
    /// only class ranges need scalar values.
    private static func isCertainlyValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var depth = 0
        var canQuantify = false
        /// True right after `(` or `|`: an empty alternative is left to ICU.
        var emptyBranch = false
        /// Whether the next byte is one of `bytes`, without taking it.
        func peek(_ first: UInt8, _ second: UInt8, _ third: UInt8? = nil) -> Bool {
            guard index < bytes.count else { return false }
            return bytes[index] == first || bytes[index] == second || bytes[index] == third
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ")"), emptyBranch { return false }
            if byte != UInt8(ascii: "("), byte != UInt8(ascii: "|") { emptyBranch = false }
            switch byte {
            case UInt8(ascii: "\\"):
                guard index < bytes.count, isSafeEscape(bytes[index]) else { return false }
                index += 1
                canQuantify = true
            case UInt8(ascii: "("):
                if peek(UInt8(ascii: "?"), UInt8(ascii: "?")) {
                    index += 1
                    guard peek(UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "!")) else { return false }
                    index += 1
                }
                depth += 1
                canQuantify = false
                emptyBranch = true
            case UInt8(ascii: ")"):
                guard depth > 0 else { return false }
                depth -= 1
                canQuantify = true
            case UInt8(ascii: "|"):
                if emptyBranch { return false }
                canQuantify = false
                emptyBranch = true
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                canQuantify = false
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                guard canQuantify else { return false }
                canQuantify = false
                if peek(UInt8(ascii: "?"), UInt8(ascii: "+")) { index += 1 }
            case UInt8(ascii: "{"):
                guard canQuantify, interval(bytes, &index) else { return false }
                canQuantify = false
                if peek(UInt8(ascii: "?"), UInt8(ascii: "+")) { index += 1 }
            case UInt8(ascii: "["):
                guard characterClass(bytes, &index) else { return false }
                canQuantify = true
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                return false
            default:
                // A literal, or a byte of one (UTF-8 continuation bytes are never syntax).
                canQuantify = true
            }
        }
        return depth == 0
    }

    /// `\d \D \s \S \w \W`, and escaped ASCII punctuation (a literal).
    private static func isSafeEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "w"),
            UInt8(ascii: "W"):
            return true
        default:
            return byte > 0x20 && byte < 0x7F && !isLetterOrDigit(UInt32(byte))
        }
    }

    /// After `{`: `n}`, `n,}` or `n,m}` with n <= m (at most 5 digits each); `index` ends
    /// past the `}`.
    private static func interval(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        var low = (digits: 0, value: 0)
        var high = (digits: 0, value: 0)
        var sawComma = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte) - 48
                if sawComma {
                    high.digits += 1
                    if high.digits < 6 { high.value = high.value * 10 + digit }
                } else {
                    low.digits += 1
                    if low.digits < 6 { low.value = low.value * 10 + digit }
                }
            case UInt8(ascii: ","):
                guard !sawComma, low.digits > 0 else { return false }
                sawComma = true
            case UInt8(ascii: "}"):
                guard low.digits > 0, low.digits < 6 else { return false }
                if sawComma, high.digits > 0 {
                    guard high.digits < 6, low.value <= high.value else { return false }
                }
                return true
            default:
                return false
            }
        }
        return false
    }

    /// The scalar value at `index` (advanced past it); nil at the end or on bytes that are
    /// not UTF-8 (never in a Swift string).
    private static func nextScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt32? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            return UInt32(lead)
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        guard lead >= 0xC0, index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        index += length
        return value
    }

    /// After `[`: a plain set up to `]` (no nesting, no set operations, no POSIX names);
    /// `index` ends past the `]`.
    private static func characterClass(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        var first = true
        var opensWithColon = false
        var previous: UInt32? = nil
        /// True right after a range (`a-z`): ICU reads a `-` there as a literal.
        var afterRange = false
        var count = 0
        while let scalar = nextScalar(bytes, &index) {
            defer { first = false }
            if first, scalar == 0x5E {  // `^`
                first = false
                guard index < bytes.count else { return false }
                continue
            }
            let rangeEnded = afterRange
            afterRange = false
            switch scalar {
            case 0x5D:  // `]`
                return count > 0
            case 0x5B, 0x26:  // `[`, `&`
                return false
            case 0x3A:  // `:`
                // `[:name:]` is ICU's POSIX syntax: a set that opens with `:` and has a `:]`
                // is left to ICU; elsewhere `:` is a literal.
                if first { opensWithColon = true }
                if opensWithColon {
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return false }
                }
                previous = scalar
            case 0x5C:  // `\`
                guard index < bytes.count, isSafeEscape(bytes[index]) else { return false }
                let escaped = UInt32(bytes[index])
                index += 1
                previous = isLetterOrDigit(escaped) ? nil : escaped
            case 0x2D where count == 0:  // `-`
                // A leading `-` is a literal.
                previous = nil
            case 0x2D:
                guard let following = nextScalar(bytes, &index) else { return false }
                if following == 0x5D {
                    // A trailing `-` is a literal.
                    return true
                }
                // `[;-A-Za-z]`: after a range, ICU adds `-` as a literal and reads what follows
                // as usual (`--` would be a set difference); taken here before a letter or digit.
                if rangeEnded, isLetterOrDigit(following) {
                    previous = following
                    count += 1
                    continue
                }
                // A range: a literal on both sides, in order.
                guard let low = previous, following != 0x5C, following != 0x5B, following != 0x2D,
                    low <= following, count > 0
                else { return false }
                previous = nil
                afterRange = true
            default:
                previous = scalar
            }
            count += 1
        }
        return false
    }

    private static func isLetterOrDigit(_ scalar: UInt32) -> Bool {
        (0x61...0x7A).contains(scalar) || (0x41...0x5A).contains(scalar) || (0x30...0x39).contains(scalar)
    }
}
