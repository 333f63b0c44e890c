/// `<animation name_r="Prefix_000" name_d=... name_l="(mirror)" ext="png" start="00" end="35"/>`
/// (and the older selphi form `<animation id=.. name="Prefix_" ext="png" start="01" end="36"/>`):
/// per direction, the files prefix + frame number zero-padded to the width of `start` + ext.
public struct FrameAnimation: Sendable {
    public static let mirror = "(mirror)"
    /// Direction attributes and the one `(mirror)` reuses; `name` (one direction) has none.
    public static let directions: [(attribute: String, opposite: String?)] = [
        ("name", nil), ("name_r", "name_l"), ("name_l", "name_r"), ("name_u", "name_d"), ("name_d", "name_u"),
    ]
    /// More frames than any real widget plays (the corpus has 36 per direction); a longer
    /// range is a typo in `start`/`end`, reported instead of checked.
    public static let maximumFrames = 10_000

    public let element: LocatedElement

    public init(_ element: LocatedElement) {
        self.element = element
    }

    public var ext: String? { element[attribute: "ext"]?.value }
    public var start: XMLAttribute? { element[attribute: "start"] }
    public var end: XMLAttribute? { element[attribute: "end"] }

    /// What `start` and `end` say.
    public enum Range: Sendable, Equatable {
        /// `first...last`, numbers padded to `width` digits.
        case frames(first: Int, last: Int, width: Int)
        /// `start` after `end`: no frames.
        case reversed
        /// More than `maximumFrames` frames (or a number past Int): `count` as written, or nil.
        case tooLong(count: Int?)
        /// Missing or not digits (the value check reports that).
        case invalid
    }

    /// `start`/`end` parsed with range checks: no arithmetic on them can trap.
    public var range: Range {
        guard let start = start?.value, let end = end?.value, Self.isDigits(start), Self.isDigits(end) else {
            return .invalid
        }
        guard let first = Int(start), let last = Int(end) else { return .tooLong(count: nil) }
        guard first <= last else { return .reversed }
        let (span, overflow) = last.subtractingReportingOverflow(first)
        guard !overflow, span < Self.maximumFrames else {
            return .tooLong(count: overflow || span == Int.max ? nil : span + 1)
        }
        return .frames(first: first, last: last, width: start.utf8.count)
    }

    /// The file name of frame `number` of `prefix`.
    public func frameName(prefix: String, number: Int) -> String {
        guard case .frames(_, _, let width) = range else { return prefix + String(number) + suffix }
        return prefix + Self.padded(number, width) + suffix
    }

    /// `.png`, or nothing without `ext`.
    public var suffix: String { ext.map { $0.isEmpty ? "" : "." + $0 } ?? "" }

    /// The frame numbers of `prefix` among `names` (file names of a resource folder), found by
    /// parsing each name rather than building every frame's name: a range's cost is bounded by
    /// the files present, not by what `end` claims.
    public func frameNumbers(prefix: String, in names: some Sequence<String>) -> [String: Int] {
        guard case .frames(let first, let last, let width) = range else { return [:] }
        let suffix = suffix
        var found: [String: Int] = [:]
        let affixes = prefix.utf8.count + suffix.utf8.count
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.utf8.count > affixes {
            let digits = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
            guard let number = Self.number(digits) else { continue }
            // `Prefix_7.png` is not frame 07 of a width-2 sequence: the SDK pads.
            guard number >= first, number <= last, digits.count == max(width, String(number).utf8.count) else {
                continue
            }
            found[name] = number
        }
        return found
    }

    /// The file names of the frames of `prefix` (empty unless the range is checkable).
    public func frameNames(prefix: String) -> [String] {
        guard case .frames(let first, let last, _) = range else { return [] }
        return (first...last).map { frameName(prefix: prefix, number: $0) }
    }

    /// `Arrow_01..36.png, Arrow_40.png`: runs of consecutive frame numbers, at most `limit`
    /// runs and then how many more.
    public func compactNames(prefix: String, numbers: [Int], limit: Int = 12) -> String {
        var runs: [(Int, Int)] = []
        for number in numbers.sorted() {
            if let last = runs.last, last.1 + 1 == number {
                runs[runs.count - 1].1 = number
            } else {
                runs.append((number, number))
            }
        }
        return compactNames(prefix: prefix, runs: runs, limit: limit)
    }

    /// The same for runs already known (`first...last` each).
    public func compactNames(prefix: String, runs: [(Int, Int)], limit: Int = 12) -> String {
        var shown = runs.prefix(limit).map { runName(prefix: prefix, from: $0.0, to: $0.1) }
        if runs.count > limit { shown.append("and \(runs.count - limit) more ranges") }
        return shown.joined(separator: ", ")
    }

    /// The runs of `numbers` (first...last) missing from `present`, in order: the gaps between
    /// the frames found, so the cost follows the files present, not the length of the range.
    public static func missingRuns(of numbers: ClosedRange<Int>, present: some Collection<Int>) -> [(Int, Int)] {
        var runs: [(Int, Int)] = []
        var next = numbers.lowerBound
        for number in present.sorted() where number >= next && numbers.contains(number) {
            if number > next { runs.append((next, number - 1)) }
            next = number + 1
        }
        if next <= numbers.upperBound { runs.append((next, numbers.upperBound)) }
        return runs
    }

    /// `Arrow_01..36.png` for frames 1 to 36 (`Arrow_07.png` for one frame).
    public func runName(prefix: String, from first: Int, to last: Int) -> String {
        let width: Int
        if case .frames(_, _, let w) = range { width = w } else { width = 1 }
        let from = Self.padded(first, width)
        return prefix + (first == last ? from : from + ".." + Self.padded(last, width)) + suffix
    }

    /// The value of ASCII digits; nil for anything else or past Int.
    static func number(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(byte - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.utf8.count)) + digits
    }

    static func isDigits(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
