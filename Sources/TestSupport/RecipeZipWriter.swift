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
        var archive = Parts()
        if let truncated = archive.append(entries) { return truncated }
        return archive.finished(count: entries.count)
    }

    /// `zip` (as `build` or `pack` write it: no comment) with `entries` after its own: its
    /// local headers, data and central records stay byte for byte where they were; the new
    /// entries' data goes before the central directory, their records after it.
    public static func appending(_ entries: [ArchiveEntryRecipe], to zip: [UInt8]) -> [UInt8] {
        let end = zip.count - 22
        precondition(end >= 0 && zip.le32(end) == 0x0605_4B50, "a zip without comment")
        let count = Int(zip.le16(end + 10))
        let centralOffset = Int(zip.le32(end + 16))
        var archive = Parts(local: Array(zip[..<centralOffset]), central: Array(zip[centralOffset..<end]))
        if let truncated = archive.append(entries) { return truncated }
        return archive.finished(count: count + entries.count)
    }

    public static func write(_ entries: [ArchiveEntryRecipe], to path: String) throws {
        try Data(build(entries)).write(to: URL(fileURLWithPath: path))
    }

    /// The local part (headers and data) and the central records written so far.
    private struct Parts {
        var local: [UInt8] = []
        var central: [UInt8] = []
        /// What the previous entry's central record said, for `overlap`.
        var previous = (
            fields: ZipHeaderEncoder.Entry(
                name: [], flags: 0, method: 0, time: time, date: date, crc: 0, compressedSize: 0, size: 0),
            offset: UInt32(0)
        )

        /// Writes `entries`; the archive cut short when one of them says `truncate`.
        mutating func append(_ entries: [ArchiveEntryRecipe]) -> [UInt8]? {
            for entry in entries {
                if let truncated = append(entry) { return truncated }
            }
            return nil
        }

        func finished(count: Int) -> [UInt8] {
            local + central
                + ZipHeaderEncoder.endOfCentralDirectory(
                    entries: UInt16(count), centralSize: UInt32(central.count), centralOffset: UInt32(local.count))
        }

        private mutating func append(_ entry: ArchiveEntryRecipe) -> [UInt8]? {
            let damage = entry.damage
            var data = entry.contents
            var externalAttributes = ZipHeaderEncoder.regularFileAttributes
            var stored = entry.stored
            switch entry.kind {
            case .file: break
            case .directory:
                data = []
                stored = true
                externalAttributes = RecipeZipWriter.folderAttributes
            case .symlink(let target):
                data = Array(target.utf8)
                stored = true
                externalAttributes = 0o120777 << 16
            }
            if damage.contains(.fifo) { externalAttributes = 0o010644 << 16 }
            if damage.contains(.folderAttributes) { externalAttributes = RecipeZipWriter.folderAttributes }
            let crc = zlibCRC32(data)
            let streamed = damage.contains(.dataDescriptor) || damage.contains(.descriptorCRC)
            var flags = ZipHeaderEncoder.utf8Flag
            if damage.contains(.encrypted) { flags |= ZipHeaderEncoder.encryptedFlag }
            if streamed { flags |= RecipeZipWriter.descriptorFlag }
            var payload = stored ? data : RecipeZipWriter.deflate(data)
            if damage.contains(.corruptData), !payload.isEmpty { payload[0] = 0xFF }
            var fields = ZipHeaderEncoder.Entry(
                name: Array(entry.name.utf8), flags: flags, method: stored ? 0 : 8, time: time, date: date,
                crc: damage.contains(.crc) ? crc ^ 0xDEAD_BEEF : crc, compressedSize: UInt32(payload.count),
                size: damage.contains(.zip64SizeMarker) ? 0xFFFF_FFFF : UInt32(data.count))
            var offset = UInt32(local.count)
            if damage.contains(.overlap) {
                // Its own name and flags, the previous entry's data.
                fields.method = previous.fields.method
                fields.crc = previous.fields.crc
                fields.compressedSize = previous.fields.compressedSize
                fields.size = previous.fields.size
                offset = previous.offset
            } else {
                var header = fields
                if streamed { (header.crc, header.compressedSize, header.size) = (0, 0, 0) }
                if damage.contains(.localCRC) { header.crc ^= 0xDEAD_BEEF }
                ZipHeaderEncoder.appendLocalHeader(header, to: &local)
                if damage.contains(.truncate) { return local + payload.prefix(payload.count / 2) }
                local += payload
                if streamed {
                    let recorded = damage.contains(.descriptorCRC) ? crc ^ 0xDEAD_BEEF : crc
                    for value in [0x0807_4B50, recorded, fields.compressedSize, fields.size] { local.appendLE32(value) }
                }
            }
            previous = (fields, offset)
            ZipHeaderEncoder.appendCentralRecord(
                fields, externalAttributes: externalAttributes, localHeaderOffset: offset, to: &central)
            return nil
        }
    }

    /// A folder's external attributes: the Unix mode 040755 and the MS-DOS folder bit.
    static let folderAttributes: UInt32 = (0o040755 << 16) | 0x10
    /// General purpose flag bit 3: a data descriptor follows the data.
    static let descriptorFlag: UInt16 = 0x0008

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

extension Array where Element == UInt8 {
    fileprivate mutating func appendLE32(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24),
        ])
    }

    fileprivate func le16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    fileprivate func le32(_ at: Int) -> UInt32 { UInt32(le16(at)) | UInt32(le16(at + 2)) << 16 }
}
