import CZip
import Diagnostics
import Foundation

/// Builds a zip byte for byte from a recipe, including hostile ones, for tests and rule
/// examples: no committed binaries. Entries are deflated unless `stored` (directories and
/// links always stored); the layout is the plain zip format (local headers, data, central
/// directory, end record).
///
/// Damage keywords (`ArchiveEntryRecipe.damage`):
/// - `crc`: a wrong CRC-32 in both headers.
/// - `encrypted`: the encryption flag set (data left readable).
/// - `corrupt-data`: the compressed stream starts with an invalid deflate block.
/// - `truncate`: the archive ends in the middle of this entry's data (no central directory).
/// - `overlap`: no data of its own; its central record points at the previous entry's.
/// - `fifo`: external attributes of a named pipe.
public enum RecipeZipWriter {
    public static func build(_ entries: [ArchiveEntryRecipe]) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        // What the previous entry's central record said, for `overlap`.
        var previous: (offset: UInt32, method: UInt16, crc: UInt32, compressed: UInt32, size: UInt32) = (0, 0, 0, 0, 0)
        for entry in entries {
            let name = Array(entry.name.utf8)
            var data = entry.contents
            var externalAttributes: UInt32 = 0o100644 << 16
            var stored = entry.stored
            switch entry.kind {
            case .file: break
            case .directory:
                data = []
                stored = true
                externalAttributes = (0o040755 << 16) | 0x10
            case .symlink(let target):
                data = Array(target.utf8)
                stored = true
                externalAttributes = 0o120777 << 16
            }
            if entry.damage.contains("fifo") { externalAttributes = 0o010644 << 16 }
            var crc = CRC32.checksum(data)
            if entry.damage.contains("crc") { crc ^= 0xDEAD_BEEF }
            var flags: UInt16 = 0x0800  // names are UTF-8
            if entry.damage.contains("encrypted") { flags |= 0x0001 }
            let method: UInt16 = stored ? 0 : 8
            var payload = stored ? data : deflate(data)
            if entry.damage.contains("corrupt-data"), !payload.isEmpty { payload[0] = 0xFF }
            var record = (
                offset: UInt32(out.count), method: method, crc: crc, compressed: UInt32(payload.count),
                size: UInt32(data.count)
            )
            if entry.damage.contains("overlap") {
                record = previous
            } else {
                // Local file header.
                out += le32(0x0403_4B50) + le16(20) + le16(flags) + le16(method) + le16(0) + le16(0x21)
                out += le32(crc) + le32(record.compressed) + le32(record.size)
                out += le16(UInt16(name.count)) + le16(0) + name
                if entry.damage.contains("truncate") {
                    return out + payload.prefix(payload.count / 2)
                }
                out += payload
            }
            previous = record
            // Central directory header: made by Unix (3), version 2.0.
            central +=
                le32(0x0201_4B50) + le16(0x0314) + le16(20) + le16(flags) + le16(record.method) + le16(0) + le16(0x21)
            central += le32(record.crc) + le32(record.compressed) + le32(record.size)
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0)
            central += le32(externalAttributes) + le32(record.offset) + name
        }
        let centralOffset = UInt32(out.count)
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return out
    }

    public static func write(_ entries: [ArchiveEntryRecipe], to path: String) throws {
        try Data(build(entries)).write(to: URL(fileURLWithPath: path))
    }

    /// Raw deflate (zlib's stream without its 2-byte header and Adler-32 trailer).
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = data.withUnsafeBufferPointer { source in
            compress2(&out, &length, source.baseAddress, uLong(data.count), 9)
        }
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        return Array(out[2..<(Int(length) - 4)])
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
