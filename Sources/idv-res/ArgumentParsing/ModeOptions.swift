/// Options that do not apply to the mode a command runs in are usage errors (exit 2), never
/// silently ignored: a CI step that passes `--strict` to a mode without it must not pass green.
extension ParsedArguments {
    /// Throws a usage error naming the first of `options` that was given: "--NAME REASON".
    func reject(_ given: [PartialKeyPath<Options>], _ reason: String) throws {
        if let first = given.first(where: isGiven), let option = options[keyPath: first] as? SpecifiedOption {
            throw UsageError(message: "\(option.spec.key) \(reason)", command: spec.name)
        }
    }
}
