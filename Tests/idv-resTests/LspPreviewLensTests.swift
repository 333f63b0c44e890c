import Diagnostics
import Foundation
import TestSupport
import XCTest

/// `idv-res lsp` as an editor runs it, on the real SelphID bundle: the "Preview this view"
/// lens's command starts the bundle's live preview in the server's process and asks the editor
/// to open the view's page in the browser; the page is served on 127.0.0.1, redrawn on save,
/// one server for the bundle however often it is asked, stopped when the session ends.
final class LspPreviewLensTests: XCTestCase {
    private static let capabilities: JSONOutput = .object([
        ("textDocument", .object([("codeLens", .object([]))])),
        ("window", .object([("showDocument", .object([("support", .bool(true))]))])),
    ])

    private func message(_ id: Int?, _ method: String?, _ params: JSONOutput?, result: JSONOutput? = nil) -> Data {
        var members: [(String, JSONOutput)] = [("jsonrpc", .string("2.0"))]
        if let id { members.append(("id", .int(id))) }
        if let method { members.append(("method", .string(method))) }
        if let params { members.append(("params", params)) }
        if let result { members.append(("result", result)) }
        return LspFrames.frame(.object(members))
    }

    private func preview(_ id: Int, _ uri: String, _ view: String) -> Data {
        message(
            id, "workspace/executeCommand",
            .object([("command", .string("idv-res.preview")), ("arguments", .array([.string(uri), .string(view)]))]))
    }

    /// The server's messages once `count` of them are requests `method` (nil after 60 s).
    private func waitFor(_ method: String, count: Int, in server: ChildProcess) throws -> [JSONNode]? {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let found = try LspFrames.bodies(server.standardOutput()).filter { $0["method"]?.string == method }
            if found.count >= count { return found }
            usleep(50_000)
        }
        return nil
    }

    func testTheLensOpensTheViewsLivePageStartedOnFirstUseAndStoppedWithTheSession() throws {
        let bundle = try unpackedRealSelphID()
        let widget = bundle.appendingPathComponent("widget.xml").path
        let strings = bundle.appendingPathComponent("strings/strings.xml").path
        let uri = URL(fileURLWithPath: widget).absoluteString
        let files = try FileManager.default.subpathsOfDirectory(atPath: bundle.path).sorted()
        let server = try ChildProcess(try builtExecutable(), ["lsp"], input: .pipe)
        let pipe = try XCTUnwrap(server.inputPipe)
        let text = try String(contentsOfFile: widget, encoding: .utf8)
        try pipe.write(
            contentsOf: message(1, "initialize", .object([("capabilities", Self.capabilities)]))
                + message(nil, "initialized", .object([]))
                + message(
                    nil, "textDocument/didOpen",
                    .object([
                        (
                            "textDocument",
                            .object([
                                ("uri", .string(uri)), ("languageId", .string("xml")), ("version", .int(1)),
                                ("text", .string(text)),
                            ])
                        )
                    ]))
                + message(2, "textDocument/codeLens", .object([("textDocument", .object([("uri", .string(uri))]))]))
                + preview(3, uri, "CaptureIDFront"))
        let shown = try XCTUnwrap(try waitFor("window/showDocument", count: 1, in: server), server.standardError())
        let page = try XCTUnwrap(shown[0]["params"]?["uri"]?.string)
        XCTAssertEqual(shown[0]["params"]?["external"]?.bool, true)
        let prefix = "http://127.0.0.1:"
        XCTAssertTrue(page.hasPrefix(prefix) && page.hasSuffix("/views/default-489dpi/CaptureIDFront.html"), page)
        let port = try XCTUnwrap(UInt16(page.dropFirst(prefix.count).prefix { $0 != "/" }))
        let path = String(page.dropFirst(prefix.count).drop { $0 != "/" })

        let first = try RawHTTP.get(path, port: port)
        XCTAssertEqual(first.status, 200)
        XCTAssertTrue(first.text.contains("CaptureIDFront"), "the view's page")
        XCTAssertEqual(try RawHTTP.get(path, port: port, host: "attacker.example:\(port)").status, 403)
        let lenses = try XCTUnwrap(try LspFrames.bodies(server.standardOutput()).first { $0["id"]?.number == 2 })
        XCTAssertEqual(lenses["result"]?.array?.count, 15, "a lens per view")

        // A save redraws the page the editor opened.
        let original = try String(contentsOfFile: strings, encoding: .utf8)
        let edited = original.replacingOccurrences(
            of: "\"CaptureInfoFront\">Please capture", with: "\"CaptureInfoFront\">Please NOW capture")
        XCTAssertNotEqual(edited, original, "the real default text of CaptureIDFront")
        XCTAssertFalse(first.text.contains("Please NOW capture"))
        try Data(edited.utf8).write(to: URL(fileURLWithPath: strings))
        let deadline = Date().addingTimeInterval(20)
        var redrawn = false
        while !redrawn, Date() < deadline {
            usleep(100_000)
            redrawn = try RawHTTP.get(path, port: port).text.contains("Please NOW capture")
        }
        XCTAssertTrue(redrawn, "the page shows the saved text")

        // Asked again, for another view: the same server.
        try pipe.write(contentsOf: preview(4, uri, "CaptureIDBack"))
        let both = try XCTUnwrap(try waitFor("window/showDocument", count: 2, in: server))
        XCTAssertEqual(
            both[1]["params"]?["uri"]?.string, "\(prefix)\(port)/views/default-489dpi/CaptureIDBack.html",
            "one live preview per bundle")
        try pipe.write(
            contentsOf: message(1, nil, nil, result: .object([("success", .bool(true))]))
                + message(2, nil, nil, result: .object([("success", .bool(true))]))
                + message(5, "shutdown", nil) + message(nil, "exit", nil))
        let result = server.wait(timeout: 30)
        try? pipe.close()
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertFalse(result.out.contains("window/showMessage"), "the editor opened both: nothing to say")
        XCTAssertThrowsError(try RawHTTP.get("/", port: port), "the preview stops with the session")
        XCTAssertEqual(
            try FileManager.default.subpathsOfDirectory(atPath: bundle.path).sorted(), files,
            "nothing written into the bundle")
    }
}
