import Foundation
import TestPrerequisites
import XCTest

/// `--check` findings on the site: one finding, one place, counted once per view and once per
/// language, in the command line's severity colours; and the bundle's own unreadable colours.
extension PreviewCLITests {
    /// and-57b3dc40cb4b with a German file whose ShowID text and a timeout shown on two capture
    /// views (`timeout_no_user_activity`, a state text of CaptureIDFront and CaptureIDBack) are too
    /// long, and a broken image (an HTML page saved as exit-dark.png). Each page lists exactly the
    /// findings the command line sends to it, each view's card counts them once, each language's
    /// badge counts the findings of its pages (the image's error only in the default language's,
    /// red as on the command line; the German warnings' orange).
    func testEachFindingIsListedAndCountedOnceOnItsPage() throws {
        let tools = try devTools()
        let bundle = try unpacked(try corpusZip("zips/history/and-57b3dc40cb4b.zip"))
        let strings = bundle.appendingPathComponent("strings")
        var german = try String(contentsOf: strings.appendingPathComponent("strings.xml"), encoding: .utf8)
        for (token, long) in [
            ("ShowIDInfo", "Überprüfen Sie die Dokumentendatenerfassungsbestätigungsübersichtsseitenbeschriftung"),
            ("timeout_no_user_activity", "Benutzeraktivitätszeitüberschreitungsbenachrichtigungsdialog"),
        ] {
            let start = try XCTUnwrap(german.range(of: "<token id=\"\(token)\">"))
            let end = try XCTUnwrap(german[start.upperBound...].range(of: "</token>"))
            german.replaceSubrange(start.upperBound..<end.lowerBound, with: long)
        }
        try Data(german.utf8).write(to: strings.appendingPathComponent("strings.de.xml"))
        for density in ["163dpi", "489dpi"] {
            let image = bundle.appendingPathComponent("resources/\(density)/exit-dark.png")
            if FileManager.default.fileExists(atPath: image.path) {
                try Data("<html>404 Not Found</html>\n".utf8).write(to: image)
            }
        }
        let (site, result) = try previewed(bundle, check: true, status: 1)
        var sent: [String: [String]] = [:]
        for line in result.out.split(separator: "\n") {
            guard let see = line.range(of: "; see ") else { continue }
            sent[String(line[see.upperBound...].prefix { $0 != " " }), default: []].append(String(line))
        }
        let overflows = sent.values.joined().filter { $0.contains("timeout_no_user_activity") }
        XCTAssertEqual(overflows.count, 2, "the timeout overflows on both capture views: \(result.out)")
        XCTAssertTrue(sent.keys.contains { $0.hasPrefix("views/default-") }, "the image, on a default page")
        // Each view page of each language: the measured list holds exactly what was sent to it.
        let measuredList = """
            JSON.stringify(Array.prototype.concat.apply([], Array.prototype.map.call(document.querySelectorAll('ul.findings'),
              function (ul) { return Array.prototype.map.call(ul.querySelectorAll('li'), function (li) { return li.textContent; }); }))
              .filter(function (t) { return t.indexOf('[preview.') >= 0; }))
            """
        var viewPages: [URL] = []
        for language in ["default", "de", "es", "pt"] {
            let folder = site.appendingPathComponent("views/\(language)-489dpi")
            viewPages += try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
                folder.appendingPathComponent($0)
            }
        }
        let listed = try tools.decode([String].self, measuredList, on: viewPages)
        for (page, items) in zip(viewPages, listed) {
            let relative = page.path.replacingOccurrences(of: site.path + "/", with: "")
            let expected = sent[relative] ?? []
            XCTAssertEqual(items.count, expected.count, "\(relative): \(items) for \(expected)")
            for line in expected {
                let message = try XCTUnwrap(line.range(of: "warning: ") ?? line.range(of: "error: "))
                XCTAssertEqual(
                    items.filter { $0.contains(line[message.upperBound...]) }.count, 1, "\(relative): \(line)")
            }
        }
        // The index of each language: each card's count is what it lists; the badges count once
        // per language, coloured by the worst severity.
        let cards = """
            JSON.stringify({ cards: Array.prototype.map.call(document.querySelectorAll('.cell'), function (cell) {
                var list = cell.querySelector('ul.card-findings'), count = cell.querySelector('.count').textContent;
                return [parseInt(count, 10) || 0, list ? list.querySelectorAll('li').length : 0]; }),
              badges: Array.prototype.map.call(document.querySelectorAll('header nav:first-of-type a, header nav:first-of-type span.current'),
                function (e) { var b = e.querySelector('.badge');
                  return [e.textContent.split(' ')[0], b ? +b.textContent : 0, b ? getComputedStyle(b).backgroundColor : '']; }) })
            """
        struct Index: Decodable {
            let cards: [[Int]]
            let badges: [[String]]

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                cards = try container.decode([[Int]].self, forKey: .cards)
                var rows: [[String]] = []
                var badges = try container.nestedUnkeyedContainer(forKey: .badges)
                while !badges.isAtEnd {
                    var row = try badges.nestedUnkeyedContainer()
                    let name = try row.decode(String.self)
                    let count = try row.decode(Int.self)
                    rows.append([name, String(count), try row.decode(String.self)])
                }
                self.badges = rows
            }

