import Foundation
import XCTest

@testable import LanguageServer

/// The outline and the colours of real files, each entry checked against the real text.
final class FeaturesOutlineTests: XCTestCase {
    private func text(_ range: Range<Int>, _ bytes: [UInt8]) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// widget.xml: its views by id, each with its elements by id (an element without one by
    /// its name); each entry selects its id.
    func testTheRealWidgetsOutlineIsItsViewsAndTheirElements() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let outline = LanguageFeatures.outline(bundle.request("widget.xml", widget, at: 0))
        let viewIDs = String(decoding: widget, as: UTF8.self).components(separatedBy: "<view id=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        XCTAssertEqual(outline.map(\.name), viewIDs)
        XCTAssertTrue(outline.allSatisfy { $0.kind == .view && text($0.range, widget).hasPrefix("<view") })
        XCTAssertTrue(outline.allSatisfy { text($0.range, widget).hasSuffix("</view>") })
        let first = try XCTUnwrap(outline.first)
        XCTAssertEqual(first.children.first?.name, "background")
        XCTAssertEqual(first.children.first?.detail, "gradientBackground")
        XCTAssertTrue(first.children.contains { $0.name == "tipCaptureFront" && $0.detail == "labeledIcon" })
        for symbol in outline + outline.flatMap(\.children) where !symbol.name.hasPrefix("<") {
            XCTAssertEqual(text(symbol.selectionRange, widget), symbol.name)
            XCTAssertTrue(symbol.range.contains(symbol.selectionRange.lowerBound))
        }
        // Cut in the middle of a view, as while typing: the views up to there, the last open.
        let cut = Array(widget[..<(widget.count / 2)])
        let partial = LanguageFeatures.outline(bundle.request("widget.xml", cut, at: 0))
        XCTAssertEqual(partial.map(\.name), Array(viewIDs.prefix(partial.count)))
        XCTAssertEqual(partial.last?.range.upperBound, cut.count)
    }

    /// A document model: its documents, their Versions (document type and MRZ type as detail)
    /// and the labels of their ML programs; strings files and DocumentRules.xml too.
    func testRealModelsStringsAndRulesHaveTheirOutlines() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let model = try bundle.text("documents/DocumentDL_All.xml")
        let outline = LanguageFeatures.outline(bundle.request("documents/DocumentDL_All.xml", model, at: 0))
        let versions = outline.flatMap(\.children)
        XCTAssertEqual(versions.count, RealText.count(of: "<Version ", in: model))
        XCTAssertTrue(outline.allSatisfy { $0.kind == .document && text($0.range, model).hasPrefix("<DocumentID") })
        XCTAssertTrue(versions.allSatisfy { $0.kind == .version && text($0.selectionRange, model) == $0.name })
        let labels = versions.flatMap(\.children)
        XCTAssertEqual(labels.count, RealText.count(of: "<label src=\"", in: model))
        let label = try XCTUnwrap(labels.first { $0.name == "no_decomposed_name" })
        XCTAssertTrue(label.detail?.hasPrefix("label in Front, <ML") == true, "\(label)")

        let strings = try bundle.text("strings/strings.xml")
        let tokens = LanguageFeatures.outline(bundle.request("strings/strings.xml", strings, at: 0))
        XCTAssertEqual(tokens.count, RealText.count(of: "<token ", in: strings))
        XCTAssertEqual(tokens.first { $0.name == "CaptureTipFront" }?.detail, "Please capture…")
        let rules = try bundle.text("documents/DocumentRules.xml")
        let ruleOutline = LanguageFeatures.outline(bundle.request("documents/DocumentRules.xml", rules, at: 0))
        XCTAssertEqual(ruleOutline.first?.name, "ITALY|ID")
        XCTAssertEqual(ruleOutline.count, RealText.count(of: "<rule ", in: rules))
    }

    /// Every colour value of the real widget, read back from its digits, and a picked colour
    /// written as the value was: six digits or eight, upper or lower case.
    func testTheRealWidgetsColoursAndTheirPresentationInTheSameNotation() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let colours = LanguageFeatures.colours(bundle.request("widget.xml", widget, at: 0))
        XCTAssertEqual(colours.count, RealText.count(of: "=\"#", in: widget))
        for colour in colours {
            let written = text(colour.range, widget)
            let alpha = written.count == 9 ? ", \(colour.alpha)" : ""
            let again = ColourValues.presentation(
                red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha, original: written)
            XCTAssertEqual(again, written, "\(written) read as \(colour.red), \(colour.green), \(colour.blue)\(alpha)")
        }
        func write(_ alpha: Double, over original: String) -> String {
            ColourValues.presentation(red: 1, green: 0.5, blue: 0, alpha: alpha, original: original)
        }
        XCTAssertEqual(write(1, over: "#3167FC"), "#FF8000")
        XCTAssertEqual(write(1, over: "#ffffff"), "#ff8000")
        XCTAssertEqual(write(1, over: "#3167FC99"), "#FF8000FF")
        XCTAssertEqual(write(0.5, over: "#3167FC"), "#FF800080", "translucent: the alpha must be written")
    }
}
