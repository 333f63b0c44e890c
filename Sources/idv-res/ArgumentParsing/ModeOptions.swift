/// Options that do not apply to the mode a command runs in are usage errors (exit 2), never
/// silently ignored: a CI step that passes `--strict` to a mode without it must not pass green.
extension ParsedArguments {
    /// Given on the command line (a default value does not count).
    func isGiven(_ key: String) -> Bool { values[key] != nil || flags.contains(key) }

    /// Throws a usage error naming the first of `keys` that was given: "KEY REASON".
    func reject(_ keys: [String], _ reason: String) throws {
        if let key = keys.first(where: isGiven) {
            throw UsageError(message: "\(key) \(reason)", command: spec.name)
        }
    }
}
