#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Attribute values repeat within a document (coordinates, variable names, the regexes of
/// generated models): equal bytes get the same String, made once. A hit costs a hash and a
/// memcmp instead of a UTF-8 check and, for values over 15 bytes, an allocation (and later
/// its free). Direct-mapped: a collision replaces the slot; every hit is checked byte for byte.
final class AttributeValueCache {
    private let mask: Int
    private let hashes: UnsafeMutablePointer<UInt64>
    private let strings: UnsafeMutablePointer<String>

    /// Sized to the document (a slot per ~64 bytes, 64 to 4096 slots): small files stay cheap.
    init(documentSize: Int) {
        var count = 64
        while count < 4096, count * 64 < documentSize { count *= 2 }
        mask = count - 1
        hashes = .allocate(capacity: count)
        hashes.initialize(repeating: 0, count: count)
        strings = .allocate(capacity: count)
        // (0, "") is a valid entry: a hit is checked on the bytes.
        strings.initialize(repeating: "", count: count)
    }

    deinit {
        hashes.deallocate()
        strings.deinitialize(count: mask + 1)
        strings.deallocate()
    }

    /// The String of the UTF-8 `bytes` (invalid sequences repaired, as `String(decoding:)`).
    func string(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        let hash = Self.hash(bytes, count)
        let slot = Int(truncatingIfNeeded: hash >> 40) & mask
        if hashes[slot] == hash, Self.same(strings[slot], bytes, count) { return strings[slot] }
        let made = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        hashes[slot] = hash
        strings[slot] = made
        return made
    }

    private static func same(_ string: String, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.count == count && (count == 0 || memcmp(utf8.baseAddress!, bytes, count) == 0)
        } ?? false
    }

    /// Eight bytes at a time, multiply and fold.
    private static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 31)
    }
}
