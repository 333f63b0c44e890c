import Diagnostics
import Foundation
import XCTest

@testable import LanguageServer

/// The protocol as a scripted client sees it: initialize, shutdown and exit, errors for what is
/// not a request the server can answer, cancellation, and robustness (malformed frames, the
/// client leaving). Every session runs the real server loop in process over files.
final class ProtocolTests: XCTestCase {
    func testInitializeAdvertisesIncrementalSyncAndEveryProviderThenShutdownAndExitEndWithZero() throws {
        var client = ScriptedClient(initialize: false)
        let initialize = client.request("initialize", .object([("capabilities", ClientProfile.all)]))
        client.notify("initialized", .object([]))
        let shutdown = client.request("shutdown")
        client.notify("exit")
        client.request("textDocument/hover")  // after exit: never read
        let outcome = try client.run()
        XCTAssertEqual(outcome.status, 0)
        let capabilities = try XCTUnwrap(outcome.result(initialize)?["capabilities"])
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"]?.number, 2, "incremental")
        XCTAssertEqual(capabilities["textDocumentSync"]?["openClose"]?.bool, true)
        XCTAssertEqual(capabilities["hoverProvider"]?.bool, true)
        XCTAssertEqual(capabilities["definitionProvider"]?.bool, true)
        XCTAssertNotNil(capabilities["completionProvider"]?["triggerCharacters"]?.array)
        XCTAssertEqual(capabilities["codeActionProvider"]?["codeActionKinds"]?.array?.first?.string, "quickfix")
        for provider in ["referencesProvider", "documentSymbolProvider", "colorProvider", "inlayHintProvider"] {
            XCTAssertEqual(capabilities[provider]?.bool, true, provider)
        }
        XCTAssertEqual(capabilities["renameProvider"]?["prepareProvider"]?.bool, true)
        XCTAssertEqual(capabilities["positionEncoding"]?.string, "utf-16")
        XCTAssertEqual(outcome.response(shutdown)?["result"]?.isNull, true)
        XCTAssertEqual(outcome.messages.count, 2, "nothing after exit")
    }

    func testExitWithoutShutdownAndTheEndOfInputEndWithOneAndAfterShutdownWithZero() throws {
        var exitOnly = ScriptedClient()
        exitOnly.notify("exit")
        XCTAssertEqual(try exitOnly.run().status, 1)

        let vanished = ScriptedClient()  // the client leaves: standard input ends
        XCTAssertEqual(try vanished.run().status, 1)

        var shutDown = ScriptedClient()
        shutDown.request("shutdown")  // then the input ends without exit
        XCTAssertEqual(try shutDown.run().status, 0)

        // Half a message, then nothing: the server does not wait for the rest forever.
        var cut = ScriptedClient()
        cut.bytes(Array("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\",".utf8))
        XCTAssertEqual(try cut.run().status, 1)
    }

    func testRequestsBeforeInitializeAndAfterShutdownAreRefusedAndASecondInitializeToo() throws {
        var client = ScriptedClient(initialize: false)
        let early = client.request("textDocument/hover")
        client.notify("textDocument/didOpen", .object([]))  // dropped, no answer
        let initialize = client.request("initialize", .object([]))
        let again = client.request("initialize", .object([]))
        let shutdown = client.request("shutdown")
        let late = client.request("textDocument/hover")
        client.notify("exit")
        let outcome = try client.run()
        XCTAssertEqual(outcome.errorCode(early), -32002)
        XCTAssertNotNil(outcome.result(initialize))
        XCTAssertEqual(outcome.errorCode(again), -32600)
        XCTAssertNotNil(outcome.result(shutdown))
        XCTAssertEqual(outcome.errorCode(late), -32600)
        XCTAssertEqual(outcome.messages.count, 5, "a notification is never answered")
        XCTAssertEqual(outcome.status, 0)
    }

    func testAnUnknownRequestIsMethodNotFoundAndAnUnknownNotificationIsIgnored() throws {
        var client = ScriptedClient()
        let unknown = client.request("textDocument/semanticTokens/full", .object([]))
        let dollar = client.request("$/someRequest")
        client.notify("workspace/somethingNew", .object([("x", .int(1))]))
        client.notify("$/setTrace", .object([("value", .string("off"))]))
        let after = client.request("shutdown")
        client.notify("exit")
        let outcome = try client.run()
        XCTAssertEqual(outcome.errorCode(unknown), -32601)
        XCTAssertEqual(outcome.errorCode(dollar), -32601)
        XCTAssertNotNil(outcome.result(after))
        XCTAssertEqual(outcome.messages.count, 4, "initialize, two errors, shutdown; nothing for the notifications")
    }

    func testMalformedFramesAndBodiesAreParseErrorsAndTheNextMessageIsStillAnswered() throws {
        var client = ScriptedClient()
        client.bytes(Array("Content-Type: application/json\r\n\r\n".utf8))  // no length
        client.bytes(Array("Content-Length: twelve\r\n\r\n".utf8))
        client.raw(Array("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\":".utf8))  // cut JSON
        client.raw(Array("[1, 2, 3]".utf8))  // JSON, not a message
        client.raw(Array("{\"jsonrpc\": \"2.0\", \"id\": {\"no\": 1}, \"method\": \"shutdown\"}".utf8))
        client.raw([0xFF, 0xFE, 0x00, 0x7B])
        let answered = client.request("textDocument/hover", .object([]))
        client.shutdownAndExit()
        let outcome = try client.run()
        XCTAssertEqual(outcome.unreadable, 0)
        let errors = outcome.messages.filter { $0["id"]?.isNull == true }.compactMap { $0["error"]?["code"]?.number }
        XCTAssertEqual(errors, [-32700, -32700, -32700, -32600, -32600, -32700])
        XCTAssertEqual(outcome.errorCode(answered), -32602, "a hover without its document is invalid params")
        XCTAssertEqual(outcome.status, 0)
    }

