import Foundation

/// The byte layout of a zip, read from its end-of-central-directory record, central
/// directory and local headers without libzip. Hygiene needs what libzip keeps to itself
/// (where each entry's data lies, to find entries that share data), and a located reason
/// when libzip refuses an archive (truncated, not a zip).
public struct ZipLayout: Sendable {
    /// One central-directory record and where its data really lies.
    public struct Record: Sendable {
        public var index: Int
        public var name: String
        public var flags: UInt16
        public var method: UInt16
        public var compressedSize: UInt64
        public var size: UInt64
        public var localHeaderOffset: UInt64
        /// The CRC-32 the central directory records.
        public var crc: UInt32
        /// The CRC-32 its local header records (nil when a data descriptor carries it instead,
        /// or the local header is unreadable).
        public var localCRC: UInt32?
        /// The CRC-32 its data descriptor records (an entry written in a stream: flag bit 3).
        public var descriptorCRC: UInt32?
        /// Where the compressed data starts and ends (nil when the local header is unreadable).
        public var dataRange: Range<UInt64>?
    }

    /// Something wrong with the layout; `entry` nil for the archive as a whole.
    public struct Problem: Sendable, Equatable {
        public var entry: String?
        public var message: String
    }

    public var fileSize: UInt64
    public var records: [Record] = []
    /// True when no end-of-central-directory record was found and the file does not start
    /// like a zip either: it is something else.
    public var isNotAZip = false
    public var problems: [Problem] = []
    /// Pairs of entries whose data overlap: (entry, the entry it overlaps).
    public var overlaps: [(entry: String, other: String)] = []

