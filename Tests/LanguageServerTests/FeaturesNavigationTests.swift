import Diagnostics
import Foundation
import ResourceBundle
import XCTest

@testable import LanguageServer

/// References, rename and inlay hints on the real SelphID bundle, each place checked by
/// reading the bytes it names.
final class FeaturesNavigationTests: XCTestCase {
    /// The bytes a target names in the bundle's file.
    private func written(_ target: DefinitionTarget, in bundle: RealBundle) throws -> String {
        let line = Array(try bundle.line(target.line, of: target.path).utf8)
        return String(decoding: line.dropFirst(target.column - 1).prefix(target.length), as: UTF8.self)
    }

    func testATokensReferencesAreItsUsesInTheWidgetAndItsIDInEveryStringsFile() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let (value, _, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))
        let request = bundle.request("widget.xml", widget, at: value + 2)
        let all = LanguageFeatures.references(request, includeDeclaration: true)
        let uses = LanguageFeatures.references(request, includeDeclaration: false)
        XCTAssertEqual(
            Set(all.filter { $0.path != "widget.xml" }.map(\.path)), Set(try bundle.stringsFiles(with: token)))
        XCTAssertEqual(uses.map(\.path), Array(repeating: "widget.xml", count: uses.count), "no declaration")
        XCTAssertEqual(
            uses.count, RealText.count(of: "=\"\(token)\"", in: widget), "every reference, none in a comment")
        for target in all { XCTAssertEqual(try written(target, in: bundle), token, "\(target)") }

        // From the strings file: the same places.
        let strings = try bundle.text("strings/strings.xml")
        let id = try XCTUnwrap(RealText.offset(after: "<token id=\"\(token)", in: strings))
        let fromStrings = LanguageFeatures.references(
            bundle.request("strings/strings.xml", strings, at: id - 1), includeDeclaration: true)
        XCTAssertEqual(fromStrings, all)
    }

    func testAResourcesReferencesAreItsUsesInTheWidgetAndItsFiles() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: " icon=\"IDIconSMFront", in: widget))
        let all = LanguageFeatures.references(bundle.request("widget.xml", widget, at: value), includeDeclaration: true)
        let files = all.filter { $0.path.hasPrefix("resources/") }
        XCTAssertFalse(files.isEmpty)
        XCTAssertTrue(files.allSatisfy { $0.path.hasSuffix("dpi/IDIconSMFront.png") && $0.line == 1 && $0.length == 0 })
        let uses = all.filter { $0.path == "widget.xml" }
        XCTAssertEqual(uses.count, RealText.count(of: "\"IDIconSMFront.png\"", in: widget))
        for use in uses { XCTAssertEqual(try written(use, in: bundle), "IDIconSMFront.png") }
    }

    /// The token renamed everywhere (its `_alt` text too), the bundle validated again: no
    /// reference is left undefined, no `_alt` text describes nothing, and the findings are
    /// those before, less none and plus none.
    func testARenamedTokenIsRenamedInEveryStringsFileAndEveryReference() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let before = ResourceValidator.validate([bundle.folder.path]).inputs[0].diagnostics
        let widget = try bundle.text("widget.xml")
        let (value, _, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))
        let edits = try TokenRename.edits(bundle.request("widget.xml", widget, at: value), newName: "Renamed_1").get()
        let renamed = edits.filter { $0.newText == "Renamed_1" }
        XCTAssertEqual(
            renamed.count, try bundle.stringsFiles(with: token).count + RealText.count(of: "=\"\(token)\"", in: widget))
        XCTAssertEqual(
            edits.filter { $0.newText == "Renamed_1_alt" }.map(\.place.path),
            try bundle.stringsFiles(with: token + "_alt"), "\(token)_alt in strings.es.xml follows")
        XCTAssertFalse(try bundle.stringsFiles(with: token + "_alt").isEmpty)
        try bundle.apply(edits)
        let after = ResourceValidator.validate([bundle.folder.path]).inputs[0].diagnostics
        let expected = before.map {
            $0.ruleID + " "
                + $0.message.replacingOccurrences(of: "'\(token)'", with: "'Renamed_1'")
                .replacingOccurrences(of: "'\(token)_alt'", with: "'Renamed_1_alt'")
        }
        XCTAssertEqual(after.map { $0.ruleID + " " + $0.message }.sorted(), expected.sorted())
        XCTAssertEqual(RealText.count(of: "\"\(token)\"", in: try bundle.text("strings/strings.xml")), 0)
    }

    func testARenameToATakenOrUnwritableNameIsRefusedWithWhy() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let (value, _, _) = try XCTUnwrap(RealText.firstTokenReference(in: widget))
        let request = bundle.request("widget.xml", widget, at: value)
        func refusal(_ name: String) -> String? {
            if case .failure(let refusal) = TokenRename.edits(request, newName: name) { return refusal.message }
            return nil
        }
        let strings = try bundle.text("strings/strings.xml")
        let line = try XCTUnwrap(RealText.offset(of: "<token id=\"button_repeat\"", in: strings)).lineNumber(
            in: strings)
        XCTAssertEqual(
            refusal("button_repeat"), "'button_repeat' is already a token (strings/strings.xml:\(line)): not renamed")
        XCTAssertEqual(refusal("a b"), "'a b' cannot be a token id: it holds a space or control character")
        XCTAssertEqual(refusal("x<y"), "'x<y' cannot be a token id: it holds '<'")
        XCTAssertEqual(refusal(""), "a token id cannot be empty")
        // A resource is not renamed; plain markup has nothing to rename.
        let icon = try XCTUnwrap(RealText.offset(after: " icon=\"", in: widget))
        guard case .failure(let resource)? = TokenRename.prepare(bundle.request("widget.xml", widget, at: icon)) else {
            return XCTFail("a resource is refused with a message")
        }
        XCTAssertTrue(resource.message.contains("is a resource file"), resource.message)
        XCTAssertNil(TokenRename.prepare(bundle.request("widget.xml", widget, at: 0)))
    }

    /// After each token reference, its default text on one line, cut at 40 characters.
    func testInlayHintsShowTheDefaultTextAfterEachTokenReference() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let hints = LanguageFeatures.inlayHints(bundle.request("widget.xml", widget, at: 0), in: 0..<widget.count)
        XCTAssertGreaterThan(hints.count, 20)
        let (_, close, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))
        let first = try XCTUnwrap(hints.first)
        XCTAssertEqual(first.offset, close + 1, "after the closing quote")
        XCTAssertEqual(first.label, "Please capture document's front", token)
        XCTAssertTrue(hints.allSatisfy { widget[$0.offset - 1] == UInt8(ascii: "\"") })
        XCTAssertTrue(hints.allSatisfy { $0.label.count <= 41 && !$0.label.contains("\n") })
        let inFirstHalf = LanguageFeatures.inlayHints(
            bundle.request("widget.xml", widget, at: 0), in: 0..<widget.count / 2)
        XCTAssertEqual(inFirstHalf, hints.filter { $0.offset <= widget.count / 2 })
        XCTAssertEqual(
            TokenHints.label(String(repeating: "abcd ", count: 10)), String(repeating: "abcd ", count: 8) + "…")
    }
}

