import Foundation

/// A bundle colour as numbers (`#RRGGBB`, `#RRGGBBAA`), for choosing our own text colour where
/// the bundle gives none: WCAG 2 relative luminance and contrast ratio.
struct PreviewColour: Equatable {
    let red: Double
    let green: Double
    let blue: Double
    /// 0 (transparent) to 1 (opaque).
    let alpha: Double

    static let black = PreviewColour(red: 0, green: 0, blue: 0, alpha: 1)
    static let white = PreviewColour(red: 255, green: 255, blue: 255, alpha: 1)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    init?(_ value: String?) {
        guard let bytes = PreviewEscaping.colorBytes(value) else { return nil }
        self.init(
            red: Double(bytes[0]), green: Double(bytes[1]), blue: Double(bytes[2]),
            alpha: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    /// This colour painted over an opaque `base`.
    func over(_ base: PreviewColour) -> PreviewColour {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return PreviewColour(
            red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue), alpha: 1)
    }

    /// WCAG 2 relative luminance of the opaque colour.
    var luminance: Double {
        func channel(_ value: Double) -> Double {
            let c = value / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
    func contrast(with other: PreviewColour) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Our text colour class for texts the bundle gives no colour, on these backdrops (a
    /// gradient's stops): light text unless dark text reads better on the worst of them.
    static func inkClass(on backdrops: [PreviewColour]) -> String {
        guard !backdrops.isEmpty else { return "ink-light" }
        let light = backdrops.map { $0.contrast(with: .white) }.min() ?? 21
        let dark = backdrops.map { $0.contrast(with: darkInk) }.min() ?? 1
        return dark > light ? "ink-dark" : "ink-light"
    }

    /// `.ink-dark`'s colour in preview.css (#121417).
    static let darkInk = PreviewColour(red: 0x12, green: 0x14, blue: 0x17, alpha: 1)
}
