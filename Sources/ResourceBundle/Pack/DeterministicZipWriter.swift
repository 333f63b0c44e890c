import CZip
import Diagnostics
import Foundation

/// One file to pack: its name in the zip and where it is on disk.
struct PackEntry: Sendable {
    let name: String
    let source: String
    /// png, jpg, mp4...: stored without trying deflate when the packer is asked to.
    let isMedia: Bool
    /// Its size when listed: bigger files are compressed first (only a scheduling hint).
    var size: UInt64 = 0
}

/// Writes a plain zip (no zip64, no data descriptors, no extra fields) with the entries in
/// the order given, every entry deflated (zlib, level 9) when that makes it smaller and stored
/// otherwise, all headers carrying one DOS time, mode 0644 and the UTF-8 flag.
///
/// Entries are compressed on all cores, biggest first (the long jobs start early, the small
/// ones fill the gaps), and whichever worker finds the next entry in order ready writes it, and
/// the ready ones after it, to the output. The bytes do not depend on which thread did what,
/// nor in which order entries were compressed. Memory stays bounded:
/// files up to `inMemoryLimit` (8 MiB) are compressed in memory, bigger ones streamed through a spool
/// file in 1 MiB chunks, and while more than `bufferBudget` bytes of results (64 MiB) wait
/// for an earlier entry, workers only take the entry the output waits for.
// Shared state under `condition`; the output side is touched only by the worker holding `writing`.
final class DeterministicZipWriter: @unchecked Sendable {
    static let memoryLimit = 8 << 20
    static let bufferBudget = 64 << 20
    static let chunkSize = 1 << 20

    struct Summary {
        var files = 0
        var bytes: UInt64 = 0
        var zipSize: UInt64 = 0
        var sha256 = ""
    }

    private let entries: [PackEntry]
    private let output: HashingFileWriter
    private let spoolDirectory: String
    private let time: UInt16, date: UInt16
    private let storeMedia: Bool
    private let progress: ProgressHandler?
    private let inMemoryLimit: Int
    private let bufferBudget: Int

    // Shared between the workers, under `condition`.
    private let condition = NSCondition()
    private let claimOrder: [Int]
    private var claimCursor = 0
    private var claimed: [Bool]
    private var claimedCount = 0
    private var nextToWrite = 0
    private var ready: [Int: CompressedEntry] = [:]
    private var bufferedBytes = 0
    private var writing = false
    private var failure: Error?

    // Touched only by the worker that holds `writing`.
    private var central: [UInt8] = []
    private var summary = Summary()

    private init(
        entries: [PackEntry], output: Int32, spoolDirectory: String, time: UInt16, date: UInt16,
        storeMedia: Bool, progress: ProgressHandler?, inMemoryLimit: Int, bufferBudget: Int
    ) {
        self.entries = entries
        claimOrder = entries.indices.sorted {
            entries[$0].size != entries[$1].size ? entries[$0].size > entries[$1].size : $0 < $1
        }
        claimed = Array(repeating: false, count: entries.count)
        self.output = HashingFileWriter(fd: output)
        self.spoolDirectory = spoolDirectory
        self.time = time
        self.date = date
        self.storeMedia = storeMedia
        self.progress = progress
        self.inMemoryLimit = inMemoryLimit
        self.bufferBudget = bufferBudget
    }

