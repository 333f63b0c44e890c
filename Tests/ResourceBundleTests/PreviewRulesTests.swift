import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

@testable import Preview

/// The preview rules on what a stand-in for Chromium "measured": every text of a translated
/// page overflows (and the default page's first text too), every image fails. Runs where
/// Chromium is absent, where the rules' own examples are skipped.
final class PreviewRulesTests: XCTestCase {
    static let longGerman = PreviewSiteTests.samples.appendingPathComponent("preview/long-german").path

    /// A shell script that answers `--dump-dom PAGE#check` with the measure lines of every
    /// `data-t` and `data-i` of the page.
    static let standIn = """
        #!/bin/sh
        for last; do :; done
        page=${last#file://}
        page=${page%%#*}
        texts=$(grep -o 'data-t="[^"]*"' "$page" | sed 's/data-t="//; s/"$//')
        case "$page" in */index.html) texts=$(printf '%s\\n' "$texts" | head -n 1) ;; esac
        printf '<pre id="idv-measure" data-done="1">'
        printf '%s\\n' "$texts" | awk 'NF { print "t " $0 (NR % 2 ? " phone" : " box") }'
        grep -o 'data-i="[^"]*"' "$page" | sed 's/data-i="/i /; s/"$//'
        printf '</pre>\\n'
        """

    func testTheCheckAppliesTheConfiguration() throws {
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let chromium = root.appendingPathComponent("chromium")
        try Self.standIn.write(to: chromium, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chromium.path)
        let site = try PreviewSite.write(Self.longGerman, to: root.appendingPathComponent("site").path)
        var configuration = Configuration()
        configuration.severities["preview.text-overflow"] = .note
        configuration.disabledRules = ["preview.image-failed"]
        let findings = try PreviewCheck.run(site, chromium: chromium.path, configuration: configuration)
        XCTAssertEqual(Set(findings.map(\.ruleID)), ["preview.text-overflow"])
        XCTAssertEqual(Set(findings.map(\.severity)), [.note])
    }

    func testOverflowsOnlyInATranslationAndEachFailedImageOnce() throws {
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let chromium = root.appendingPathComponent("chromium")
        try Self.standIn.write(to: chromium, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chromium.path)
        let site = try PreviewSite.write(Self.longGerman, to: root.appendingPathComponent("site").path)
        let findings = try PreviewCheck.run(site, chromium: chromium.path).map { finding in
            let path = finding.location.file.replacingOccurrences(of: Self.longGerman + "/", with: "")
            return "\(path):\(finding.location.line ?? 0) \(finding.ruleID) \(finding.message)"
        }
        XCTAssertEqual(
            findings,
            [
                "strings/strings.de.xml:3 preview.text-overflow text 'button_finish' in strings.de.xml overflows "
                    + "the phone's width (widget.xml:39, view 'CaptureFinished') in de, where the default "
                    + "language's text fits; see views/de-489dpi/CaptureFinished.html",
                "strings/strings.de.xml:7 preview.text-overflow text 'FinishTitle' in strings.de.xml overflows its "
                    + "<labeledIcon id=\"title\"> (widget.xml:32, view 'CaptureFinished') in de, where the default "
                    + "language's text fits; see views/de-489dpi/CaptureFinished.html",
                "strings/strings.es.xml:3 preview.text-overflow text 'button_finish' in strings.es.xml overflows "
                    + "the phone's width (widget.xml:39, view 'CaptureFinished') in es, where the default "
                    + "language's text fits; see views/es-489dpi/CaptureFinished.html",
                "strings/strings.es.xml:7 preview.text-overflow text 'FinishTitle' in strings.es.xml overflows its "
                    + "<labeledIcon id=\"title\"> (widget.xml:32, view 'CaptureFinished') in es, where the default "
                    + "language's text fits; see views/es-489dpi/CaptureFinished.html",
                "widget.xml:17 preview.image-failed image 'IDIconFront.png' (icon on <labeledIcon>) is in the bundle "
                    + "but Chromium cannot show it: not a readable image; see views/default-489dpi/CaptureIDFront.html",
                "widget.xml:27 preview.image-failed image 'exit-light.png' (value on <buttonImage>) is in the bundle "
                    + "but Chromium cannot show it: not a readable image; see views/default-489dpi/CaptureIDFront.html",
                "widget.xml:33 preview.image-failed image 'IDIconFront.png' (icon on <labeledIcon>) is in the bundle "
                    + "but Chromium cannot show it: not a readable image; see views/default-489dpi/CaptureFinished.html",
            ])
    }
}
