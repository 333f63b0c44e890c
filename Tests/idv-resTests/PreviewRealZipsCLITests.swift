import Diagnostics
import Foundation
import Preview
import ResourceBundle
import TestPrerequisites
import XCTest

/// The sites of all 12 real zips of `../shared/corpus`, measured in Chromium: every text
/// readable where the preview chose its colours, no page wider than a 1280 px window, and every
/// finding `--check` prints with "see PAGE" listed on that page.
extension PreviewCLITests {
    /// Every page a site has at the sharpest density, every language, and the side-by-side pages.
    private static func pages(of site: URL) throws -> [URL] {
        var pages: [URL] = []
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: site.path).sorted() where name.hasSuffix(".html") {
            if name == "index.html" || name.hasPrefix("texts-") || name.hasSuffix("-489dpi.html") {
                pages.append(site.appendingPathComponent(name))
            }
        }
        let views = site.appendingPathComponent("views")
        for folder in try manager.contentsOfDirectory(atPath: views.path).sorted()
        where folder.hasSuffix("-489dpi") || folder == "side-by-side" {
            let inside = views.appendingPathComponent(folder)
            pages += try manager.contentsOfDirectory(atPath: inside.path).sorted().map {
                inside.appendingPathComponent($0)
            }
        }
        return pages
    }

    /// At 1280x800, no page of the 12 real zips (and of one with a fourth language, whose
    /// side-by-side phones left the window) is wider than the window, and every phone with its
    /// 8 px frame is inside it: the side-by-side pages scale their phones, the others wrap.
    func testNoPageOfTheRealZipsIsWiderThan1280Pixels() throws {
        let tools = try devTools()
        let probe = """
            JSON.stringify([document.documentElement.scrollWidth, Array.prototype.reduce.call(
              document.querySelectorAll('.phone'), function (m, p) { return Math.max(m, p.getBoundingClientRect().right + 8); }, 0),
              document.documentElement.clientWidth])
            """
        let fourLanguages = try unpacked(try corpusZip("zips/history/and-57b3dc40cb4b.zip"))
        let strings = fourLanguages.appendingPathComponent("strings")
        try FileManager.default.copyItem(
            at: strings.appendingPathComponent("strings.es.xml"), to: strings.appendingPathComponent("strings.de.xml"))
        let zips = try realCorpusZips() + [fourLanguages]
        let sites = try zips.map { try previewed($0).site }
        let widths = OrderedParallel.map(sites) { site in
            Result { () throws -> [(String, [Double])] in
                let pages = try Self.pages(of: site)
                let values = try tools.decode([Double].self, probe, on: pages)
                return zip(pages.map { $0.path.replacingOccurrences(of: site.path + "/", with: "") }, values).map {
                    ($0, $1)
                }
            }
        }
        for (zip, result) in zip(zips, widths) {
            let measured = try result.get()
            XCTAssertGreaterThan(measured.count, 55, "\(zip.lastPathComponent): its pages")
            for (page, width) in measured {
                XCTAssertLessThanOrEqual(width[0], 1280, "\(zip.lastPathComponent) \(page): the page's width")
                XCTAssertLessThanOrEqual(
                    width[1], width[2], "\(zip.lastPathComponent) \(page): a phone past the window")
            }
        }
    }

    /// On the indexes, texts pages and view pages of the 12 real zips, in the default language:
    /// every text on a phone or a state text has a contrast reading from the page script
    /// (`#check`), and every reading below WCAG AA is in colours that are both the bundle's (none
    /// is, on these zips: their designers chose readable colours; ours are chosen for the colour
    /// behind). A text over an image, a video or the camera is not measured, and counted. The
    /// state texts' readings agree with a probe of their own box.
    func testEveryTextOfTheRealZipsIsReadableWhereThePreviewChoseItsColours() throws {
        let tools = try devTools()
        let probe = """
            (function () { \(PreviewProbes.colour)
              var lines = document.getElementById('idv-measure').textContent.split('\\n').filter(function (l) {
                return l.indexOf('k ') === 0; });
              var texts = document.querySelectorAll('.phone [data-t], .phone .txt, .phone .label, .phone .missing-image, '
                + '.phone .sdk-screen, .state-screen .txt');
              var drawn = Array.prototype.filter.call(texts, function (e) { return e.textContent.trim(); }).length;
              var states = Array.prototype.map.call(document.querySelectorAll('.state-screen [data-t]'), function (e) {
                var r = reading(e); r.key = e.getAttribute('data-t');
                r.picture = e.closest('.on-picture') !== null; return r; });
              return JSON.stringify({ lines: lines, drawn: drawn, states: states });
            })()
            """
        struct Page: Decodable {
            struct State: Decodable {
                let key: String
                let ratio: Double
                let picture: Bool
            }
            let lines: [String]
            let drawn: Int
            let states: [State]
        }
        let zips = try realCorpusZips()
        let sites = try zips.map { try previewed($0).site }
        let measured = OrderedParallel.map(sites) { site in
            Result { () throws -> [(URL, Page)] in
                let views = site.appendingPathComponent("views/default-489dpi")
                let pages =
                    [site.appendingPathComponent("index.html"), site.appendingPathComponent("texts-default.html")]
                    + (try FileManager.default.contentsOfDirectory(atPath: views.path)).sorted().map {
                        views.appendingPathComponent($0)
                    }
                return zip(pages, try tools.decode(Page.self, probe, on: pages, fragment: "#check")).map { ($0, $1) }
            }
        }
        var pictures = 0
        var readings = 0
        for (zip, result) in zip(zips, measured) {
            for (page, measured) in try result.get() {
                let name = "\(zip.lastPathComponent) \(page.lastPathComponent)"
                XCTAssertEqual(measured.lines.count, measured.drawn, "\(name): a reading for every drawn text")
                var byKey: [String: [Substring]] = [:]
                for line in measured.lines {
                    let parts = line.split(separator: " ")
                    byKey[String(parts[1])] = parts
                    if parts[2] == "picture" {
                        pictures += 1
                        continue
                    }
                    readings += 1
                    guard parts.count == 7, let ratio = Double(parts[2]), let needed = Double(parts[3]) else {
                        XCTFail("\(name): \(line)")
                        continue
                    }
                    XCTAssertTrue(ratio >= needed || parts[4] == "bundle", "\(name): ours below WCAG AA: \(line)")
                    XCTAssertGreaterThanOrEqual(ratio, needed, "\(name): the real zips' own colours read: \(line)")
                }
                for state in measured.states where !state.picture {
                    let line = try XCTUnwrap(byKey[state.key], "\(name): \(state.key) measured")
                    XCTAssertEqual(
                        Double(line[2]) ?? 0, state.ratio, accuracy: 0.02, "\(name): \(line.joined(separator: " "))")
                }
            }
        }
        XCTAssertGreaterThan(readings, 1000, "texts measured on the 12 zips")
        print("contrast on the 12 real zips: \(readings) texts measured, \(pictures) over a picture (not measured)")
    }

    /// Each real zip with an Arabic strings file in place of its Spanish and Portuguese ones (its
    /// default texts in Arabic letters, which the bundles' Latin fonts lack; two languages keep
    /// the twelve `--check` runs short): every finding `--check` prints names a page ("see PAGE"),
    /// and that page, loaded in Chromium, lists it (severity, message, rule) once.
    func testEveryFindingTheCommandLineSendsToAPageIsOnThatPage() throws {
        let tools = try devTools()
        let probe = """
            JSON.stringify(Array.prototype.map.call(document.querySelectorAll('ul.findings li'), function (li) {
              return li.textContent; }))
            """
        var total = 0
        for archive in try realCorpusZips() {
            let bundle = try unpacked(archive)
            let strings = bundle.appendingPathComponent("strings")
            let english = try String(contentsOf: strings.appendingPathComponent("strings.xml"), encoding: .utf8)
            let arabic = try NSRegularExpression(pattern: "(<token id=\"[^\"]+\">)[^<]*(</token>)")
                .stringByReplacingMatches(
                    in: english, range: NSRange(english.startIndex..., in: english), withTemplate: "$1نص عربي واضح$2")
            try Data(arabic.utf8).write(to: strings.appendingPathComponent("strings.ar.xml"))
            for other in ["strings.es.xml", "strings.pt.xml"] {
                try? FileManager.default.removeItem(at: strings.appendingPathComponent(other))
            }
            let (site, result) = try previewed(bundle, check: true)
            let lines = result.out.split(separator: "\n").map(String.init).filter { $0.contains("; see ") }
            XCTAssertFalse(lines.isEmpty, "\(archive.lastPathComponent): Arabic in a Latin font: \(result.out)")
            total += lines.count
            var byPage: [String: [String]] = [:]
            for line in lines {
                let page = try XCTUnwrap(line.range(of: "; see ").map { line[$0.upperBound...] })
                    .prefix { $0 != " " }
                byPage[String(page), default: []].append(line)
            }
            let pages = byPage.keys.sorted()
            let listed = try tools.decode([String].self, probe, on: pages.map { site.appendingPathComponent($0) })
            for (page, items) in zip(pages, listed) {
                for line in byPage[page] ?? [] {
                    // `path:line:col: warning: MESSAGE [rule]`
                    let afterSeverity = try XCTUnwrap(line.range(of: ": warning: ") ?? line.range(of: ": error: "))
                    let message = line[afterSeverity.upperBound...]
                    let matching = items.filter { $0.contains(message) }
                    XCTAssertEqual(matching.count, 1, "\(archive.lastPathComponent) \(page) lists once: \(message)")
                }
            }
        }
        XCTAssertGreaterThan(total, 12, "findings sent to a page")
    }
}
