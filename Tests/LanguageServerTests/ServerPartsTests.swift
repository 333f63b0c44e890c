import Diagnostics
import Foundation
import ResourceBundle
import XCTest

@testable import LanguageServer

/// The parts under the protocol: framing, incremental edits, URIs, where a file's bundle is,
/// the document models kept between validations, and the features' answers as LSP JSON.
final class ServerPartsTests: XCTestCase {
    func testTheFramerCutsMessagesAcrossChunksAndHeadersInAnyCase() {
        var framer = MessageFramer(maxBodyBytes: 100)
        let stream = Array("content-length: 2\r\nContent-Type: x\r\n\r\n{}Content-Length: 4\r\n\r\nnull".utf8)
        var frames: [MessageFramer.Frame] = []
        for byte in stream {  // one byte at a time: the worst split
            framer.append([byte][...])
            while let frame = framer.next() { frames.append(frame) }
        }
        XCTAssertEqual(frames, [.body(Array("{}".utf8)), .body(Array("null".utf8))])
        XCTAssertNil(MessageFramer.contentLength("Content-Length: 1\r\nContent-Length: 2"), "two lengths")
        XCTAssertNil(MessageFramer.contentLength("Content-Length: -1"))
        XCTAssertEqual(MessageFramer.contentLength("Content-Length:  7 "), 7)
    }

