import Diagnostics
import Foundation
import ResourceBundle

/// Builds a zip byte for byte from a recipe, including hostile ones, for tests and rule
/// examples: no committed binaries. Entries are deflated unless `stored` (directories and
/// links always stored); the layout is the plain zip format (local headers, data, central
/// directory, end record), encoded by the same `ZipHeaderEncoder` as `pack`. Each entry's
/// `damage` (`ArchiveEntryRecipe.Damage`) is applied as it is written.
public enum RecipeZipWriter {
    /// The time and date of every entry: 00:00, 1980-01-01 (MS-DOS format).
    static let time: UInt16 = 0
    static let date: UInt16 = 0x21

    public static func build(_ entries: [ArchiveEntryRecipe]) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        // What the previous entry's central record said, for `overlap`.
        var previous = (
            fields: ZipHeaderEncoder.Entry(
                name: [], flags: 0, method: 0, time: time, date: date, crc: 0, compressedSize: 0, size: 0),
            offset: UInt32(0)
        )
        for entry in entries {
            let name = Array(entry.name.utf8)
            var data = entry.contents
            var externalAttributes = ZipHeaderEncoder.regularFileAttributes
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
            if entry.damage.contains(.fifo) { externalAttributes = 0o010644 << 16 }
            var crc = zlibCRC32(data)
            if entry.damage.contains(.crc) { crc ^= 0xDEAD_BEEF }
            var flags = ZipHeaderEncoder.utf8Flag
            if entry.damage.contains(.encrypted) { flags |= ZipHeaderEncoder.encryptedFlag }
            var payload = stored ? data : deflate(data)
            if entry.damage.contains(.corruptData), !payload.isEmpty { payload[0] = 0xFF }
            var fields = ZipHeaderEncoder.Entry(
                name: name, flags: flags, method: stored ? 0 : 8, time: time, date: date, crc: crc,
                compressedSize: UInt32(payload.count), size: UInt32(data.count))
            var offset = UInt32(out.count)
            if entry.damage.contains(.overlap) {
                // Its own name and flags, the previous entry's data.
                fields.method = previous.fields.method
                fields.crc = previous.fields.crc
                fields.compressedSize = previous.fields.compressedSize
                fields.size = previous.fields.size
                offset = previous.offset
            } else {
                ZipHeaderEncoder.appendLocalHeader(fields, to: &out)
                if entry.damage.contains(.truncate) {
                    return out + payload.prefix(payload.count / 2)
                }
                out += payload
            }
            previous = (fields, offset)
            ZipHeaderEncoder.appendCentralRecord(
                fields, externalAttributes: externalAttributes, localHeaderOffset: offset, to: &central)
        }
        let centralOffset = UInt32(out.count)
        out += central
        out += ZipHeaderEncoder.endOfCentralDirectory(
            entries: UInt16(entries.count), centralSize: UInt32(central.count), centralOffset: centralOffset)
        return out
    }

    public static func write(_ entries: [ArchiveEntryRecipe], to path: String) throws {
        try Data(build(entries)).write(to: URL(fileURLWithPath: path))
    }

    /// Raw deflate through `pack`'s deflater (level 9, the zip format's method 8).
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        do {
            let deflater = try RawDeflater()
            try data.withUnsafeBytes { bytes in
                try deflater.deflate(bytes, finish: true) { out.append(contentsOf: $0) }
            }
        } catch {
            preconditionFailure("zlib deflate failed: \(error)")
        }
        return out
    }
}
