import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle
import RuleCatalog
import XCTest

@testable import LanguageServer

/// Hover at real places: a token reference, a resource name, a real finding, an MRZ field;
/// bundle text escaped in the Markdown.
final class FeaturesHoverTests: XCTestCase {
    /// A real `text="..."` hovers with the token's text in every language: the Spanish and
    /// Portuguese texts as the real strings files hold them (`&#10;` a line break).
    func testARealTokenHoversWithItsTextInEveryLanguage() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let (value, close, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))

        let hover = try XCTUnwrap(LanguageFeatures.hover(bundle.request("widget.xml", widget, at: value + 2)))
        XCTAssertEqual(hover.range, value..<close)
        XCTAssertTrue(hover.markdown.hasPrefix("`\(token)`"), hover.markdown)
        for (language, file) in [("es", "strings.es.xml"), ("pt", "strings.pt.xml"), ("default", "strings.xml")] {
            let strings = String(decoding: try bundle.text("strings/" + file), as: UTF8.self)
            let match = try XCTUnwrap(strings.firstMatch(of: try Regex("<token id=\"\(token)\">([^<]*)</token>")))
            let text = String(match.output[1].substring!).replacingOccurrences(of: "&#10;", with: "\\\n")
            XCTAssertFalse(text.isEmpty)
            XCTAssertTrue(
                hover.markdown.contains("- **\(language)**: \(text)"), "\(language): \(text)\n\(hover.markdown)")
        }
    }

    /// A real `icon="..."` hovers with the densities that hold the file and each one's pixel
    /// size, read independently from the PNG headers on disk.
    func testARealResourceHoversWithItsDensitiesAndPixelSizes() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: " icon=\"", in: widget))
        let close = try XCTUnwrap(widget[value...].firstIndex(of: UInt8(ascii: "\"")))
        let name = String(decoding: widget[value..<close], as: UTF8.self)

        let hover = try XCTUnwrap(LanguageFeatures.hover(bundle.request("widget.xml", widget, at: value)))
        var seen = 0
        for density in BundleLayout.densityBuckets {
            let file = bundle.folder.appendingPathComponent("resources/\(density)dpi/\(name)")
            guard let data = try? Data(contentsOf: file) else {
                XCTAssertFalse(hover.markdown.contains("**\(density)dpi**"))
                continue
            }
            seen += 1
            let bytes = Array(data)
            // The PNG header: width and height, big-endian, at 16 and 20.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertTrue(
                hover.markdown.contains("- **\(density)dpi**: \(width)x\(height) px (\(bytes.count) bytes)"),
                hover.markdown)
        }
        XCTAssertGreaterThan(seen, 0)
    }

    /// A real finding of the real bundle (what validate reports in widget.xml) hovers with its
    /// message and its rule's explanation, as `explain` prints it.
    func testARealFindingHoversWithItsRuleExplanation() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let findings = BundleValidator.validate(bundle.folder.path).diagnostics.filter {
            $0.location.file == "widget.xml" && $0.location.column != nil
        }
        let finding = try XCTUnwrap(findings.first { $0.ruleID == "views.density-coverage" } ?? findings.first)
        let widget = try bundle.text("widget.xml")
        let at = TextPositions(widget).offset(line1: finding.location.line!, column1: finding.location.column)

        let hover = try XCTUnwrap(
            LanguageFeatures.hover(bundle.request("widget.xml", widget, at: at + 1, findings: findings)))
        let rule = try XCTUnwrap(RuleRegistry.rule(finding.ruleID))
        XCTAssertTrue(
            hover.markdown.hasPrefix("**\(finding.ruleID)** (\(finding.severity.rawValue)): "), hover.markdown)
        XCTAssertTrue(hover.markdown.contains(rule.explanation))
        XCTAssertTrue(hover.markdown.contains(rule.summary))
        XCTAssertTrue(hover.markdown.contains(Markdown.escaped(finding.message)))
        XCTAssertEqual(hover.range?.lowerBound, at)

        // Far from every finding: no finding in the hover.
        let elsewhere = try XCTUnwrap(RealText.offset(after: "<?xml", in: widget))
        XCTAssertNil(LanguageFeatures.hover(bundle.request("widget.xml", widget, at: elsewhere, findings: findings)))
    }

    /// A hostile text in a real strings file is shown as text: no HTML, no emphasis, no link.
    func testHostileTokenTextIsEscaped() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let (value, _, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))
        let path = bundle.folder.appendingPathComponent("strings/strings.es.xml")
        let strings = try String(contentsOf: path, encoding: .utf8)
        let hostile = "&lt;script&gt;alert(1)&lt;/script&gt; *bold* [x](http://evil) `code` &amp;amp; # _u_"
        let edited = strings.replacing(
            try Regex("<token id=\"\(token)\">[^<]*</token>"), with: "<token id=\"\(token)\">\(hostile)</token>")
        XCTAssertNotEqual(edited, strings)
        try edited.write(to: path, atomically: true, encoding: .utf8)
        let context = BundleContext(
            reader: try DirectoryBundleReader(path: bundle.folder.path), options: ValidationOptions())

        let request = FeatureRequest(context: context, path: "widget.xml", text: widget, offset: value)
        let hover = try XCTUnwrap(LanguageFeatures.hover(request))
        let spanish = try XCTUnwrap(hover.markdown.split(separator: "\n").first { $0.hasPrefix("- **es**") })
        XCTAssertEqual(
            spanish,
            "- **es**: \\<script\\>alert(1)\\</script\\> \\*bold\\* \\[x\\](http://evil) \\`code\\` \\&amp; \\# \\_u\\_"
        )
        let documentation = try XCTUnwrap(
            LanguageFeatures.completions(request).first { $0.label == token }?.documentation)
        XCTAssertFalse(documentation.contains("<script>"))
        XCTAssertTrue(documentation.contains(String(spanish)))
    }

    /// A real MRZ field hovers with its place in the zone and what ICAO 9303 puts there, in the
    /// block's format (a Spanish ID card's `mrzType="Type1"`: TD1).
    func testARealMRZFieldHoversWithItsICAOPosition() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let path = "documents/DocumentID_All.xml"
        let model = try bundle.text(path)
        let block = try XCTUnwrap(RealText.offset(of: "<MRZ mrzType=\"Type1\">", in: model))
        let code = try XCTUnwrap(
            RealText.offset(
                of: "<field id=\"DocumentCode\" line=\"1\" starts=\"1\" count=\"2\"", in: model, from: block))
        let hover = try XCTUnwrap(LanguageFeatures.hover(bundle.request(path, model, at: code + 3)))
        XCTAssertTrue(hover.markdown.contains("TD1 format (ICAO 9303 Part 5)"), hover.markdown)
        XCTAssertTrue(
            hover.markdown.contains("line 1, characters 1-2 (the zone has 3 lines of 30 characters)"), hover.markdown)
        XCTAssertTrue(
            hover.markdown.contains("- ICAO: the document code, line 1, characters 1-2 (exactly)"), hover.markdown)

        let birth = try XCTUnwrap(
            RealText.offset(of: "<field id=\"DateOfBirth\" line=\"2\" starts=\"1\" count=\"6\"", in: model, from: block)
        )
        let dates = try XCTUnwrap(LanguageFeatures.hover(bundle.request(path, model, at: birth + 8)))
        XCTAssertTrue(
            dates.markdown.contains("- ICAO: the date of birth, line 2, characters 1-6 (exactly)"), dates.markdown)
        XCTAssertFalse(dates.markdown.contains("check digit"), "1-6 stops before the check digit at 7")
    }

    /// Between tags and on an element name of a real file, without findings: no hover.
    func testNoHoverOnPlainMarkup() throws {
        let bundle = try RealBundle("history/and-57b3dc40cb4b.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let view = try XCTUnwrap(RealText.offset(of: "<view ", in: widget))
        XCTAssertNil(LanguageFeatures.hover(bundle.request("widget.xml", widget, at: view - 1)))
        XCTAssertNil(LanguageFeatures.hover(bundle.request("widget.xml", widget, at: view + 3)))
        // Its tokens do hover, in this 2024-03 bundle too.
        let value = try XCTUnwrap(RealText.offset(after: " text=\"", in: widget))
        XCTAssertNotNil(LanguageFeatures.hover(bundle.request("widget.xml", widget, at: value)))
    }
}
