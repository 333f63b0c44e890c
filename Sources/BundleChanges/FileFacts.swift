import ResourceBundle

/// What a listing says about one file that is not compared by its content: size, SHA-256
/// and, for an image, its pixel size.
public struct FileFacts: Sendable, Hashable {
    public var size: Int
    public var sha256: String
    public var pixels: PixelSize?

    public init(_ bytes: [UInt8]) {
        size = bytes.count
        sha256 = SHA256Digest.hex(of: bytes)
        pixels = PixelSize(bytes)
    }

    /// `219 bytes, sha256 4f..., 16x16 px`.
    public var summary: String {
        var text = "\(size) bytes, sha256 \(sha256)"
        if let pixels { text += ", \(pixels)" }
        return text
    }
}
