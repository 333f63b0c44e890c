/// A rule id, `category.*` (every rule whose id starts with `category.`), or `*` (every rule):
/// how `.idv-res.json` and inline suppressions name rules.
public enum RulePattern {
    public static func isPattern(_ text: String) -> Bool { text == "*" || text.hasSuffix(".*") }

    public static func matches(_ pattern: String, _ id: String) -> Bool {
        if pattern == "*" { return true }
        if pattern.hasSuffix(".*") { return id.hasPrefix(pattern.dropLast()) }
        return pattern == id
    }

    /// How specific a matching pattern is: an exact id beats any wildcard, a longer prefix a
    /// shorter one, and `*` comes last.
    public static func specificity(_ pattern: String) -> Int {
        if pattern == "*" { return 0 }
        return isPattern(pattern) ? pattern.count : Int.max
    }
}
