import Diagnostics
import Foundation
import ResourceBundle
import TestSupport
import XCTest

@testable import LanguageServer

/// Diagnostics from the editor's text: the findings `validate` gives for the bundle with that
/// text, on every file they concern, with the configuration, suppressions and baseline applied.
final class DiagnosticsTests: XCTestCase {
    func testOpeningTheRealWidgetPublishesWhatValidateFindsInEveryFileOfTheBundle() throws {
        let bundle = try unpackedSelphID()
        let widgetPath = bundle.appendingPathComponent("widget.xml").path
        var client = ScriptedClient()
        try client.open(widgetPath)
        client.shutdownAndExit()
        let outcome = try client.run()

        let report = ResourceValidator.validate([bundle.path])
        let expected = Dictionary(grouping: report.inputs[0].diagnostics) { bundle.path + "/" + $0.location.file }
        XCTAssertGreaterThan(expected.count, 3, "the real bundle has findings in several files")
        for (path, diagnostics) in expected {
            let published = try XCTUnwrap(outcome.last(path), "nothing published for \(path)")
            XCTAssertEqual(
                published.map(\.codeAndLine).sorted(),
                diagnostics.map { "\($0.ruleID):\($0.location.line ?? -1)" }.sorted(), path)
        }
        let first = try XCTUnwrap(outcome.last(widgetPath)?.first)
        XCTAssertEqual(first["source"]?.string, "idv-res")
        XCTAssertEqual(
            first["codeDescription"]?["href"]?.string,
            ProjectLinks.rulesDocumentationURL + "#" + (first["code"]?.string ?? ""))
        XCTAssertEqual(outcome.status, 0)
    }

