import CDeflate

extension ZipBundleReader {
    /// Entries up to this size (stored and inflated) are inflated whole by libdeflate; larger
    /// ones stream through libzip, so memory stays flat on big files.
    static let wholeInflationCap: UInt64 = 8 << 20

    /// The entry's data inflated whole by libdeflate, its size and CRC-32 checked: about 2.5x
    /// the speed of libzip's zlib stream on real zips (bench/RESULTS.md). Nil when libdeflate
    /// does not take the entry (encrypted, empty, over the cap, a method other than stored or
    /// deflate) and when anything is wrong with it: the caller then streams it through libzip,
    /// so each failure is named the way every other read names it.
    func inflatedWhole(_ entry: BundleEntry) -> [UInt8]? {
        guard !entry.isEncrypted, entry.size > 0, entry.size <= Self.wholeInflationCap,
            entry.compressedSize <= Self.wholeInflationCap,
            entry.compressionMethod == 0 || entry.compressionMethod == 8,
            let stored = try? readStored(entry, limit: entry.compressedSize)
        else { return nil }
        let data: [UInt8]
        if entry.compressionMethod == 0 {
            guard UInt64(stored.count) == entry.size else { return nil }
            data = stored
        } else {
            guard let inflated = Self.inflate(stored, size: Int(entry.size)) else { return nil }
            data = inflated
        }
        let crc = data.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return crc == entry.crc ? data : nil
    }

    /// Checks the entry's data (size and CRC-32) without keeping it: whole when libdeflate takes
    /// it, else through libzip's stream; `advanced` hears how many bytes were checked.
    func verify(_ entry: BundleEntry, advanced: (UInt64) -> Void) throws {
        if inflatedWhole(entry) != nil { return advanced(entry.size) }
        try stream(entry) { advanced(UInt64($0.count)) }
    }

    /// One raw DEFLATE stream inflated to exactly `size` bytes, or nil.
    private static func inflate(_ stored: [UInt8], size: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var succeeded = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            // No actual-size pointer: a stream that ends short of `size` fails (SHORT_OUTPUT),
            // one that goes past it fails too (INSUFFICIENT_SPACE).
            let result = stored.withUnsafeBytes { input in
                libdeflate_deflate_decompress(
                    decompressor, input.baseAddress, input.count, buffer.baseAddress, size, nil)
            }
            succeeded = result == LIBDEFLATE_SUCCESS
            count = succeeded ? size : 0
        }
        return succeeded ? bytes : nil
    }
}

extension ZipBundleReader {
    /// The CRC-32 of the entry's data as it is, whatever the zip records: nil when it cannot
    /// be read to its end.
    func dataCRC(_ entry: BundleEntry) -> UInt32? {
        var crc: UInt32 = 0
        do {
            try stream(entry) { crc = libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        } catch let error as BundleReadError where error.failure == .crcMismatch {
            // libzip compares the recorded CRC-32 after the last byte: every byte was seen.
        } catch {
            return nil
        }
        return crc
    }
}
