import Diagnostics
import Foundation

#if os(Linux)
    import Glibc
#else
    import Darwin
#endif

/// The file descriptors the server talks over (standard input and output for `idv-res lsp`,
/// pipes or files in tests): whole chunks in, whole framed messages out, and lines for the
/// editor's log on the error output.
final class Transport {
    private let input: Int32
    private let output: Int32
    private let errorOutput: Int32
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(input: Int32, output: Int32, errorOutput: Int32) {
        self.input = input
        self.output = output
        self.errorOutput = errorOutput
    }

    /// One line on the error output, `idv-res lsp: ` first.
    func log(_ line: String) {
        _ = write(Array("idv-res lsp: \(line)\n".utf8), to: errorOutput)
    }

    /// What arrived (as much as one read gives), or nil at the end of input or on an error:
    /// the client is gone.
    func read() -> ArraySlice<UInt8>? {
        while true {
            let count = chunk.withUnsafeMutableBytes { Glue.read(input, $0.baseAddress, $0.count) }
            if count > 0 { return chunk[0..<count] }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Writes one message with its header; false when the client no longer reads.
    @discardableResult
    func send(_ message: JSONOutput) -> Bool {
        let body = Array(message.render(pretty: false).utf8)
        return write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body, to: output)
    }

    private func write(_ bytes: [UInt8], to output: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glue.write(output, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

/// The C calls under their own names (the methods above are called read and write too).
private enum Glue {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if os(Linux)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if os(Linux)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }
}