    /// Writes the zip of `entries` to the open file `output` (which the caller closes).
    static func write(
        _ entries: [PackEntry], to output: Int32, spoolDirectory: String, time: UInt16, date: UInt16,
        storeMedia: Bool, progress: ProgressHandler?, inMemoryLimit: Int = memoryLimit,
        bufferBudget: Int = bufferBudget
    ) throws -> Summary {
        guard entries.count <= 0xFFFF else {
            throw Packer.Failure(
                message:
                    "\(entries.count) files: a zip without zip64 holds at most 65535 entries, and pack does not write zip64"
            )
        }
        let writer = DeterministicZipWriter(
            entries: entries, output: output, spoolDirectory: spoolDirectory, time: time, date: date,
            storeMedia: storeMedia, progress: progress, inMemoryLimit: inMemoryLimit,
            bufferBudget: bufferBudget)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, entries.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in writer.work() }
        if let failure = writer.failure { throw failure }
        precondition(writer.nextToWrite == entries.count, "every entry written")
        return try writer.finish()
    }

    private func work() {
        let deflater: RawDeflater
        do { deflater = try RawDeflater() } catch { return fail(error) }
        while let index = claim() {
            do {
                try Interruption.checkpoint()
                try deposit(compress(index, deflater))
            } catch {
                return fail(error)
            }
        }
    }

    /// The next entry to compress, nil when none is left or something failed.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, claimedCount < entries.count {
            var index: Int?
            if bufferedBytes <= bufferBudget {
                while claimed[claimOrder[claimCursor]] { claimCursor += 1 }
                index = claimOrder[claimCursor]
            } else if !claimed[nextToWrite] {
                // Over budget: only the entry the output waits for, so the line moves on.
                index = nextToWrite
            }
            if let index {
                claimed[index] = true
                claimedCount += 1
                return index
            }
            condition.wait()
        }
        return nil
    }

    private func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Hands over a compressed entry; writes it and whatever follows it that is ready, unless
    /// another worker is writing (it will pick this one up).
    private func deposit(_ entry: CompressedEntry) throws {
        condition.lock()
        ready[entry.index] = entry
        bufferedBytes += entry.memoryCost
        guard !writing else {
            condition.unlock()
            return
        }
        writing = true
        defer {
            writing = false
            condition.broadcast()
            condition.unlock()
        }
        while failure == nil, let head = ready.removeValue(forKey: nextToWrite) {
            condition.unlock()
            do {
                try write(head)
            } catch {
                condition.lock()
                throw error
            }
            condition.lock()
            nextToWrite += 1
            bufferedBytes -= head.memoryCost
            condition.broadcast()
        }
    }

    // MARK: compressing (any worker)

    private func compress(_ index: Int, _ deflater: RawDeflater) throws -> CompressedEntry {
        let entry = entries[index]
        let fd = open(entry.source, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            throw Packer.Failure(message: "cannot read \(entry.source): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Packer.Failure(message: "\(entry.source) is no longer a regular file")
        }
        let tryDeflate = !(storeMedia && entry.isMedia)
        if Int(info.st_size) <= inMemoryLimit {
            let data = try readAll(fd, path: entry.source, expected: Int(info.st_size))
            let crc = data.withUnsafeBytes { zlibCRC32(0, $0) }
            if tryDeflate, !data.isEmpty {
                deflater.reset()
                var deflated: [UInt8] = []
                deflated.reserveCapacity(data.count / 2)
                try data.withUnsafeBytes { bytes in
                    try deflater.deflate(bytes, finish: true) { deflated.append(contentsOf: $0) }
                }
                if deflated.count < data.count {
                    return CompressedEntry(
                        index: index, crc: crc, size: UInt64(data.count), method: 8,
                        compressedSize: UInt64(deflated.count), payload: .bytes(deflated))
                }
            }
            return CompressedEntry(
                index: index, crc: crc, size: UInt64(data.count), method: 0,
                compressedSize: UInt64(data.count), payload: .bytes(data))
        }
        // A big file: read in chunks, deflated into a spool file unless stored anyway.
        let spool = tryDeflate ? try SpoolFile(directory: spoolDirectory) : nil
        deflater.reset()
        var crc: UInt32 = 0
        var size: UInt64 = 0
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try readSome(fd, into: $0, path: entry.source) }
            if count == 0 { break }
            try chunk.withUnsafeBytes { bytes in
                let piece = UnsafeRawBufferPointer(rebasing: bytes[0..<count])
                crc = zlibCRC32(crc, piece)
                if let spool { try deflater.deflate(piece, finish: false) { try spool.write($0) } }
            }
            size += UInt64(count)
        }
        if let spool {
            try deflater.deflate(UnsafeRawBufferPointer(start: nil, count: 0), finish: true) { try spool.write($0) }
            if spool.size < size {
                return CompressedEntry(
                    index: index, crc: crc, size: size, method: 8, compressedSize: spool.size, payload: .spool(spool))
            }
        }
        return CompressedEntry(
            index: index, crc: crc, size: size, method: 0, compressedSize: size, payload: .source(entry.source))
    }

    // MARK: writing (the worker holding `writing`)

    private func write(_ entry: CompressedEntry) throws {
        let name = Array(entries[entry.index].name.utf8)
        let offset = output.offset
        guard offset < 0xFFFF_FFFF, entry.size < 0xFFFF_FFFF, entry.compressedSize < 0xFFFF_FFFF else {
            throw Packer.Failure(
                message:
                    "the zip would pass 4 GiB at \(entries[entry.index].name): that needs zip64, which pack does not write"
            )
        }
        // Local file header: version 2.0, UTF-8 names, no data descriptor, no extra field.
        let fields = ZipHeaderEncoder.Entry(
            name: name, flags: ZipHeaderEncoder.utf8Flag, method: entry.method, time: time, date: date, crc: entry.crc,
            compressedSize: UInt32(entry.compressedSize), size: UInt32(entry.size))
        var header: [UInt8] = []
        header.reserveCapacity(30 + name.count)
        ZipHeaderEncoder.appendLocalHeader(fields, to: &header)
        try output.write(header)
        switch entry.payload {
        case .bytes(let bytes):
            try output.write(bytes)
        case .spool(let spool):
            try spool.copy(to: output, expected: entry.compressedSize)
        case .source(let path):
            try copyStored(path, expecting: entry)
        }
        // Its central directory record: made by Unix, regular file 0644.
        ZipHeaderEncoder.appendCentralRecord(
            fields, externalAttributes: ZipHeaderEncoder.regularFileAttributes, localHeaderOffset: UInt32(offset),
            to: &central)
        summary.files += 1
        summary.bytes += entry.size
        progress?.advance(entry.size)
    }

    /// A big file stored: copied again from its source, which must not have changed since it
    /// was read (same size, same CRC), or the zip would lie.
    private func copyStored(_ path: String, expecting entry: CompressedEntry) throws {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw Packer.Failure(message: "cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        var crc: UInt32 = 0
        var size: UInt64 = 0
        while true {
            let count = try chunk.withUnsafeMutableBytes { try readSome(fd, into: $0, path: path) }
            if count == 0 { break }
            try chunk.withUnsafeBytes { bytes in
                let piece = UnsafeRawBufferPointer(rebasing: bytes[0..<count])
                crc = zlibCRC32(crc, piece)
                try output.write(piece)
            }
            size += UInt64(count)
        }
        guard size == entry.size, crc == entry.crc else {
            throw Packer.Failure(message: "\(path) changed while it was being packed")
        }
    }

    private func finish() throws -> Summary {
        let centralOffset = output.offset
        guard centralOffset + UInt64(central.count) < 0xFFFF_FFFF else {
            throw Packer.Failure(message: "the zip would pass 4 GiB: that needs zip64, which pack does not write")
        }
        let end = ZipHeaderEncoder.endOfCentralDirectory(
            entries: UInt16(entries.count), centralSize: UInt32(central.count), centralOffset: UInt32(centralOffset))
        try output.write(central)
        try output.write(end)
        try output.flush()
        summary.zipSize = output.offset
        summary.sha256 = SHA256Digest.hex(output.digest.finalize())
        return summary
    }
}

