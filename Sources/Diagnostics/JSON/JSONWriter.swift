/// Writes JSON text with keys in the order given, so reports are stable byte for byte.
public enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    /// `nil` becomes `null`.
    public static func optional(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }
    public static func optional(_ value: Int?) -> JSONOutput { value.map { .int($0) } ?? .null }

    /// Pretty-printed with two-space indents, or compact.
    public func render(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
                out += String(Int(d))
            } else {
                out += d.isFinite ? String(d) : "null"
            }
        case .string(let s): JSONOutput.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                JSONOutput.quote(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    public static func quote(_ s: String, into out: inout String) {
        out += "\""
        s.appendEscaped(to: &out, escape)
        out += "\""
    }

    /// JSON's string escapes (RFC 8259): quote, backslash, and every C0 control.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20:
            "\\u" + String(repeating: "0", count: scalar.value < 0x10 ? 3 : 2) + String(scalar.value, radix: 16)
        default: nil
        }
    }
}