    func testAHeaderBlockThatNeverEndsAndABodyOverTheLimitAreSkipped() throws {
        var client = ScriptedClient()
        client.bytes(Array(repeating: UInt8(ascii: "a"), count: 20_000))
        client.bytes(Array("\r\n\r\n".utf8))
        client.raw(Array(repeating: UInt8(ascii: " "), count: 3000))  // over the limit below
        let after = client.request("shutdown")
        client.notify("exit")
        var settings = ServerSettings()
        settings.maxMessageBytes = 2000
        let outcome = try client.run(settings)
        XCTAssertNotNil(outcome.result(after))
        let messages = outcome.messages.compactMap { $0["error"]?["message"]?.string }
        XCTAssertTrue(messages.contains { $0.contains("over the limit of 2000") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("longer than 8192") }, "\(messages)")
        XCTAssertEqual(outcome.status, 0)
    }

    func testARequestCancelledBeforeItRanAnswersRequestCancelled() throws {
        var client = ScriptedClient()
        let cancelled = client.request("textDocument/hover", .object([]))
        client.notify("$/cancelRequest", .object([("id", .int(cancelled))]))
        let kept = client.request("textDocument/hover", .object([]))
        client.notify("$/cancelRequest", .object([("id", .int(99))]))  // nothing by that id
        client.shutdownAndExit()
        let outcome = try client.run()
        XCTAssertEqual(outcome.errorCode(cancelled), -32800)
        XCTAssertEqual(outcome.errorCode(kept), -32602, "run, not cancelled")
        XCTAssertEqual(outcome.status, 0)
    }

    func testRequestsOnAFileThatIsNotOpenAnswerNull() throws {
        let root = try folder(["bundle/widget.xml": widget("<view id=\"ShowID\"/>\n")])
        let path = root.appendingPathComponent("bundle/widget.xml").path
        var client = ScriptedClient()
        let hover = client.at("textDocument/hover", path, line: 0, character: 0)
        let completion = client.at("textDocument/completion", path, line: 0, character: 0)
        let definition = client.at("textDocument/definition", path, line: 0, character: 0)
        let actions = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(path)))])),
                ("range", ScriptedClient.range(0, 0, 0, 1)), ("context", .object([("diagnostics", .array([]))])),
            ]))
        // A change to a file never opened: told, not applied, not fatal.
        client.change(path, version: 2, [.object([("text", .string("x"))])])
        try client.open(path)
        client.notify(
            "textDocument/didClose", .object([("textDocument", .object([("uri", .string(ScriptedClient.uri(path)))]))]))
        let closed = client.at("textDocument/hover", path, line: 0, character: 0)
        client.shutdownAndExit()
        let outcome = try client.run()
        for id in [hover, completion, definition, actions, closed] {
            XCTAssertEqual(outcome.result(id)?.isNull, true, "request \(id)")
        }
        XCTAssertTrue(
            outcome.messages.contains {
                $0["method"]?.string == "window/showMessage"
                    && $0["params"]?["message"]?.string?.contains("not open") == true
            })
        // Opened then closed: its findings are withdrawn (an empty list last).
        XCTAssertEqual(outcome.last(path)?.count, 0)
        XCTAssertEqual(outcome.status, 0)
    }

    func testAFiftyMegabyteDocumentIsAnsweredWithAFindingAndTheServerGoesOn() throws {
        let root = try folder(["bundle/widget.xml": widget("<view id=\"ShowID\"/>\n")])
        let path = root.appendingPathComponent("bundle/widget.xml").path
        // 50 MB in one attribute value: past the input limits' longest line. The message is
        // written as bytes (a JSON string of 50 MB needs no escaping).
        let head =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"1.3\">\n"
            + "<view id=\"ShowID\" background=\""
        let uri = ScriptedClient.uri(path)
        var client = ScriptedClient()
        let open =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
            + #""languageId":"xml","version":1,"text":""#
        let text = Array(
            head.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n").utf8)
        client.raw(
            Array(open.utf8) + text + [UInt8](repeating: UInt8(ascii: "a"), count: 50_000_000)
                + Array(#"\"/>\n</facephi-widget-conf>\n"}}}"#.utf8))
        let after = client.at("textDocument/hover", path, line: 2, character: 10)
        client.shutdownAndExit()
        let outcome = try client.run()
        let findings = try XCTUnwrap(outcome.last(path))
        XCTAssertEqual(findings.map { $0["code"]?.string }, ["input.limit"])
        XCTAssertNotNil(outcome.response(after))
        XCTAssertEqual(outcome.status, 0)
    }
}

/// A widget.xml around `body` (widget version 1.3).
func widget(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"1.3\">\n\(body)</facephi-widget-conf>\n"
}

/// A strings file with `tokens`.
func strings(_ tokens: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
}
