import Foundation
import TestPrerequisites
import XCTest

/// What a designer saw wrong on real zips (issue 41), each measured in Chromium on the written
/// site of a real zip of `../shared/corpus`: computed styles, boxes, animation timing, the DOM.
extension PreviewCLITests {
    /// The state texts of ShowID and the six Tutorial views of and-34dbcf9994a4 (the
    /// accessibility labels "Info", "Exit", "Back", "Next") were white on a white box. Each state
    /// text now meets WCAG AA against the box it is drawn in.
    func testStateTextsAreReadableOnTheirBoxes() throws {
        let tools = try devTools()
        let (site, _) = try previewed(try corpusZip("zips/history/and-34dbcf9994a4.zip"))
        let views = ["ShowID", "Tutorial1", "Tutorial2", "Tutorial3", "Tutorial1_PP", "Tutorial2_PP", "Tutorial3_PP"]
        let pages = views.map { site.appendingPathComponent("views/default-489dpi/\($0).html") }
        let readings = try tools.decode([PreviewProbes.Reading].self, PreviewProbes.stateTexts, on: pages)
        for (view, texts) in zip(views, readings) {
            XCTAssertGreaterThanOrEqual(texts.count, 2, "\(view): its state texts are drawn")
            for text in texts {
                XCTAssertGreaterThanOrEqual(
                    text.ratio, text.needed, "\(view): '\(text.text)' at \(String(format: "%.2f", text.ratio)):1")
            }
        }
    }

    /// The flash of CaptureIDFrontSuccess and every Success and Error view of and-57b3dc40cb4b
    /// repeated every 0.25 s (its `duration`), a strobe. It now comes on once every 2 s, after its
    /// `delay` (0.1 s), for its `duration` (0.25 s); with reduced motion it does not run at all.
    func testTheFlashComesOnceEveryTwoSecondsAndNotWithReducedMotion() throws {
        var tools = try devTools()
        let (site, _) = try previewed(try corpusZip("zips/history/and-57b3dc40cb4b.zip"))
        let views = [
            "CaptureIDFrontSuccess", "CaptureIDFrontError", "CaptureIDBackSuccess", "CaptureIDBackError",
        ]
        let pages = views.map { site.appendingPathComponent("views/default-489dpi/\($0).html") }
        // Sampled every 10 ms over 4 s with the animation paused at each time.
        let timing = """
            (function () {
              var f = document.querySelector('.phone .el-flash'), a = f.getAnimations()[0], on = [];
              var t = a.effect.getComputedTiming(); a.pause();
              for (var ms = 0; ms < 4000; ms += 10) { a.currentTime = ms; on.push(+getComputedStyle(f).opacity > 0.01); }
              var rises = [];
              for (var i = 0; i < on.length; i++) { if (on[i] && (i === 0 || !on[i - 1])) { rises.push(i * 10); } }
              return JSON.stringify({ period: t.duration, repeats: String(t.iterations), rises: rises,
                visible: on.filter(Boolean).length * 10 });
            })()
            """
        struct Flash: Decodable {
            let period: Double
            let repeats: String
            let rises: [Int]
            let visible: Int
        }
        for (view, flash) in zip(views, try tools.decode(Flash.self, timing, on: pages)) {
            XCTAssertEqual(flash.period, 2000, "\(view): one flash every 2 s")
            XCTAssertEqual(flash.repeats, "Infinity", view)
            XCTAssertEqual(flash.rises.count, 2, "\(view): twice in 4 s: \(flash.rises)")
            XCTAssertEqual(Double(flash.rises.first ?? -1), 100, accuracy: 10, "\(view): after its delay of 0.1 s")
            XCTAssertEqual(Double(flash.rises.last ?? -1), 2100, accuracy: 10, view)
            let duration: Double = view.hasSuffix("Error") ? 300 : 250
            XCTAssertEqual(Double(flash.visible), 2 * duration, accuracy: 40, "\(view): for its duration, twice")
        }
        tools.reducedMotion = true
        let still =
            "JSON.stringify(document.getAnimations().length + ' ' + getComputedStyle(document.querySelector('.el-flash')).opacity)"
        for (view, value) in zip(views, try tools.evaluate(still, on: pages)) {
            XCTAssertEqual(value, "\"0 0\"", "\(view): no animation, the flash off")
        }
    }