/// An entry compressed and waiting for its turn.
// Immutable once made; its spool file is handed from the compressing worker to the writer, never shared.
final class CompressedEntry: @unchecked Sendable {
    enum Payload {
        case bytes([UInt8])
        case spool(SpoolFile)
        /// A big file stored as it is: copied from the source when written.
        case source(String)
    }

    let index: Int
    let crc: UInt32
    let size: UInt64
    let method: UInt16
    let compressedSize: UInt64
    let payload: Payload

    init(index: Int, crc: UInt32, size: UInt64, method: UInt16, compressedSize: UInt64, payload: Payload) {
        self.index = index
        self.crc = crc
        self.size = size
        self.method = method
        self.compressedSize = compressedSize
        self.payload = payload
    }

    /// Memory it holds until written.
    var memoryCost: Int {
        if case .bytes(let bytes) = payload { return bytes.count }
        return 0
    }
}

/// An unlinked temporary file beside the output: a big entry's deflated data until its turn.
final class SpoolFile {
    let fd: Int32
    private(set) var size: UInt64 = 0

    init(directory: String) throws {
        var template = Array(PathParts.joining(directory, ".idv-res-pack-spool-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw Packer.Failure(
                message: "cannot create a spool file in \(directory): \(String(cString: strerror(errno)))",
                writingOutput: true)
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    deinit {
        close(fd)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writeFully(fd, bytes, what: "the spool file")
        size += UInt64(bytes.count)
    }

    func copy(to output: HashingFileWriter, expected: UInt64) throws {
        guard lseek(fd, 0, SEEK_SET) == 0 else {
            throw Packer.Failure(message: "cannot rewind the spool file", writingOutput: true)
        }
        var chunk = [UInt8](repeating: 0, count: DeterministicZipWriter.chunkSize)
        var copied: UInt64 = 0
        while true {
            let count = try chunk.withUnsafeMutableBytes { try readSome(fd, into: $0, path: "the spool file") }
            if count == 0 { break }
            try chunk.withUnsafeBytes { try output.write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            copied += UInt64(count)
        }
        guard copied == expected else {
            throw Packer.Failure(
                message: "the spool file lost data (\(copied) of \(expected) bytes)", writingOutput: true)
        }
    }
}

/// The zip file, written through a buffer and hashed (SHA-256) as it is written.
final class HashingFileWriter {
    let fd: Int32
    let digest = SHA256Digest()
    private(set) var offset: UInt64 = 0
    private var buffer: [UInt8] = []
    private static let capacity = 1 << 18

    init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.capacity)
    }

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        offset += UInt64(bytes.count)
        if buffer.count + bytes.count <= Self.capacity {
            buffer.append(contentsOf: bytes)
            return
        }
        try flush()
        if bytes.count >= Self.capacity {
            digest.update(bytes)
            try writeFully(fd, bytes, what: "the zip")
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { bytes in
            digest.update(bytes)
            try writeFully(fd, bytes, what: "the zip")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

private func writeFully(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, what: String) throws {
    var done = 0
    while done < bytes.count {
        let count = Foundation.write(fd, bytes.baseAddress! + done, bytes.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
            throw Packer.Failure(
                message: "cannot write \(what): \(String(cString: strerror(errno)))", writingOutput: true)
        }
        done += count
    }
}

/// Also the writer's safe point: every read first checks for an interruption.
private func readSome(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String) throws -> Int {
    try Interruption.checkpoint()
    while true {
        let count = read(fd, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        if errno != EINTR { throw Packer.Failure(message: "cannot read \(path): \(String(cString: strerror(errno)))") }
    }
}

/// The whole of a small file (its size as `fstat` said, or whatever it holds now).
private func readAll(_ fd: Int32, path: String, expected: Int) throws -> [UInt8] {
    var data = [UInt8](repeating: 0, count: max(expected, 0) + 1)
    var count = 0
    while true {
        if count == data.count { data.append(contentsOf: repeatElement(0, count: max(4096, data.count))) }
        let got = try data.withUnsafeMutableBytes {
            try readSome(fd, into: UnsafeMutableRawBufferPointer(rebasing: $0[count...]), path: path)
        }
        if got == 0 { break }
        count += got
    }
    data.removeLast(data.count - count)
    return data
}
