import Diagnostics
import Foundation
import XCTest

@testable import LanguageServer

/// "Preview this view": a code lens on each `<view id>` of widget.xml, offered only to a client
/// that shows lenses and opens documents (and only when the server has live previews); its
/// command asks the client to open the page the previews give, outside the editor. The real
/// previews (LivePreview's servers) are driven through the real binary in
/// LspPreviewLensTests; here a recorder stands for them, to see what the server asks of them.
extension ProtocolTests {
    /// Records each page asked for; answers `http://127.0.0.1:1/<view>` or fails with `failure`.
    private final class RecordingPreviews: ViewPreviews, @unchecked Sendable {
        struct Failure: Error, CustomStringConvertible {
            var description: String
        }
        var asked: [(view: String, bundle: String)] = []
        var failure: Failure?

        func page(ofView id: String, inBundle bundle: String) throws -> String {
            asked.append((id, bundle))
            if let failure { throw failure }
            return "http://127.0.0.1:1/" + id
        }
    }

    private func settings(_ previews: RecordingPreviews?) -> ServerSettings {
        var settings = ServerSettings()
        settings.previews = previews
        return settings
    }

    private func lensRequest(_ client: inout ScriptedClient, _ path: String) -> Int {
        client.request(
            "textDocument/codeLens", .object([("textDocument", .object([("uri", .string(ScriptedClient.uri(path)))]))]))
    }

    func testThePreviewLensIsOfferedOnlyToAClientThatShowsLensesAndOpensDocuments() throws {
        let root = try folder(["bundle/widget.xml": widget("<view id=\"ShowID\">\n</view>\n")])
        let path = root.appendingPathComponent("bundle/widget.xml").path
        let lensOnly: JSONOutput = .object([("textDocument", .object([("codeLens", .object([]))]))])
        let showOnly: JSONOutput = .object([
            ("window", .object([("showDocument", .object([("support", .bool(true))]))]))
        ])
        let cases: [(String, JSONOutput, RecordingPreviews?, Bool)] = [
            ("declaring nothing", ClientProfile.none, RecordingPreviews(), false),
            ("lenses only", lensOnly, RecordingPreviews(), false),
            ("showDocument only", showOnly, RecordingPreviews(), false),
            ("everything, the server without previews", ClientProfile.all, nil, false),
            ("everything", ClientProfile.all, RecordingPreviews(), true),
        ]
        for (name, profile, previews, offered) in cases {
            var client = ScriptedClient(capabilities: profile)
            try client.open(path)
            let lenses = lensRequest(&client, path)
            client.shutdownAndExit()
            let outcome = try client.run(settings(previews))
            let capabilities = try XCTUnwrap(outcome.result(1)?["capabilities"], name)
            let commands = capabilities["executeCommandProvider"]?["commands"]?.array?.compactMap(\.string) ?? []
            XCTAssertEqual(capabilities["codeLensProvider"] != nil, offered, name)
            XCTAssertEqual(commands.contains("idv-res.preview"), offered, name)
            XCTAssertEqual(outcome.result(lenses)?.array?.count, offered ? 1 : 0, name)
            XCTAssertEqual(previews?.asked.count ?? 0, 0, "\(name): a lens starts nothing")
        }
    }