extension RealBundle {
    /// The strings files of the bundle that define `token`.
    func stringsFiles(with token: String) throws -> [String] {
        try ["strings/strings.xml", "strings/strings.es.xml", "strings/strings.pt.xml"].filter {
            RealText.offset(of: "<token id=\"\(token)\"", in: try text($0)) != nil
        }
    }

    /// Writes each edit's text over its place, as an editor applies a rename.
    func apply(_ edits: [TokenRename.Edit]) throws {
        for (path, edits) in Dictionary(grouping: edits, by: \.place.path) {
            var text = try self.text(path)
            let lines = TextPositions(text)
            for edit in edits.sorted(by: { ($0.place.line, $0.place.column) > ($1.place.line, $1.place.column) }) {
                let start = lines.offset(line1: edit.place.line, column1: edit.place.column)
                text = RealText.replacing(start..<start + edit.place.length, with: edit.newText, in: text)
            }
            try Data(text).write(to: folder.appendingPathComponent(path))
        }
    }
}

extension RealText {
    /// How many times `needle` occurs outside comments (one pass over the text).
    static func count(of needle: String, in text: [UInt8]) -> Int {
        let wanted = Array(needle.utf8)
        let open = Array("<!--".utf8)
        let close = Array("-->".utf8)
        func at(_ bytes: [UInt8], _ index: Int) -> Bool {
            index + bytes.count <= text.count && text[index..<index + bytes.count].elementsEqual(bytes)
        }
        var count = 0
        var inComment = false
        for index in text.indices {
            if !inComment, at(wanted, index) { count += 1 }
            if at(open, index) { inComment = true }
            if at(close, index) { inComment = false }
        }
        return count
    }
}

extension Int {
    /// The line (from 1) of this byte offset.
    func lineNumber(in text: [UInt8]) -> Int { text[..<self].filter { $0 == 0x0A }.count + 1 }
}
