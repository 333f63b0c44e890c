extension ZipLayout {
    /// General purpose flag bit 3: the CRC-32 and sizes follow the data, in a data descriptor.
    static let descriptorFlag: UInt16 = 0x0008
    /// A 32-bit size or offset of all ones: "the real value is in the zip64 field".
    static let zip64Marker: UInt64 = 0xFFFF_FFFF

    /// The record's fields that hold the zip64 marker and find no value in its zip64 extra
    /// field: what libzip refuses to open (`ZIP_ER_NOENT`, from its extra-field lookup).
    enum Zip64Field: String {
        case size
        case compressedSize = "compressed size"
        case localHeaderOffset = "local header offset"
    }

    /// Takes each value marked in `record` from its zip64 extra field (in the order the
    /// format gives them); returns the marked fields the extra field does not hold.
    func applyZip64(_ extra: [UInt8], to record: inout Record) -> [Zip64Field] {
        var needed: [Zip64Field] = []
        if record.size == Self.zip64Marker { needed.append(.size) }
        if record.compressedSize == Self.zip64Marker { needed.append(.compressedSize) }
        if record.localHeaderOffset == Self.zip64Marker { needed.append(.localHeaderOffset) }
        guard !needed.isEmpty else { return [] }
        var position = 0
        while position + 4 <= extra.count {
            let length = Int(extra.le16(position + 2))
            if extra.le16(position) == 0x0001 {
                var field = position + 4
                let end = min(extra.count, field + length)
                while let next = needed.first, field + 8 <= end {
                    let value = extra.le64(field)
                    switch next {
                    case .size: record.size = value
                    case .compressedSize: record.compressedSize = value
                    case .localHeaderOffset: record.localHeaderOffset = value
                    }
                    needed.removeFirst()
                    field += 8
                }
                return needed
            }
            position += 4 + length
        }
        return needed
    }

    /// A record that says "see the zip64 field" and has none: libzip cannot open the zip;
    /// Go and Info-ZIP's unzip take a marked size for the size itself.
    static func zip64MarkerProblem(_ record: Record, _ fields: [Zip64Field]) -> Problem {
        let named = fields.map(\.rawValue).joined(separator: " and ")
        let marker =
            "its \(named) \(fields.count == 1 ? "holds" : "hold") 0xFFFFFFFF, the zip64 marker that says the real value is in a zip64 field, and it has no zip64 field: libzip cannot open the archive"
        let peers =
            fields == [.size]
            ? ", while Go and Info-ZIP's unzip take it for a size of 4294967295 bytes (4 GiB - 1)" : ""
        return Problem(entry: record.name, message: marker + peers)
    }

    /// The CRC-32 of the data descriptor at `offset` (its signature is optional), when it
    /// lies before the central directory.
    func descriptorCRC(_ fd: Int32, at offset: UInt64, before directoryOffset: UInt64) -> UInt32? {
        guard offset < directoryOffset, directoryOffset - offset >= 12 else { return nil }
        let head = bytes(fd, at: offset, count: 8)
        guard head.count == 8 else { return nil }
        return head.le32(0) == 0x0807_4B50 ? head.le32(4) : head.le32(0)
    }
}
