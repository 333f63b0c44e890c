import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP server on a loopback address only, on GNU libmicrohttpd: a thread per connection
/// (an event stream blocks its own), requests handed to `handler` as `HTTPRequest`s. Only
/// `GET` and `HEAD`, and only with a `Host` of this server (`127.0.0.1:PORT`, `localhost:PORT`):
/// a page of another site that a DNS name points here (DNS rebinding) is refused (403).
public final class LoopbackServer: @unchecked Sendable {  // `daemon` and `streams` change under `lock` only
    public enum Failure: Error, CustomStringConvertible, Sendable {
        case notLoopback(String)
        case cannotListen(address: String, port: UInt16, reason: String)

        public var description: String {
            switch self {
            case .notLoopback(let address):
                "\(address) is not a loopback address: the preview server listens on 127.0.0.1 only"
            case .cannotListen(let address, let port, let reason):
                "cannot listen on \(address):\(port == 0 ? "(any free port)" : String(port)): \(reason)"
            }
        }
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The port the server listens on (the kernel's choice when started with 0).
    public let port: UInt16
    public let address: String
    private let handler: Handler
    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var streams: [ObjectIdentifier: EventStream] = [:]

    /// Starts listening on `address` (a 127.x.x.x address; anything else is refused) and `port`
    /// (0: a free one).
    public init(address: String = "127.0.0.1", port: UInt16 = 0, handler: @escaping Handler) throws(Failure) {
        var socketAddress = sockaddr_in()
        guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1,
            UInt32(bigEndian: socketAddress.sin_addr.s_addr) >> 24 == 127
        else { throw .notLoopback(address) }
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        #if canImport(Darwin)
            socketAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        self.address = address
        self.handler = handler
        let flags =
            UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue) | UInt32(MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
            | UInt32(MHD_USE_AUTO.rawValue)
        // The daemon's context is a box filled once the server exists: no request can arrive
        // before `idvres_mhd_start` returns the daemon, yet the pointer must be given to it.
        let box = ServerBox()
        let context = Unmanaged.passRetained(box).toOpaque()
        guard
            let started = idvres_mhd_start(
                flags, &socketAddress, Self.connectionLimit, Self.idleSeconds, loopbackAccessHandler, context)
        else {
            Unmanaged<ServerBox>.fromOpaque(context).release()
            throw .cannotListen(address: address, port: port, reason: Self.whyNotListening(socketAddress))
        }
        self.port = idvres_mhd_bound_port(started)
        daemon = started
        box.server = self
        self.context = context
    }

    private var context: UnsafeMutableRawPointer?

    /// At most this many connections at once (each a thread).
    static let connectionLimit: UInt32 = 64
    /// A connection idle this long is closed (event streams send a comment every 15 s).
    static let idleSeconds: UInt32 = 60

    /// `http://127.0.0.1:PORT/`.
    public var url: String { "http://\(address):\(port)/" }

    /// Closes every event stream, stops listening, and waits for the connections' threads.
    public func stop() {
        let (daemon, streams) = lock.withLock {
            let taken = (self.daemon, Array(self.streams.values))
            self.daemon = nil
            return taken
        }
        for stream in streams { stream.close() }
        guard let daemon else { return }
        MHD_stop_daemon(daemon)
        if let context { Unmanaged<ServerBox>.fromOpaque(context).release() }
    }

    deinit { stop() }

    /// The event streams open now.
    public var openStreams: [EventStream] { lock.withLock { Array(streams.values) } }

    /// The Host headers this server answers: a name of the loopback, with its port.
    func accepts(host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return host == "\(address):\(port)" || host == "localhost:\(port)"
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard accepts(host: request.host) else {
            return .text(403, "Forbidden: the Host header must be 127.0.0.1:\(port) or localhost:\(port)")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(
                status: 405, headers: [("Allow", "GET, HEAD"), ("Content-Type", "text/plain; charset=utf-8")],
                body: .bytes(Array("Method not allowed\n".utf8)))
        }
        return handler(request)
    }

    func opened(_ stream: EventStream) {
        lock.withLock { streams[ObjectIdentifier(stream)] = stream }
    }

    func finished(_ stream: EventStream) {
        lock.withLock { _ = streams.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    /// Why the address and port could not be listened on, from a bind of our own.
    private static func whyNotListening(_ address: sockaddr_in) -> String {
        #if canImport(Glibc)
            let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let probe = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard probe >= 0 else { return String(cString: strerror(errno)) }
        defer { close(probe) }
        var address = address
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            return errno == EADDRINUSE
                ? "the port is in use (another server?); choose another with --port, or 0 for any free one"
                : String(cString: strerror(errno))
        }
        return "libmicrohttpd could not start"
    }
}

/// The daemon's context: the server, set once it exists (a connection may come first: it is
/// then refused).
private final class ServerBox: @unchecked Sendable {  // `stored` is touched under `lock` only
    private let lock = NSLock()
    private weak var stored: LoopbackServer?

    var server: LoopbackServer? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// libmicrohttpd calls this twice per request: first with the headers (`context` is empty),
/// then to answer. Query values are gathered by `collectQuery`.
private let loopbackAccessHandler: MHD_AccessHandlerCallback = {
    box, connection, url, method, _, _, _, requestContext in
    guard let box, let connection, let requestContext else { return .NO }
    if requestContext.pointee == nil {
        requestContext.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        return .YES
    }
    guard let server = Unmanaged<ServerBox>.fromOpaque(box).takeUnretainedValue().server else { return .NO }
    var query = QueryBox()
    withUnsafeMutablePointer(to: &query) { pointer in
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectQuery, pointer)
    }
    func header(_ name: String) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }
    // Two Host headers (RFC 9112 says refuse): libmicrohttpd would give the first.
    var hosts = 0
    withUnsafeMutablePointer(to: &hosts) { pointer in
        _ = MHD_get_connection_values(connection, .HEADER_KIND, countHosts, pointer)
    }
    let request = HTTPRequest(
        method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
        query: query.values, host: hosts == 1 ? header("Host") : nil, ifNoneMatch: header("If-None-Match"))
    let response = server.respond(to: request)
    return queue(response, on: connection, server: server)
}

private struct QueryBox {
    var values: [String: String] = [:]
}

private let collectQuery: MHD_KeyValueIterator = { context, _, key, value in
    guard let context, let key else { return .YES }
    let box = context.assumingMemoryBound(to: QueryBox.self)
    box.pointee.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
    return .YES
}

private let countHosts: MHD_KeyValueIterator = { context, _, key, _ in
    guard let context, let key, String(cString: key).lowercased() == "host" else { return .YES }
    context.assumingMemoryBound(to: Int.self).pointee += 1
    return .YES
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer, server: LoopbackServer) -> MHD_Result {
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
        made = bytes.withUnsafeBytes { raw in
            MHD_create_response_from_buffer(
                raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress),
                .RESPMEM_MUST_COPY)
        }
    case .events(let stream):
        server.opened(stream)
        let context = Unmanaged.passRetained(StreamBox(stream: stream, server: server)).toOpaque()
        made = MHD_create_response_from_callback(UInt64.max, 4096, readStream, context, freeStream)
        if made == nil { Unmanaged<StreamBox>.fromOpaque(context).release() }
    }
    guard let made else { return .NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers { MHD_add_response_header(made, header.name, header.value) }
    return MHD_queue_response(connection, UInt32(response.status), made)
}

private final class StreamBox: @unchecked Sendable {  // immutable
    let stream: EventStream
    weak var server: LoopbackServer?

    init(stream: EventStream, server: LoopbackServer) {
        self.stream = stream
        self.server = server
    }
}

private let readStream: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -2 }
    let box = Unmanaged<StreamBox>.fromOpaque(context).takeUnretainedValue()
    return box.stream.read(into: buffer, capacity: capacity)
}

private let freeStream: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let box = Unmanaged<StreamBox>.fromOpaque(context).takeRetainedValue()
    box.stream.close()
    box.server?.finished(box.stream)
}