    /// `make preview-demo` twice gives the same PNGs: the screenshots are taken with reduced
    /// motion (no flash, the first frame of each animation and video), so the flash no longer
    /// washes out an index thumbnail at random: the index of and-57b3dc40cb4b (its success and
    /// error cards flash) shot 0, 0.13 and 1.07 s after it loaded is the same picture.
    func testTheDemoScreenshotsAreTheSameTwice() throws {
        var tools = try devTools()
        tools.reducedMotion = true
        tools.window = (1280, 1100)
        let zip = try corpusZip("zips/history/and-57b3dc40cb4b.zip")
        let (site, _) = try previewed(zip)
        let index = site.appendingPathComponent("index.html")
        var pictures: [Data] = []
        for delay in [0, 130, 1070] {
            let folder = try temporary()
            _ = try tools.evaluate(
                "new Promise(function (done) { setTimeout(function () { done(1); }, \(delay)); })", on: [index],
                screenshots: folder)
            pictures.append(try Data(contentsOf: folder.appendingPathComponent("0.png")))
        }
        XCTAssertEqual(pictures[1], pictures[0], "0.13 s later")
        XCTAssertEqual(pictures[2], pictures[0], "1.07 s later")
        let binary = try builtExecutable()
        let root = try temporary()
        var shots: [[String: Data]] = []
        for run in ["first", "second"] {
            let images = root.appendingPathComponent(run)
            let result = try runProcess(
                "/bin/bash",
                [packageRoot.appendingPathComponent("scripts/preview-demo.sh").path, binary, zip.path, images.path],
                in: packageRoot.path)
            XCTAssertEqual(result.status, 0, result.out + result.err)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: images.path) where name.hasSuffix(".png") {
                files[name] = try Data(contentsOf: images.appendingPathComponent(name))
            }
            shots.append(files)
        }
        XCTAssertEqual(
            Set(shots[0].keys), ["preview-index.png", "preview-view.png", "preview-side-by-side.png"], "three shots")
        for (name, first) in shots[0] {
            XCTAssertEqual(first, shots[1][name], "\(name): the same bytes twice")
        }
    }

    /// ShowID and CaptureIDFrontSuccess of and-57b3dc40cb4b: the document image is drawn inside
    /// its frame, as the phone shows the captured document, not as a second box above it.
    func testTheDocumentImageIsDrawnInsideItsFrame() throws {
        let tools = try devTools()
        let (site, _) = try previewed(try corpusZip("zips/history/and-57b3dc40cb4b.zip"))
        let views = ["ShowID", "CaptureIDFrontSuccess", "CaptureIDBackSuccess"]
        let pages = views.map { site.appendingPathComponent("views/default-489dpi/\($0).html") }
        let probe = PreviewProbes.boxes([".phone .el-documentImage", ".phone .el-frameID"])
        for (view, boxes) in zip(views, try tools.decode([[Double]?].self, probe, on: pages)) {
            let image = try XCTUnwrap(boxes[0], "\(view): the document image")
            let frame = try XCTUnwrap(boxes[1], "\(view): the frame")
            XCTAssertGreaterThanOrEqual(image[0], frame[0] - 0.5, "\(view): \(image) in \(frame)")
            XCTAssertGreaterThanOrEqual(image[1], frame[1] - 0.5, "\(view): \(image) in \(frame)")
            XCTAssertLessThanOrEqual(image[0] + image[2], frame[0] + frame[2] + 0.5, "\(view): \(image) in \(frame)")
            XCTAssertLessThanOrEqual(image[1] + image[3], frame[1] + frame[3] + 0.5, "\(view): \(image) in \(frame)")
            XCTAssertGreaterThan(image[2] * image[3], frame[2] * frame[3] / 2, "\(view): it fills the frame")
        }
    }

    /// The views that are empty in widget.xml (the SDK draws them: TutorialBlink1-3 of
    /// selphi-resources-real and of and-36d658f91cd9) were black phones with no word in the
    /// index. Each now says so on its phone, readably.
    func testEmptyViewsSayOnTheirPhoneThatTheSDKDrawsThem() throws {
        let tools = try devTools()
        let unzip = try XCTUnwrap(which("unzip"))
        for name in ["zips/selphi-resources-real.zip", "zips/history/and-36d658f91cd9.zip"] {
            let archive = try corpusZip(name)
            let widget = try runProcess(unzip, ["-p", archive.path, "widget.xml"]).out
            let empty = try NSRegularExpression(pattern: "<view id=\"([A-Za-z0-9_]+)\">\\s*</view>")
                .matches(in: widget, range: NSRange(widget.startIndex..., in: widget))
                .compactMap { Range($0.range(at: 1), in: widget).map { String(widget[$0]) } }
            XCTAssertEqual(empty, ["TutorialBlink1", "TutorialBlink2", "TutorialBlink3"], name)
            let (site, _) = try previewed(archive)
            let cards = try tools.decode(
                [PreviewProbes.Card].self, PreviewProbes.cardTexts, on: [site.appendingPathComponent("index.html")])[0]
            for view in empty {
                let card = try XCTUnwrap(cards.first { $0.view == view }, "\(name): \(view)")
                let words = card.texts.filter { $0.box[2] > 0 && $0.box[3] > 0 }
                XCTAssertFalse(words.isEmpty, "\(name) \(view): a word on its phone")
                for text in words {
                    let (box, phone) = (text.box, card.phone)
                    XCTAssertTrue(
                        box[0] >= phone[0] && box[1] >= phone[1] && box[0] + box[2] <= phone[0] + phone[2]
                            && box[1] + box[3] <= phone[1] + phone[3],
                        "\(name) \(view): '\(text.text)' \(box) on the phone \(phone)")
                    XCTAssertGreaterThanOrEqual(text.ratio, text.needed, "\(name) \(view): '\(text.text)' readable")
                    XCTAssertTrue(text.text.contains("SDK"), "\(name) \(view): says the SDK draws it: \(text.text)")
                }
            }
        }
    }

    /// TutorialRegister1-3 of selphi-resources-real: a button's image sits on the side its
    /// `align_resource` names, beside its text (`RIGHT`: the chevron after "BACK").
    func testAButtonsImageSitsOnTheSideItsAlignResourceNames() throws {
        let tools = try devTools()
        let archive = try corpusZip("zips/selphi-resources-real.zip")
        let widget = try runProcess(try XCTUnwrap(which("unzip")), ["-p", archive.path, "widget.xml"]).out
        let lines = widget.components(separatedBy: "\n")
        let (site, _) = try previewed(archive)
        let views = ["TutorialRegister1", "TutorialRegister2", "TutorialRegister3"]
        let pages = views.map { site.appendingPathComponent("views/default-489dpi/\($0).html") }
        let probe = """
            JSON.stringify(Array.prototype.filter.call(document.querySelectorAll('.phone .el-button'), function (b) {
              return b.querySelector('img') && b.querySelector('.txt'); }).map(function (b) {
              var i = b.querySelector('img').getBoundingClientRect(), t = b.querySelector('.txt').getBoundingClientRect();
              return { line: +b.getAttribute('data-line'), image: [i.left, i.right], text: [t.left, t.right] }; }))
            """
        struct Button: Decodable {
            let line: Int
            let image: [Double]
            let text: [Double]
        }
        var right = 0
        for (view, buttons) in zip(views, try tools.decode([Button].self, probe, on: pages)) {
            XCTAssertFalse(buttons.isEmpty, "\(view): buttons with an image and a text")
            for button in buttons {
                // The element's start tag, from its line to its `/>`.
                let tag = lines[(button.line - 1)...].prefix { !$0.contains("/>") }.joined(separator: "\n")
                if tag.contains("align_resource=\"RIGHT\"") {
                    right += 1
                    XCTAssertGreaterThanOrEqual(
                        button.image[0], button.text[1], "\(view) line \(button.line): image after")
                } else {
                    XCTAssertLessThanOrEqual(
                        button.image[1], button.text[0], "\(view) line \(button.line): image before")
                }
            }
        }
        XCTAssertGreaterThan(right, 0, "buttons with align_resource=\"RIGHT\" were measured")
    }

    /// The texts the SDK looks up by name, in each language: TutorialBlink2's tip of
    /// and-355e60fa1aff is `tutorial2_tip` in the default file and `tutorialBlink2_tip` (the view's
    /// own family) in strings.es.xml, which has no `tutorial2_tip`: no placeholder in Spanish. The
    /// Results tip of selphi-resources-real is the question its buttons answer
    /// (`results_message_finish`), not the dial's "(Registration quality)".
    func testTextsTheSDKLooksUpAreTheRightTokensInEachLanguage() throws {
        let tools = try devTools()
        let probe = """
            JSON.stringify({ tip: (document.querySelector('.phone [data-id="tip"] .txt') || { textContent: '' }).textContent,
              missing: document.querySelectorAll('.phone .missing-token').length })
            """
        struct Tip: Decodable {
            let tip: String
            let missing: Int
        }
        let selfie = try corpusZip("zips/history/and-355e60fa1aff.zip")
        let (blinkSite, _) = try previewed(selfie)
        let blink = try tools.decode(
            Tip.self, probe,
            on: ["default", "es"].map { blinkSite.appendingPathComponent("views/\($0)-489dpi/TutorialBlink2.html") })
        XCTAssertEqual(blink[0].tip, try Self.token("tutorial2_tip", in: selfie, "strings.xml"))
        XCTAssertEqual(blink[1].tip, try Self.token("tutorialBlink2_tip", in: selfie, "strings.es.xml"))
        XCTAssertEqual(blink.map(\.missing), [0, 0], "no placeholder on TutorialBlink2")
        let real = try corpusZip("zips/selphi-resources-real.zip")
        let (resultsSite, _) = try previewed(real)
        let files = ["default": "strings.xml", "es": "strings.es.xml", "pt": "strings.pt.xml"]
        let languages = files.keys.sorted()
        let results = try tools.decode(
            Tip.self, probe, on: languages.map { resultsSite.appendingPathComponent("views/\($0)-489dpi/Results.html") }
        )
        for (language, shown) in zip(languages, results) {
            XCTAssertEqual(shown.tip, try Self.token("results_message_finish", in: real, files[language]!), language)
        }
    }

    /// A token's text in a strings file of a zip, line breaks decoded.
    private static func token(_ id: String, in archive: URL, _ file: String) throws -> String {
        let unzip = try XCTUnwrap(which("unzip"))
        let text = try runProcess(unzip, ["-p", archive.path, "strings/\(file)"]).out
        let open = try XCTUnwrap(text.range(of: "<token id=\"\(id)\">"), "\(id) in \(file)")
        let close = try XCTUnwrap(text[open.upperBound...].range(of: "</token>"))
        return text[open.upperBound..<close.lowerBound].replacingOccurrences(of: "&#10;", with: "\n")
    }

    /// `radius="500.0"` on the 56 px buttons of ShowID (and-57b3dc40cb4b) was refused and drawn
    /// with 24 px corners; the phone draws a pill: the radius is at least half the height.
    func testALargeRadiusDrawsAPill() throws {
        let tools = try devTools()
        let (site, _) = try previewed(try corpusZip("zips/history/and-57b3dc40cb4b.zip"))
        let probe = """
            JSON.stringify(['buttonAccept', 'buttonRetry'].map(function (id) {
              var b = document.querySelector('.phone [data-id="' + id + '"]');
              return [b.getBoundingClientRect().height, parseFloat(getComputedStyle(b).borderTopLeftRadius)]; }))
            """
        let page = site.appendingPathComponent("views/default-489dpi/ShowID.html")
        for button in try tools.decode([[Double]].self, probe, on: [page])[0] {
            XCTAssertEqual(button[0], 56, accuracy: 0.5, "h=56")
            XCTAssertGreaterThanOrEqual(button[1], button[0] / 2, "a pill: radius \(button[1]) on \(button[0]) px")
        }
    }
}
