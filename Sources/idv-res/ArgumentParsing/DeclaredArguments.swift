/// A positional argument declared once, as a typed value: a stored property of a command's
/// options type, in the order the command line gives them (required ones first, a repeating
/// one last). The parser checks their number and parses each into its type before the command
/// runs; the command reads them by key path (`arguments[\.directory]` is a `String`).
/// A class, as `SpecifiedOption` is: recorded as it is built, never reflected.
class SpecifiedArgument: @unchecked Sendable {  // immutable: one `let`
    let spec: ArgumentSpec

    init(_ spec: ArgumentSpec) {
        self.spec = spec
        DeclarationRecorder.built(spec)
    }
}

/// One value the command line must give: read as a `Value`, never optional.
final class Argument<Value: Sendable>: SpecifiedArgument, @unchecked Sendable {
    /// `isInput`: a file or folder the command reads (outputs are kept out of it); `bundle`:
    /// a bundle, whose shape the input gate checks (an input too); `completions`: the words a
    /// shell offers (nil: file names).
    init(
        _ name: String, help: String, isInput: Bool = false, bundle: BundleInput? = nil,
        completions: (@Sendable () -> [String])? = nil
    ) where Value: OptionValue {
        var spec = ArgumentSpec.declared(
            name, help: help, isInput: isInput || bundle != nil, completions: completions, as: Value.self)
        spec.bundle = bundle
        super.init(spec)
    }
}

/// One value the command line may give: read as a `Value?`.
final class OptionalArgument<Value: Sendable>: SpecifiedArgument, @unchecked Sendable {
    init(_ name: String, help: String, isInput: Bool = false, bundle: BundleInput? = nil) where Value: OptionValue {
        var spec = ArgumentSpec.declared(
            name, help: help, isInput: isInput || bundle != nil, completions: nil, as: Value.self)
        spec.bundle = bundle
        spec.isOptional = true
        spec.minimum = 0
        super.init(spec)
    }
}

/// The rest of the command line's values, at least `minimum` of them: read as `[Value]`.
final class RepeatedArgument<Value: Sendable>: SpecifiedArgument, @unchecked Sendable {
    init(_ name: String, help: String, minimum: Int, isInput: Bool = false) where Value: OptionValue {
        var spec = ArgumentSpec.declared(name, help: help, isInput: isInput, completions: nil, as: Value.self)
        spec.isOptional = minimum == 0
        spec.isRepeating = true
        spec.minimum = minimum
        super.init(spec)
    }
}

extension ArgumentSpec {
    fileprivate static func declared<Value: OptionValue>(
        _ name: String, help: String, isInput: Bool, completions: (@Sendable () -> [String])?, as _: Value.Type
    ) -> ArgumentSpec {
        var spec = ArgumentSpec(name: name, help: help, completions: completions, isInput: isInput)
        spec.convert = { text in Value.parse(text).map { $0 as any Sendable } }
        return spec
    }
}
