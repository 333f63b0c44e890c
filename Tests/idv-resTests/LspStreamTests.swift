import Diagnostics
import Foundation
import TestSupport
import XCTest

/// `idv-res lsp` given a stream it cannot read, as an editor's pipe gives it (held open, as an
/// editor holds it): random bytes, a Content-Length over the limit, one shorter and one longer
/// than its body, each followed by shutdown and exit. The server reads on at the next header,
/// says what it skipped on standard error, answers the shutdown and ends with 0, in bounded
/// time.
final class LspStreamTests: XCTestCase {
    private let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
    private let shutdown = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
    private let exit = #"{"jsonrpc":"2.0","method":"exit"}"#

    /// Runs the server on `noise` between initialize and shutdown/exit, the pipe kept open.
    private func serve(_ noise: Data) throws -> ProcessResult {
        let server = try ChildProcess(try builtExecutable(), ["lsp"], input: .pipe)
        let pipe = try XCTUnwrap(server.inputPipe)
        try pipe.write(
            contentsOf: LspFrames.frame(initialize) + noise + LspFrames.frame(shutdown) + LspFrames.frame(exit))
        let result = server.wait(timeout: 30)
        try? pipe.close()
        return result
    }

    private func assertEnded(
        _ result: ProcessResult, _ reason: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(result.timedOut, "the server waited: \(result.err)", file: file, line: line)
        XCTAssertEqual(result.status, 0, "shutdown answered, then exit: \(result.err)", file: file, line: line)
        XCTAssertTrue(
            result.out.contains(#""id":2,"result":null"#), "shutdown answered:\n\(result.out)", file: file, line: line)
        XCTAssertTrue(
            result.err.contains("idv-res lsp: skipped what is not a message"), result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains(reason), "\(reason) in \(result.err)", file: file, line: line)
    }

    func testRandomBytesAreSkippedAndTheSessionEnds() throws {
        for seed in UInt64(1)...5 {
            var random = SplitMix64(seed: seed)
            let noise = Data((0..<300).map { _ in UInt8.random(in: 0...255, using: &random) })
            let result = try serve(noise)
            XCTAssertFalse(result.timedOut, "seed \(seed)")
            XCTAssertEqual(result.status, 0, "seed \(seed): \(result.err)")
            XCTAssertTrue(result.out.contains(#""id":2,"result":null"#), "seed \(seed)")
            XCTAssertTrue(result.err.contains("skipped what is not a message"), "seed \(seed): \(result.err)")
        }
    }

    func testABodyOverTheLimitIsRefusedWithoutWaitingForIt() throws {
        // 1 TB announced, 40 bytes sent: refused at once, never read to its end.
        let noise = Data("Content-Length: 1000000000000\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"x\"}".utf8)
        assertEnded(try serve(noise), "over the limit of")
    }

    func testAContentLengthShorterThanItsBodyIsReadOnAtTheNextHeader() throws {
        let body = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{}}"#
        let noise = Data("Content-Length: 20\r\n\r\n\(body)".utf8)
        assertEnded(try serve(noise), "without a valid Content-Length")
    }

    func testAContentLengthLongerThanItsBodyIsReadOnAtTheNextHeader() throws {
        let body = #"{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{}}"#
        let noise = Data("Content-Length: 100000\r\n\r\n\(body)".utf8)
        assertEnded(try serve(noise), "longer than its body")
    }
}
