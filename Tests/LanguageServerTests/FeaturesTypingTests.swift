import Foundation
import XCTest

@testable import LanguageServer

/// The features on text as it is while typing: every cut of a real widget.xml and of a real
/// document model, the cursor at the cut, and the lexer's reading of half-typed markup.
final class FeaturesTypingTests: XCTestCase {
    /// The real widget cut at every byte of a region (the file then ends at the cursor, as
    /// while typing it from the top): no request fails, and inside each `text="` typed so far
    /// the tokens with what was typed are offered.
    func testEveryCutOfARealWidgetAnswers() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let start = try XCTUnwrap(RealText.offset(of: "<labeledIcon ", in: widget))
        let end = try XCTUnwrap(RealText.offset(after: "/>", in: widget, from: start))
        let value = try XCTUnwrap(RealText.offset(after: " text=\"", in: widget, from: start))
        let close = try XCTUnwrap(widget[value...].firstIndex(of: UInt8(ascii: "\"")))
        let token = String(decoding: widget[value..<close], as: UTF8.self)
        for cut in start...end {
            let text = Array(widget[..<cut])
            let request = bundle.request("widget.xml", text, at: cut)
            let candidates = LanguageFeatures.completions(request)
            _ = LanguageFeatures.hover(request)
            _ = LanguageFeatures.definitions(request)
            for candidate in candidates {
                if let range = candidate.replacing {
                    XCTAssertTrue(range.lowerBound <= cut && range.upperBound <= text.count, "cut \(cut)")
                }
            }
            if (value...close).contains(cut) {
                XCTAssertTrue(candidates.contains { $0.label == token }, "cut \(cut): \(candidates.map(\.label))")
            }
        }
    }

    /// A real document model cut inside a real ML program: the variable completions of a read
    /// still come from the program written so far.
    func testACutRealModelStillOffersItsVariables() throws {
        let bundle = try RealBundle("history/and-57b3dc40cb4b.zip")
        defer { bundle.remove() }
        let path = "documents/DocumentDL_All.xml"
        let model = try bundle.text(path)
        let read = try XCTUnwrap(RealText.offset(after: "<rejectIfNotValid src=\"", in: model))
        let variables = LanguageFeatures.completions(bundle.request(path, Array(model[..<read]), at: read))
        XCTAssertFalse(variables.isEmpty)
        let before = String(decoding: model[..<read], as: UTF8.self)
        let program = try XCTUnwrap(before.ranges(of: "<ML").last)
        // Each is a value written in the program (`dst=`, or `src=` of findLineMatch, which
        // writes the matching line there); the last `dst=` before the cut is among them.
        for variable in variables {
            XCTAssertTrue(before[program.lowerBound...].contains("=\"\(variable.label)\""), variable.label)
        }
        let lastWrite = try XCTUnwrap(before.ranges(of: " dst=\"").last)
        let written = before[lastWrite.upperBound...].prefix { $0 != "\"" }
        XCTAssertTrue(variables.contains { $0.label == written }, String(written))
    }

    /// The lexer on half-typed markup: an open quote, a tag cut short, an unclosed comment.
    func testTheLexerReadsHalfTypedMarkup() {
        func place(_ text: String, _ marker: Character = "|") -> CursorContext {
            guard let marker = text.firstIndex(of: marker) else {
                return CursorContext(Array(text.utf8), offset: text.utf8.count)
            }
            let offset = text[..<marker].utf8.count
            var bytes = Array(text.utf8)
            bytes.remove(at: offset)
            return CursorContext(bytes, offset: offset)
        }
        let open = place("<root version=\"1.3\"><view id=\"A\">\n<button text=\"ab|\n  font=\"x.ttf\"/>")
        XCTAssertEqual(open.place, .attributeValue(index: 0))
        XCTAssertEqual(open.lexer.text(open.word), "ab")
        XCTAssertEqual(open.parentName, "view")
        XCTAssertEqual(open.otherAttributeNames, ["font"], "the next attribute is read as itself")

        let cut = place("<root><view id=\"A\"><but|")
        XCTAssertEqual(cut.place, .elementName)
        XCTAssertEqual(cut.lexer.text(cut.typed), "but")
        XCTAssertEqual(cut.ancestors.map { cut.lexer.text($0.nameRange) }, ["root", "view"])

        let comment = place("<root><!-- <button |")
        XCTAssertEqual(comment.place, .comment)
        let closed = place("<root><view></view><|")
        XCTAssertEqual(closed.parentName, "root")
        XCTAssertEqual(place("<root a='1' |/>").place, .attributeName)
        XCTAssertEqual(place("").place, .text)
        XCTAssertEqual(place("|<").place, .text)
    }

    /// Markdown escaping: markup characters shown as themselves, line breaks kept.
    func testMarkdownEscaping() {
        XCTAssertEqual(Markdown.escaped("<b>*x*</b> & [y](z)"), "\\<b\\>\\*x\\*\\</b\\> \\& \\[y\\](z)")
        XCTAssertEqual(Markdown.escaped("- a\n1. b\n# c"), "\\- a\\\n1\\. b\\\n\\# c")
        XCTAssertEqual(Markdown.code("a`b"), "``a`b``")
        XCTAssertEqual(Markdown.code("`x"), "`` `x ``")
    }

    /// What a client without Markdown shows: the text the Markdown was written from, whatever
    /// it held; emphasis marks gone, a list item's broken line indented under it.
    func testMarkdownReadAsPlainTextGivesBackTheText() {
        let hostile = [
            "<b>*x*</b> & [y](z)", "- a\n1. b\n# c", "a\\b `c` **d** _e_ | ~f~ !g", "1) x", "=== \\\n+ y",
            "Please capture\ndocument's front", "a * b ** c", "`", "``", "\\",
        ]
        for text in hostile {
            XCTAssertEqual(Markdown.plain(Markdown.escaped(text)), text, text)
            XCTAssertEqual(Markdown.plain(Markdown.code(text)), text.replacingOccurrences(of: "\n", with: " "), text)
        }
        XCTAssertEqual(Markdown.plain("**es** (*error*): x"), "es (error): x")
        XCTAssertEqual(Markdown.plain("- **default**: a\\\nb\nc"), "- default: a\n  b\nc")
    }
}