    /// Reads the layout; never throws on a hostile archive, it reports problems instead.
    public static func scan(path: String) throws -> ZipLayout {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw BundleReadError(path: path, message: "cannot open the file") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw BundleReadError(path: path, message: "cannot stat the file") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw BundleReadError(path: path, message: "not a regular file: refused")
        }
        var layout = ZipLayout(fileSize: UInt64(info.st_size))
        layout.read(fd)
        return layout
    }

    func bytes(_ fd: Int32, at offset: UInt64, count: Int) -> [UInt8] {
        guard count > 0, offset < fileSize else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
        return got <= 0 ? [] : Array(buffer[0..<got])
    }

    private mutating func read(_ fd: Int32) {
        let tailLength = Int(min(fileSize, 65_535 + 22))
        let tail = bytes(fd, at: fileSize - UInt64(tailLength), count: tailLength)
        var endAt: Int?
        if tail.count >= 22 {
            for position in stride(from: tail.count - 22, through: 0, by: -1) where tail.le32(position) == 0x0605_4B50 {
                endAt = position
                break
            }
        }
        guard let endAt else {
            let head = bytes(fd, at: 0, count: 4)
            if head.count == 4, head.le32(0) == 0x0403_4B50 {
                problems.append(
                    Problem(
                        entry: nil,
                        message:
                            "the archive is truncated: it has entries but no end-of-central-directory record (the file ends at byte \(fileSize))"
                    ))
            } else {
                isNotAZip = true
            }
            return
        }
        let endOffset = fileSize - UInt64(tailLength) + UInt64(endAt)
        var count = UInt64(tail.le16(endAt + 10))
        var directorySize = UInt64(tail.le32(endAt + 12))
        var directoryOffset = UInt64(tail.le32(endAt + 16))
        // Zip64: the real values sit in the zip64 end record, found through its locator.
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF, endOffset >= 20 {
            let locator = bytes(fd, at: endOffset - 20, count: 20)
            if locator.count == 20, locator.le32(0) == 0x0706_4B50 {
                let record = bytes(fd, at: locator.le64(8), count: 56)
                if record.count == 56, record.le32(0) == 0x0606_4B50 {
                    count = record.le64(32)
                    directorySize = record.le64(40)
                    directoryOffset = record.le64(48)
                }
            }
        }
        guard directoryOffset <= endOffset, directorySize <= endOffset - directoryOffset else {
            problems.append(
                Problem(
                    entry: nil,
                    message:
                        "the central directory (offset \(directoryOffset), \(directorySize) bytes) lies outside the archive: truncated or corrupt"
                ))
            return
        }
        let directory = bytes(fd, at: directoryOffset, count: Int(directorySize))
        // Bytes prepended to a zip (a self-extractor stub, a botched concatenation) shift
        // every offset: the directory then sits right before the end record instead.
        if directory.count >= 4, directory.le32(0) != 0x0201_4B50, endOffset >= directorySize,
            endOffset - directorySize > directoryOffset
        {
            let shifted = bytes(fd, at: endOffset - directorySize, count: 4)
            if shifted.count == 4, shifted.le32(0) == 0x0201_4B50 {
                let extra = endOffset - directorySize - directoryOffset
                problems.append(
                    Problem(
                        entry: nil,
                        message:
                            "\(extra) bytes precede the archive (a self-extractor stub or files joined together), so every offset it records is off by \(extra)"
                    ))
                return
            }
        }
        var position = 0
        var index = 0
        // Records whose sizes or offset are unknown (a zip64 marker without its field).
        var unknown: Set<Int> = []
        while position + 46 <= directory.count, directory.le32(position) == 0x0201_4B50 {
            let nameLength = Int(directory.le16(position + 28))
            let extraLength = Int(directory.le16(position + 30))
            let commentLength = Int(directory.le16(position + 32))
            let end = position + 46 + nameLength + extraLength + commentLength
            guard end <= directory.count else { break }
            let nameBytes = directory[(position + 46)..<(position + 46 + nameLength)]
            var record = Record(
                index: index, name: String(decoding: nameBytes, as: UTF8.self), flags: directory.le16(position + 8),
                method: directory.le16(position + 10), compressedSize: UInt64(directory.le32(position + 20)),
                size: UInt64(directory.le32(position + 24)), localHeaderOffset: UInt64(directory.le32(position + 42)),
                crc: directory.le32(position + 16))
            let unresolved = applyZip64(
                Array(directory[(position + 46 + nameLength)..<(position + 46 + nameLength + extraLength)]), to: &record
            )
            if !unresolved.isEmpty {
                problems.append(Self.zip64MarkerProblem(record, unresolved))
                unknown.insert(index)
            }
            records.append(record)
            position = end
            index += 1
        }
        if UInt64(records.count) != count {
            problems.append(
                Problem(
                    entry: nil,
                    message:
                        "the central directory holds \(records.count) readable entries, the end record says \(count): truncated or corrupt"
                ))
        }
        for i in records.indices where !unknown.contains(i) {
            let header = bytes(fd, at: records[i].localHeaderOffset, count: 30)
            guard header.count == 30, header.le32(0) == 0x0403_4B50 else {
                problems.append(
                    Problem(
                        entry: records[i].name,
                        message:
                            "no local header at offset \(records[i].localHeaderOffset): the archive is truncated or corrupt"
                    ))
                continue
            }
            let start = records[i].localHeaderOffset + 30 + UInt64(header.le16(26)) + UInt64(header.le16(28))
            let (end, overflow) = start.addingReportingOverflow(records[i].compressedSize)
            guard !overflow, end <= directoryOffset else {
                problems.append(
                    Problem(
                        entry: records[i].name,
                        message:
                            "its data runs past the start of the central directory (byte \(directoryOffset)): the archive is truncated or corrupt"
                    ))
                continue
            }
            records[i].dataRange = start..<end
            if records[i].flags & Self.descriptorFlag == 0 {
                records[i].localCRC = header.le32(14)
            } else {
                records[i].descriptorCRC = descriptorCRC(fd, at: end, before: directoryOffset)
            }
        }
        findOverlaps()
    }

    /// Entries whose local header or data start inside another entry's header or data: the
    /// "overlapping" zip bomb, where one compressed stream is counted many times.
    private mutating func findOverlaps() {
        let placed = records.filter { $0.dataRange != nil }.sorted {
            ($0.localHeaderOffset, $0.index) < ($1.localHeaderOffset, $1.index)
        }
        var furthest: (end: UInt64, name: String)?
        for record in placed {
            if let previous = furthest, record.localHeaderOffset < previous.end {
                overlaps.append((record.name, previous.name))
            }
            let end = record.dataRange!.upperBound
            if furthest == nil || end > furthest!.end { furthest = (end, record.name) }
        }
    }
}

extension Array where Element == UInt8 {
    func le16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    func le32(_ at: Int) -> UInt32 { UInt32(le16(at)) | UInt32(le16(at + 2)) << 16 }
    func le64(_ at: Int) -> UInt64 { UInt64(le32(at)) | UInt64(le32(at + 4)) << 32 }
}
