import Foundation
import LivePreview
import TestSupport
import XCTest

/// The HTTP server alone, with a handler that answers every path: where it listens, which
/// requests it refuses before the handler sees them, and its event streams.
final class LoopbackServerTests: XCTestCase {
    private func echo() throws -> LoopbackServer {
        try LoopbackServer { request in
            .text(200, "path=\(request.path) query=\(request.query.sorted { $0.key < $1.key })")
        }
    }

    func testItListensOnALoopbackAddressOnlyAndOnAFreePortByDefault() throws {
        for address in ["0.0.0.0", "192.168.1.10", "10.0.0.1", "::1", "localhost", "example.com", ""] {
            XCTAssertThrowsError(try LoopbackServer(address: address) { _ in .text(200, "") }, address) { error in
                XCTAssertTrue("\(error)".contains("not a loopback address"), "\(error)")
            }
        }
        let server = try echo()
        defer { server.stop() }
        XCTAssertNotEqual(server.port, 0)
        XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
        // The listening socket, as the kernel lists it: 127.0.0.1 and the port, no other.
        #if os(Linux)
            let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
            let local = String(format: "0100007F:%04X", server.port)
            let anywhere = String(format: "00000000:%04X", server.port)
            XCTAssertTrue(table.contains(local), "no listener at \(local)")
            XCTAssertFalse(table.contains(anywhere), "a listener on every address")
        #endif
    }

    func testAPortInUseIsSaidPlainly() throws {
        let first = try echo()
        defer { first.stop() }
        XCTAssertThrowsError(try LoopbackServer(port: first.port) { _ in .text(200, "") }) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot listen on 127.0.0.1:\(first.port): the port is in use (another server?); choose another "
                    + "with --port, or 0 for any free one")
        }
    }

    func testOnlyAHostOfThisServerIsAnswered() throws {
        let server = try echo()
        defer { server.stop() }
        let port = server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            XCTAssertEqual(try RawHTTP.get("/", port: port, host: host).status, 200, host)
        }
        // DNS rebinding: a name of the attacker's resolved to 127.0.0.1; a missing or other port.
        for host in [
            "evil.example:\(port)", "evil.example", "127.0.0.1", "localhost", "127.0.0.1:1", "127.0.0.2:\(port)",
            "[::1]:\(port)", "0.0.0.0:\(port)",
        ] {
            let answer = try RawHTTP.get("/", port: port, host: host)
            XCTAssertEqual(answer.status, 403, host)
            XCTAssertFalse(answer.text.contains("path="), "the handler answered \(host)")
        }
        XCTAssertEqual(try RawHTTP.get("/", port: port, host: nil).status, 403, "no Host header")
        // Two Host headers, ours first or second: neither is taken.
        for hosts in [["127.0.0.1:\(port)", "evil.example"], ["evil.example", "127.0.0.1:\(port)"]] {
            let lines = hosts.map { "Host: \($0)\r\n" }.joined()
            let answer = try RawHTTP.send("GET / HTTP/1.1\r\n\(lines)Connection: close\r\n\r\n", port: port)
            XCTAssertEqual(answer.status, 403, "\(hosts)")
        }
    }

    func testOnlyGetAndHeadAreAnswered() throws {
        let server = try echo()
        defer { server.stop() }
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH"] {
            let answer = try RawHTTP.get("/", port: server.port, method: method)
            XCTAssertEqual(answer.status, 405, method)
            XCTAssertEqual(answer.header("Allow"), "GET, HEAD")
        }
        XCTAssertEqual(try RawHTTP.get("/", port: server.port, method: "HEAD").status, 200)
    }

    /// What the handler is given: the path decoded (so `%2e%2e` is `..`, which the live site
    /// then refuses) and the query.
    func testThePathReachesTheHandlerDecoded() throws {
        let server = try echo()
        defer { server.stop() }
        let answer = try RawHTTP.get("/%2e%2e/a%20b?page=views%2Fx.html&v=1", port: server.port)
        XCTAssertTrue(answer.text.hasPrefix("path=/../a b query="), answer.text)
        XCTAssertTrue(answer.text.contains("(key: \"page\", value: \"views/x.html\")"), answer.text)
    }

    func testAnEventStreamStaysOpenCarriesEventsAndEndsWhenTheServerStops() throws {
        let stream = EventStream(keepAlive: 0.2)
        let server = try LoopbackServer { _ in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/event-stream")], body: .events(stream))
        }
        let socket = try LoopbackSocket(port: server.port)
        defer { socket.disconnect() }
        try socket.write(Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8))
        var received = ""
        func read(until text: String) {
            let deadline = Date(timeIntervalSinceNow: 10)
            while !received.contains(text), let chunk = socket.read(until: deadline), !chunk.isEmpty {
                received += String(decoding: chunk, as: UTF8.self)
            }
        }
        read(until: "\r\n\r\n")
        XCTAssertTrue(received.hasPrefix("HTTP/1.1 200"), received)
        stream.send(event: "reload", data: "v2")
        read(until: "data: v2")
        XCTAssertTrue(received.contains("event: reload\ndata: v2\n\n"), received)
        // Nothing to say: a comment line keeps the connection alive.
        read(until: ":\n\n")
        XCTAssertTrue(received.contains(":\n\n"), received)
        XCTAssertEqual(server.openStreams.count, 1)
        server.stop()
        XCTAssertTrue(stream.isClosed)
        XCTAssertTrue(socket.readToEnd(timeout: 10).count < 100, "the stream did not end")
    }
}
