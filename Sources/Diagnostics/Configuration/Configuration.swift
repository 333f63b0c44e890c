import Foundation

/// The user's `.idv-res.json`: per-rule severity or `off`, and paths to ignore.
///
/// ```json
/// {
///   "rules": { "models.unused-label": "off", "views.unknown-attribute": "error" },
///   "ignore": ["other/**", "*.rtf"]
/// }
/// ```
public struct Configuration: Sendable {
    public static let fileName = ".idv-res.json"

    /// Rule id -> severity to report it at; a rule set to `off` is in `disabledRules`.
    public var severities: [String: Severity] = [:]
    public var disabledRules: Set<String> = []
    public var ignored: [Glob] = []
    /// The `limits` object: input limits the command line may override (nil: none given).
    public var limits: InputLimits?
    /// Where it was read from, nil for the built-in defaults.
    public var path: String?
    /// The locations of each rule id named in the file, to report unknown ids.
    var ruleLocations: [String: (line: Int, column: Int)] = [:]

    public init() {}

    /// The nearest `.idv-res.json` in `directory` or a folder above it.
    public static func discover(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads and checks a configuration file. Every problem names its line and column.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: 16 << 20)
        } catch {
            throw ConfigurationError(path: path, line: nil, column: nil, message: "cannot read the configuration file: \(error.message)")
        }
        return try parse(bytes, path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Configuration {
        let root: JSONNode
        do {
            root = try JSONParser(maxDepth: 64).parse(bytes)
        } catch {
            throw ConfigurationError(path: path, line: error.line, column: error.column, message: "malformed JSON: \(error.message)")
        }
        func fail(_ node: JSONNode, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node.line, column: node.column, message: message)
        }
        guard let members = root.members else { throw fail(root, "the configuration must be a JSON object") }
        var config = Configuration()
        config.path = path
        for member in members {
            switch member.key {
            case "rules":
                guard let rules = member.value.members else { throw fail(member.value, "\"rules\" must be an object of rule id -> \"error\" | \"warning\" | \"note\" | \"off\"") }
                for rule in rules {
                    let setting = rule.value.string ?? ""
                    config.ruleLocations[rule.key] = (rule.keyLine, rule.keyColumn)
                    if setting == "off" {
                        config.disabledRules.insert(rule.key)
                    } else if let severity = Severity(rawValue: setting) {
                        config.severities[rule.key] = severity
                    } else {
                        throw fail(rule.value, "rule \"\(rule.key)\": expected \"error\", \"warning\", \"note\" or \"off\"")
                    }
                }
            case "ignore":
                guard let patterns = member.value.array else { throw fail(member.value, "\"ignore\" must be an array of path globs") }
                for pattern in patterns {
                    guard let text = pattern.string, !text.isEmpty else { throw fail(pattern, "each \"ignore\" entry must be a non-empty string") }
                    config.ignored.append(Glob(text))
                }
            case "limits":
                guard let limits = member.value.members else { throw fail(member.value, "\"limits\" must be an object of limit name -> value") }
                var parsed = config.limits ?? InputLimits()
                for limit in limits {
                    let text = limit.value.string ?? limit.value.number.map { $0 == $0.rounded() && abs($0) < 1e18 ? String(Int64($0)) : "\($0)" } ?? ""
                    switch parsed.set(limit.key, text) {
                    case .none:
                        throw ConfigurationError(
                            path: path, line: limit.keyLine, column: limit.keyColumn,
                            message: "unknown limit \"\(limit.key)\"" + Suggestions.didYouMean(Suggestions.closest(to: limit.key, in: InputLimits.keys.map(\.key))))
                    case .some(.some(let problem)):
                        throw fail(limit.value, "limit \"\(limit.key)\": \(problem)")
                    case .some(.none):
                        break
                    }
                }
                config.limits = parsed
            default:
                let known = ["rules", "ignore", "limits"]
                throw ConfigurationError(
                    path: path, line: member.keyLine, column: member.keyColumn,
                    message: "unknown key \"\(member.key)\"" + Suggestions.didYouMean(Suggestions.closest(to: member.key, in: known)))
            }
        }
        return config
    }

    /// Rule ids the file names that no rule has: each a usage error with the closest id.
    public func checkRuleIDs(known: [String]) throws(ConfigurationError) {
        let knownSet = Set(known)
        for (id, place) in ruleLocations.sorted(by: { $0.value.line < $1.value.line }) where !knownSet.contains(id) {
            throw ConfigurationError(
                path: path ?? Configuration.fileName, line: place.line, column: place.column,
                message: "unknown rule \"\(id)\"" + Suggestions.didYouMean(Suggestions.closest(to: id, in: known)))
        }
    }

    public func isIgnored(_ location: Location) -> Bool {
        ignored.contains { $0.matches(location.file) || $0.matches(location.displayPath) }
    }

    /// Drops disabled rules and ignored paths, and applies severity overrides.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            if disabledRules.contains(diagnostic.ruleID) || isIgnored(diagnostic.location) { return nil }
            var copy = diagnostic
            if let severity = severities[diagnostic.ruleID] { copy.severity = severity }
            return copy
        }
    }
}

/// A configuration that cannot be used: a usage error (exit 2), located.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public var description: String {
        Location(file: path, line: line, column: column).description + ": error: " + message
    }
}
