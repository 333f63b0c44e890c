/// A request as the server hands it over: the method, the path (percent-decoded by
/// libmicrohttpd, so `%2e%2e` arrives as `..`), the query's values, the `Host` header and
/// `If-None-Match` (the version of a file the browser holds).
public struct HTTPRequest: Sendable {
    public let method: String
    public let path: String
    public let query: [String: String]
    public let host: String?
    public let ifNoneMatch: String?

    public init(
        method: String, path: String, query: [String: String] = [:], host: String? = nil, ifNoneMatch: String? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.host = host
        self.ifNoneMatch = ifNoneMatch
    }
}

/// A response: a status, headers and either bytes or an event stream that stays open.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        /// Server-Sent Events: the connection stays open; `EventStream.send` writes to it.
        case events(EventStream)
    }

    public let status: Int
    public let headers: [(name: String, value: String)]
    public let body: Body

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer (errors: 400, 403, 404, 405).
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + noStore,
            body: .bytes(Array((text + "\n").utf8)))
    }

    /// Headers every answer carries: nothing cached without asking again, no type sniffing, no
    /// referrer, never inside a frame.
    public static let noStore: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]
}
