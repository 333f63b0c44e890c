import ModelsXML
import ResourceBundle

/// A colour written in the file: `#RRGGBB` or `#RRGGBBAA` (the alpha last), each component
/// from 0 to 1 as the protocol counts them.
public struct ColourValue: Equatable, Sendable {
    /// The value's bytes in the request's text (`#` included).
    public var range: Range<Int>
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
}

/// The colours of widget.xml as swatches (every attribute value written as a colour), and a
/// colour picked in the editor written back in the notation the value had: `#RRGGBB` stays
/// six digits unless the new colour is translucent, `#RRGGBBAA` stays eight, and lower-case
/// digits stay lower-case.
enum ColourValues {
    static func colours(_ request: FeatureRequest) -> [ColourValue] {
        guard BundleLayout.role(of: request.path) == .views,
            UInt64(request.text.count) <= request.context.options.inputLimits.maxFileSize
        else { return [] }
        let scan = ViewsAttributeScan(request.text)
        return scan.values.compactMap { value in
            guard value.range.count == 7 || value.range.count == 9 else { return nil }
            return colour(scan.lexer.text(value.range), at: value.range)
        }
    }

    /// The colour `text` writes, nil when it is not `#RRGGBB` or `#RRGGBBAA`.
    static func colour(_ text: String, at range: Range<Int>) -> ColourValue? {
        guard ViewsValueKinds.isColor(text) else { return nil }
        let digits = Array(text.utf8.dropFirst())
        func component(_ index: Int) -> Double {
            Double(UInt8(String(decoding: digits[index * 2..<index * 2 + 2], as: UTF8.self), radix: 16) ?? 0) / 255
        }
        return ColourValue(
            range: range, red: component(0), green: component(1), blue: component(2),
            alpha: digits.count == 8 ? component(3) : 1)
    }

    /// `red`, `green`, `blue`, `alpha` (0-1) written as `original` was (see the type).
    static func presentation(red: Double, green: Double, blue: Double, alpha: Double, original: String) -> String {
        func hex(_ component: Double) -> String {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        let keepsAlpha = original.utf8.count == 9 || hex(alpha) != "FF"
        let text = "#" + hex(red) + hex(green) + hex(blue) + (keepsAlpha ? hex(alpha) : "")
        let lowerCase = original.contains { "abcdef".contains($0) } && !original.contains { "ABCDEF".contains($0) }
        return lowerCase ? text.lowercased() : text
    }
}
