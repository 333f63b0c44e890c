import Diagnostics

/// Why the text given to an option names no value: the end of the usage error
/// "invalid value 'TEXT' for '--NAME': REASON".
struct InvalidOptionValue: Error, Sendable {
    var reason: String
}

/// What an option's values are (`Int`, `String`, an enum of choices): parsed from the text
/// typed, by the parser, before the command runs.
protocol OptionValue: Sendable {
    /// The value `text` names, or why it names none.
    static func parse(_ text: String) -> Result<Self, InvalidOptionValue>
    /// The only values accepted (for help, completions and the usage error); nil: any text.
    static var allowedValues: [String]? { get }
}

extension OptionValue {
    static var allowedValues: [String]? { nil }
}

extension String: OptionValue {
    static func parse(_ text: String) -> Result<String, InvalidOptionValue> { .success(text) }
}

/// A value out of a fixed list, usually an enum: its names are the only text accepted, and
/// help and completions list them.
protocol ChoiceValue: OptionValue, Equatable {
    /// In the order help lists them.
    static var choices: [Self] { get }
    /// What the user types.
    var choiceName: String { get }
}

extension ChoiceValue {
    static var allowedValues: [String]? { choices.map(\.choiceName) }

    static func parse(_ text: String) -> Result<Self, InvalidOptionValue> {
        if let value = choices.first(where: { $0.choiceName == text }) { return .success(value) }
        let names = choices.map(\.choiceName)
        return .failure(
            InvalidOptionValue(
                reason: "expected one of \(names.joined(separator: ", "))"
                    + Suggestions.didYouMean(Suggestions.closest(to: text, in: names))))
    }
}

extension ChoiceValue where Self: CaseIterable & RawRepresentable<String> {
    static var choices: [Self] { Array(allCases) }
    var choiceName: String { rawValue }
}

/// A number with a lower bound (`--jobs 1`, `--max-depth 64`), and what the usage error says
/// is expected when the text is none.
struct NumberValue<Number: Sendable>: Sendable {
    let expected: String
    let parse: @Sendable (String) -> Number?
}

extension NumberValue where Number == Int {
    /// "expected a whole number of at least 1"; at least 0 is "expected a whole number".
    static func wholeNumber(atLeast minimum: Int) -> Self {
        NumberValue(expected: minimum == 0 ? "a whole number" : "a whole number of at least \(minimum)") {
            Int($0).flatMap { $0 >= minimum ? $0 : nil }
        }
    }
}

extension NumberValue where Number == Double {
    /// Fractions allowed: "expected a number of at least 1".
    static func number(atLeast minimum: Int) -> Self {
        NumberValue(expected: "a number of at least \(minimum)") {
            Double($0).flatMap { $0 >= Double(minimum) ? $0 : nil }
        }
    }
}

extension NumberValue where Number == UInt64 {
    /// Bytes, with an optional K, M, G or T (powers of 1024); `examples` is what the usage
    /// error offers ("1048576, 512K or 64M").
    static func size(atLeast minimum: UInt64, examples: String) -> Self {
        NumberValue(expected: "a size such as \(examples)") {
            InputLimits.parseSize($0).flatMap { $0 >= minimum ? $0 : nil }
        }
    }
}
