/// Thresholds as the vendor writes them (`0.85`, `1`, `3`), judged from their digits: the
/// checks read thousands, and `Double(String)` costs far more than the verdict needs.
enum PlainNumber {
    /// True when `text` is plain decimal digits with at most one `.` between digits, and its
    /// value is in 0...1 or whole: what `Double(text)` then `value <= 1 || value == value.rounded()`
    /// says. False when unsure (any other form): the caller asks `Double` then.
    static func isRatioOrWholeNumber(_ text: String) -> Bool {
        var integerDigits = 0
        var integerIsZero = true
        var fractionDigits = 0
        var fractionIsZero = true
        var sawPoint = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint {
                    fractionDigits += 1
                    if byte != UInt8(ascii: "0") { fractionIsZero = false }
                } else {
                    integerDigits += 1
                    if byte != UInt8(ascii: "0") { integerIsZero = false }
                }
            case UInt8(ascii: "."):
                guard !sawPoint else { return false }
                sawPoint = true
            default:
                return false
            }
        }
        guard integerDigits > 0, !sawPoint || fractionDigits > 0, integerDigits + fractionDigits <= 15 else {
            return false
        }
        // Whole (`3`, `2.0`), or below 1 (`0.85`), or exactly 1 (`1.000`).
        return fractionIsZero || integerIsZero
    }
}
