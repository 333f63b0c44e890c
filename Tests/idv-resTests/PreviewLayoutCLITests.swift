import Foundation
import Preview
import TestPrerequisites
import XCTest

/// The layout of real zips measured in headless Chromium: texts inside their panels, a flowing
/// screen pushed past the bottom by a long translation, fonts that lack a script, the index grid.
extension PreviewCLITests {
    /// The boxes our page script measures on a copy of `page` whose body asks for them.
    private func boxes(of page: URL, chromium: String) throws -> BrowserLoad {
        let html = try String(contentsOf: page, encoding: .utf8)
        let copy = page.deletingLastPathComponent().appendingPathComponent("boxes-" + page.lastPathComponent)
        try Data(html.replacingOccurrences(of: "<body>", with: "<body data-boxes>").utf8).write(to: copy)
        return BrowserLoad(copy, chromium: chromium)
    }

    /// `data-line` of the element with `data-id="<id>"` in a page, and the `data-t` of the first
    /// text drawn after it.
    private func element(_ id: String, in html: String) -> (line: String, text: String)? {
        guard let at = html.range(of: "data-id=\"\(id)\" data-line=\"") else { return nil }
        let line = html[at.upperBound...].prefix { $0 != "\"" }
        guard let text = html[at.upperBound...].range(of: "data-t=\"") else { return nil }
        return (String(line), String(html[text.upperBound...].prefix { $0 != "\"" }))
    }

    private func inside(_ inner: [Int], _ outer: [Int]) -> Bool {
        inner.count == 4 && outer.count == 4 && inner[0] >= outer[0] && inner[1] >= outer[1]
            && inner[0] + inner[2] <= outer[0] + outer[2] && inner[1] + inner[3] <= outer[1] + outer[3]
    }

