import Diagnostics

/// Where the findings of one Lottie file go: every one carries the file, the line and
/// column of the JSON value, and its JSON path.
struct LottieFindings {
    let file: Location
    let sink: DiagnosticSink

    func location(line: Int, column: Int, path: JSONPath) -> Location {
        var location = file
        location.line = line
        location.column = column
        location.jsonPath = path.description
        return location
    }

    func report(
        _ rule: RuleDescription, at node: JSONNode, _ path: JSONPath, _ message: String, suggestion: String? = nil
    ) {
        sink.report(
            rule, at: location(line: node.line, column: node.column, path: path), message, suggestion: suggestion)
    }

    func report(
        _ rule: RuleDescription, line: Int, column: Int, _ path: JSONPath, _ message: String, suggestion: String? = nil
    ) {
        sink.report(rule, at: location(line: line, column: column, path: path), message, suggestion: suggestion)
    }
}

extension JSONNode {
    /// A short rendering of a scalar for messages (`12`, `"comp_0"`, `true`).
    var shortDescription: String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): JSONNode.format(n)
        case .string(let s): JSONNode.quoted(s)
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A string value for a one-line message: quoted, cut after 40 characters, and with
    /// line breaks and other control characters escaped (`"#FF00AA\n"`), so a value cannot
    /// break the `path:line:col: message` line it appears in.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: 40, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let shown = String(scalars[..<end]).escaping(messageEscape)
        return "\"" + shown + (end == scalars.endIndex ? "\"" : "…\"")
    }

    /// JSON's escapes for quote, backslash and the line breaks and tab; Swift's `\u{…}` for
    /// every other control character and the two Unicode line separators.
    private static func messageEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"", "\\", "\n", "\r", "\t": JSONOutput.escape(scalar)
        case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
            scalar.swiftEscape
        default: nil
        }
    }

    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    /// A number with no fractional part (JSON Schema's `integer`: `4` and `4.0` alike).
    var integer: Int? {
        guard let number, number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }
}