    func testIncrementalChangesCountUTF16UnitsAndClampPastTheEnd() throws {
        var document = OpenDocument(uri: "file:///x", path: "/x", version: 1, text: Array("a😀b\nsecond\n".utf8))
        // After the emoji (2 UTF-16 units): insert.
        try document.apply(
            try JSONParser().parse(
                #"{"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":3}},"text":"é"}"#))
        XCTAssertEqual(String(decoding: document.text, as: UTF8.self), "a😀éb\nsecond\n")
        // Across lines, with the end past the text: up to the end.
        try document.apply(
            try JSONParser().parse(
                #"{"range":{"start":{"line":1,"character":1},"end":{"line":9,"character":0}},"text":"!"}"#))
        XCTAssertEqual(String(decoding: document.text, as: UTF8.self), "a😀éb\ns!")
        try document.apply(try JSONParser().parse(#"{"text":"whole"}"#))
        XCTAssertEqual(document.text, Array("whole".utf8))
        XCTAssertThrowsError(try document.apply(try JSONParser().parse(#"{"range":{"start":{}},"text":""}"#)))
    }

    func testURIsAreDecodedAndEncodedAndOnlyFileURIsAreFiles() {
        XCTAssertEqual(DocumentURI.path(of: "file:///tmp/a%20b/w%C3%A9.xml"), "/tmp/a b/wé.xml")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/tmp/x.xml"), "/tmp/x.xml")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
        XCTAssertEqual(DocumentURI.uri(of: "/tmp/a b/wé.xml"), "file:///tmp/a%20b/w%C3%A9.xml")
    }

    func testABundleIsTheFolderAboveThatHoldsItsFilesAndAStringsTableGoesWithItsApp() throws {
        let root = try folder([
            "zip/widget.xml": "", "zip/strings/strings.es.xml": "", "zip/documents/DocumentID_All.xml": "",
            "app/en.lproj/Localizable.strings": "", "app/Localizable.xcstrings": "{}", "loose/anim.json": "{}",
        ]).path
        XCTAssertEqual(
            BundleLocator.locate(root + "/zip/strings/strings.es.xml"),
            BundleLocation(root: root + "/zip", isDirectory: true))
        XCTAssertEqual(BundleLocator.locate(root + "/zip/documents/DocumentID_All.xml").root, root + "/zip")
        XCTAssertEqual(
            BundleLocator.locate(root + "/app/en.lproj/Localizable.strings"),
            BundleLocation(root: root + "/app", isDirectory: true))
        XCTAssertEqual(
            BundleLocator.locate(root + "/app/Localizable.xcstrings"),
            BundleLocation(root: root + "/app/Localizable.xcstrings", isDirectory: false))
        XCTAssertEqual(BundleLocator.locate(root + "/loose/anim.json").isDirectory, false)
    }

    /// The models kept between validations give the findings a fresh validation gives, after an
    /// edit to one model too, and only the edited model is parsed again.
    func testKeptModelResultsGiveTheFindingsOfAFreshValidation() throws {
        let bundle = try unpackedSelphID()
        let disk = try InputOpener.open(bundle.path).reader()
        let memo = ModelMemo()
        let options = ValidationOptions()
        let models = disk.entries.filter { $0.path.hasPrefix("documents/") && !$0.isDirectory }
        func findings(_ reader: BundleReader, _ memo: ModelMemo?) -> [String] {
            BundleValidator.validate(reader, named: bundle.path, options: options, memo: memo).diagnostics.map {
                "\($0.location.file):\($0.location.line ?? 0) \($0.ruleID) \($0.message)"
            }.sorted()
        }
        let fresh = findings(disk, nil)
        XCTAssertTrue(fresh.contains { $0.hasPrefix("documents/") }, "the real models have findings")
        XCTAssertEqual(findings(disk, memo), fresh)
        XCTAssertEqual(memo.count, models.count)
        XCTAssertEqual(findings(disk, memo), fresh, "from the kept results")

        // A model edited: `sr2` (a finding of the real file) corrected.
        let path = "documents/DocumentDL_All.xml"
        let text = try disk.read(try XCTUnwrap(disk.entry(at: path)))
        let edited = Array(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "sr2=", with: "src2=").utf8)
        let overlay = OverlayBundleReader(base: disk, overlays: [path: edited])
        let afterEdit = findings(overlay, memo)
        XCTAssertEqual(afterEdit, findings(overlay, nil))
        XCTAssertNotEqual(afterEdit, fresh)
        XCTAssertEqual(memo.count, models.count, "one result per model, however many edits")
    }

    func testCompletionCandidatesBecomeItemsWhoseEditCoversTheCursor() throws {
        let lines = TextPositions(Array("<a 😀 tex".utf8))
        let candidate = CompletionCandidate.attribute(
            "text", detail: "a token", documentation: "**doc** `x`", withValue: true, replacing: 8..<11)
        let plain = try JSONParser().parse(
            LanguageServer.completionItem(candidate, rank: 3, in: lines, at: 11, client: ClientCapabilities())
                .render(pretty: false))
        XCTAssertEqual(plain["kind"]?.number, 10)
        XCTAssertEqual(plain["sortText"]?.string, "000003")
        XCTAssertEqual(plain["documentation"]?["kind"]?.string, "plaintext")
        XCTAssertEqual(plain["documentation"]?["value"]?.string, "doc x")
        XCTAssertNil(plain["insertTextFormat"], "no snippet for a client without them")
        XCTAssertEqual(plain["textEdit"]?["newText"]?.string, "text=\"\"")
        XCTAssertEqual(plain["textEdit"]?["range"]?["start"]?["character"]?.number, 6, "after the 2-unit emoji")
        XCTAssertEqual(plain["textEdit"]?["range"]?["end"]?["character"]?.number, 9)
        var client = ClientCapabilities()
        client.snippets = true
        client.completionDocumentationFormat = .markdown
        client.completionKinds = Set(1...25)
        let snippet = try JSONParser().parse(
            LanguageServer.completionItem(candidate, rank: 3, in: lines, at: 11, client: client).render(pretty: false))
        XCTAssertEqual(snippet["insertTextFormat"]?.number, 2)
        XCTAssertEqual(snippet["textEdit"]?["newText"]?.string, "text=\"$1\"", "the cursor between the quotes")
        XCTAssertEqual(snippet["documentation"]?["value"]?.string, "**doc** `x`")
        // A range the features got wrong (past the text, not at the cursor) is clamped to cover it.
        let clamped = LanguageServer.completionItem(
            CompletionCandidate(label: "x", kind: .value, replacing: 2..<400), rank: 0, in: lines, at: 1,
            client: client)
        let clampedJSON = try JSONParser().parse(clamped.render(pretty: false))
        XCTAssertEqual(clampedJSON["textEdit"]?["range"]?["start"]?["character"]?.number, 1)
        XCTAssertEqual(clampedJSON["textEdit"]?["range"]?["end"]?["character"]?.number, 9)
        XCTAssertEqual(clampedJSON["kind"]?.number, 20, "EnumMember, declared")
        XCTAssertEqual(
            LanguageServer.completionKind(.value, client: ClientCapabilities()), 12, "Value: the client lists no kinds")
    }

    /// Whatever the features answer on the real bundle, completion, hover and definition give
    /// valid LSP results (a list, null or a hover; locations in the bundle), never an error.
    func testFeatureRequestsOnTheRealBundleAnswerValidResults() throws {
        let bundle = try unpackedSelphID()
        let path = bundle.appendingPathComponent("widget.xml").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(" text=\"") })
        let character = try XCTUnwrap(lines[line].range(of: "text=\"")).upperBound.utf16Offset(in: lines[line]) + 2
        var client = ScriptedClient()
        try client.open(path)
        var ids: [Int] = []
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
            ids.append(client.at(method, path, line: line, character: character))
            ids.append(client.at(method, path, line: 0, character: 0))
            ids.append(client.at(method, path, line: 100_000, character: 5))  // clamped
        }
        client.shutdownAndExit()
        let outcome = try client.run()
        for id in ids[0..<3] {
            let result = try XCTUnwrap(outcome.result(id))
            XCTAssertEqual(result["isIncomplete"]?.bool, false)
            XCTAssertNotNil(result["items"]?.array)
        }
        for id in ids[3..<6] {
            let result = try XCTUnwrap(outcome.result(id))
            XCTAssertTrue(result.isNull || result["contents"]?["value"]?.string != nil, "\(id)")
        }
        for id in ids[6..<9] {
            let result = try XCTUnwrap(outcome.result(id))
            XCTAssertTrue(
                result.isNull
                    || result.array?.allSatisfy {
                        $0["uri"]?.string?.hasPrefix(ScriptedClient.uri(bundle.path)) == true && $0["range"] != nil
                    } == true, "\(id)")
        }
        XCTAssertEqual(outcome.status, 0)
    }
}
