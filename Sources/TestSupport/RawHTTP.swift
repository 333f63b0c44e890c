import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// For the tests of `preview --serve`: one request, written byte for byte on a socket to
/// 127.0.0.1 (what a hostile client sends, not what a well-behaved library would), and the
/// whole answer.
public struct RawHTTP {
    public let status: Int
    public let head: String
    public let body: [UInt8]

    public var text: String { String(decoding: body, as: UTF8.self) }

    public func header(_ name: String) -> String? {
        for line in head.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// `GET target HTTP/1.1` with `Host: host` (none when nil) and `Connection: close`.
    public static func get(_ target: String, port: UInt16, host: String? = "default", method: String = "GET")
        throws -> RawHTTP
    {
        let hostLine = host.map { "Host: \($0 == "default" ? "127.0.0.1:\(port)" : $0)\r\n" } ?? ""
        return try send("\(method) \(target) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n", port: port)
    }

    public static func send(_ request: String, port: UInt16) throws -> RawHTTP {
        let bytes = try exchange(Array(request.utf8), port: port)
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else {
            return RawHTTP(status: 0, head: String(decoding: bytes, as: UTF8.self), body: [])
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        var body = Array(bytes[end.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { body = unchunk(body) }
        return RawHTTP(status: status, head: head, body: body)
    }

    /// Connects, writes `request`, reads until the server closes (at most 10 s).
    public static func exchange(_ request: [UInt8], port: UInt16) throws -> [UInt8] {
        let socket = try LoopbackSocket(port: port)
        defer { socket.disconnect() }
        try socket.write(request)
        return socket.readToEnd(timeout: 10)
    }

    private static func unchunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var rest = bytes[...]
        while let line = rest.firstRange(of: Array("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16) ?? 0
            guard size > 0 else { break }
            let start = line.upperBound
            out += rest[start..<min(rest.endIndex, start + size)]
            rest = rest[min(rest.endIndex, start + size + 2)...]
        }
        return out
    }
}

/// A TCP connection to 127.0.0.1:port.
public final class LoopbackSocket {
    private let descriptor: Int32

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(port: UInt16) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
    }

    public func write(_ bytes: [UInt8]) throws {
        #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)  // a closed connection is an error, not SIGPIPE
        #else
            let flags: Int32 = 0
        #endif
        let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
        guard written == bytes.count else { throw Failure(description: "could not send the request") }
    }

    /// What arrives until the server closes the connection or `timeout` seconds pass.
    public func readToEnd(timeout: TimeInterval) -> [UInt8] {
        var bytes: [UInt8] = []
        let deadline = Date(timeIntervalSinceNow: timeout)
        while let chunk = read(until: deadline), !chunk.isEmpty { bytes += chunk }
        return bytes
    }

    /// The next bytes (empty at the end), nil once `deadline` passed.
    public func read(until deadline: Date) -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }

    public func disconnect() { close(descriptor) }
}
