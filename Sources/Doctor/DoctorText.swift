/// Values from the project (Swift literals, plist strings) as messages show them: control and
/// bidirectional-override characters escaped, so a terminal prints what the file holds and
/// cannot be driven by it; very long values shortened.
enum DoctorText {
    static let maximumLength = 200

    static func shown(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                out += "\\u{\(String(v, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        guard out.count > maximumLength else { return out }
        return String(out.prefix(maximumLength)) + "…"
    }
}
