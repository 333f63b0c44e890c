import Diagnostics
@testable import ModelsXML
import XCTest

final class ViewsModelTests: XCTestCase {
    func model(_ text: String) throws -> WidgetModel {
        let (root, issue) = XMLTree.parse(Array(text.utf8))
        XCTAssertNil(issue)
        return WidgetModel(root: try XCTUnwrap(root))
    }

    func check(_ text: String) throws -> [Diagnostic] {
        let sink = DiagnosticSink()
        ViewsChecker.check(try model(text), file: Location(file: "widget.xml"), into: sink)
        return sink.diagnostics
    }

    func testValueKinds() {
        XCTAssertNil(ViewsValueKinds.problem("#3167FC99", kind: .color))
        XCTAssertNotNil(ViewsValueKinds.problem("#12345", kind: .color))
        XCTAssertEqual(ViewsValueKinds.problem("3167FC", kind: .color)?.1, "#3167FC")
        XCTAssertNil(ViewsValueKinds.problem("-0.5", kind: .number))
        XCTAssertNotNil(ViewsValueKinds.problem("big", kind: .number))
        XCTAssertNotNil(ViewsValueKinds.problem("1.2.3", kind: .number))
        XCTAssertEqual(ViewsValueKinds.problem("center", kind: .enumeration(["CENTER", "LEFT"]))?.1, "CENTER")
        XCTAssertNil(ViewsValueKinds.problem("", kind: .resource(.image)), "empty means none")
        XCTAssertNotNil(ViewsValueKinds.problem("Poppins.ttf", kind: .resource(.image)))
        XCTAssertEqual(ViewsValueKinds.problem(".png", kind: .fileExtension)?.1, "png")
    }

    func testContentFollowsContentType() throws {
        let widget = try model("""
            <facephi-widget-conf version="1.1"><view id="A">
            <title id="t" content="Logo.png" content_type="RESOURCE_ID"/>
            <button id="b" content="button_next" content_type="TEXT_ID" content_resource="anext.png" content_text="button_next"/>
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(widget.resourceReferences.map(\.name), ["Logo.png", "anext.png"])
        XCTAssertEqual(widget.tokenReferences.map(\.token), ["button_next", "button_next"])
    }

    func testFrameNamesUseTheWidthOfStart() throws {
        let widget = try model("""
            <facephi-widget-conf version="1.1"><view id="A">
            <animation id="m" name_r="Arrow_000" ext="png" start="00" end="11"/>
            </view></facephi-widget-conf>
            """)
        let frames = try XCTUnwrap(widget.animations.first).frameNames(prefix: "Arrow_000")
        XCTAssertEqual(frames.count, 12)
        XCTAssertEqual(frames.first, "Arrow_00000.png")
        XCTAssertEqual(frames.last, "Arrow_00011.png")
    }

    func testVocabularyIsPerVersion() throws {
        let found = try check("""
            <facephi-widget-conf version="1.1"><view id="A">
            <labeledIcon id="x"/>
            <results id="r" fontResult_size="30.0"/>
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(found.map(\.ruleID), ["views.unknown-element"])
        XCTAssertTrue(found[0].message.contains("not used by widget version 1.1 (known in 1.3)"), found[0].message)
        XCTAssertEqual(found[0].location.line, 2)
    }

    func testObservedWordsWarnAndCaseSlipsFail() throws {
        let found = try check("""
            <facephi-widget-conf version="1.3" camera_scale="aspect_fill"><view id="A">
            <imageBackground id="bg" image="" scale="SCALE_FIT"/>
            <labeledIcon id="t" align="MIDDLE"/>
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(found.map(\.ruleID), ["views.invalid-value", "views.unknown-enum-value", "views.invalid-value"])
        XCTAssertEqual(found[0].suggestion, "ASPECT_FILL")
        XCTAssertEqual(found.map(\.location.line), [1, 2, 3])
        XCTAssertEqual(found[2].location.column, 21, "at the attribute name")
    }

    func testTranslationsChecker() throws {
        let (root, _) = XMLTree.parse(Array("<translations>\n<token id=\"a\">x</token>\n<token id=\"a\"> </token>\n<tokn id=\"b\"/>\n</translations>".utf8))
        let file = TranslationsFile(root: try XCTUnwrap(root), language: "es")
        let sink = DiagnosticSink()
        TranslationsChecker.check(file, at: Location(file: "strings.es.xml"), into: sink)
        XCTAssertEqual(sink.diagnostics.map(\.ruleID), ["translations.invalid-structure", "translations.duplicate-token", "translations.empty-value"])
        XCTAssertEqual(sink.diagnostics.map(\.location.line), [4, 3, 3])
    }
}
