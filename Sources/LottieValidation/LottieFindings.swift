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
        var out = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 40 { return out + "…\"" }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
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
