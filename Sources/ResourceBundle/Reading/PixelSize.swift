/// The width and height of a PNG (IHDR), GIF or JPEG (its first frame header): what `diff`
/// lists for an image and the preview draws it at.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init?(_ bytes: [UInt8]) {
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            (width, height) = (be32(16), be32(20))
            return
        }
        if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            (width, height) = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
            return
        }
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return
            }
            index += 2 + length
        }
        return nil
    }

    public var description: String { "\(width)x\(height) px" }
}
