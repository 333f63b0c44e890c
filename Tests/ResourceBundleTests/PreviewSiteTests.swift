import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import Preview
@testable import ResourceBundle

/// `PreviewSite.write` on the Samples bundles, the real corpus and hostile bundles: what the
/// pages say, that every bundle value is escaped, and that a bundle always gives the same bytes.
final class PreviewSiteTests: XCTestCase {
    static let samples = samplesDirectory

    /// The site of `input`: the result, every page (path -> HTML), and its folder.
    private typealias Site = (result: PreviewSite.Result, pages: [String: String], output: URL)

    private func render(_ input: String, options: PreviewOptions = PreviewOptions()) throws -> Site {
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("site")
        let result = try PreviewSite.write(input, to: output.path, options: options)
        let pages = readTree(output).filter { $0.key.hasSuffix(".html") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
        return (result, pages, output)
    }

    func testGoodSampleHasAnIndexAndOnePagePerViewLanguageAndDensity() throws {
        let (result, pages, output) = try render(Self.samples.appendingPathComponent("bundles/good").path)
        XCTAssertEqual(result.views, 2)
        XCTAssertEqual(result.languages, ["default", "es"])
        XCTAssertEqual(result.densities, [163, 326, 489])
        // An index per language and density, a page per view, language and density, a texts page per
        // language, a side-by-side page per view.
        XCTAssertEqual(pages.count, 2 * 3 + 2 * 2 * 3 + 2 + 2, pages.keys.sorted().joined(separator: "\n"))
        let index = try XCTUnwrap(pages["index.html"])
        XCTAssertTrue(index.contains("href=\"views/default-489dpi/CaptureIDFront.html\""))
        XCTAssertTrue(index.contains("href=\"index-es-489dpi.html\""), "language switcher")
        XCTAssertTrue(index.contains("href=\"index-default-163dpi.html\""), "density switcher")
        // Texts per language, line breaks kept for `white-space: pre-line`.
        let front = try XCTUnwrap(pages["views/default-489dpi/CaptureIDFront.html"])
        XCTAssertTrue(front.contains(">Please capture\ndocument&#39;s front</div>"), front)
        let spanish = try XCTUnwrap(pages["views/es-489dpi/CaptureIDFront.html"])
        XCTAssertTrue(spanish.contains(">Captura el\nanverso del documento</div>"))
        // Colours (#RRGGBBAA as rgba), gradients, fonts and images of the chosen density.
        XCTAssertTrue(front.contains("linear-gradient(") && front.contains("rgba(41,49,131,0.6)"), front)
        XCTAssertTrue(
            front.contains(
                "@font-face{font-family:\"f-Sample-SemiBold.ttf\";"
                    + "src:url(\"../../assets/fonts/Sample-SemiBold.ttf\")}"))
        XCTAssertTrue(front.contains("src=\"../../assets/489dpi/IDIconFront.png\""))
        let low = try XCTUnwrap(pages["views/default-163dpi/CaptureIDFront.html"])
        XCTAssertTrue(low.contains("src=\"../../assets/163dpi/IDIconFront.png\""))
        let copied = output.appendingPathComponent("assets/489dpi/IDIconFront.png").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: copied))
        XCTAssertTrue(front.contains("a plain vertical flow"), "the page says the layout is the SDK's")
        XCTAssertTrue(index.contains("No findings"))
    }

    func testDevicePresetsSizeThePhone() throws {
        let small = try XCTUnwrap(PreviewOptions.devices.first { $0.name == "iphone-se" })
        let (_, pages, _) = try render(
            Self.samples.appendingPathComponent("bundles/good").path,
            options: PreviewOptions(device: small))
        let front = try XCTUnwrap(pages["views/default-489dpi/CaptureIDFront.html"])
        XCTAssertTrue(
            front.contains(
                "<div class=\"phone ink-light\" lang=\"und\" dir=\"ltr\" style=\"width:320px;height:568px\">"))
        XCTAssertTrue(
            try XCTUnwrap(pages["index.html"]).contains("style=\"width:240px;height:426px\""),
            "thumbnails at 3/4 scale")
    }

    func testBrokenSampleShowsItsFindingsOnTheElements() throws {
        let (_, pages, _) = try render(Self.samples.appendingPathComponent("bundles/broken").path)
        let finished = try XCTUnwrap(pages["views/default-489dpi/CaptureFinished.html"])
        // The missing token shows its id, the bad colour is not written, the element is outlined
        // with the message and file:line on hover.
        XCTAssertTrue(finished.contains("class=\"txt missing-token\""))
        XCTAssertTrue(finished.contains("⟨FinishTitel⟩"))
        XCTAssertFalse(Self.css(of: finished).contains("FFFFF"), "an invalid colour never reaches CSS")
        XCTAssertTrue(Self.css(of: finished).contains("color:rgb(255,255,255)"), "the button's valid colour does")
        XCTAssertTrue(
            finished.contains("class=\"el finding finding-error el-labeledIcon"), "errors in red: \(finished)")
        XCTAssertTrue(finished.contains("(widget.xml:36:"), "title names file:line")
        let front = try XCTUnwrap(pages["views/default-489dpi/CaptureIDFront.html"])
        XCTAssertTrue(front.contains("class=\"missing-image\""), "a missing image is a placeholder box")
        XCTAssertTrue(front.contains(">exit-dark.png</div>"))
        let index = try XCTUnwrap(pages["index.html"])
        XCTAssertTrue(index.contains("<span class=\"sev-error\">"), "findings summarised at the top")
        XCTAssertTrue(index.contains("href=\"views/default-489dpi/CaptureFinished.html\">CaptureFinished</a></th>"))
    }

    func testTheSameBundleGivesByteIdenticalSites() throws {
        for input in [
            Self.samples.appendingPathComponent("bundles/broken").path,
            Self.samples.appendingPathComponent("preview/long-german").path,
        ] {
            let (_, _, first) = try render(input)
            let (_, _, second) = try render(input)
            let a = readTree(first)
            let b = readTree(second)
            XCTAssertEqual(a.keys.sorted(), b.keys.sorted())
            for (path, data) in a { XCTAssertEqual(data, b[path], "\(path) differs between two runs") }
        }
    }

    func testHostileBundleIsEscaped() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeTree(
            [
                (
                    "widget.xml",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <facephi-widget-conf version="1.3">
                    <view id="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;">
                    <background id="bg" color="red;}&lt;/style&gt;&lt;script&gt;alert(3)&lt;/script&gt;"/>
                    <text id="t" text="evil" text_color="#FFF;background:url(http://x)" font_size="16;}body{display:none"/>
                    <image id="logo" value="lo&quot;go&apos;&lt;x&gt;.png"/>
                    </view>
                    </facephi-widget-conf>

                    """
                ),
                (
                    "strings/strings.xml",
                    "<translations><token id=\"evil\">&lt;script&gt;alert(1)&lt;/script&gt;</token></translations>\n"
                ),
                ("resources/163dpi/lo\"go'<x>.png", "not really a png"),
            ], at: root.appendingPathComponent("in"))
        let (_, pages, output) = try render(root.appendingPathComponent("in").path)
        XCTAssertFalse(pages.isEmpty)
        for (path, page) in pages {
            XCTAssertEqual(page.components(separatedBy: "<script").count, 2, "\(path): only our own script")
            XCTAssertFalse(page.contains("<script>alert"), "\(path) carries the bundle's script")
            XCTAssertFalse(page.contains("lo\"go"), path)
            let css = Self.css(of: page)
            for hostile in ["red", "http", "display:none", "FFF;"] {
                XCTAssertFalse(css.contains(hostile), "\(path): '\(hostile)' reached CSS")
            }
            for remote in ["src=\"http", "href=\"http", "src=\"//", "href=\"//"] {
                XCTAssertFalse(page.contains(remote), "\(path): a remote link")
            }
        }
        let index = try XCTUnwrap(pages["index.html"])
        XCTAssertTrue(index.contains(">&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;</a>"), "the view id, escaped")
        let view = try XCTUnwrap(pages.first { $0.key.hasPrefix("views/default-163dpi/") }?.value)
        XCTAssertTrue(
            view.contains(">&lt;script&gt;alert(1)&lt;/script&gt;</div>"),
            "the token's text is shown, escaped")
        XCTAssertFalse(Self.css(of: view).contains("font-size:16px"), "a font size with CSS after it is dropped")
        // The image is copied under a safe name, linked percent-encoded.
        let folder = output.appendingPathComponent("assets/163dpi").path
        let assets = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertEqual(assets.count, 1)
        XCTAssertNil(assets[0].rangeOfCharacter(from: CharacterSet(charactersIn: "\"'<> ")), assets[0])
        XCTAssertTrue(view.contains("src=\"../../assets/163dpi/\(assets[0])\""), view)
    }

    func testLayoutFromTheSpring2024WidgetIsHonoured() throws {
        let zip = try corpusZip("history/and-57b3dc40cb4b.zip")
        let (_, pages, _) = try render(zip)
        let front = try XCTUnwrap(pages["views/default-489dpi/CaptureIDFront.html"])
        XCTAssertTrue(
            front.contains("position:absolute;left:calc(100% - 16px);top:16px;transform:translate(-100%,0%);"),
            "ax=RIGHT aw=RIGHT ay=TOP x=16 y=16: the right edge 16 px from the screen's")
        XCTAssertTrue(
            front.contains("position:absolute;left:calc(50% + 0px);top:32px;transform:translate(-50%,0%);"),
            "the logo, ax=CENTER")
        // w="0.8": 80% of the screen's width; h="56": pixels; ay=BOTTOM: y measured up from the bottom.
        let show = try XCTUnwrap(pages["views/default-489dpi/ShowID.html"])
        XCTAssertTrue(
            show.contains(
                "left:calc(50% + 0px);top:calc(100% - 50px);width:80%;height:56px;transform:translate(-50%,-100%);"),
            "buttonAccept: x=0 y=50 w=0.8 h=56 ax=CENTER ay=BOTTOM")
        XCTAssertTrue(show.contains("border:2px solid rgb(82,96,128);"), "FLAT_WITH_BORDER: the decorator colour")
        XCTAssertTrue(front.contains("placed where widget.xml says"))
    }

    /// Item 2 of issue 28: on each real zip, the share of the tokens a screen can show (the
    /// default strings file's and widget.xml's) that the site draws on a view page, in their
    /// element or as a state text; printed, and at least 90% on each.
    func testEveryRealZipDrawsAtLeastNinetyPercentOfItsTexts() throws {
        let zips = try realZips(orSkip: "the texts drawn are not counted").map(\.path)
        XCTAssertEqual(zips.count, 12)
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, zip) in zips.enumerated() {
            let result = try PreviewSite.write(zip, to: root.appendingPathComponent("site-\(index)").path)
            let c = result.coverage
            let share = Double(c.onViews) / Double(max(1, c.used))
            print(
                "texts drawn: \((zip as NSString).lastPathComponent): \(c.onViews) of \(c.used) on a view "
                    + "(\(Int((share * 100).rounded(.down)))%), \(c.listed) listed on no view, missing \(c.missing)")
            XCTAssertGreaterThanOrEqual(share, 0.9, "\(zip): \(c)")
            XCTAssertEqual(c.missing, [], zip)
        }
    }

    /// Each page says its language (`und` for the default file), a right-to-left language's
    /// phones `dir="rtl"`; each view has a page with every language side by side.
    func testPagesSayTheirLanguageAndEachViewHasASideBySidePage() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: Self.samples.appendingPathComponent("bundles/good"), to: bundle)
        let strings = bundle.appendingPathComponent("strings")
        let spanish = try String(contentsOf: strings.appendingPathComponent("strings.es.xml"), encoding: .utf8)
        try Data(spanish.utf8).write(to: strings.appendingPathComponent("strings.ar.xml"))
        let (_, pages, _) = try render(bundle.path)
        XCTAssertTrue(try XCTUnwrap(pages["views/es-489dpi/CaptureIDFront.html"]).contains("<html lang=\"es\">"))
        // The page's own words run left to right; its phone is right to left.
        let arabic = try XCTUnwrap(pages["views/ar-489dpi/CaptureIDFront.html"])
        XCTAssertTrue(arabic.contains("<html lang=\"ar\">"))
        XCTAssertTrue(arabic.contains("lang=\"ar\" dir=\"rtl\" style=\"width:390px"), "the phone")
        XCTAssertTrue(try XCTUnwrap(pages["index.html"]).contains("<html lang=\"und\">"))
        let side = try XCTUnwrap(pages["views/side-by-side/CaptureIDFront.html"])
        XCTAssertEqual(side.components(separatedBy: "<section class=\"column\"").count - 1, 3, "default, ar, es")
        XCTAssertTrue(side.contains("<section class=\"column\" lang=\"ar\" dir=\"rtl\">"))
        XCTAssertEqual(side.components(separatedBy: "<div class=\"phone ").count - 1, 3, "a phone per language")
    }

    /// Back (`align="LEFT"`) and next (`align="RIGHT"`) share one row, as the SDK draws them.
    func testButtonsAlignedLeftAndRightShareARow() throws {
        let zip = try corpusZip("selphid-resources-real.zip")
        let (_, pages, _) = try render(zip)
        let tutorial = try XCTUnwrap(pages["views/default-489dpi/Tutorial2.html"])
        XCTAssertTrue(
            tutorial.contains("<div class=\"button-row\"><div class=\"slot slot-left\"><div class=\"el el-button"))
        let row = try XCTUnwrap(tutorial.range(of: "<div class=\"button-row\">"))
        let rest = String(tutorial[row.upperBound...])
        let back = try XCTUnwrap(rest.range(of: "data-id=\"buttonBack\""))
        let next = try XCTUnwrap(rest.range(of: "data-id=\"buttonNext\""))
        let right = try XCTUnwrap(rest.range(of: "slot slot-right"))
        XCTAssertLessThan(back.lowerBound, right.lowerBound, "back on the left")
        XCTAssertLessThan(right.lowerBound, next.lowerBound, "next on the right")
    }

    func testEveryRealZipRenders() throws {
        let zips = try realZips(orSkip: "the real zips are not rendered").map(\.path)
        XCTAssertEqual(zips.count, 12)
        for zip in zips {
            let (result, pages, _) = try render(zip)
            XCTAssertGreaterThan(result.views, 3, zip)
            let perLanguageAndDensity = result.languages.count * max(1, result.densities.count)
            XCTAssertEqual(
                pages.count, perLanguageAndDensity * (result.views + 1) + result.languages.count + result.views, zip)
            for (path, page) in pages {
                XCTAssertEqual(page.components(separatedBy: "<script").count, 2, "\(zip) \(path)")
                XCTAssertFalse(page.contains("http:") || page.contains("https:"), "\(zip) \(path): a remote link")
            }
        }
    }

    func testAnExistingFolderIsNeverReplacedUnlessItIsAPreview() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let mine = root.appendingPathComponent("mine")
        try writeTree([("notes.txt", "keep me")], at: mine)
        let input = Self.samples.appendingPathComponent("bundles/good").path
        XCTAssertThrowsError(try PreviewSite.write(input, to: mine.path))
        XCTAssertEqual(try String(contentsOf: mine.appendingPathComponent("notes.txt"), encoding: .utf8), "keep me")
        let site = root.appendingPathComponent("site")
        _ = try PreviewSite.write(input, to: site.path)
        try writeTree([("stale.html", "old")], at: site)
        _ = try PreviewSite.write(input, to: site.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("stale.html").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["mine", "site"])
    }

    /// Every `style="..."` value and `<style>` block of a page (attribute values unescaped).
    static func css(of page: String) -> String {
        var css = ""
        var rest = Substring(page)
        while let start = rest.range(of: "style=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            css +=
                rest[..<end].replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&#39;", with: "'") + "\n"
        }
        rest = Substring(page)
        while let start = rest.range(of: "<style>") {
            rest = rest[start.upperBound...]
            guard let end = rest.range(of: "</style>") else { break }
            css += rest[..<end.lowerBound] + "\n"
        }
        return css
    }

    private func corpusZip(_ name: String) throws -> String {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: \(name) is not rendered")
        }
        return corpus.appendingPathComponent("zips/\(name)").path
    }
}

extension PreviewSiteTests {
    func testSelfieWidgetFramesPlayAsACSSAnimationAndVideosAsVideo() throws {
        let zip = try corpusZipPath("selphi-resources-real.zip")
        let (_, pages, output) = try render(zip)
        let move = try XCTUnwrap(pages["views/default-489dpi/LivenessMove.html"])
        // 36 frames of name_r, from 326dpi (the only bucket that has them), one keyframe each.
        let frame = "background-image:url(\"../../assets/326dpi/AA_FaceVerif_Active_Liveness_Arrow_Right_000"
        XCTAssertEqual(
            move.components(separatedBy: frame).count - 1, 36 + 2,
            "every frame, the last again at 100%, the first as the still")
        XCTAssertTrue(move.contains("s step-end infinite}"))
        let last = "assets/326dpi/AA_FaceVerif_Active_Liveness_Arrow_Right_00035.png"
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent(last).path))
        // Four background colours as a gradient; the title's image content; the waiting spinner as a label.
        XCTAssertTrue(move.contains("background:linear-gradient(180deg,rgb(255,255,255),rgb(255,255,255),"))
        // At its 489dpi pixel size divided by 3 (489/163): CSS pixels as on the phone.
        XCTAssertTrue(
            move.contains(
                "<img src=\"../../assets/489dpi/LogoMedium.png\" alt=\"\" width=\"120.67\" "
                    + "height=\"24\""), move)
        XCTAssertTrue(move.contains("&lt;waiting waiting&gt;"))
        let videos = pages.filter {
            $0.key.hasPrefix("views/default-489dpi/") && $0.value.contains("<video src=\"../../assets/")
        }
        XCTAssertFalse(videos.isEmpty, "the selfie widget's videos are <video>")
    }

    private func corpusZipPath(_ name: String) throws -> String {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: \(name) is not rendered")
        }
        return corpus.appendingPathComponent("zips/\(name)").path
    }
}
