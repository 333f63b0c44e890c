import Diagnostics

/// A parsed specificData string (formats.md section 5, our grammar):
///
///     specificData := entry (";" entry)*
///     entry        := country "|" [ filter ]
///     filter       := "<ALL>" | item ("," item)*
///     item         := ["!"] versionId
///
/// Columns are 1-based UTF-8 byte columns into the string.
public struct SpecificData: Sendable {
    public struct Name: Sendable {
        public var text: String
        public var column: Int
    }

    public struct Item: Sendable {
        /// `!id`: excluded (a blacklist entry).
        public var excluded: Bool
        public var version: Name
    }

    public struct Entry: Sendable {
        public var country: Name
        /// Nil for `<ALL>` or an empty filter.
        public var items: [Item]?
    }

    public var entries: [Entry]

    public struct SyntaxError: Error, Sendable {
        public var column: Int
        public var message: String
    }

    /// Parses `text`; the first syntax error, with its column, when it does not follow the grammar.
    public static func parse(_ text: String) -> Result<SpecificData, SyntaxError> {
        let bytes = Array(text.utf8)
        var entries: [Entry] = []
        var position = 0
        func fail(_ message: String, at offset: Int) -> Result<SpecificData, SyntaxError> {
            .failure(SyntaxError(column: offset + 1, message: message))
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            !(byte == UInt8(ascii: "|") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: "!")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte <= 0x20)
        }
        func name(from start: Int) -> (String, Int) {
            var end = start
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            return (String(decoding: bytes[start..<end], as: UTF8.self), end)
        }
        if bytes.isEmpty { return fail("empty specificData: expected a country, as in \"ES|<ALL>\"", at: 0) }
        while true {
            let (country, afterCountry) = name(from: position)
            if country.isEmpty {
                if position < bytes.count, bytes[position] <= 0x20 {
                    return fail("unexpected space: specificData has no spaces", at: position)
                }
                return fail(
                    position >= bytes.count
                        ? "expected a country after ';'"
                        : "expected a country code, found '\(Character(Unicode.Scalar(bytes[position])))'", at: position
                )
            }
            let countryName = Name(text: country, column: position + 1)
            position = afterCountry
            guard position < bytes.count, bytes[position] == UInt8(ascii: "|") else {
                if position < bytes.count, bytes[position] <= 0x20 {
                    return fail("unexpected space: specificData has no spaces", at: position)
                }
                return fail("expected '|' after country '\(country)'", at: position)
            }
            position += 1
            var items: [Item]?
            if bytes[position...].starts(with: Array("<ALL>".utf8)) {
                position += 5
            } else if position < bytes.count, bytes[position] == UInt8(ascii: "<") {
                return fail("unknown filter: the only keyword is <ALL>", at: position)
            } else if position < bytes.count, bytes[position] != UInt8(ascii: ";") {
                var list: [Item] = []
                while true {
                    var excluded = false
                    if position < bytes.count, bytes[position] == UInt8(ascii: "!") {
                        excluded = true
                        position += 1
                    }
                    let (version, afterVersion) = name(from: position)
                    if version.isEmpty {
                        if position < bytes.count, bytes[position] <= 0x20 {
                            return fail("unexpected space: specificData has no spaces", at: position)
                        }
                        return fail("expected a version id\(excluded ? " after '!'" : "")", at: position)
                    }
                    list.append(Item(excluded: excluded, version: Name(text: version, column: position + 1)))
                    position = afterVersion
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { break }
                    position += 1
                }
                items = list
            }
            entries.append(Entry(country: countryName, items: items))
            if position == bytes.count { break }
            guard bytes[position] == UInt8(ascii: ";") else {
                if bytes[position] <= 0x20 { return fail("unexpected space: specificData has no spaces", at: position) }
                return fail(
                    "expected ';' or the end after entry '\(country)', found '\(Character(Unicode.Scalar(bytes[position])))'",
                    at: position)
            }
            position += 1
        }
        return .success(SpecificData(entries: entries))
    }

    /// The scan modes of the SDK.
    public static let scanModes = ["MODE_SEARCH", "MODE_SPECIFIC", "MODE_GENERIC"]

    /// Every finding about `text`: syntax, ids unknown to `models` (when given), and the
    /// scan mode, each from its rule. Located in a pseudo-file named `file` (line 1, the
    /// string's columns).
    public static func check(_ text: String, models: ModelIndex?, scanMode: String?, file: String = "specificData")
        -> [Diagnostic]
    {
        let string = SpecificDataString(text: text, models: models, scanMode: scanMode, file: file)
        var diagnostics: [Diagnostic] = []
        switch parse(text) {
        case .failure(let error):
            for rule in registeredRules { rule.visitUnparsable(string, error, into: &diagnostics) }
        case .success(let data):
            for rule in registeredRules { rule.visitParsed(string, data, into: &diagnostics) }
        }
        return diagnostics
    }

    /// How many documents the string selects, nil when that cannot be counted (an unknown
    /// country; without models, an entry that is a whole country or excludes versions).
    func selected(models: ModelIndex?) -> Int? {
        var selected: Int? = 0
        for entry in entries {
            guard let models, !models.isEmpty else {
                // Without models, count what the string itself names.
                if let items = entry.items, items.allSatisfy({ !$0.excluded }) {
                    selected = selected.map { $0 + items.count }
                } else {
                    selected = nil
                }
                continue
            }
            guard let country = models.countries[entry.country.text] else {
                selected = nil
                continue
            }
            var excluded = 0
            var included = 0
            for item in entry.items ?? [] {
                if item.excluded { excluded += 1 } else { included += 1 }
            }
            if entry.items == nil || included == 0 {
                selected = selected.map { $0 + country.versions.count - excluded }
            } else {
                selected = selected.map { $0 + included }
            }
        }
        return selected
    }
}