    func testEachViewOfTheRealWidgetHasALensThatOpensItsLivePageOutsideTheEditor() throws {
        let bundle = try unpackedSelphID()
        let widgetPath = bundle.appendingPathComponent("widget.xml").path
        let stringsPath = bundle.appendingPathComponent("strings/strings.xml").path
        let lines = try String(contentsOfFile: widgetPath, encoding: .utf8).components(separatedBy: "\n")
        // Each line that opens a view with an id, and the id: where each lens must be.
        let viewLines = lines.enumerated().compactMap { number, text -> (Int, String)? in
            guard let open = text.range(of: "<view "), let id = text[open.upperBound...].range(of: "id=\"") else {
                return nil
            }
            return (number, String(text[id.upperBound...].prefix { $0 != "\"" }))
        }
        XCTAssertEqual(viewLines.count, 15, "the real bundle's views")
        let previews = RecordingPreviews()
        var client = ScriptedClient()
        try client.open(widgetPath)
        try client.open(stringsPath)
        let widgetLenses = lensRequest(&client, widgetPath)
        let stringsLenses = lensRequest(&client, stringsPath)
        let execute = client.request(
            "workspace/executeCommand",
            .object([
                ("command", .string("idv-res.preview")),
                ("arguments", .array([.string(ScriptedClient.uri(widgetPath)), .string("CaptureIDFront")])),
            ]))
        // The client's answer to the server's first request (showDocument): not shown.
        client.write(
            .object([("jsonrpc", .string("2.0")), ("id", .int(1)), ("result", .object([("success", .bool(false))]))]))
        let wrong = client.request(
            "workspace/executeCommand",
            .object([("command", .string("idv-res.preview")), ("arguments", .array([.string("CaptureIDFront")]))]))
        client.shutdownAndExit()
        let outcome = try client.run(settings(previews))

        let lenses = try XCTUnwrap(outcome.result(widgetLenses)?.array)
        XCTAssertEqual(
            lenses.map { Int($0["range"]?["start"]?["line"]?.number ?? -1) }, viewLines.map(\.0), "one per view line")
        XCTAssertEqual(lenses.compactMap { $0["command"]?["arguments"]?.array?.last?.string }, viewLines.map(\.1))
        XCTAssertEqual(Set(lenses.compactMap { $0["command"]?["title"]?.string }), ["Preview this view"])
        XCTAssertEqual(outcome.result(stringsLenses)?.array?.count, 0, "a strings file has no views")

        XCTAssertEqual(outcome.result(execute)?.isNull, true)
        XCTAssertEqual(previews.asked.map(\.view), ["CaptureIDFront"])
        XCTAssertEqual(previews.asked.first?.bundle, URL(fileURLWithPath: bundle.path).standardizedFileURL.path)
        let show = try XCTUnwrap(outcome.messages.first { $0["method"]?.string == "window/showDocument" })
        XCTAssertEqual(show["params"]?["uri"]?.string, "http://127.0.0.1:1/CaptureIDFront")
        XCTAssertEqual(show["params"]?["external"]?.bool, true, "in the browser, not an editor buffer")
        XCTAssertTrue(
            outcome.messages.contains {
                $0["method"]?.string == "window/showMessage"
                    && $0["params"]?["message"]?.string
                        == "idv-res: the editor did not open http://127.0.0.1:1/CaptureIDFront; open it in a browser"
            }, "the client's refusal is said")
        XCTAssertEqual(outcome.errorCode(wrong), -32602)
        XCTAssertEqual(outcome.status, 0)
    }

    func testAPreviewThatCannotStartIsAnErrorSayingWhy() throws {
        let root = try folder(["bundle/widget.xml": widget("<view id=\"ShowID\">\n</view>\n")])
        let path = root.appendingPathComponent("bundle/widget.xml").path
        let previews = RecordingPreviews()
        previews.failure = .init(description: "cannot listen on 127.0.0.1")
        var client = ScriptedClient()
        try client.open(path)
        let execute = client.request(
            "workspace/executeCommand",
            .object([
                ("command", .string("idv-res.preview")),
                ("arguments", .array([.string(ScriptedClient.uri(path)), .string("ShowID")])),
            ]))
        client.shutdownAndExit()
        let outcome = try client.run(settings(previews))
        XCTAssertEqual(outcome.errorCode(execute), -32803)
        let message = outcome.response(execute)?["error"]?["message"]?.string ?? ""
        XCTAssertTrue(message.hasSuffix("could not start: cannot listen on 127.0.0.1"), message)
        XCTAssertFalse(outcome.messages.contains { $0["method"]?.string == "window/showDocument" })
    }
}
