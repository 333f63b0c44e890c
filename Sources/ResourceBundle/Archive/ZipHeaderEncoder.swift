/// The zip format's headers, little-endian, as both our writers lay them out: `pack`'s
/// deterministic writer and the test fixture writer (TestSupport). Plain zip only: no zip64,
/// no data descriptor, no extra field, no comment. `package` so that library users do not see it.
package enum ZipHeaderEncoder {
    /// Version needed to extract: 2.0 (deflate).
    package static let versionNeeded: UInt16 = 20
    /// Version made by: Unix (3) in the high byte, 2.0 in the low byte.
    package static let versionMadeBy: UInt16 = 0x0314
    /// General purpose flag bit 11: names are UTF-8.
    package static let utf8Flag: UInt16 = 0x0800
    /// General purpose flag bit 0: the entry is encrypted.
    package static let encryptedFlag: UInt16 = 0x0001
    /// External attributes of a regular file with mode 0644, made by Unix.
    package static let regularFileAttributes: UInt32 = 0o100644 << 16

    /// The fields a local header and its central record share.
    package struct Entry {
        package var name: [UInt8]
        package var flags: UInt16
        /// 0 stored, 8 deflated.
        package var method: UInt16
        /// MS-DOS time and date.
        package var time: UInt16
        package var date: UInt16
        package var crc: UInt32
        package var compressedSize: UInt32
        package var size: UInt32

        package init(
            name: [UInt8], flags: UInt16, method: UInt16, time: UInt16, date: UInt16, crc: UInt32,
            compressedSize: UInt32, size: UInt32
        ) {
            self.name = name
            self.flags = flags
            self.method = method
            self.time = time
            self.date = date
            self.crc = crc
            self.compressedSize = compressedSize
            self.size = size
        }
    }

    /// Appends the local file header of `entry` (30 bytes and its name) to `out`. No
    /// `reserveCapacity` here: called in a loop on one growing array, it would defeat its growth.
    package static func appendLocalHeader(_ entry: Entry, to out: inout [UInt8]) {
        out.appendLE32(0x0403_4B50)
        out.appendLE16(versionNeeded)
        appendCommonFields(entry, to: &out)
        out.appendLE16(0)  // extra field length
        out += entry.name
    }

    /// Appends the central directory record of `entry` (46 bytes and its name) to `out`.
    package static func appendCentralRecord(
        _ entry: Entry, externalAttributes: UInt32, localHeaderOffset: UInt32, to out: inout [UInt8]
    ) {
        out.appendLE32(0x0201_4B50)
        out.appendLE16(versionMadeBy)
        out.appendLE16(versionNeeded)
        appendCommonFields(entry, to: &out)
        out.appendLE16(0)  // extra field length
        out.appendLE16(0)  // comment length
        out.appendLE16(0)  // disk number start
        out.appendLE16(0)  // internal attributes
        out.appendLE32(externalAttributes)
        out.appendLE32(localHeaderOffset)
        out += entry.name
    }

    /// The end of central directory record (22 bytes, one disk, no comment).
    package static func endOfCentralDirectory(entries: UInt16, centralSize: UInt32, centralOffset: UInt32) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(22)
        out.appendLE32(0x0605_4B50)
        out.appendLE16(0)  // this disk
        out.appendLE16(0)  // disk of the central directory
        out.appendLE16(entries)  // entries on this disk
        out.appendLE16(entries)  // entries in all
        out.appendLE32(centralSize)
        out.appendLE32(centralOffset)
        out.appendLE16(0)  // comment length
        return out
    }

    /// Flags to name length: the same sequence in both headers.
    private static func appendCommonFields(_ entry: Entry, to out: inout [UInt8]) {
        out.appendLE16(entry.flags)
        out.appendLE16(entry.method)
        out.appendLE16(entry.time)
        out.appendLE16(entry.date)
        out.appendLE32(entry.crc)
        out.appendLE32(entry.compressedSize)
        out.appendLE32(entry.size)
        out.appendLE16(UInt16(entry.name.count))
    }
}

extension Array where Element == UInt8 {
    fileprivate mutating func appendLE16(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    fileprivate mutating func appendLE32(_ value: UInt32) {
        append(UInt8(value & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8(value >> 24))
    }
}
