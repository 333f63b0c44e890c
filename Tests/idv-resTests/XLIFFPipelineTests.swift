import Foundation
import XCTest

/// `strings --import` of app resources and of a resources bundle go through one pipeline
/// (Localization's `XLIFFMerge`): the same rule at the same place for an XLIFF that is not
/// valid, the checks go on past it in both, and two units of one key edit its text once.
/// Before, the app import reported `localizable.syntax-error` and stopped where the bundle
/// import reported `xml.malformed` and went on (a deliberate change of issue 27).
final class XLIFFPipelineTests: XCTestCase {
    private let unclosed = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file>\n</xliff>\n"

    /// A `<file>` of `original` without target-language, then one in `fr` whose unit is a draft.
    private func noLanguageThenDraft(_ original: String, key: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en"><body>
            <trans-unit id="\(key)"><source>S</source><target>T</target></trans-unit>
          </body></file>
          <file original="\(original)" source-language="en" target-language="fr"><body>
            <trans-unit id="\(key)"><source>S</source><target state="new">T</target></trans-unit>
          </body></file>
        </xliff>

        """
    }

    private func unit(_ original: String, key: String, target: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="fr"><body>
            <trans-unit id="\(key)"><source>S</source><target>\(target)</target></trans-unit>
          </body></file>
        </xliff>

        """
    }

    private func write(_ text: String, _ path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: path, atomically: true, encoding: .utf8)
    }

    /// App resources with a French table, and a bundle with a default and a French strings file.
    private func inputs(_ root: URL) throws -> (app: URL, bundle: URL) {
        let app = root.appendingPathComponent("app")
        try write(
            "\"selphid_component_tip_title\" = \"Photo\";\n", app.appendingPathComponent("fr.lproj/Localizable.strings")
        )
        let bundle = root.appendingPathComponent("bundle")
        try write(
            "<translations>\n  <token id=\"a\">One</token>\n</translations>\n",
            bundle.appendingPathComponent("strings/strings.xml"))
        try write(
            "<translations>\n  <token id=\"a\">Un</token>\n</translations>\n",
            bundle.appendingPathComponent("strings/strings.fr.xml"))
        return (app, bundle)
    }

    func testBothImportsReportAnInvalidXLIFFAsMalformedAndGoOn() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let (app, bundle) = try inputs(root)
        // An app <file> names its language in its path (`fr.lproj/...`); this one does not.
        let cases = [
            (
                app, "fr.lproj/Localizable.strings", "Localizable.strings", "selphid_component_tip_title",
                "--missing LANG"
            ),
            (bundle, "strings/strings.fr.xml", "strings/strings.fr.xml", "a", "--lang LANG"),
        ]
        for (input, file, original, key, flag) in cases {
            let folder = root.appendingPathComponent("import-\(input.lastPathComponent)")
            try write(unclosed, folder.appendingPathComponent("a.xliff"))
            try write(noLanguageThenDraft(original, key: key), folder.appendingPathComponent("b.xliff"))
            let before = try Data(contentsOf: input.appendingPathComponent(file))
            let result = runCLI(["strings", input.path, "--import", folder.path])
            let a = folder.appendingPathComponent("a.xliff").path
            let b = folder.appendingPathComponent("b.xliff").path
            let lines = result.err.split(separator: "\n").map(String.init)
            XCTAssertEqual(result.status, 1, result.err)
            XCTAssertEqual(lines.count, 4, result.err)
            XCTAssertTrue(lines[0].hasPrefix("\(a):") && lines[0].hasSuffix("[xml.malformed]"), lines[0])
            XCTAssertEqual(
                lines.dropFirst().joined(separator: "\n"),
                """
                \(b):3:3: error: the XLIFF <file> has no target-language; name it with \(flag) [xml.malformed]
                \(b):7:\(41 + key.count): warning: '\(key)' is in state 'new': not imported (--accept-needs-review imports it) [xliff.needs-review]
                nothing imported: fix the units above and import again
                """)
            XCTAssertEqual(try Data(contentsOf: input.appendingPathComponent(file)), before, "nothing written")
        }
    }

    func testTwoUnitsOfOneKeyWriteTheLastTextOnce() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let (app, bundle) = try inputs(root)
        let cases = [
            (
                app, "fr.lproj/Localizable.strings", "selphid_component_tip_title",
                "\"selphid_component_tip_title\" = \"Deuxième photo\";\n"
            ),
            (
                bundle, "strings/strings.fr.xml", "a",
                "<translations>\n  <token id=\"a\">Deuxième photo</token>\n</translations>\n"
            ),
        ]
        for (input, original, key, expected) in cases {
            let folder = root.appendingPathComponent("import-\(input.lastPathComponent)")
            try write(unit(original, key: key, target: "P"), folder.appendingPathComponent("a.xliff"))
            try write(unit(original, key: key, target: "Deuxième photo"), folder.appendingPathComponent("b.xliff"))
            let result = runCLI(["strings", input.path, "--import", folder.path])
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertEqual(result.out, "updated \(original): 0 added, 1 replaced\n", result.err)
            XCTAssertEqual(
                try String(contentsOf: input.appendingPathComponent(original), encoding: .utf8), expected)
        }
    }
}
