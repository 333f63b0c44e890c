import Diagnostics

/// Reads a String Catalog (`Localizable.xcstrings`, the JSON Xcode 15 writes) into one
/// `LocalizableTable` per language, keeping each string unit's state (`translated`,
/// `needs_review`, `new`, `stale`) and the location of its value.
///
/// ```json
/// { "sourceLanguage": "en", "version": "1.0",
///   "strings": { "selphid_component_tip_button": { "localizations": {
///       "es": { "stringUnit": { "state": "translated", "value": "EMPEZAR" } } } } } }
/// ```
public enum StringCatalogReader {
    public struct Result: Sendable {
        /// One table per language present, sorted by language.
        public var tables: [LocalizableTable]
        public var sourceLanguage: String?
        /// JSON syntax or structure problems, located.
        public var issues: [LocalizableSyntaxIssue]
    }

    public static func read(_ bytes: [UInt8], path: String) -> Result {
        let root: JSONNode
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            return Result(
                tables: [], sourceLanguage: nil,
                issues: [
                    LocalizableSyntaxIssue(
                        message: "malformed JSON: \(error.message)", line: error.line, column: error.column)
                ])
        }
        var issues: [LocalizableSyntaxIssue] = []
        func issue(_ message: String, _ node: JSONNode) {
            issues.append(LocalizableSyntaxIssue(message: message, line: node.line, column: node.column))
        }
        guard root.members != nil else {
            issue("a String Catalog is a JSON object, not \(root.kindName)", root)
            return Result(tables: [], sourceLanguage: nil, issues: issues)
        }
        let sourceLanguage = root["sourceLanguage"]?.string
        var byLanguage: [String: [LocalizableEntry]] = [:]
        guard let strings = root["strings"] else {
            issue("a String Catalog needs a \"strings\" object", root)
            return Result(tables: [], sourceLanguage: sourceLanguage, issues: issues)
        }
        guard let members = strings.members else {
            issue("\"strings\" must be an object, not \(strings.kindName)", strings)
            return Result(tables: [], sourceLanguage: sourceLanguage, issues: issues)
        }
        for member in members {
            if member.value["shouldTranslate"]?.bool == false { continue }
            guard let localizations = member.value["localizations"]?.members else { continue }
            for localization in localizations {
                let base = "strings.\(member.key).localizations.\(localization.key)"
                guard let (unit, unitPath) = stringUnit(in: localization.value, path: base) else {
                    issue("'\(member.key)' in '\(localization.key)' has no stringUnit", localization.value)
                    continue
                }
                guard let valueNode = unit["value"], let value = valueNode.string else {
                    issue("the stringUnit of '\(member.key)' in '\(localization.key)' has no \"value\" string", unit)
                    continue
                }
                byLanguage[localization.key, default: []].append(
                    LocalizableEntry(
                        key: member.key, value: value, line: member.keyLine, column: member.keyColumn,
                        valueLine: valueNode.line, valueColumn: valueNode.column,
                        jsonPath: unitPath + ".value", state: unit["state"]?.string))
            }
        }
        let tables = byLanguage.keys.sorted().map { language in
            LocalizableTable(
                language: language, path: path, format: .xcstrings, encoding: "JSON", entries: byLanguage[language]!)
        }
        return Result(tables: tables, sourceLanguage: sourceLanguage, issues: issues)
    }

    /// The string unit of a localization: its own, or for plural / device variations the
    /// `other` one (the form whose specifiers the SDK's default is compared with).
    static func stringUnit(in node: JSONNode, path: String) -> (JSONNode, String)? {
        if let unit = node["stringUnit"], unit.members != nil { return (unit, path + ".stringUnit") }
        guard let variations = node["variations"]?.members else { return nil }
        for variation in variations {
            guard let cases = variation.value.members else { continue }
            let preferred = cases.first { $0.key == "other" } ?? cases.first
            if let preferred,
                let found = stringUnit(
                    in: preferred.value, path: "\(path).variations.\(variation.key).\(preferred.key)")
            {
                return found
            }
        }
        return nil
    }
}
