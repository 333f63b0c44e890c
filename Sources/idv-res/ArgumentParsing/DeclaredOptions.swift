/// An option declared once, as a typed value: its spec (names, help, values, how its text
/// is parsed). It is a stored property of a command's options type (`CommandOptions`), which
/// the command reads by key path through `ParsedArguments`.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

/// A flag: present or absent.
struct Flag: DeclaredOption {
    let spec: OptionSpec

    init(_ names: String..., help: String) {
        spec = OptionSpec(names: names, kind: .flag, help: help, valueType: ObjectIdentifier(Bool.self))
        DeclarationRecorder.built(spec)
    }
}

/// An option with one value; the last one given wins. The value is parsed and checked before
/// the command runs: a command reads a `Value`, never the text typed.
struct Option<Value: Sendable>: DeclaredOption {
    let spec: OptionSpec
    /// What a command reads when the option is not given.
    let defaultValue: Value?

    /// Values parsed by their type (`String`, an enum of choices).
    init(_ names: String..., valueName: String, help: String) where Value: OptionValue {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
            repeated: false)
        defaultValue = nil
        DeclarationRecorder.built(spec)
    }

    /// A choice with a default, which help shows.
    init(_ names: String..., valueName: String, help: String, defaultValue: Value) where Value: ChoiceValue {
        var spec = OptionSpec(
            names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
            repeated: false)
        spec.defaultValue = defaultValue.choiceName
        self.spec = spec
        self.defaultValue = defaultValue
        DeclarationRecorder.built(spec)
    }

    /// A number with bounds (`.wholeNumber(atLeast: 1)`).
    init(_ names: String..., valueName: String, help: String, number: NumberValue<Value>) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help,
            parse: { text in
                number.parse(text).map { .success($0) }
                    ?? .failure(InvalidOptionValue(reason: "expected \(number.expected)"))
            }, allowed: nil, repeated: false)
        defaultValue = nil
        DeclarationRecorder.built(spec)
    }
}

/// An option given any number of times; every value is kept, in order.
struct Repeated<Value: OptionValue>: DeclaredOption {
    let spec: OptionSpec

    init(_ names: String..., valueName: String, help: String) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
            repeated: true)
        DeclarationRecorder.built(spec)
    }
}

extension OptionSpec {
    /// An option that takes a value, parsed by `parse` into `Value` (stored untyped, read back
    /// typed through the declaration).
    fileprivate init<Value: Sendable>(
        names: [String], valueName: String, help: String,
        parse: @escaping @Sendable (String) -> Result<Value, InvalidOptionValue>, allowed: [String]?, repeated: Bool
    ) {
        self.init(
            names: names, kind: repeated ? .repeated(valueName) : .value(valueName), help: help,
            valueType: ObjectIdentifier(Value.self))
        self.allowed = allowed
        convert = { text in parse(text).map { $0 as any Sendable } }
    }
}
