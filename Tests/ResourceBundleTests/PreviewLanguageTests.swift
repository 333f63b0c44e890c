import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import Preview

/// Right-to-left languages, texts inside their panels, and the fonts' `cmap` read as the phone
/// reads it (and survived when hostile).
final class PreviewLanguageTests: XCTestCase {
    private func unzipped(_ name: String) throws -> URL {
        guard let corpus = corpusDirectory, let unzip = ProcessRunner.which("unzip") else {
            throw Prerequisite.missing("../shared/corpus or unzip is absent: \(name) is not rendered")
        }
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        _ = try ProcessRunner.run(
            unzip, ["-q", corpus.appendingPathComponent("zips/history/\(name).zip").path, "-d", bundle.path])
        return bundle
    }

    private func page(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    /// The spring-2024 widget (and-57b3dc40cb4b) with an Arabic strings file: its positioned
    /// elements mirror (`buttonInfo`, 16 px from the right, is 16 px from the left; `buttonExit`
    /// the reverse), `text_align="LEFT"` becomes right, and the phone is `dir="rtl"`; the default
    /// language's are as widget.xml says.
    func testRightToLeftLanguageMirrorsPositionsAndAlignment() throws {
        let bundle = try unzipped("and-57b3dc40cb4b")
        let strings = bundle.appendingPathComponent("strings")
        let english = try String(contentsOf: strings.appendingPathComponent("strings.xml"), encoding: .utf8)
        try Data(english.utf8).write(to: strings.appendingPathComponent("strings.ar.xml"))
        let site = bundle.deletingLastPathComponent().appendingPathComponent("site")
        _ = try PreviewSite.write(bundle.path, to: site.path)
        let info = "data-id=\"buttonInfo\""
        let exit = "data-id=\"buttonExit\""
        let left = "style=\"position:absolute;left:16px;top:16px;\" "
        let right = "style=\"position:absolute;left:calc(100% - 16px);top:16px;transform:translate(-100%,0%);\" "
        let defaultPage = try page(site, "views/default-489dpi/ShowID.html")
        XCTAssertTrue(defaultPage.contains(right + info), "buttonInfo: ax=RIGHT")
        XCTAssertTrue(defaultPage.contains(left + exit), "buttonExit: ax=LEFT")
        XCTAssertTrue(defaultPage.contains("<div class=\"phone ink-dark\" lang=\"und\" dir=\"ltr\""), "on white")
        let arabic = try page(site, "views/ar-489dpi/ShowID.html")
        XCTAssertTrue(arabic.contains(left + info), "buttonInfo mirrored to the left")
        XCTAssertTrue(arabic.contains(right + exit), "buttonExit mirrored to the right")
        XCTAssertTrue(arabic.contains("<div class=\"phone ink-dark\" lang=\"ar\" dir=\"rtl\""))
        // Centred elements stay centred; text_align LEFT (infoCaptureFront) is right aligned.
        XCTAssertTrue(arabic.contains("left:calc(50% + 0px);top:calc(100% - 50px);width:80%"), "buttonAccept")
        let front = try page(site, "views/ar-489dpi/CaptureIDFront.html")
        let englishFront = try page(site, "views/default-489dpi/CaptureIDFront.html")
        func infoStyle(_ html: String) -> String? {
            guard let at = html.range(of: "data-id=\"infoCaptureFront\""),
                let text = html[at.upperBound...].range(of: "<div class=\"txt\" data-t=\"")
            else { return nil }
            return String(html[text.upperBound...].prefix { $0 != ">" })
        }
        XCTAssertTrue(try XCTUnwrap(infoStyle(englishFront)).contains("text-align:left;"))
        XCTAssertTrue(try XCTUnwrap(infoStyle(front)).contains("text-align:right;"))
        XCTAssertTrue(front.contains("<div class=\"state\" dir=\"rtl\""), "state texts run right to left too")
    }

    /// and-34dbcf9994a4: the texts widget.xml writes after a panel are drawn inside it (the green
    /// success text on the white `capturePanel`), and the buttons and logo after them are not.
    func testAPanelHoldsTheTextsThatFollowIt() throws {
        let bundle = try unzipped("and-34dbcf9994a4")
        let site = bundle.deletingLastPathComponent().appendingPathComponent("site")
        _ = try PreviewSite.write(bundle.path, to: site.path)
        let html = try page(site, "views/default-489dpi/CaptureIDFrontSuccess.html")
        let panel = try XCTUnwrap(html.range(of: "data-id=\"capturePanel\""))
        let text = try XCTUnwrap(html.range(of: "data-id=\"successCaptureFront\""))
        let info = try XCTUnwrap(html.range(of: "data-id=\"infoPanel\""))
        // Between the panel's start tag and the next panel, the open <div>s never close the panel.
        let between = html[panel.upperBound..<text.lowerBound]
        XCTAssertEqual(between.components(separatedBy: "</div>").count - 1, 0, "the text is the panel's child")
        let afterText = html[text.upperBound..<info.lowerBound]
        XCTAssertGreaterThanOrEqual(afterText.components(separatedBy: "</div>").count - 1, 3, "then both close")
        let logo = try XCTUnwrap(html.range(of: "data-id=\"logo\""))
        XCTAssertTrue(html[info.upperBound..<logo.lowerBound].contains("</div></div>"), "the logo is no child")
    }

    /// The bundles' Poppins: every Latin letter of the real strings files, none of Arabic.
    func testFontCharactersOfARealFont() throws {
        let bundle = try unzipped("and-34dbcf9994a4")
        let bytes = try [UInt8](Data(contentsOf: bundle.appendingPathComponent("resources/163dpi/Poppins-Regular.ttf")))
        let font = try XCTUnwrap(FontCharacters(bytes))
        for character in "Az09¡¿ÃÇÍáâãçéêíóôúßü€’…" {
            XCTAssertTrue(character.unicodeScalars.allSatisfy(font.contains), "\(character)")
        }
        for character in "هلش日本Ω" {
            XCTAssertFalse(character.unicodeScalars.allSatisfy(font.contains), "\(character)")
        }
        XCTAssertEqual(
            PreviewRules.FontFallback.missingCharacters("a\u{0627}\n\t \u{00A0}\u{200F}\u{FE0F}😀\u{0627}b", in: font),
            ["\u{0627}"], "white space, marks, variation selectors and emoji do not count; each once")
    }

    /// Truncated and mutated fonts, and tables that claim more than they hold: nil or fewer
    /// characters, never a crash or a hang.
    func testHostileFontBytesNeverCrash() throws {
        let bundle = try unzipped("and-34dbcf9994a4")
        let real = try [UInt8](Data(contentsOf: bundle.appendingPathComponent("resources/163dpi/Poppins-Regular.ttf")))
        XCTAssertNotNil(FontCharacters(real))
        var seed: UInt64 = 0x1234_5678
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        for length in stride(from: 0, to: real.count, by: max(1, real.count / 400)) {
            _ = FontCharacters(Array(real.prefix(length)))?.contains("A")
        }
        // The cmap table's place, from the table directory, to mutate where the reader reads.
        var cmap = 0..<real.count
        for record in stride(from: 12, to: 12 + 16 * (Int(real[4]) << 8 | Int(real[5])), by: 16)
        where real[record..<record + 4].elementsEqual("cmap".utf8) {
            let offset = real[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
            let length = real[record + 12..<record + 16].reduce(0) { $0 << 8 | Int($1) }
            cmap = offset..<min(real.count, offset + length)
        }
        XCTAssertLessThan(cmap.count, real.count, "the cmap table is found")
        for round in 0..<400 {
            var bytes = real
            let area = round % 2 == 0 ? cmap : 0..<min(real.count, 512)
            for _ in 0..<1 + round % 8 { bytes[area.lowerBound + next() % area.count] = UInt8(next() & 0xFF) }
            _ = FontCharacters(bytes)?.contains("A")
            _ = FontCharacters(Array(bytes.prefix(cmap.lowerBound + next() % max(1, cmap.count))))
        }
        for length in 0..<64 { _ = FontCharacters([UInt8](repeating: 0xFF, count: length)) }
        // A format 4 table whose 32767 segments each map the whole BMP through the glyph array.
        var hostile: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] + Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28]
        hostile += [0, 0, 0, 0] + [0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12]
        hostile += [0, 4, 0xFF, 0xFF, 0, 0, 0xFF, 0xFE, 0, 0, 0, 0, 0, 0]
        let segments = 32767
        hostile += Array(repeating: [0xFF, 0xFE], count: segments).flatMap { $0 } + [0, 0]
        hostile += Array(repeating: [0, 0], count: segments).flatMap { $0 }
        hostile += Array(repeating: [0, 1], count: segments).flatMap { $0 }
        hostile += Array(repeating: [0, 2], count: segments).flatMap { $0 } + Array(repeating: 1, count: 70_000)
        XCTAssertNotNil(FontCharacters(hostile), "read, with at most twice the BMP of glyph reads")
        // Format 12 claiming four billion groups in a short table.
        var groups: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0] + Array("cmap".utf8) + [0, 0, 0, 0, 0, 0, 0, 28]
        groups += [0, 0, 0, 0] + [0, 0, 0, 1, 0, 3, 0, 10, 0, 0, 0, 12]
        groups += [0, 12, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0x41]
        XCTAssertNil(FontCharacters(groups))
    }
}
