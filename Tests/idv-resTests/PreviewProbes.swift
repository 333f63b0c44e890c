import Foundation
import TestPrerequisites
import XCTest

/// What the preview tests measure in Chromium (`DevToolsPages`), as JavaScript expressions that
/// return JSON, and the real sites they measure. The expressions read computed styles and boxes
/// only: they hold for any site a preview wrote, this branch's or an older one's.
enum PreviewProbes {
    /// WCAG 2 colour arithmetic, shared by the probes below.
    static let colour = """
        function rgba(t) { var n = (t || '').match(/[\\d.]+/g) || [];
          return n.length < 3 ? null : { r: +n[0], g: +n[1], b: +n[2], a: n.length > 3 ? +n[3] : 1 }; }
        function over(t, b) { var a = t.a; return { r: t.r * a + b.r * (1 - a), g: t.g * a + b.g * (1 - a),
          b: t.b * a + b.b * (1 - a), a: 1 }; }
        function lum(c) { function f(v) { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
          return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); }
        function ratio(x, y) { var a = lum(x), b = lum(y); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }
        function painted(e) { var cs = getComputedStyle(e);
          return cs.backgroundImage !== 'none' || (rgba(cs.backgroundColor) || { a: 0 }).a > 0; }
        function paint(e) { var cs = getComputedStyle(e);
          var colours = [over(rgba(cs.backgroundColor) || { r: 0, g: 0, b: 0, a: 0 }, { r: 255, g: 255, b: 255, a: 1 })];
          var layers = cs.backgroundImage === 'none' ? [] : cs.backgroundImage.split(/,\\s*(?=linear-gradient)/).reverse();
          layers.forEach(function (l) { var next = [];
            (l.match(/rgba?\\([^)]*\\)/g) || []).map(rgba).forEach(function (s) {
              colours.forEach(function (c) { next.push(over(s, c)); }); });
            colours = next; });
          return colours; }
        function reading(text) {
          var box = text; while (box.parentElement && !painted(box)) { box = box.parentElement; }
          var cs = getComputedStyle(text), fg = rgba(cs.color), size = parseFloat(cs.fontSize), worst = 21;
          paint(box).forEach(function (bg) { worst = Math.min(worst, ratio(over(fg, bg), bg)); });
          var r = text.getBoundingClientRect();
          return { text: text.textContent.trim().slice(0, 60), ratio: worst,
            needed: size >= 24 || (size >= 18.66 && +cs.fontWeight >= 700) ? 3 : 4.5,
            box: [r.left, r.top, r.width, r.height].map(Math.round) }; }
        """

    /// Each state text of the page (`data-t="s..."`): its WCAG contrast against the box it is
    /// drawn in (the nearest one that paints a background).
    static let stateTexts =
        "(function () {\(colour)\nreturn JSON.stringify(Array.prototype.map.call("
        + "document.querySelectorAll('[data-t^=\"s\"]'), reading)); })()"

    /// Per card of an index: the texts drawn on its phone (elements with a text of their own),
    /// each with its contrast against the box it is drawn in and its box, and the phone's box.
    static let cardTexts = """
        (function () { \(colour)
          return JSON.stringify(Array.prototype.map.call(document.querySelectorAll('.card'), function (card) {
            var phone = card.querySelector('.phone'), r = phone.getBoundingClientRect(), texts = [];
            phone.querySelectorAll('*').forEach(function (e) {
              var own = Array.prototype.some.call(e.childNodes, function (n) { return n.nodeType === 3 && n.data.trim(); });
              if (own) { texts.push(reading(e)); }
            });
            return { view: card.querySelector('h2').textContent.trim(), phone: [r.left, r.top, r.width, r.height].map(Math.round),
              texts: texts };
          }));
        })()
        """

    /// A contrast reading of a probe.
    struct Reading: Decodable {
        let text: String
        let ratio: Double
        let needed: Double
        let box: [Double]
    }

    struct Card: Decodable {
        let view: String
        let phone: [Double]
        let texts: [Reading]
    }

    /// The box (left, top, width, height) of the first element matching each selector; nil
    /// when none does.
    static func boxes(_ selectors: [String]) -> String {
        let list = selectors.map { "'\($0.replacingOccurrences(of: "'", with: "\\'"))'" }.joined(separator: ",")
        return """
            JSON.stringify([\(list)].map(function (s) { var e = document.querySelector(s);
              if (!e) { return null; } var r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }))
            """
    }
}

extension PreviewCLITests {
    /// The real zip at `path` of `../shared/corpus` (`zips/...`), or a skip (a failure under CI).
    func corpusZip(_ path: String) throws -> URL {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: \(path) is not previewed")
        }
        return corpus.appendingPathComponent(path)
    }

    /// The 12 real zips: `zips/*.zip`, then `zips/history/*.zip`, each sorted by name.
    func realCorpusZips() throws -> [URL] {
        let zips = try corpusZip("zips")
        var found: [URL] = []
        for folder in [zips, zips.appendingPathComponent("history")] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            found += names.filter { $0.hasSuffix(".zip") }.sorted().map { folder.appendingPathComponent($0) }
        }
        XCTAssertEqual(found.count, 12, "the 12 real zips")
        return found
    }

    /// A real zip unpacked into a fresh folder, for a test to change.
    func unpacked(_ zip: URL) throws -> URL {
        guard let unzip = which("unzip") else { throw Prerequisite.missing("unzip is absent: \(zip.path)") }
        let bundle = try temporary().appendingPathComponent("bundle")
        _ = try runProcess(unzip, ["-q", zip.path, "-d", bundle.path])
        return bundle
    }

    /// `idv-res preview INPUT -o SITE` (with `--check`), the site's folder and what it printed;
    /// the exit status is `status`.
    func previewed(_ input: URL, check: Bool = false, status: Int32 = 0) throws -> (site: URL, result: CLIResult) {
        let site = try temporary().appendingPathComponent("site")
        let result = runCLI(["preview"] + (check ? ["--check"] : []) + [input.path, "-o", site.path])
        XCTAssertEqual(result.status, status, "\(input.lastPathComponent): \(result.err)")
        return (site, result)
    }

    func devTools() throws -> DevToolsPages {
        DevToolsPages(chromium: try chromium())
    }
}
