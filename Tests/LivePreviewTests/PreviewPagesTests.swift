import Foundation
import Preview
import TestSupport
import XCTest

/// `PreviewPages`, the site drawn one page at a time for `preview --serve`: each page is the
/// page `PreviewSite.write` writes, and an edit gives a new fingerprint to every page whose
/// bytes it changes (so the server redraws it) and, for the edits a designer makes, to no other.
final class PreviewPagesTests: XCTestCase {
    /// Every page of `pages`, drawn.
    private func draw(_ pages: PreviewPages) -> [String: String] {
        Dictionary(uniqueKeysWithValues: pages.paths.map { ($0, pages.html(of: $0) ?? "") })
    }

    func testEachPageDrawnAloneIsThePageTheSiteWrites() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        for input in [bundle.path, bundle.zip, PackagePaths.samples.appendingPathComponent("preview/long-german").path]
        {
            let site = try TemporaryFolder.make("idv-res-live-site")
            defer { try? FileManager.default.removeItem(at: site) }
            let written = try PreviewSite.write(input, to: site.appendingPathComponent("site").path)
            let pages = try PreviewPages(reading: input)
            XCTAssertEqual(pages.paths.count, written.pages, input)
            XCTAssertTrue(pages.paths.contains("index.html"))
            // In any order: a page drawn alone does not depend on those drawn before it.
            for path in pages.paths.reversed() {
                let file = try String(
                    contentsOf: site.appendingPathComponent("site").appendingPathComponent(path), encoding: .utf8)
                XCTAssertEqual(pages.html(of: path), file, "\(input): \(path)")
            }
            XCTAssertNil(pages.html(of: "../widget.xml"))
            XCTAssertNil(pages.fingerprint(of: "nowhere.html"))
        }
    }

    /// Each edit: the pages whose bytes change all get a new fingerprint, and the fingerprints
    /// that change are those of the pages the edit is about.
    func testAnEditChangesTheFingerprintOfEachPageItChanges() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let before = try PreviewPages(reading: bundle.path)
        XCTAssertEqual(before.paths.count, 162)
        var earlier = (pages: before, drawn: draw(before))
        /// The pages whose fingerprint `edit` changed.
        func apply(_ what: String, stamps: [String: Int] = [:], _ edit: () throws -> Void) throws -> Set<String> {
            try edit()
            let later = try PreviewPages(reading: bundle.path, stamps: stamps)
            let drawn = draw(later)
            let paths = Set(earlier.pages.paths).union(later.paths)
            let changed = paths.filter { earlier.drawn[$0] != drawn[$0] }
            let refingered = paths.filter { earlier.pages.fingerprint(of: $0) != later.fingerprint(of: $0) }
            XCTAssertEqual(changed.subtracting(refingered), [], "\(what): pages changed, fingerprints kept")
            XCTAssertTrue(!changed.isEmpty || !stamps.isEmpty, "\(what) changed no page")
            earlier = (later, drawn)
            return refingered
        }
        /// The pages of the site whose path `include` takes.
        func pages(_ include: (String) -> Bool) -> Set<String> { Set(before.paths.filter(include)) }
        XCTAssertEqual(pages { $0.hasPrefix("views/default-489dpi/") }.count, 15)

        // A Spanish text: the Spanish pages and the side-by-side ones, nothing else.
        let spanish = try apply("a Spanish text") {
            try bundle.edit("strings/strings.es.xml", replacing: "Pon el FRENTE", with: "Pon AHORA el FRENTE")
        }
        let expected = pages { $0.contains("es-") || $0 == "texts-es.html" || $0.hasPrefix("views/side-by-side/") }
        XCTAssertEqual(spanish, expected, "\(spanish.sorted())")
        XCTAssertEqual(spanish.count, 15 * 3 + 3 + 1 + 15)

        // A colour of CaptureIDFront: its pages in every language and density, and the pages
        // that draw every view (the indexes, the texts pages).
        let colour = try apply("a colour of CaptureIDFront") {
            try bundle.edit("widget.xml", replacing: "color=\"#3167FC99\"", with: "color=\"#FF000099\"")
        }
        let drawingIt = pages {
            $0.hasSuffix("/CaptureIDFront.html") || $0.hasPrefix("index") || $0.hasPrefix("texts-")
        }
        XCTAssertEqual(colour, drawingIt, "\(colour.sorted())")
        XCTAssertEqual(colour.count, 22)

        // The rest only for soundness: a line added (every later element moves), a token added
        // (the SDK's texts are read from the names), a finding added, an image's bytes changed.
        _ = try apply("a line inserted in widget.xml") {
            try bundle.edit(
                "widget.xml", replacing: "<view id=\"CaptureIDBack\">", with: "\n<view id=\"CaptureIDBack\">")
        }
        _ = try apply("a token added") {
            try bundle.edit(
                "strings/strings.pt.xml", replacing: "</translations>",
                with: "<token id=\"x_new\">x</token></translations>")
        }
        _ = try apply("a token removed from the default language") {
            let text = try bundle.text("strings/strings.xml")
            let start = try XCTUnwrap(text.range(of: "<token id=\"CaptureInfoFront\">"))
            let end = try XCTUnwrap(text[start.upperBound...].range(of: "</token>"))
            try bundle.edit("strings/strings.xml", replacing: String(text[start.lowerBound..<end.upperBound]), with: "")
        }
        let image = try apply("an image's bytes", stamps: ["resources/489dpi/IDIconFront.png": 2]) {}
        XCTAssertEqual(image.count, 162, "a file pages link: every page, which may show it")
    }

    /// The SDK's lookups read every language's token names (issue 41): a token only the Spanish
    /// file has (`showID_tip`, named after ShowID's `tip`) becomes what the default language's
    /// ShowID shows there, so a save of strings.es.xml must redraw that page, and again when the
    /// token goes.
    func testATokenOfAnotherLanguageTheSDKLooksUpRedrawsTheDefaultLanguagesPage() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let page = "views/default-489dpi/ShowID.html"
        let before = try PreviewPages(reading: bundle.path)
        let original = try XCTUnwrap(before.html(of: page))
        XCTAssertFalse(original.contains("showID_tip"))

        try bundle.edit(
            "strings/strings.es.xml", replacing: "</translations>",
            with: "<token id=\"showID_tip\">Consejo</token></translations>")
        let added = try PreviewPages(reading: bundle.path)
        let drawn = try XCTUnwrap(added.html(of: page))
        XCTAssertTrue(drawn.contains("⟨showID_tip⟩"), "the default language's page names the token it lacks")
        XCTAssertNotEqual(before.fingerprint(of: page), added.fingerprint(of: page), "an es edit redraws it")

        try bundle.edit("strings/strings.es.xml", replacing: "<token id=\"showID_tip\">Consejo</token>", with: "")
        let removed = try PreviewPages(reading: bundle.path)
        XCTAssertEqual(removed.html(of: page), original)
        XCTAssertNotEqual(added.fingerprint(of: page), removed.fingerprint(of: page))
    }

    func testABrokenWidgetIsSaidWithItsPlaceAndAFolderWithoutOneIsNotABundle() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        try bundle.edit(
            "widget.xml", replacing: "<view id=\"CaptureIDFront\">", with: "<view id=\"CaptureIDFront\" <<<>")
        let broken = try PreviewPages(reading: bundle.path)
        XCTAssertTrue(broken.hasWidgetFile)
        XCTAssertEqual(broken.paths, [])
        XCTAssertEqual(broken.widgetProblems.count, 1)
        XCTAssertTrue(
            broken.widgetProblems[0].hasPrefix("widget.xml:15:")
                && broken.widgetProblems[0].hasSuffix("[xml.malformed]"),
            broken.widgetProblems[0])
        let page = PreviewPages.problemPage(
            title: "t", heading: "<h>", problems: ["widget.xml:1:1: error: <script>alert(1)</script>"],
            device: PreviewOptions.devices[0], root: "../../")
        XCTAssertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped")
        XCTAssertFalse(page.contains("<script>alert"))
        XCTAssertTrue(page.contains("&lt;h&gt;"))

        let empty = try TemporaryFolder.make("idv-res-live-empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        try Data("x".utf8).write(to: empty.appendingPathComponent("notes.txt"))
        XCTAssertFalse(try PreviewPages(reading: empty.path).hasWidgetFile)
    }
}
