import Foundation

/// The user's `.idv-res.json`: per-rule severity or `off`, and paths to ignore. A rule key may
/// be a wildcard, `"models.*"` or `"*"`; the most specific key that matches wins.
///
/// ```json
/// {
///   "rules": { "*": "warning", "models.*": "note", "models.unused-label": "off" },
///   "ignore": ["other/**", "*.rtf"],
///   "sameAsDefault": ["brand_name", "legal_*"]
/// }
/// ```
public struct Configuration: Sendable {
    public static let fileName = ".idv-res.json"

    /// Rule id -> severity to report it at; a rule set to `off` is in `disabledRules`.
    public var severities: [String: Severity] = [:]
    public var disabledRules: Set<String> = []
    /// Wildcard keys (`models.*`, `*`) -> severity, or nil for `off`.
    public var wildcards: [String: Severity?] = [:]
    public var ignored: [Glob] = []
    /// Token ids (`*` globs) whose text is the default text in every language on purpose.
    public var sameAsDefault: [String] = []
    /// The `limits` object: input limits the command line may override (nil: none given).
    public var limits: InputLimits?
    /// `rulesDocumentationURL`: where SARIF's `helpUri` links point (nil: `ProjectLinks`).
    public var rulesDocumentationURL: String?
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

    /// The keys a configuration may have.
    public static let keys = ["rules", "ignore", "sameAsDefault", "limits", "rulesDocumentationURL"]
    /// The values a rule may be set to.
    public static let settings = ["error", "warning", "note", "off"]

