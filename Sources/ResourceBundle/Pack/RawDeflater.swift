import CZip
import Foundation

/// zlib's raw deflate (no zlib header or Adler-32: the zip format's method 8) at level 9 with
/// memLevel 8 and a 32 KiB window, the parameters Info-ZIP's `zip -9` uses, so a deflated
/// entry is as small as zip's. One per worker thread, reset between entries (keeps its
/// ~270 KB of tables instead of allocating them per file). `package`: the test fixture writer
/// (TestSupport) deflates with it too.
package final class RawDeflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var output = [UInt8](repeating: 0, count: 1 << 18)

    package init() throws {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw Packer.Failure(message: "zlib cannot start deflate (status \(status))")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    package func reset() {
        deflateReset(stream)
    }

    /// Bytes of compressed output so far for the current entry.
    var totalOut: UInt64 { UInt64(stream.pointee.total_out) }

    /// Feeds `input` (finishing the stream when `finish`), handing each piece of compressed
    /// output to `sink` as it comes.
    package func deflate(_ input: UnsafeRawBufferPointer, finish: Bool, sink: (UnsafeRawBufferPointer) throws -> Void)
        throws
    {
        let base = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
        stream.pointee.avail_in = uInt(input.count)
        let capacity = output.count
        while true {
            let (status, produced) = output.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = uInt(capacity)
                let status = zlibDeflate(stream, finish ? Z_FINISH : Z_NO_FLUSH)
                return (status, capacity - Int(stream.pointee.avail_out))
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw Packer.Failure(message: "zlib deflate failed (status \(status))")
            }
            if produced > 0 {
                try output.withUnsafeBytes { try sink(UnsafeRawBufferPointer(rebasing: $0[0..<produced])) }
            }
            if finish ? status == Z_STREAM_END : (stream.pointee.avail_in == 0 && produced < capacity) { return }
        }
    }
}

/// zlib's `deflate`, under a name that does not clash with the method above.
private func zlibDeflate(_ stream: UnsafeMutablePointer<z_stream>, _ flush: Int32) -> Int32 {
    CZip.deflate(stream, flush)
}

/// zlib's CRC-32 (table-driven, several bytes a step), continued from `crc`: the project's only
/// CRC-32, `package` for TestSupport.
package func zlibCRC32(_ crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return crc }
    return UInt32(crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
}

/// zlib's CRC-32 of a whole buffer.
package func zlibCRC32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { zlibCRC32(0, $0) }
}
