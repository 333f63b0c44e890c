import Diagnostics
import ResourceBundle
import XCTest

@testable import ModelsXML

final class ViewsModelTests: XCTestCase {
    func model(_ text: String) throws -> WidgetModel {
        let (root, issue) = XMLTree.parse(Array(text.utf8))
        XCTAssertNil(issue)
        return WidgetModel(root: try XCTUnwrap(root))
    }

    func check(_ text: String) throws -> [Diagnostic] {
        let sink = DiagnosticSink()
        WidgetWalk.check(
            try model(text), file: Location(file: "widget.xml"), rules: WidgetWalk.registeredRules, into: sink)
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
        let widget = try model(
            """
            <facephi-widget-conf version="1.1"><view id="A">
            <title id="t" content="Logo.png" content_type="RESOURCE_ID"/>
            <button id="b" content="button_next" content_type="TEXT_ID" content_resource="anext.png" content_text="button_next"/>
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(widget.resourceReferences.map(\.name), ["Logo.png", "anext.png"])
        XCTAssertEqual(widget.tokenReferences.map(\.token), ["button_next", "button_next"])
    }

    func testFrameNamesUseTheWidthOfStart() throws {
        let widget = try model(
            """
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
        let found = try check(
            """
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
        let found = try check(
            """
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

    func testTranslationsWalkOfOneFile() throws {
        let (root, _) = XMLTree.parse(
            Array(
                "<translations>\n<token id=\"a\">x</token>\n<token id=\"a\"> </token>\n<tokn id=\"b\"/>\n</translations>"
                    .utf8))
        let file = TranslationsFile(root: try XCTUnwrap(root), language: "es")
        let sink = DiagnosticSink()
        let input = TranslationsInput(
            path: "strings.es.xml", file: file, location: Location(file: "strings.es.xml"), name: "strings.es.xml")
        TranslationsWalk.check([input], rules: TranslationsWalk.registeredRules, into: sink)
        XCTAssertEqual(
            sink.diagnostics.map(\.ruleID),
            ["translations.invalid-structure", "translations.duplicate-token", "translations.empty-value"])
        XCTAssertEqual(sink.diagnostics.map(\.location.line), [4, 3, 3])
    }

    func testResourceListsAreSplitAndLocatedPerFile() throws {
        let widget = try model(
            """
            <facephi-widget-conf version="1.1"><view id="A">
            <video id="v" value="Boy.mp4, Girl.mp4,Afro.mp4 ,,"/>
            <video id="w"
                value=" One.mp4,
                Two.mp4"/>
            <video id="x" value="Solo.mp4"/>
            </view></facephi-widget-conf>
            """)
        let references = widget.resourceReferences
        XCTAssertEqual(references.map(\.name), ["Boy.mp4", "Girl.mp4", "Afro.mp4", "One.mp4", "Two.mp4", "Solo.mp4"])
        XCTAssertEqual(references.map(\.line), [2, 2, 2, 4, 5, 6])
        XCTAssertEqual(references.map(\.column), [22, 31, 40, 13, 5, 22])
        XCTAssertEqual(references[1].source, "file 2 of 3 in value on <video>")
        XCTAssertEqual(references[5].source, "value on <video>")
        XCTAssertNil(references[5].listPosition)
    }

    func testResourceListWithReferencesIsSplitAsTheSDKGetsIt() throws {
        let widget = try model(
            """
            <facephi-widget-conf version="1.1"><view id="A">
            <video id="v" value="Rock&amp;Roll.mp4,\tJazz.mp4"/>
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(widget.resourceReferences.map(\.name), ["Rock&Roll.mp4", "Jazz.mp4"])
        XCTAssertEqual(
            widget.resourceReferences.map(\.column), [22, 37], "located as if written without the reference")
    }

    func testResourceListValuesAreCheckedFileByFile() {
        XCTAssertNil(ViewsValueKinds.problem("a.mp4, b.mp4", kind: .resource(.video)))
        XCTAssertEqual(
            ViewsValueKinds.problem("a.mp4, b.png", kind: .resource(.video))?.0,
            "'b.png' in the list: expected a video file (.m4v, .mov, .mp4)")
    }

    func testFrameRangesAreParsedWithoutTrapping() throws {
        func range(_ start: String, _ end: String) throws -> FrameAnimation.Range {
            let widget = try model(
                "<facephi-widget-conf version=\"1.1\"><view id=\"A\">"
                    + "<animation id=\"m\" name=\"A_\" ext=\"png\" start=\"\(start)\" end=\"\(end)\"/></view></facephi-widget-conf>"
            )
            return try XCTUnwrap(widget.animations.first).range
        }
        XCTAssertEqual(try range("01", "36"), .frames(first: 1, last: 36, width: 2))
        XCTAssertEqual(try range("0", "9999"), .frames(first: 0, last: 9999, width: 1), "10,000 frames: still checked")
        XCTAssertEqual(try range("0", "10000"), .tooLong(count: 10001))
        XCTAssertEqual(try range("0", "9223372036854775807"), .tooLong(count: nil))
        XCTAssertEqual(try range("0", "99999999999999999999999"), .tooLong(count: nil))
        XCTAssertEqual(try range("36", "01"), .reversed)
        XCTAssertEqual(try range("-1", "3"), .invalid)
        XCTAssertEqual(try range("", "3"), .invalid)
    }

    func testFramesAreFoundByParsingNamesWithTheirPadding() throws {
        let widget = try model(
            """
            <facephi-widget-conf version="1.1"><view id="A">
            <animation id="m" name="Arrow_" ext="png" start="08" end="12"/>
            </view></facephi-widget-conf>
            """)
        let animation = try XCTUnwrap(widget.animations.first)
        let names = [
            "Arrow_08.png", "Arrow_9.png", "Arrow_10.png", "Arrow_012.png", "Arrow_13.png", "Arrow_Down_10.png",
            "Arrow_11.jpg",
            "Arrow_99999999999999999999999.png",
        ]
        XCTAssertEqual(animation.frameNumbers(prefix: "Arrow_", in: names), ["Arrow_08.png": 8, "Arrow_10.png": 10])
        XCTAssertEqual(
            animation.compactNames(prefix: "Arrow_", numbers: [9, 11, 12]), "Arrow_09.png, Arrow_11..12.png")
        XCTAssertEqual(
            animation.compactNames(prefix: "Arrow_", numbers: [1, 3, 5], limit: 2),
            "Arrow_01.png, Arrow_03.png, and 1 more ranges")
        let runs = FrameAnimation.missingRuns(of: 8...12, present: [10, 8, 99, 8])
        XCTAssertEqual(runs.map { [$0.0, $0.1] }, [[9, 9], [11, 12]])
        XCTAssertEqual(FrameAnimation.missingRuns(of: 0...9999, present: []).map { [$0.0, $0.1] }, [[0, 9999]])
        XCTAssertEqual(FrameAnimation.missingRuns(of: 1...2, present: [1, 2]).count, 0)
    }

    func testOlderGenerationIsOneNoteNotAnError() throws {
        let found = try check(
            """
            <facephi-widget-conf version="1.3"><view id="A">
            <button id="b" x="0" y="50" ax="CENTER" ay="BOTTOM" aw="CENTER" ah="BOTTOM" w="0.8" h="56" radius="500.0"/>
            <buttonImage id="i" value="exit.png" x="16" y="16" ax="LEFT" ay="TOP" aw="LEFT" ah="TOP"/>
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(found.map(\.ruleID), ["views.older-generation"])
        XCTAssertEqual(found[0].severity, .note)
        XCTAssertEqual(found[0].location.line, 2)
        XCTAssertEqual(found[0].location.column, 16, "at the first dropped attribute")
        XCTAssertTrue(found[0].message.contains("2 elements use attributes"), found[0].message)
        XCTAssertTrue(
            found[0].message.contains("radius until 2025-01-14; ah aw ax ay h w x y until 2024-04-30"), found[0].message
        )
    }

    func testCommentedOutElementIDs() throws {
        let widget = try model(
            """
            <!-- before the root -->
            <facephi-widget-conf version="1.1"><view id="A">
            <!-- <buttonImage id="button_info" value="InfoBlack.png"/> --><!--<image id="x"/><image id="y"/>-->
            </view></facephi-widget-conf>
            """)
        XCTAssertEqual(widget.commentedOutIDs, ["button_info", "x", "y"])
        XCTAssertFalse(widget.elementIDs.contains("button_info"))
    }
}