            enum CodingKeys: String, CodingKey { case cards, badges }
        }
        let indexes = ["index.html", "index-de-489dpi.html"].map { site.appendingPathComponent($0) }
        for (name, index) in zip(["default", "de"], try tools.decode(Index.self, cards, on: indexes)) {
            for card in index.cards { XCTAssertEqual(card[0], card[1], "\(name): a card counts what it lists") }
            for badge in index.badges {
                let language = badge[0]
                let pages = sent.filter {
                    $0.key.hasPrefix("views/\(language)-") || $0.key == "texts-\(language).html"
                }
                let findings = pages.values.joined()
                XCTAssertEqual(Int(badge[1]), findings.count, "\(name): the \(language) badge")
                guard !findings.isEmpty else { continue }
                let red = findings.contains { $0.contains(": error: ") }
                XCTAssertEqual(badge[2], red ? "rgb(179, 38, 30)" : "rgb(255, 149, 0)", "\(name): \(language) badge")
            }
        }
    }

    /// and-57b3dc40cb4b with ShowID's tip drawn in #D6D9E0 on its white background (1.4:1):
    /// `--check` reports it once, at the `color` attribute, as the bundle's own colours, and
    /// ShowID's page lists it; nothing else of the zip is reported.
    func testCheckReportsTheBundlesOwnUnreadableColours() throws {
        _ = try chromium()
        let bundle = try unpacked(try corpusZip("zips/history/and-57b3dc40cb4b.zip"))
        let widgetFile = bundle.appendingPathComponent("widget.xml")
        var widget = try String(contentsOf: widgetFile, encoding: .utf8)
        let view = try XCTUnwrap(widget.range(of: "<view id=\"ShowID\">"))
        let tip = try XCTUnwrap(widget[view.upperBound...].range(of: "<text id=\"tip\"\n        color=\"#1D2C4D\""))
        widget.replaceSubrange(tip, with: "<text id=\"tip\"\n        color=\"#D6D9E0\"")
        try Data(widget.utf8).write(to: widgetFile)
        let (site, result) = try previewed(bundle, check: true)
        let lines = result.out.split(separator: "\n").map(String.init).filter { $0.contains("[preview.") }
        XCTAssertEqual(lines.count, 1, result.out)
        XCTAssertTrue(
            lines.first?.hasSuffix(
                "widget.xml:586:9: warning: text 'ShowIDInfo' of <text id=\"tip\"> (view 'ShowID') is drawn in #d6d9e0 "
                    + "on #ffffff, both the bundle's colours: contrast 1.41:1, below the 4.5:1 WCAG AA asks of text "
                    + "this size; see views/default-489dpi/ShowID.html [preview.low-contrast]") == true, result.out)
        let page = try String(
            contentsOf: site.appendingPathComponent("views/default-489dpi/ShowID.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("[preview.low-contrast]"), "listed on ShowID's page")
        XCTAssertTrue(page.contains("class=\"el finding finding-warning el-text\""), "the tip outlined")
    }
}
