import Diagnostics
import Foundation
import XCTest

@testable import LanguageServer

/// Every feature on the real SelphID bundle under two clients: one that declares nothing and
/// one that declares every capability the server uses. Each answer stays within what the
/// client declared (formats, snippets, kinds, edit forms, resource operations, links).
extension ProtocolTests {
    /// One session of every request on the real bundle; the ids of the requests, by name.
    private struct Session {
        var outcome: ScriptedClient.Outcome
        var ids: [String: Int]
        var widget: String
        var junkFolder: String

        func result(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> JSONNode {
            try XCTUnwrap(outcome.result(ids[name]!, file: file, line: line), name, file: file, line: line)
        }
    }

    private func session(_ capabilities: JSONOutput) throws -> Session {
        let bundle = try unpackedSelphID()
        let widget = bundle.appendingPathComponent("widget.xml").path
        let junkFolder = bundle.appendingPathComponent("__MACOSX").path
        try FileManager.default.createDirectory(atPath: junkFolder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: junkFolder + "/._widget.xml"))
        let text = try String(contentsOfFile: widget, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var client = ScriptedClient(capabilities: capabilities)
        let initialize = 1
        try client.open(widget)
        var ids: [String: Int] = ["initialize": initialize]
        let token = try place("text=\"CaptureTipFront", in: lines, plus: 8)
        for method in ["hover", "definition", "prepareRename"] {
            ids[method] = client.at("textDocument/" + method, widget, line: token.line, character: token.character)
        }
        ids["references"] = client.request(
            "textDocument/references",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(widget)))])),
                ("position", ScriptedClient.position(token.line, token.character)),
                ("context", .object([("includeDeclaration", .bool(true))])),
            ]))
        ids["rename"] = client.request(
            "textDocument/rename",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(widget)))])),
                ("position", ScriptedClient.position(token.line, token.character)),
                ("newName", .string("CaptureTipFrontRenamed")),
            ]))
        let document = JSONOutput.object([("textDocument", .object([("uri", .string(ScriptedClient.uri(widget)))]))])
        ids["symbols"] = client.request("textDocument/documentSymbol", document)
        ids["colours"] = client.request("textDocument/documentColor", document)
        let colour = try place("border_color_tip=\"#3167FC\"", in: lines, plus: 18)
        ids["presentation"] = client.request(
            "textDocument/colorPresentation",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(widget)))])),
                (
                    "color",
                    .object([("red", .double(1)), ("green", .double(0)), ("blue", .double(0)), ("alpha", .double(1))])
                ),
                ("range", ScriptedClient.range(colour.line, colour.character, colour.line, colour.character + 7)),
            ]))
        ids["hints"] = client.request(
            "textDocument/inlayHint",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(widget)))])),
                ("range", ScriptedClient.range(0, 0, lines.count, 0)),
            ]))
        // A new element typed in the first view: `<lab`, then completion after it.
        let view = try XCTUnwrap(lines.firstIndex { $0.contains("<view id=\"CaptureIDFront\">") }) + 1
        client.change(
            widget, version: 2,
            [.object([("range", ScriptedClient.range(view, 0, view, 0)), ("text", .string("<lab"))])])
        ids["elements"] = client.at("textDocument/completion", widget, line: view, character: 4)
        // Between two attributes of the element (the next line's indentation).
        ids["attributes"] = client.at("textDocument/completion", widget, line: token.line + 1, character: 0)
        // `<lab` taken back; "text" -> "txet": a quick fix; the folder's junk: a delete,
        // offered from widget.xml.
        client.change(
            widget, version: 3,
            [
                .object([("range", ScriptedClient.range(view, 0, view, 4)), ("text", .string(""))]),
                .object([("range", ScriptedClient.range(token.line, 9, token.line, 11)), ("text", .string("xe"))]),
            ])
        ids["actions"] = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(widget)))])),
                ("range", ScriptedClient.range(0, 0, token.line, 12)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        client.shutdownAndExit()
        let outcome = try client.run()
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.unreadable, 0)
        return Session(outcome: outcome, ids: ids, widget: widget, junkFolder: junkFolder)
    }

    /// The protocol position of the first `needle`, `plus` UTF-16 units into it.
    private func place(_ needle: String, in lines: [String], plus: Int) throws -> (line: Int, character: Int) {
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(needle) }, needle)
        let start = try XCTUnwrap(lines[line].range(of: needle)).lowerBound.utf16Offset(in: lines[line])
        return (line, start + plus)
    }

    func testAClientThatDeclaresNothingGetsPlainTextNoSnippetsFlatSymbolsAndNoEditItCannotApply() throws {
        let none = try session(ClientProfile.none)
        let capabilities = try XCTUnwrap(none.result("initialize")["capabilities"])
        XCTAssertNil(capabilities["codeActionProvider"], "it can apply no quick fix")
        XCTAssertNil(capabilities["executeCommandProvider"])
        XCTAssertEqual(capabilities["renameProvider"]?.bool, true, "no prepareProvider without prepareSupport")
        for provider in ["referencesProvider", "documentSymbolProvider", "colorProvider", "inlayHintProvider"] {
            XCTAssertEqual(capabilities[provider]?.bool, true, provider)
        }

        let diagnostics = try XCTUnwrap(none.outcome.last(none.widget))
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(diagnostics.allSatisfy { $0["codeDescription"] == nil && $0["data"] == nil })
        XCTAssertTrue(
            diagnostics.contains { $0["message"]?.string?.contains("'__MACOSX/'") == true },
            "the folder's finding, at widget.xml")

        let hover = try XCTUnwrap(none.result("hover")["contents"])
        XCTAssertEqual(hover["kind"]?.string, "plaintext")
        let hoverText = try XCTUnwrap(hover["value"]?.string)
        XCTAssertTrue(hoverText.contains("- default: Please capture\n  document's front"), hoverText)
        XCTAssertFalse(hoverText.contains("**") || hoverText.contains("\\") || hoverText.contains("`"), hoverText)

        let attributes = try XCTUnwrap(none.result("attributes")["items"]?.array)
        let withValue = try XCTUnwrap(
            attributes.first { $0["textEdit"]?["newText"]?.string?.hasSuffix("=\"\"") == true })
        XCTAssertNil(withValue["insertTextFormat"], "no snippet")
        XCTAssertTrue(attributes.allSatisfy { ($0["kind"]?.number ?? 99) <= 18 }, "only the kinds every client knows")
        XCTAssertTrue(
            attributes.allSatisfy { $0["documentation"] == nil || $0["documentation"]?["kind"]?.string == "plaintext" })

        let symbols = try XCTUnwrap(none.result("symbols").array)
        XCTAssertTrue(symbols.allSatisfy { $0["location"]?["uri"]?.string == ScriptedClient.uri(none.widget) })
        XCTAssertTrue(
            symbols.contains {
                $0["name"]?.string == "tipCaptureFront" && $0["containerName"]?.string == "CaptureIDFront"
            })

        let rename = try none.result("rename")
        XCTAssertNil(rename["documentChanges"])
        let changes = try XCTUnwrap(rename["changes"])
        XCTAssertEqual(changes[ScriptedClient.uri(none.widget)]?.array?.count, 1)

        XCTAssertEqual(try none.result("actions").array?.count, 0, "no literals, no applyEdit: nothing it could apply")
        try assertTheSameForEveryClient(none)
    }

    func testAClientThatDeclaresEverythingGetsMarkdownSnippetsTreesVersionedEditsAndDeletes() throws {
        let all = try session(ClientProfile.all)
        let capabilities = try XCTUnwrap(all.result("initialize")["capabilities"])
        XCTAssertEqual(capabilities["codeActionProvider"]?["codeActionKinds"]?.array?.first?.string, "quickfix")
        XCTAssertEqual(capabilities["renameProvider"]?["prepareProvider"]?.bool, true)
        XCTAssertNil(capabilities["executeCommandProvider"], "it takes code action literals: no command needed")

        let diagnostics = try XCTUnwrap(all.outcome.last(all.widget))
        XCTAssertTrue(
            diagnostics.allSatisfy {
                $0["codeDescription"]?["href"]?.string?.hasSuffix("#" + ($0["code"]?.string ?? "?")) == true
            })

        let hover = try XCTUnwrap(all.result("hover")["contents"])
        XCTAssertEqual(hover["kind"]?.string, "markdown")
        XCTAssertTrue(hover["value"]?.string?.contains("- **default**: Please capture\\\ndocument") == true)

        let attributes = try XCTUnwrap(all.result("attributes")["items"]?.array)
        let withValue = try XCTUnwrap(
            attributes.first { $0["textEdit"]?["newText"]?.string?.hasSuffix("=\"$1\"") == true })
        XCTAssertEqual(withValue["insertTextFormat"]?.number, 2, "a snippet: the cursor between the quotes")

        let symbols = try XCTUnwrap(all.result("symbols").array)
        let view = try XCTUnwrap(symbols.first { $0["name"]?.string == "CaptureIDFront" })
        XCTAssertTrue(view["children"]?.array?.contains { $0["name"]?.string == "tipCaptureFront" } == true)

        let rename = try all.result("rename")
        XCTAssertNil(rename["changes"])
        let widgetChange = try XCTUnwrap(
            rename["documentChanges"]?.array?.first {
                $0["textDocument"]?["uri"]?.string == ScriptedClient.uri(all.widget)
            })
        XCTAssertEqual(widgetChange["textDocument"]?["version"]?.number, 1, "the open document's version")
        XCTAssertTrue(
            rename["documentChanges"]?.array?.contains { $0["textDocument"]?["version"]?.isNull == true } == true,
            "a strings file that is not open: no version")

        let actions = try XCTUnwrap(all.result("actions").array)
        XCTAssertTrue(actions.allSatisfy { $0["kind"]?.string == "quickfix" })
        XCTAssertTrue(
            actions.contains {
                $0["edit"]?["documentChanges"]?.array?.first?["edits"]?.array?.first?["newText"]?.string == "text"
            }, "\(actions)")
        let delete = try XCTUnwrap(
            actions.compactMap { $0["edit"]?["documentChanges"]?.array?.first }.first { $0["kind"]?.string == "delete" }
        )
        XCTAssertEqual(delete["uri"]?.string, ScriptedClient.uri(all.junkFolder + "/"), "the folder, not widget.xml")
        XCTAssertEqual(delete["options"]?["recursive"]?.bool, true)
        try assertTheSameForEveryClient(all)
    }

    /// What does not depend on the client: definitions, references, colours, inlay hints, an
    /// element's completion from its `<`, no diagnostic at a folder.
    private func assertTheSameForEveryClient(_ session: Session, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let published = session.outcome.messages.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
        XCTAssertTrue(
            published.allSatisfy { $0["params"]?["uri"]?.string?.hasSuffix("/") == false }, file: file, line: line)

        let definitions = try XCTUnwrap(session.result("definition").array)
        XCTAssertEqual(definitions.count, 3, "one line in each strings file", file: file, line: line)
        let references = try XCTUnwrap(session.result("references").array)
        XCTAssertEqual(
            references.count, 4, "the widget's reference and the three strings files", file: file, line: line)
        XCTAssertEqual(
            try session.result("prepareRename")["placeholder"]?.string, "CaptureTipFront", file: file, line: line)

        let colours = try XCTUnwrap(session.result("colours").array)
        XCTAssertGreaterThan(colours.count, 50, file: file, line: line)
        let first = try XCTUnwrap(colours.first?["color"])
        XCTAssertEqual(
            first["blue"]?.number ?? 0, Double(0xFC) / 255, accuracy: 1e-9, "#3167FC", file: file, line: line)
        XCTAssertEqual(first["alpha"]?.number, 1, file: file, line: line)
        let presentation = try XCTUnwrap(session.result("presentation").array?.first)
        XCTAssertEqual(presentation["label"]?.string, "#FF0000", "six digits as written", file: file, line: line)

        let hints = try XCTUnwrap(session.result("hints").array)
        let hint = try XCTUnwrap(hints.first, file: file, line: line)
        XCTAssertEqual(hint["label"]?.string, "Please capture document's front", file: file, line: line)
        XCTAssertEqual(hint["position"]?["line"]?.number, 39, "after text=\"CaptureTipFront\"", file: file, line: line)

        let elements = try XCTUnwrap(session.result("elements")["items"]?.array)
        let labeledIcon = try XCTUnwrap(elements.first { $0["label"]?.string == "labeledIcon" }, file: file, line: line)
        XCTAssertEqual(labeledIcon["filterText"]?.string, "<labeledIcon", file: file, line: line)
        XCTAssertEqual(labeledIcon["textEdit"]?["newText"]?.string, "<labeledIcon", file: file, line: line)
        XCTAssertEqual(
            labeledIcon["textEdit"]?["range"]?["start"]?["character"]?.number, 0, "from the `<`", file: file, line: line
        )
    }

    /// A client that takes code actions only as commands: the fix is `idv-res.applyFix`, which
    /// the server carries out by asking the client to apply the edit; a refusal is shown.
    func testAClientWithCommandsOnlyGetsEachFixAsACommandTheServerAsksItToApply() throws {
        let root = try folder([
            "bundle/widget.xml": widget("<view id=\"ShowID\">\n<labeledIcon id=\"tip\" txet=\"Tip\"/>\n</view>\n"),
            "bundle/strings/strings.xml": strings("<token id=\"Tip\">Front</token>\n"),
        ])
        let path = root.appendingPathComponent("bundle/widget.xml").path
        var client = ScriptedClient(capabilities: ClientProfile.commandsOnly)
        try client.open(path)
        let actions = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(path)))])),
                ("range", ScriptedClient.range(3, 0, 3, 40)), ("context", .object([("diagnostics", .array([]))])),
            ]))
        client.shutdownAndExit()
        let first = try client.run()
        let capabilities = try XCTUnwrap(first.result(1)?["capabilities"])
        XCTAssertEqual(capabilities["codeActionProvider"]?.bool, true)
        XCTAssertEqual(capabilities["executeCommandProvider"]?["commands"]?.array?.first?.string, "idv-res.applyFix")
        let command = try XCTUnwrap(first.result(actions)?.array?.first)
        XCTAssertEqual(command["command"]?.string, "idv-res.applyFix")
        XCTAssertNil(command["kind"], "a Command, not a CodeAction")
        let edit = try XCTUnwrap(command["arguments"]?.array?.first)
        XCTAssertEqual(edit["changes"]?[ScriptedClient.uri(path)]?.array?.first?["newText"]?.string, "text")

        var running = ScriptedClient(capabilities: ClientProfile.commandsOnly)
        try running.open(path)
        let execute = running.request(
            "workspace/executeCommand",
            .object([("command", .string("idv-res.applyFix")), ("arguments", .array([LSPJSON.output(edit)]))]))
        // The client's answer to the server's first request: not applied.
        running.write(
            .object([
                ("jsonrpc", .string("2.0")), ("id", .int(1)),
                ("result", .object([("applied", .bool(false)), ("failureReason", .string("the file is read-only"))])),
            ]))
        let unknown = running.request("workspace/executeCommand", .object([("command", .string("idv-res.other"))]))
        running.shutdownAndExit()
        let outcome = try running.run()
        XCTAssertEqual(outcome.result(execute)?.isNull, true)
        let applyEdit = try XCTUnwrap(outcome.messages.first { $0["method"]?.string == "workspace/applyEdit" })
        XCTAssertEqual(applyEdit["id"]?.number, 1)
        XCTAssertEqual(
            applyEdit["params"]?["edit"]?["changes"]?[ScriptedClient.uri(path)]?.array?.first?["newText"]?.string,
            "text")
        XCTAssertTrue(
            outcome.messages.contains {
                $0["method"]?.string == "window/showMessage"
                    && $0["params"]?["message"]?.string == "idv-res: the fix was not applied: the file is read-only"
            })
        XCTAssertEqual(outcome.errorCode(unknown), -32602)
        XCTAssertEqual(outcome.status, 0)
    }

    /// The capabilities as read from `initialize`, field by field, for the three profiles.
    func testTheDeclaredCapabilitiesAreReadIntoOneValue() throws {
        func read(_ profile: JSONOutput) throws -> ClientCapabilities {
            ClientCapabilities(try JSONParser().parse(profile.render(pretty: false)))
        }
        XCTAssertEqual(try read(ClientProfile.none), ClientCapabilities())
        let all = try read(ClientProfile.all)
        XCTAssertEqual(all.hoverFormat, .markdown)
        XCTAssertEqual(all.completionDocumentationFormat, .markdown)
        XCTAssertTrue(all.snippets && all.hierarchicalSymbols && all.codeActionLiterals && all.applyEdit)
        XCTAssertTrue(all.documentChanges && all.canDelete && all.codeDescription && all.diagnosticData)
        XCTAssertTrue(all.prepareRename && all.showDocument && all.codeLens)
        XCTAssertTrue(all.completionKinds.contains(25) && all.symbolKinds.contains(26))
        let commands = try read(ClientProfile.commandsOnly)
        XCTAssertTrue(commands.applyEdit)
        XCTAssertFalse(commands.codeActionLiterals || commands.documentChanges || commands.canDelete)
        // Plain text listed first wins; a list with neither is plain text.
        let plainFirst = ClientCapabilities(
            try JSONParser().parse(#"{"textDocument":{"hover":{"contentFormat":["plaintext","markdown"]}}}"#))
        XCTAssertEqual(plainFirst.hoverFormat, .plaintext)
    }
}
