import Foundation

/// What a long-lived caller (the language server) keeps between validations of one bundle:
/// each document model's parse and file-local checks, by path, with the bytes they were made
/// from. A model whose bytes are unchanged is not parsed again, so an edit to widget.xml
/// re-analyses no model and an edit to one model re-analyses that model only; the checks
/// across models still run on every validation, over the kept summaries.
///
/// Valid for one set of `ValidationOptions` (the input limits decide the screening): make a
/// new memo when they change.
package final class ModelMemo: @unchecked Sendable {  // `entries` only under `lock`
    private let lock = NSLock()
    private var entries: [String: (bytes: [UInt8], parsed: any Sendable)] = [:]

    package init() {}

    /// The result kept for `path` when it was made from exactly `bytes`.
    func lookup<Value: Sendable>(_ path: String, _ bytes: [UInt8], as type: Value.Type) -> Value? {
        let key = Self.key(path, type)
        return lock.withLock {
            guard let kept = entries[key], kept.bytes == bytes else { return nil }
            return kept.parsed as? Value
        }
    }

    /// Keeps `parsed` for `path`, replacing what was kept (memory stays one result per file).
    func keep<Value: Sendable>(_ parsed: Value, for path: String, _ bytes: [UInt8]) {
        let key = Self.key(path, Value.self)
        lock.withLock { entries[key] = (bytes, parsed) }
    }

    /// Drops results of files no longer in the bundle.
    package func retain(paths: Set<String>) {
        lock.withLock {
            entries = entries.filter { paths.contains(String($0.key.split(separator: "\u{0}").last ?? "")) }
        }
    }

    /// How many results are kept (tests: one per model file, however many validations).
    package var count: Int { lock.withLock { entries.count } }

    private static func key<Value>(_ path: String, _ type: Value.Type) -> String { "\(type)\u{0}\(path)" }
}
