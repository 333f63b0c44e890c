/// An option declared once, as a typed value: its spec (names, help, values, how its text
/// is parsed). It is a stored property of a command's options type (`CommandOptions`), which
/// the command reads by key path through `ParsedArguments`.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

/// What every declaration shares, as a class: code that reaches a declaration through a
/// `PartialKeyPath` (`isGiven`, `reject`) reads it with a class cast, a walk up the superclass
/// chain. A cast to the protocol scanned the binary's conformance records once per type and
/// run (~60,000 instructions each, 1.1 M for `validate`).
class SpecifiedOption: @unchecked Sendable {  // immutable: one `let`
    let spec: OptionSpec

    init(_ spec: OptionSpec) {
        self.spec = spec
        DeclarationRecorder.built(spec)
    }
}

/// A flag: present or absent.
final class Flag: SpecifiedOption, DeclaredOption, @unchecked Sendable {
    init(_ names: String..., help: String) {
        super.init(OptionSpec(names: names, kind: .flag, help: help, valueType: ObjectIdentifier(Bool.self)))
    }
}

/// An option with one value; the last one given wins. The value is parsed and checked before
/// the command runs: a command reads a `Value`, never the text typed.
final class Option<Value: Sendable>: SpecifiedOption, DeclaredOption, @unchecked Sendable {  // immutable
    /// What a command reads when the option is not given.
    let defaultValue: Value?

    /// Values parsed by their type (`String`, an enum of choices). `isInput`: it names a file or
    /// folder the command reads; `writes`: one it writes (the output gate checks it first).
    init(
        _ names: String..., valueName: String, help: String, isInput: Bool = false, writes: Writes<Value>? = nil
    ) where Value: OptionValue {
        defaultValue = nil
        super.init(
            OptionSpec(
                names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
                repeated: false, isInput: isInput, writes: writes?.declaration))
    }

    /// A choice with a default, which help shows.
    init(_ names: String..., valueName: String, help: String, defaultValue: Value) where Value: ChoiceValue {
        var spec = OptionSpec(
            names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
            repeated: false)
        spec.defaultValue = defaultValue.choiceName
        self.defaultValue = defaultValue
        super.init(spec)
    }

    /// A number with bounds (`.wholeNumber(atLeast: 1)`).
    init(_ names: String..., valueName: String, help: String, number: NumberValue<Value>) {
        defaultValue = nil
        super.init(
            OptionSpec(
                names: names, valueName: valueName, help: help,
                parse: { text in
                    number.parse(text).map { .success($0) }
                        ?? .failure(InvalidOptionValue(reason: "expected \(number.expected)"))
                }, allowed: nil, repeated: false))
    }
}

/// An option the command line must give: the parser stops a command line without it ("missing
/// '--output <zip>': the zip to write"), and the command reads a `Value`, never nil.
final class RequiredOption<Value: Sendable>: SpecifiedOption, DeclaredOption, @unchecked Sendable {
    /// `missing`: what the option names, the end of the usage error.
    init(
        _ names: String..., valueName: String, help: String, missing: String, isInput: Bool = false,
        bundle: BundleInput? = nil, writes: Writes<Value>? = nil
    ) where Value: OptionValue {
        var spec = OptionSpec(
            names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
            repeated: false, isInput: isInput || bundle != nil, writes: writes?.declaration)
        spec.requirement = missing
        spec.bundle = bundle
        super.init(spec)
    }
}

/// An option given any number of times; every value is kept, in order. (`Value: OptionValue`
/// is asked of the init, not the type: a requirement of the type is checked at run time, with
/// a scan of the conformance records, when its metadata is made.)
final class Repeated<Value: Sendable>: SpecifiedOption, DeclaredOption, @unchecked Sendable {
    init(
        _ names: String..., valueName: String, help: String, isInput: Bool = false, writes: Writes<Value>? = nil
    ) where Value: OptionValue {
        super.init(
            OptionSpec(
                names: names, valueName: valueName, help: help, parse: Value.parse, allowed: Value.allowedValues,
                repeated: true, isInput: isInput, writes: writes?.declaration))
    }
}

extension OptionSpec {
    /// An option that takes a value, parsed by `parse` into `Value` (stored untyped, read back
    /// typed through the declaration).
    fileprivate init<Value: Sendable>(
        names: [String], valueName: String, help: String,
        parse: @escaping @Sendable (String) -> Result<Value, InvalidOptionValue>, allowed: [String]?, repeated: Bool,
        isInput: Bool = false, writes: OutputDeclaration? = nil
    ) {
        self.init(
            names: names, kind: repeated ? .repeated(valueName) : .value(valueName), help: help,
            valueType: ObjectIdentifier(Value.self))
        self.allowed = allowed
        self.isInput = isInput
        output = writes
        convert = { text in parse(text).map { $0 as any Sendable } }
    }
}
