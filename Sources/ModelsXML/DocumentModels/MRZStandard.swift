/// The ICAO Doc 9303 machine-readable zones: line geometry, the standard fields of each
/// format and their check digits. Part 4 (TD3, passports), Part 5 (TD1 cards), Part 6 (TD2),
/// Part 7 (visas: MRV-A, the size of TD3; MRV-B, the size of TD2). Positions are 1-based.
public enum MRZStandard {
    public enum Format: String, Sendable, CaseIterable {
        case td1 = "TD1"
        case td2 = "TD2"
        case td3 = "TD3"
        case mrvA = "MRV-A"
        case mrvB = "MRV-B"

        public var lines: Int { self == .td1 ? 3 : 2 }
        public var length: Int {
            switch self {
            case .td1: 30
            case .td2, .mrvB: 36
            case .td3, .mrvA: 44
            }
        }
        /// The part of ICAO 9303 that specifies it.
        public var part: String {
            switch self {
            case .td1: "ICAO 9303 Part 5"
            case .td2: "ICAO 9303 Part 6"
            case .td3: "ICAO 9303 Part 4"
            case .mrvA, .mrvB: "ICAO 9303 Part 7"
            }
        }
        /// The document format of the same size (TD3 for MRV-A), for the model's `type`.
        public var size: String {
            switch self {
            case .td1: "TD1"
            case .td2, .mrvB: "TD2"
            case .td3, .mrvA: "TD3"
            }
        }
        public var isVisa: Bool { self == .mrvA || self == .mrvB }

        /// The format of a document of `size` (TD1/TD2/TD3), a visa or not.
        public static func of(size: String, visa: Bool) -> Format? {
            switch size {
            case "TD1": .td1
            case "TD2": visa ? .mrvB : .td2
            case "TD3": visa ? .mrvA : .td3
            default: nil
            }
        }
    }

    /// A span of one line.
    public struct Span: Sendable, Hashable {
        public var line: Int
        public var start: Int
        public var count: Int
        public var end: Int { start + count - 1 }

        public init(line: Int, start: Int, count: Int) {
            self.line = line
            self.start = start
            self.count = count
        }

        public var text: String { "line \(line), characters \(start)-\(end)" }
    }

    /// A standard field; `checkDigit` is the position of its check digit, if it has one.
    public struct Field: Sendable {
        public var name: String
        public var span: Span
        public var checkDigit: Span?
    }

    /// A check digit over several fields (the composite check digit).
    public struct CompositeCheck: Sendable {
        public var position: Span
        public var over: [Span]
    }

    /// The standard fields of `format`, built once per process (the checks ask per MRZ field).
    public static func fields(_ format: Format) -> [Field] {
        switch format {
        case .td1: tables.td1
        case .td2: tables.td2
        case .td3: tables.td3
        case .mrvA: tables.mrvA
        case .mrvB: tables.mrvB
        }
    }

    private static let tables = (
        td1: makeFields(.td1), td2: makeFields(.td2), td3: makeFields(.td3), mrvA: makeFields(.mrvA),
        mrvB: makeFields(.mrvB)
    )

    private static func makeFields(_ format: Format) -> [Field] {
        func at(_ line: Int, _ start: Int, _ count: Int) -> Span { Span(line: line, start: start, count: count) }
        switch format {
        case .td1:
            return [
                Field(name: "document code", span: at(1, 1, 2)),
                Field(name: "issuing state", span: at(1, 3, 3)),
                Field(name: "document number", span: at(1, 6, 9), checkDigit: at(1, 15, 1)),
                Field(name: "optional data (line 1)", span: at(1, 16, 15)),
                Field(name: "date of birth", span: at(2, 1, 6), checkDigit: at(2, 7, 1)),
                Field(name: "sex", span: at(2, 8, 1)),
                Field(name: "date of expiry", span: at(2, 9, 6), checkDigit: at(2, 15, 1)),
                Field(name: "nationality", span: at(2, 16, 3)),
                Field(name: "optional data (line 2)", span: at(2, 19, 11)),
                Field(name: "name", span: at(3, 1, 30)),
            ]
        case .td2, .td3, .mrvA, .mrvB:
            let length = format.length
            var fields = [
                Field(name: "document code", span: at(1, 1, 2)),
                Field(name: "issuing state", span: at(1, 3, 3)),
                Field(name: "name", span: at(1, 6, length - 5)),
                Field(name: "document number", span: at(2, 1, 9), checkDigit: at(2, 10, 1)),
                Field(name: "nationality", span: at(2, 11, 3)),
                Field(name: "date of birth", span: at(2, 14, 6), checkDigit: at(2, 20, 1)),
                Field(name: "sex", span: at(2, 21, 1)),
                Field(name: "date of expiry", span: at(2, 22, 6), checkDigit: at(2, 28, 1)),
            ]
            switch format {
            case .td3:
                fields.append(
                    Field(name: "personal number (optional data)", span: at(2, 29, 14), checkDigit: at(2, 43, 1)))
            case .td2: fields.append(Field(name: "optional data", span: at(2, 29, 7)))
            case .mrvA: fields.append(Field(name: "optional data", span: at(2, 29, 16)))
            default: fields.append(Field(name: "optional data", span: at(2, 29, 8)))
            }
            return fields
        }
    }

    /// The composite check digit; visas have none.
    public static func composite(_ format: Format) -> CompositeCheck? {
        func at(_ line: Int, _ start: Int, _ count: Int) -> Span { Span(line: line, start: start, count: count) }
        switch format {
        case .td1:
            return CompositeCheck(
                position: at(2, 30, 1), over: [at(1, 6, 25), at(2, 1, 7), at(2, 9, 7), at(2, 19, 11)])
        case .td2: return CompositeCheck(position: at(2, 36, 1), over: [at(2, 1, 10), at(2, 14, 7), at(2, 22, 14)])
        case .td3: return CompositeCheck(position: at(2, 44, 1), over: [at(2, 1, 10), at(2, 14, 7), at(2, 22, 22)])
        case .mrvA, .mrvB: return nil
        }
    }

    /// The standard field a model's `<field id>` stands for, when its name says so without
    /// doubt. `DocumentNumber`, `Opt1`, `Opt2` are mapped by position only: the vendor's
    /// models also give those names to country-specific parts of the optional data.
    public static func standardName(of id: String) -> String? {
        switch id {
        case "DocumentCode": "document code"
        case "Issuer": "issuing state"
        case "Nationality": "nationality"
        case "DateOfBirth": "date of birth"
        case "Gender": "sex"
        case "DateOfExpiry": "date of expiry"
        case "LastName+FirstName": "name"
        default: nil
        }
    }

    /// ICAO 9303 Part 3 check digit: weights 7, 3, 1; digits are their value, A-Z 10-35,
    /// `<` 0. Nil when the text holds another character.
    public static func checkDigit(_ text: Substring) -> Int? {
        let weights = [7, 3, 1]
        var sum = 0
        for (index, byte) in text.utf8.enumerated() {
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte) - 48
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = Int(byte) - 55
            case UInt8(ascii: "<"): value = 0
            default: return nil
            }
            sum += value * weights[index % 3]
        }
        return sum % 10
    }
}
