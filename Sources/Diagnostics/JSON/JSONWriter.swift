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
        // Written as UTF-8 bytes: an append to a byte array is a copy; one to a String costs
        // ~100 instructions (a diff's 200 KB report took 59 M instructions as Strings).
        var out: [UInt8] = []
        write(into: &out, indent: pretty ? 0 : nil)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(into out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 {
                out.append(contentsOf: String(Int(d)).utf8)
            } else {
                out.append(contentsOf: (d.isFinite ? String(d) : "null").utf8)
            }
        case .string(let s): JSONOutput.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 1 })
                JSONOutput.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: one look at their bytes, then one copy.
        if s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: s.escaping(escape).utf8)
        } else {
            out.append(contentsOf: s.utf8)
        }
        out.append(UInt8(ascii: "\""))
    }

    public static func quote(_ s: String, into out: inout String) {
        var bytes: [UInt8] = []
        quote(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
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
