import Foundation
import XCTest

@testable import ModelsXML
@testable import Preview

/// The colour arithmetic behind our own text colours (WCAG 2 luminance and contrast), the
/// backdrop a state text takes from its element, and the texts the SDK looks up by name.
final class PreviewColourTests: XCTestCase {
    func testContrastIsWCAGs() throws {
        XCTAssertEqual(PreviewColour.white.contrast(with: .black), 21, accuracy: 0.001)
        XCTAssertEqual(PreviewColour.white.contrast(with: .white), 1, accuracy: 0.001)
        // #777777 on white is the classic just-below-AA grey; #767676 the first that passes.
        XCTAssertEqual(try XCTUnwrap(PreviewColour("#777777")).contrast(with: .white), 4.48, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(PreviewColour("#767676")).contrast(with: .white), 4.54, accuracy: 0.01)
        let translucent = try XCTUnwrap(PreviewColour("#FFFFFF80"))
        XCTAssertEqual(translucent.alpha, 128.0 / 255, accuracy: 0.001)
        XCTAssertEqual(translucent.over(.black).red, 128, accuracy: 0.5)
        XCTAssertNil(PreviewColour("red"))
        XCTAssertNil(PreviewColour("#FFF"))
    }

    /// Light text on dark or saturated colours, dark text on light ones; a gradient is judged by
    /// its worst stop.
    func testOurTextColourReadsOnItsBackdrop() throws {
        func ink(_ colours: String...) -> String { PreviewColour.inkClass(on: colours.compactMap(PreviewColour.init)) }
        XCTAssertEqual(ink("#FFFFFF"), "ink-dark")
        XCTAssertEqual(ink("#F9F9F9"), "ink-dark")
        XCTAssertEqual(ink("#000000"), "ink-light")
        XCTAssertEqual(ink("#7636FC"), "ink-light", "the spring-2024 purple")
        XCTAssertEqual(ink("#FFFFFF", "#3167FC"), "ink-dark", "white to blue: dark text, 3.9:1 at worst; white 1:1")
        XCTAssertEqual(ink("#7636FC", "#1D2330"), "ink-light", "purple to navy")
        XCTAssertEqual(PreviewColour.inkClass(on: []), "ink-light", "nothing known: the phone's black")
    }

    private func view(_ body: String) throws -> WidgetView {
        let (root, issue) = XMLTree.parse(Array(widget(body, version: "1.1").utf8))
        XCTAssertNil(issue)
        return try XCTUnwrap(WidgetModel(root: try XCTUnwrap(root)).views.first)
    }

    /// A state text's backdrop: the view's background (the 1.1 widgets' four stops a gradient),
    /// the panel that holds its element, the button itself; over the camera it is marked.
    func testAStateTextTakesTheBackdropOfItsElement() throws {
        let selfie = try view(
            """
            <view id="Results">
            <background id="background" top="#FFFFFF" middle_top="#FFFFFF" middle_bottom="#FFFFFF" bottom="#F0F0F0"/>
            <panel id="infoPanel" color="#3167FC"/>
            <text id="info" text="info"/>
            <button id="next" background="#00000000" foreground="#3167FC"/>
            <camera id="camera"/>
            </view>

            """)
        var backdrop = PreviewBackdrop.view(selfie)
        XCTAssertEqual(
            backdrop.css,
            "linear-gradient(180deg,rgb(255,255,255),rgb(255,255,255),rgb(255,255,255),rgb(240,240,240)),rgb(0,0,0)")
        XCTAssertEqual(backdrop.inkClass, "ink-dark")
        XCTAssertTrue(backdrop.overPicture, "the camera is under it")
        let panel = try XCTUnwrap(PreviewBackdrop.layer(of: selfie.elements[1]))
        backdrop.paint(panel)
        XCTAssertEqual(backdrop.inkClass, "ink-light", "the info text on its blue panel")
        XCTAssertNil(PreviewBackdrop.layer(of: selfie.elements[3]), "a transparent button paints nothing")
        XCTAssertNil(PreviewBackdrop().css, "nothing of the bundle's: our black")
    }
}
