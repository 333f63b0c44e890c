import Diagnostics
import Foundation

/// Builds a zip byte for byte from a recipe, including hostile ones (wrong CRC, encrypted
/// flag, symlinks, traversal names, duplicates), for tests and rule examples: no committed
/// binaries. Entries are stored (not compressed); the layout is the plain zip format
/// (local headers, data, central directory, end record).
public enum RecipeZipWriter {
    public static func build(_ entries: [ArchiveEntryRecipe]) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            var data = entry.contents
            var externalAttributes: UInt32 = 0o100644 << 16
            switch entry.kind {
            case .file: break
            case .directory:
                data = []
                externalAttributes = (0o040755 << 16) | 0x10
            case .symlink(let target):
                data = Array(target.utf8)
                externalAttributes = 0o120777 << 16
            }
            var crc = CRC32.checksum(data)
            if entry.damage.contains("crc") { crc ^= 0xDEAD_BEEF }
            var flags: UInt16 = 0x0800  // names are UTF-8
            if entry.damage.contains("encrypted") { flags |= 0x0001 }
            let offset = UInt32(out.count)
            // Local file header.
            out += le32(0x0403_4B50) + le16(20) + le16(flags) + le16(0) + le16(0) + le16(0x21)
            out += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count))
            out += le16(UInt16(name.count)) + le16(0) + name + data
            // Central directory header: made by Unix (3), version 2.0.
            central += le32(0x0201_4B50) + le16(0x0314) + le16(20) + le16(flags) + le16(0) + le16(0) + le16(0x21)
            central += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count))
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0)
            central += le32(externalAttributes) + le32(offset) + name
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

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