    /// Reads and checks a configuration file. Every problem names its line and column, and
    /// all of them are reported at once (`ConfigurationError.all`); with `knownRules`, rule
    /// ids that no rule has are among them.
    public static func load(path: String, knownRules: [String]? = nil) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: 16 << 20)
        } catch {
            throw ConfigurationError(
                path: path, line: nil, column: nil, message: "cannot read the configuration file: \(error.message)")
        }
        return try parse(bytes, path: path, knownRules: knownRules)
    }

    public static func parse(
        _ bytes: [UInt8], path: String,
        knownRules: [String]? = nil
    ) throws(ConfigurationError) -> Configuration {
        // UTF-16 is what Windows editors and PowerShell's `>` write; lines stay, columns count
        // the UTF-8 bytes of the converted text.
        let text = DecodedText(bytes)
        if text.detection.isUTF16, let failure = text.failure {
            let problem = failure.kind == .oddByteCount ? "an odd number of bytes" : "an unpaired surrogate"
            throw ConfigurationError(
                path: path, line: nil, column: nil, message: "UTF-16 with \(problem): save it as UTF-8")
        }
        let root: JSONNode
        do {
            root = try JSONParser(maxDepth: 64).parse(text.utf8)
        } catch {
            throw ConfigurationError(
                path: path, line: error.line, column: error.column, message: "malformed JSON: \(error.message)")
        }
        var problems: [ConfigurationError] = []
        func fail(_ node: JSONNode, _ message: String) {
            problems.append(ConfigurationError(path: path, line: node.line, column: node.column, message: message))
        }
        guard let members = root.members else {
            throw ConfigurationError(
                path: path, line: root.line, column: root.column,
                message: "the configuration must be a JSON object")
        }
        var config = Configuration()
        config.path = path
        for member in members {
            switch member.key {
            case "rules":
                guard let rules = member.value.members else {
                    fail(
                        member.value,
                        "\"rules\" must be an object of rule id -> \"error\" | \"warning\" | \"note\" | \"off\"")
                    continue
                }
                for rule in rules {
                    let setting = rule.value.string ?? ""
                    config.ruleLocations[rule.key] = (rule.keyLine, rule.keyColumn)
                    guard setting == "off" || Severity(rawValue: setting) != nil else {
                        // The same did-you-mean for a wildcard ("models.*") as for one rule.
                        let near =
                            settings.first { !setting.isEmpty && $0.hasPrefix(setting.lowercased()) }
                            ?? Suggestions.closest(to: setting, in: settings)
                        fail(
                            rule.value,
                            "rule \"\(rule.key)\": expected \"error\", \"warning\", \"note\" or \"off\""
                                + (rule.value.string == nil ? ", as a string" : Suggestions.didYouMean(near)))
                        continue
                    }
                    if RulePattern.isPattern(rule.key) {
                        config.wildcards[rule.key] = Severity(rawValue: setting)
                    } else if setting == "off" {
                        config.disabledRules.insert(rule.key)
                    } else if let severity = Severity(rawValue: setting) {
                        config.severities[rule.key] = severity
                    }
                }
            case "ignore":
                guard let patterns = member.value.array else {
                    fail(member.value, "\"ignore\" must be an array of path globs")
                    continue
                }
                for pattern in patterns {
                    guard let text = pattern.string, !text.isEmpty else {
                        fail(pattern, "each \"ignore\" entry must be a non-empty string")
                        continue
                    }
                    config.ignored.append(Glob(text))
                }
            case "sameAsDefault":
                guard let tokens = member.value.array else {
                    fail(member.value, "\"sameAsDefault\" must be an array of token ids (globs)")
                    continue
                }
                for token in tokens {
                    guard let text = token.string, !text.isEmpty else {
                        fail(token, "each \"sameAsDefault\" entry must be a non-empty token id")
                        continue
                    }
                    config.sameAsDefault.append(text)
                }
            case "limits":
                guard let limits = member.value.members else {
                    fail(member.value, "\"limits\" must be an object of limit name -> value")
                    continue
                }
                var parsed = config.limits ?? InputLimits()
                for limit in limits {
                    let text =
                        limit.value.string
                        ?? limit.value.number.map { $0 == $0.rounded() && abs($0) < 1e18 ? String(Int64($0)) : "\($0)" }
                        ?? ""
                    guard let key = InputLimits.Key(configurationKey: limit.key) else {
                        problems.append(
                            ConfigurationError(
                                path: path, line: limit.keyLine, column: limit.keyColumn,
                                message: "unknown limit \"\(limit.key)\""
                                    + Suggestions.didYouMean(
                                        Suggestions.closest(
                                            to: limit.key, in: InputLimits.Key.fileLimits.map(\.rawValue)))))
                        continue
                    }
                    do {
                        try parsed.set(key, text)
                    } catch {
                        fail(limit.value, "limit \"\(limit.key)\": \(error.message)")
                    }
                }
                config.limits = parsed
            case "rulesDocumentationURL":
                guard let url = member.value.string, url.hasPrefix("https://") || url.hasPrefix("http://"),
                    !url.contains("#"), !url.contains(" ")
                else {
                    fail(member.value, "\"rulesDocumentationURL\" must be an http(s) URL of docs/rules.md, without '#'")
                    continue
                }
                config.rulesDocumentationURL = url
            default:
                problems.append(
                    ConfigurationError(
                        path: path, line: member.keyLine, column: member.keyColumn,
                        message: "unknown key \"\(member.key)\""
                            + Suggestions.didYouMean(Suggestions.closest(to: member.key, in: keys))
                            + "; valid keys: " + keys.map { "\"\($0)\"" }.joined(separator: ", ")))
            }
        }
        if let knownRules {
            do {
                try config.checkRuleIDs(known: knownRules)
            } catch {
                problems += error.all
            }
        }
        problems.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        if var first = problems.first {
            first.more = Array(problems.dropFirst())
            throw first
        }
        return config
    }

    /// Rule ids the file names that no rule has: a usage error listing each, with the
    /// closest id.
    public func checkRuleIDs(known: [String]) throws(ConfigurationError) {
        let knownSet = Set(known)
        let problems = ruleLocations.sorted(by: { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) })
            .filter { !knownSet.contains($0.key) }
            .filter { id, _ in !(RulePattern.isPattern(id) && known.contains(where: { RulePattern.matches(id, $0) })) }
            .map { id, place in
                ConfigurationError(
                    path: path ?? Configuration.fileName, line: place.line, column: place.column,
                    message: "unknown rule \"\(id)\""
                        + Suggestions.didYouMean(Suggestions.closest(to: id, in: known)))
            }
        if var first = problems.first {
            first.more = Array(problems.dropFirst())
            throw first
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
            if let severity = severities[diagnostic.ruleID] {
                copy.severity = severity
            } else if let setting = wildcard(for: diagnostic.ruleID) {
                guard let severity = setting else { return nil }
                copy.severity = severity
            }
            return copy
        }
    }

    /// The setting of the most specific wildcard matching `id` (`.some(nil)`: off), if any.
    func wildcard(for id: String) -> Severity?? {
        let best = wildcards.keys.filter { RulePattern.matches($0, id) }
            .max { RulePattern.specificity($0) < RulePattern.specificity($1) }
        return best.map { wildcards[$0]! }
    }
}

/// A configuration that cannot be used: a usage error (exit 2), located.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The other problems of the same file, reported with this one.
    public var more: [ConfigurationError] = []

    public init(path: String, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// This problem and the others, in the file's order.
    public var all: [ConfigurationError] {
        var first = self
        first.more = []
        return [first] + more
    }

    /// One `path:line:col: error: message` line per problem.
    public var description: String {
        all.map { Location(file: $0.path, line: $0.line, column: $0.column).description + ": error: " + $0.message }
            .joined(separator: "\n")
    }
}
