import Diagnostics
import Foundation
import XCTest

/// `idv-res lsp` as an editor starts it: the real binary on standard input and output.
final class LspCommandTests: XCTestCase {
    private func serve(_ messages: [String], _ arguments: [String] = []) throws -> ProcessResult {
        let input = messages.map(LspFrames.frame).reduce(Data(), +)
        return try ChildProcess(try builtExecutable(), ["lsp"] + arguments, input: .data(input)).wait(timeout: 120)
    }

    func testAnEditorSessionEndsWithZeroAfterShutdownAndExit() throws {
        let result = try serve([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ])
        XCTAssertEqual(result.status, 0, result.err)
        let replies = try LspFrames.bodies(result.out)
        XCTAssertEqual(replies.map { $0["id"]?.number }, [1, 2])
        XCTAssertEqual(replies[0]["result"]?["serverInfo"]?["name"]?.string, "idv-res")
        XCTAssertEqual(result.err, "", "nothing on standard error")
    }

    func testAClientThatVanishesEndsTheServerWithOne() throws {
        let result = try serve([#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(try LspFrames.bodies(result.out).count, 1)
    }

    func testAMissingConfigurationOrBaselineIsAUsageError() throws {
        for option in ["--config", "--baseline"] {
            let result = try serve([], [option, "/nonexistent/x.json"])
            XCTAssertEqual(result.status, 2, option)
            XCTAssertTrue(result.err.contains("no such file: /nonexistent/x.json"), result.err)
        }
    }
}