    func testAMisspeltAttributeTypedIncrementallyIsReportedOnTheWordAndItsQuickFixRestoresIt() throws {
        let bundle = try unpackedSelphID()
        let path = bundle.appendingPathComponent("widget.xml").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(" text=\"") })
        let column = try XCTUnwrap(lines[line].range(of: "text=\"")).lowerBound.utf16Offset(in: lines[line])
        var client = ScriptedClient()
        try client.open(path)
        // "text" -> "txet": the two middle letters replaced, as a keystroke pair would.
        client.change(
            path, version: 2,
            [.object([("range", ScriptedClient.range(line, column + 1, line, column + 3)), ("text", .string("xe"))])])
        let actions = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(path)))])),
                ("range", ScriptedClient.range(line, column, line, column)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        client.shutdownAndExit()
        let outcome = try client.run()

        let finding = try XCTUnwrap(
            outcome.before(actions).last(path)?.first { $0["code"]?.string == "views.unknown-attribute" })
        XCTAssertTrue(finding["message"]?.string?.contains("'txet'") == true, "\(finding)")
        XCTAssertEqual(finding["severity"]?.number, 2)
        XCTAssertEqual(finding["range"]?["start"]?["line"]?.number, Double(line))
        XCTAssertEqual(finding["range"]?["start"]?["character"]?.number, Double(column))
        XCTAssertEqual(finding["range"]?["end"]?["character"]?.number, Double(column + 4), "the whole name")

        let action = try XCTUnwrap(outcome.result(actions)?.array?.first)
        XCTAssertEqual(action["kind"]?.string, "quickfix")
        let change = try XCTUnwrap(action["edit"]?["documentChanges"]?.array?.first)
        XCTAssertEqual(change["textDocument"]?["uri"]?.string, ScriptedClient.uri(path))
        XCTAssertEqual(change["textDocument"]?["version"]?.number, 2, "made for the text at version 2")
        let edit = try XCTUnwrap(change["edits"]?.array?.first)
        XCTAssertEqual(edit["newText"]?.string, "text")
        XCTAssertEqual(edit["range"]?["start"]?["character"]?.number, Double(column))
        XCTAssertEqual(edit["range"]?["end"]?["character"]?.number, Double(column + 4))
    }

    /// `--fix` deletes junk from a folder: the quick fix on an open `.DS_Store` deletes it.
    func testJunkInTheFolderHasAQuickFixThatDeletesIt() throws {
        let bundle = try unpackedSelphID()
        let junk = bundle.appendingPathComponent("resources/.DS_Store").path
        try Data("Bud1".utf8).write(to: URL(fileURLWithPath: junk))
        var client = ScriptedClient()
        try client.open(junk)
        let actions = client.request(
            "textDocument/codeAction",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(junk)))])),
                ("range", ScriptedClient.range(0, 0, 0, 0)),
                ("context", .object([("diagnostics", .array([]))])),
            ]))
        client.shutdownAndExit()
        let outcome = try client.run()

        let finding = try XCTUnwrap(outcome.before(actions).last(junk)?.first { $0["code"]?.string == "zip.junk" })
        XCTAssertTrue(finding["message"]?.string?.contains(".DS_Store") == true, "\(finding)")
        let action = try XCTUnwrap(outcome.result(actions)?.array?.first, "\(outcome)")
        XCTAssertEqual(action["kind"]?.string, "quickfix")
        let change = try XCTUnwrap(action["edit"]?["documentChanges"]?.array?.first)
        XCTAssertEqual(change["kind"]?.string, "delete")
        XCTAssertEqual(change["uri"]?.string, ScriptedClient.uri(junk))
        XCTAssertTrue(FileManager.default.fileExists(atPath: junk), "the editor deletes it, not the server")
    }

    /// A finding about a folder (`__MACOSX/`) is never published at the folder's URI: at the
    /// bundle's widget.xml, or without one at a file of the folder, the folder named.
    func testAFolderFindingIsPublishedAtAFileNamingTheFolder() throws {
        let root = try folder([
            "bundle/strings/strings.xml": strings("<token id=\"Tip\">Front</token>\n"),
            "bundle/__MACOSX/._strings.xml": "x",
        ])
        let stringsPath = root.appendingPathComponent("bundle/strings/strings.xml").path
        var client = ScriptedClient()
        try client.open(stringsPath)
        client.shutdownAndExit()
        let outcome = try client.run()
        let uris = outcome.messages.compactMap { $0["params"]?["uri"]?.string }
        XCTAssertFalse(uris.contains { $0.hasSuffix("/") }, "\(uris)")
        let junk = try XCTUnwrap(outcome.last(root.appendingPathComponent("bundle/__MACOSX/._strings.xml").path))
        XCTAssertTrue(
            junk.contains {
                $0["code"]?.string == "zip.junk" && $0["message"]?.string?.hasPrefix("'__MACOSX/' holds") == true
            },
            "\(junk)")
    }

    func testRemovingATokenFromStringsUpdatesTheWidgetAndPuttingItBackClearsIt() throws {
        let root = try folder([
            "bundle/widget.xml": widget(
                "<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" text=\"Tip\"/>\n</view>\n"),
            "bundle/strings/strings.xml": strings("<token id=\"Tip\">Front</token>\n"),
        ])
        let widgetPath = root.appendingPathComponent("bundle/widget.xml").path
        let stringsPath = root.appendingPathComponent("bundle/strings/strings.xml").path
        var client = ScriptedClient()
        try client.open(widgetPath)
        try client.open(stringsPath)
        let opened = client.request("shutdown")  // answered after the findings of the open files
        _ = opened
        let outcomeOpened = try client.run()
        XCTAssertEqual(outcomeOpened.last(widgetPath)?.count, 0, "a clean widget: an empty list")

        var editing = ScriptedClient()
        try editing.open(widgetPath)
        try editing.open(stringsPath)
        let before = editing.at("textDocument/hover", widgetPath, line: 0, character: 0)
        // The token's line removed (line 2, from 0).
        editing.change(
            stringsPath, version: 2, [.object([("range", ScriptedClient.range(2, 0, 3, 0)), ("text", .string(""))])])
        let removed = editing.at("textDocument/hover", widgetPath, line: 0, character: 0)
        editing.change(
            stringsPath, version: 3,
            [
                .object([
                    ("range", ScriptedClient.range(2, 0, 2, 0)), ("text", .string("<token id=\"Tip\">Front</token>\n")),
                ])
            ])
        let restored = editing.at("textDocument/hover", widgetPath, line: 0, character: 0)
        editing.shutdownAndExit()
        let outcome = try editing.run()
        XCTAssertEqual(outcome.before(before).last(widgetPath)?.count, 0)
        XCTAssertEqual(
            outcome.before(removed).last(widgetPath)?.map(\.codeAndLine), ["views.undefined-token:4"],
            "widget.xml, which was not edited, is published again")
        XCTAssertEqual(outcome.before(restored).last(widgetPath)?.count, 0, "an empty list once fixed")
    }

    func testTheConfigurationInlineSuppressionsAndABaselineApplyAsInValidate() throws {
        let typo = "<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" icon_algn=\"BOTTOM\"/>\n</view>\n"
        let root = try folder([
            "plain/widget.xml": widget(typo),
            "configured/widget.xml": widget(typo),
            "configured/.idv-res.json": "{\"rules\": {\"views.unknown-attribute\": \"error\"}}\n",
            "off/widget.xml": widget(typo),
            "off/.idv-res.json": "{\"rules\": {\"views.unknown-attribute\": \"off\"}}\n",
            "suppressed/widget.xml": widget(
                "<view id=\"CaptureIDFront\">\n<!-- idv-res-disable-next-line views.unknown-attribute -->\n"
                    + "<labeledIcon id=\"tip\" icon_algn=\"BOTTOM\"/>\n</view>\n"),
        ])
        var client = ScriptedClient()
        for name in ["plain", "configured", "off", "suppressed"] {
            try client.open(root.appendingPathComponent(name + "/widget.xml").path)
        }
        client.shutdownAndExit()
        let outcome = try client.run()
        func severities(_ name: String) -> [Double] {
            (outcome.last(root.appendingPathComponent(name + "/widget.xml").path) ?? []).compactMap {
                $0["severity"]?.number
            }
        }
        XCTAssertEqual(severities("plain"), [2])
        XCTAssertEqual(severities("configured"), [1])
        XCTAssertEqual(severities("off"), [])
        XCTAssertEqual(severities("suppressed"), [])

        // A baseline recorded by validate absorbs the finding.
        let plain = root.appendingPathComponent("plain").path
        let baselinePath = root.appendingPathComponent("baseline.json").path
        try Data(Baseline(recording: ResourceValidator.validate([plain])).render().utf8).write(
            to: URL(fileURLWithPath: baselinePath))
        var baselined = ScriptedClient()
        try baselined.open(plain + "/widget.xml")
        baselined.shutdownAndExit()
        let absorbed = try baselined.run(ServerSettings(baselinePath: baselinePath))
        XCTAssertEqual(absorbed.last(plain + "/widget.xml")?.count, 0)
    }

    /// A UTF-16 strings file of the real bundle, open or not, has the findings and ranges its
    /// UTF-8 copy has: the editor's text is served as its file is saved, a file that is not
    /// open is positioned in its decoded text.
    func testAUTF16FileIsServedAndPositionedAsItsText() throws {
        let bundle = try unpackedSelphID()
        let path = bundle.appendingPathComponent("strings/strings.es.xml").path
        let widget = bundle.appendingPathComponent("widget.xml").path
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("    <token id=\"año\">Sí, señor 🇪🇸</token><token id=\"button_repeat\">Otra</token>", at: 4)
        let text = lines.joined(separator: "\n")
        func published(opening file: String, _ bytes: [UInt8]) throws -> [String] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            var client = ScriptedClient()
            try client.open(file, text: file == path ? text : nil)
            client.shutdownAndExit()
            return try XCTUnwrap(client.run().last(path), "nothing published for \(path)").map {
                let start = $0["range"]?["start"]
                let (line, character) = (Int(start?["line"]?.number ?? -1), Int(start?["character"]?.number ?? -1))
                return "\($0["code"]?.string ?? ""):\(line):\(character)"
            }
        }
        let utf8 = try published(opening: path, Array(text.utf8))
        XCTAssertTrue(utf8.contains("translations.duplicate-token:4:49"), "\(utf8)")
        let utf16 = TestEncoding.utf16LE.bytes(TestEncoding.utf16LE.xml(text))
        XCTAssertEqual(try published(opening: path, utf16), utf8, "open")
        XCTAssertEqual(try published(opening: widget, utf16), utf8, "not open")
    }

    func testFullSyncReplacesTheTextAndDidSaveRereadsTheBundle() throws {
        let root = try folder(["bundle/widget.xml": widget("<view id=\"CaptureIDFront\"/>\n")])
        let path = root.appendingPathComponent("bundle/widget.xml").path
        var client = ScriptedClient()
        try client.open(path)
        let clean = client.at("textDocument/hover", path, line: 0, character: 0)
        client.change(
            path, version: 2,
            [
                .object([
                    ("text", .string(widget("<view id=\"CaptureIDFront\">\n<labeledIcon vlaue=\"x\"/>\n</view>\n")))
                ])
            ])
        let typo = client.at("textDocument/hover", path, line: 0, character: 0)
        client.notify(
            "textDocument/didSave",
            .object([
                ("textDocument", .object([("uri", .string(ScriptedClient.uri(path)))])),
                ("text", .string(widget("<view id=\"CaptureIDFront\"/>\n"))),
            ]))
        client.shutdownAndExit()
        let outcome = try client.run()
        XCTAssertEqual(outcome.before(clean).last(path)?.count, 0)
        XCTAssertEqual(outcome.before(typo).last(path)?.compactMap { $0["code"]?.string }, ["views.unknown-attribute"])
        XCTAssertEqual(outcome.last(path)?.count, 0)
        let versions = outcome.messages.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
            .compactMap { $0["params"]?["version"]?.number }
        XCTAssertEqual(versions, [1, 2, 2])
    }

    func testALocalizableTableIsCheckedWithItsAppFolderFromTheEditorsText() throws {
        let root = try folder([
            "App/Resources/en.lproj/Localizable.strings": "\"selphid_component_tip_title\" = \"Photo\";\n",
            "App/Resources/es.lproj/Localizable.strings": "\"selphid_component_tip_title\" = \"Foto\";\n",
        ])
        let path = root.appendingPathComponent("App/Resources/es.lproj/Localizable.strings").path
        var client = ScriptedClient()
        // The disk copy is clean; the editor's text repeats the key.
        try client.open(
            path,
            text:
                "\"selphid_component_tip_title\" = \"Foto\";\n\"selphid_component_tip_title\" = \"Foto del documento\";\n"
        )
        client.shutdownAndExit()
        let outcome = try client.run()
        XCTAssertEqual(outcome.last(path)?.map(\.codeAndLine), ["localizable.duplicate-key:2"])
    }
}
