import Diagnostics

/// What a path in a bundle is, by the layout the SDKs use (formats.md sections 1 and 6).
public enum FileRole: Sendable, Hashable {
    /// `widget.xml`: the views (viewsContent).
    case views
    /// `strings/strings.xml` (language nil: the default) or `strings/strings.<lang>.xml` /
    /// `strings/strings-<lang>.xml`.
    case translations(language: String?)
    /// `documents/*.xml` other than DocumentRules.xml.
    case documentModels
    /// `documents/DocumentRules.xml`.
    case documentRules
    /// `resources/<N>dpi/<file>`.
    case resource(density: Int)
    /// `other/...` (version.txt, EULAs).
    case other
    /// `<lang>.lproj/Localizable.strings` or `.xcstrings` in app resources.
    case localizable(language: String)
    /// A Lottie animation (`*.json`) in app resources.
    case lottie
    /// `__MACOSX/`, `._*`, `.DS_Store`, `Thumbs.db`.
    case junk
    case unknown
}

public enum BundleLayout {
    public static let densityBuckets = [163, 326, 489]

    public static func role(of path: String) -> FileRole {
        let parts = components(of: path)
        guard let name = parts.last else { return .unknown }
        if isJunk(parts) { return .junk }
        if parts.count == 1, name == "widget.xml" { return .views }
        if parts.count == 2, parts[0] == "strings", name.hasSuffix(".xml") {
            let stem = String(name.dropLast(4))
            if stem == "strings" { return .translations(language: nil) }
            if stem.hasPrefix("strings.") || stem.hasPrefix("strings-") {
                let language = String(stem.dropFirst(8))
                if !language.isEmpty { return .translations(language: language) }
            }
        }
        if parts.count == 2, parts[0] == "documents", name.hasSuffix(".xml") {
            return name == "DocumentRules.xml" ? .documentRules : .documentModels
        }
        if parts.count == 3, parts[0] == "resources", parts[1].hasSuffix("dpi"), let density = Int(parts[1].dropLast(3))
        {
            return .resource(density: density)
        }
        if parts.first == "other" { return .other }
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), name.hasPrefix("Localizable.") {
            return .localizable(language: String(parts[parts.count - 2].dropLast(6)))
        }
        if name.hasSuffix(".json") { return .lottie }
        return .unknown
    }

    /// Files macOS, Windows and archivers leave behind; the SDK never reads them.
    public static func isJunk(_ path: String) -> Bool {
        isJunk(components(of: path))
    }

    private static func isJunk(_ parts: [String]) -> Bool {
        if parts.first == "__MACOSX" { return true }
        guard let name = parts.last else { return false }
        return name.hasPrefix("._") || name == ".DS_Store" || name == "Thumbs.db" || name == "desktop.ini"
    }

    /// The path's non-empty components, split at each `/` Character. Splitting a String by
    /// Character costs grapheme breaking, about 15,000 instructions a path (checks ask for
    /// every entry's role); an ASCII path (nearly all) is split by byte, which gives the same.
    static func components(of path: String) -> [String] {
        let byBytes = path.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard bytes.isAllASCII else { return nil }
            return bytes.split(separator: UInt8(ascii: "/")).map {
                String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
            }
        }
        return (byBytes ?? nil) ?? path.split(separator: "/").map(String.init)
    }
}