    /// In and-34dbcf9994a4, the success and error texts are drawn inside the white
    /// `capturePanel` and the info text inside the blue `infoPanel` that widget.xml writes just
    /// before them (they used to be drawn below an empty bar). Then the index: equal cards in a
    /// grid, each view's findings listed under its card (and-355e60fa1aff, with findings).
    func testTextsAreDrawnInsideTheirPanelAndTheIndexIsAGridOfEqualCards() throws {
        let browser = try chromium()
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real zips' panels are not measured")
        }
        let root = try temporary()
        let site = root.appendingPathComponent("site")
        let panels = corpus.appendingPathComponent("zips/history/and-34dbcf9994a4.zip").path
        XCTAssertEqual(runCLI(["preview", panels, "-o", site.path]).status, 0)
        for view in ["CaptureIDFrontSuccess", "CaptureIDBackError"] {
            let page = site.appendingPathComponent("views/default-489dpi/\(view).html")
            let html = try String(contentsOf: page, encoding: .utf8)
            let load = try boxes(of: page, chromium: browser)
            XCTAssertTrue(load.measured, view)
            let pairs = [
                ("capturePanel", view.hasSuffix("Success") ? "successCapture" : "errorCapture"),
                ("infoPanel", "infoCapture"),
            ]
            for (panelID, textPrefix) in pairs {
                let side = view.contains("Front") ? "Front" : "Back"
                let panel = try XCTUnwrap(element(panelID, in: html), "\(view): \(panelID)")
                let text = try XCTUnwrap(element(textPrefix + side, in: html), "\(view): \(textPrefix)\(side)")
                let panelBox = try XCTUnwrap(load.boxes["e" + panel.line], "\(view): the panel's box")
                let iconBox = try XCTUnwrap(load.boxes["e" + text.line], "\(view): the labelled icon's box")
                let textBox = try XCTUnwrap(load.boxes["t" + text.text], "\(view): the text's box")
                XCTAssertGreaterThan(textBox[2] * textBox[3], 0, "\(view): the text is drawn")
                XCTAssertTrue(inside(iconBox, panelBox), "\(view): \(iconBox) in \(panelID) \(panelBox)")
                XCTAssertTrue(inside(textBox, panelBox), "\(view): text \(textBox) in \(panelID) \(panelBox)")
            }
            XCTAssertEqual(load.clippedFlow, [], "\(view): nothing past the bottom")
        }
        // The index of a zip whose views have findings.
        let other = root.appendingPathComponent("other")
        let findingsZip = corpus.appendingPathComponent("zips/history/and-355e60fa1aff.zip").path
        XCTAssertEqual(runCLI(["preview", findingsZip, "-o", other.path]).status, 0)
        let index = try boxes(of: other.appendingPathComponent("index.html"), chromium: browser)
        let cards = (0..<13).compactMap { index.boxes["card\($0)"] }
        XCTAssertEqual(cards.count, 13, "a card per view: \(index.boxes.keys.sorted())")
        guard let first = cards.first else { return }
        for card in cards {
            XCTAssertEqual(card[2], first[2], "equal widths: \(cards)")
            XCTAssertEqual(card[3], first[3], "equal heights: \(cards)")
        }
        let columns = Set(cards.map { $0[0] }).sorted()
        let rows = Set(cards.map { $0[1] }).sorted()
        XCTAssertGreaterThan(columns.count, 1, "several columns: \(cards)")
        XCTAssertGreaterThan(rows.count, 1, "several rows: \(cards)")
        XCTAssertEqual(columns.count * (rows.count - 1) < cards.count, true, "a grid, full rows first")
        for (a, b) in zip(cards, cards.dropFirst()) {
            XCTAssertTrue(b[1] > a[1] || (b[1] == a[1] && b[0] > a[0]), "in reading order: \(a) then \(b)")
        }
        var lists = 0
        for (view, card) in cards.enumerated() {
            guard let list = index.boxes["findings\(view)"] else { continue }
            lists += 1
            XCTAssertGreaterThanOrEqual(list[1], card[1] + card[3], "view \(view): its findings under its card")
            XCTAssertGreaterThanOrEqual(list[0], card[0], "view \(view): in its card's column")
            XCTAssertLessThanOrEqual(list[0] + list[2], card[0] + card[2] + 1, "view \(view): in its card's column")
            if let below = cards.first(where: { $0[0] == card[0] && $0[1] > card[1] }) {
                XCTAssertLessThanOrEqual(list[1] + list[3], below[1], "view \(view): above the next row's card")
            }
        }
        XCTAssertGreaterThan(lists, 3, "and-355e60fa1aff's views have findings: \(index.boxes.keys.sorted())")
    }

    /// and-34dbcf9994a4 with two languages added: German, where the success text is made nineteen
    /// lines long (the document image is drawn in its frame, not above it), pushing the flowing
    /// CaptureIDFrontSuccess past the phone's bottom edge; and
    /// Arabic, which the bundle's Poppins fonts have no glyphs for. `--check` reports the first
    /// element cut, in German only, and each Arabic text at its token; nothing in the languages
    /// the fonts cover (German's umlauts included).
    func testCheckReportsAFlowPushedPastTheBottomAndTextsTheFontLacks() throws {
        _ = try chromium()
        guard let corpus = corpusDirectory, let unzip = which("unzip") else {
            throw Prerequisite.missing("../shared/corpus or unzip is absent: the real zip is not checked")
        }
        let root = try temporary()
        let bundle = root.appendingPathComponent("bundle")
        _ = try runProcess(
            unzip, ["-q", corpus.appendingPathComponent("zips/history/and-34dbcf9994a4.zip").path, "-d", bundle.path])
        let strings = bundle.appendingPathComponent("strings")
        let english = try String(contentsOf: strings.appendingPathComponent("strings.xml"), encoding: .utf8)
        let success = "<token id=\"CaptureSuccessFront\">Document scanned&#10;successfully!</token>"
        XCTAssertTrue(english.contains(success))
        let long = Array(repeating: "Dokument geprüft", count: 19).joined(separator: "&#10;")
        let german = english.replacingOccurrences(
            of: success, with: "<token id=\"CaptureSuccessFront\">\(long)</token>")
        try Data(german.utf8).write(to: strings.appendingPathComponent("strings.de.xml"))
        let arabic = english.replacingOccurrences(
            of: "<token id=\"ShowIDInfo\">Is all data read&#10;clearly and sharply?</token>",
            with: "<token id=\"ShowIDInfo\">هل تمت قراءة جميع البيانات بوضوح؟</token>")
        XCTAssertNotEqual(arabic, english)
        try Data(arabic.utf8).write(to: strings.appendingPathComponent("strings.ar.xml"))
        let site = root.appendingPathComponent("site")
        let result = runCLI(["preview", "--check", bundle.path, "-o", site.path])
        XCTAssertEqual(result.status, 0, result.err)
        let lines = result.out.split(separator: "\n").map(String.init)
        let clipped = lines.filter { $0.hasSuffix("[preview.clipped]") }
        XCTAssertEqual(clipped.count, 1, result.out)
        XCTAssertTrue(
            clipped.first?.hasSuffix(
                "widget.xml:143:9: warning: <buttonImage id=\"buttonExit\"> (and 1 more after it) in view "
                    + "'CaptureIDFrontSuccess' ends below the bottom of the 390x844 phone in de, in the preview's "
                    + "vertical flow of the elements widget.xml does not place; see "
                    + "views/de-489dpi/CaptureIDFrontSuccess.html [preview.clipped]") == true, result.out)
        let fallback = lines.filter { $0.hasSuffix("[preview.font-fallback]") }
        XCTAssertEqual(fallback.count, 1, "only the Arabic text: \(result.out)")
        XCTAssertTrue(
            fallback.first?.contains(
                "strings/strings.ar.xml:31:12: warning: text 'ShowIDInfo' in strings.ar.xml has characters "
                    + "Poppins-Regular.ttf has no glyph for: 'ه' U+0647, 'ل' U+0644, 'ت' U+062A, 'م' U+0645, "
                    + "'ق' U+0642 and 13 more; the phone draws them in a system font (<text id=\"tip\">, "
                    + "widget.xml:521, view 'ShowID', in ar); see views/ar-489dpi/ShowID.html") == true, result.out)
        let page = try String(
            contentsOf: site.appendingPathComponent("views/de-489dpi/CaptureIDFrontSuccess.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("Measured by <code>--check</code> in de"), "listed on the German page")
        let spanish = try String(
            contentsOf: site.appendingPathComponent("views/es-489dpi/CaptureIDFrontSuccess.html"), encoding: .utf8)
        XCTAssertFalse(spanish.contains("Measured by"), "not in Spanish")
    }

    /// `--print-browser-arguments` prints `PreviewCheck.offlineArguments`, which
    /// scripts/preview-demo.sh reads instead of a copy of its own.
    func testPreviewPrintsTheBrowserSwitchesTheDemoScriptUses() throws {
        let site = try temporary().appendingPathComponent("site")
        let result = runCLI(["preview", Self.longGerman, "-o", site.path, "--print-browser-arguments"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out.split(separator: "\n").map(String.init), PreviewCheck.offlineArguments)
        let script = try String(
            contentsOf: packageRoot.appendingPathComponent("scripts/preview-demo.sh"), encoding: .utf8)
        XCTAssertTrue(script.contains("--print-browser-arguments"))
        for switchName in ["--disable-background-networking", "--host-resolver-rules", "--proxy-server", "--no-pings"] {
            XCTAssertFalse(script.contains(switchName), "no copy of \(switchName) in the script")
        }
    }
}
