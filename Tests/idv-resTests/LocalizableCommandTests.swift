import Diagnostics
import Foundation
import XCTest

/// `idv-res strings APP_RESOURCES_DIR` and `validate` on app resources, end to end on
/// Samples/app-resources, and the translator's XLIFF round trip.
final class LocalizableCommandTests: XCTestCase {
    let sample = samplesDirectory.appendingPathComponent("app-resources/Resources").path

    /// Every finding on the sample, as `rule path:line:col`.
    let expectedFindings: Set<String> = [
        "localizable.catalog-state Localizable.xcstrings:19:23",
        "localizable.format-mismatch Localizable.xcstrings:19:23",
        "localizable.syntax-error de.lproj/Localizable.strings:6:101",
        "localizable.partial-override en.lproj/Localizable.strings:12:1",
        "localizable.partial-override en.lproj/Localizable.strings:13:1",
        "localizable.partial-override en.lproj/Localizable.strings:14:1",
        "localizable.partial-override en.lproj/Localizable.strings:15:1",
        "localizable.format-mismatch es.lproj/Localizable.strings:4:25",
        "localizable.unknown-key es.lproj/Localizable.strings:7:1",
        "localizable.unbalanced-markup es.lproj/Localizable.strings:10:35",
        "localizable.format-mismatch es.lproj/Localizable.strings:11:37",
        "localizable.duplicate-key es.lproj/Localizable.strings:12:1",
        "localizable.partial-override es.lproj/Localizable.strings:13:1",
        "localizable.partial-override es.lproj/Localizable.strings:14:1",
        "localizable.empty-value es.lproj/Localizable.strings:14:28",
        "localizable.missing-alt fr.lproj/Localizable.strings:9:1",
        "localizable.unknown-key fr.lproj/Localizable.strings:10:1",
    ]

    private func findings(_ output: String, root: String) throws -> (Set<String>, [JSONNode]) {
        let document = try JSONParser().parse(output)
        let diagnostics = try XCTUnwrap(document["diagnostics"]?.array)
        let found = diagnostics.map { diagnostic -> String in
            let location = diagnostic["location"]!
            var path = location["path"]!.string!
            if path.hasPrefix(root + "/") { path = String(path.dropFirst(root.count + 1)) }
            return
                "\(diagnostic["rule"]!.string!) \(path):\(Int(location["line"]!.number!)):\(Int(location["column"]!.number!))"
        }
        return (Set(found), diagnostics)
    }

    func testEveryRuleFiresAtTheRightLineOfTheSample() throws {
        let result = runCLI(["strings", sample, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.err)
        let (found, diagnostics) = try findings(result.out, root: sample)
        XCTAssertEqual(found, expectedFindings)
        let unknown = diagnostics.first {
            $0["message"]?.string?.contains("selphid_component_tip_button_message") == true
        }
        XCTAssertEqual(unknown?["suggestion"]?.string, "selphid_component_tip_button")
        // validate runs the same check on an app resources directory.
        let validate = runCLI(["validate", sample, "--format", "json"])
        XCTAssertEqual(try findings(validate.out, root: sample).0, expectedFindings)
    }

    func testCoverageTableInJSONTextAndCSV() throws {
        let json = try JSONParser().parse(runCLI(["strings", sample, "--format", "json"]).out)
        let languages = try XCTUnwrap(json["languages"]?.array)
        XCTAssertEqual(languages.compactMap { $0["language"]?.string }, ["en", "de", "es", "fr", "it"])
        let es = languages[2]
        // tip_title, tip_message, timeout_title, selector_continue; not the empty one
        XCTAssertEqual(es["overridden"]?.number, 4)
        XCTAssertEqual(es["unknown"]?.number, 1)
        XCTAssertEqual(json["catalogKeys"]?.number, 51)
        let fr = languages[3]
        XCTAssertEqual(fr["files"]?.array?.first?.string, "fr.lproj/Localizable.strings")
        let keys = try XCTUnwrap(json["keys"]?.array)
        let tipButton = keys.first { $0["key"]?.string == "selphid_component_tip_button" }
        XCTAssertEqual(tipButton?["languages"]?["de"]?.string, "lost", "written after de's missing ';'")
        XCTAssertEqual(tipButton?["languages"]?["fr"]?.string, "overridden", "read from the UTF-16 file")
        XCTAssertEqual(tipButton?["languages"]?["es"]?.string, "default")
        XCTAssertEqual(tipButton?["states"]?["it"]?.string, "needs_review", "the String Catalog's state")
        XCTAssertNil(keys.first { $0["key"]?.string == "selphid_component_tutorial_message_1" }?["states"])
        let typo = keys.first { $0["key"]?.string == "selphid_component_tip_button_message" }
        XCTAssertEqual(typo?["inCatalog"]?.bool, false)

        let text = runCLI(["strings", sample])
        XCTAssertTrue(
            text.out.contains("es        es.lproj/Localizable.strings           4       47        1      7.8%\n"),
            text.out)
        XCTAssertTrue(text.out.contains("unknown key 'selphid_component_tip_button_message'"))

        let byLanguage = runCLI(["strings", sample, "--format", "csv"]).out.split(separator: "\n")
        XCTAssertEqual(byLanguage.first, "language,files,catalog_keys,overridden,default,unknown,percent")
        XCTAssertEqual(byLanguage[3], "es,es.lproj/Localizable.strings,51,4,47,1,7.8")
        XCTAssertEqual(byLanguage[5], "it,Localizable.xcstrings,51,3,48,0,5.9")

        let csv = runCLI(["strings", sample, "--format", "csv", "--by", "token"])
        let lines = csv.out.split(separator: "\n")
        XCTAssertEqual(lines.first, "key,in_catalog,en,de,es,fr,it")
        XCTAssertTrue(
            lines.contains("selphid_component_tip_button,yes,overridden,lost,default,overridden,overridden"), csv.out)
        XCTAssertEqual(lines.last, "selphid_componnet_timeout_title,no,,,,unknown,")
        XCTAssertTrue(csv.err.contains("[localizable.unknown-key]"), "findings go to standard error")
    }

    private func copySample() throws -> URL {
        let root = try makeTemporaryDirectory()
        let copy = root.appendingPathComponent("Resources")
        try FileManager.default.copyItem(atPath: sample, toPath: copy.path)
        return copy
    }

    /// Fills every unit's `<target>` with `fill(source)`.
    private func translate(_ xliff: String, _ fill: (String) -> String) throws -> String {
        var out = ""
        var rest = Substring(xliff)
        while let start = rest.range(of: "<source>"),
            let end = rest.range(of: "</source>", range: start.upperBound..<rest.endIndex)
        {
            out += rest[..<end.upperBound]
            let source = String(rest[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
            out += "\n        <target>" + fill(source).replacingOccurrences(of: "&", with: "&amp;") + "</target>"
            rest = rest[end.upperBound...]
        }
        return out + rest
    }

    func testXLIFFRoundTripChangesOnlyTheTranslatedKeys() throws {
        let copy = try copySample()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let strings = copy.appendingPathComponent("es.lproj/Localizable.strings")
        let before = try String(contentsOf: strings, encoding: .utf8)
        let xliff = copy.deletingLastPathComponent().appendingPathComponent("es.xliff").path

        let export = runCLI(["strings", copy.path, "--missing", "es", "--export", "xliff", "-o", xliff])
        XCTAssertEqual(export.status, 0, export.err)
        let exported = try String(contentsOfFile: xliff, encoding: .utf8)
        // A second export does not replace what may now be the translator's copy.
        let again = runCLI(["strings", copy.path, "--missing", "es", "--export", "xliff", "-o", xliff])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.err.contains("exists; pass --overwrite to replace it"), again.err)
        XCTAssertEqual(
            runCLI(["strings", copy.path, "--missing", "es", "--export", "xliff", "-o", xliff, "--overwrite"]).status, 0
        )
        XCTAssertTrue(
            exported.contains(
                "<file original=\"es.lproj/Localizable.strings\" source-language=\"en\" target-language=\"es\""))
        XCTAssertTrue(
            exported.contains(
                "<trans-unit id=\"selphid_component_tip_button\" xml:space=\"preserve\">\n        <source>START</source>"
            ))
        XCTAssertFalse(exported.contains("id=\"selphid_component_tip_title\""), "es already overrides it")
        XCTAssertFalse(
            exported.contains("id=\"selphid_component_tip_custom_alt\""), "an empty default has nothing to translate")
        let units = exported.components(separatedBy: "<trans-unit ").count - 1
        XCTAssertEqual(units, 43)

        try translate(exported) { "ES " + $0 }.write(toFile: xliff, atomically: true, encoding: .utf8)
        let imported = runCLI(["strings", copy.path, "--import", xliff])
        XCTAssertEqual(imported.status, 0, imported.err)
        XCTAssertEqual(imported.out, "updated es.lproj/Localizable.strings: 42 added, 1 replaced\n")

        // Byte for byte: the empty value filled in place, the other keys appended, nothing else.
        let after = try String(contentsOf: strings, encoding: .utf8)
        let filled = before.replacingOccurrences(
            of: "\"selphid_selector_title\" = \"\";",
            with: "\"selphid_selector_title\" = \"ES Complete your Onboarding\";")
        XCTAssertTrue(after.hasPrefix(filled), after)
        let appended = after.dropFirst(filled.count).split(separator: "\n")
        XCTAssertEqual(appended.count, 42)
        XCTAssertEqual(
            appended.first,
            "\"selphid_component_tutorial_message_1\" = \"ES Look for a background with good contrast.\";")
        XCTAssertTrue(appended.contains("\"selphid_selector_type_drivers_license\" = \"ES Driver's license\";"))

        // Nothing is missing any more, and a second import changes nothing.
        XCTAssertEqual(
            runCLI(["strings", copy.path, "--missing", "es"]).out.components(separatedBy: "\n").first,
            "es: 0 of 47 translatable catalog keys show the SDK default")
        XCTAssertEqual(
            runCLI(["strings", copy.path, "--import", xliff]).out,
            "updated es.lproj/Localizable.strings: 0 added, 0 replaced\n")
        XCTAssertEqual(try String(contentsOf: strings, encoding: .utf8), after)
    }

    func testImportKeepsUTF16AndCreatesMissingLanguages() throws {
        let copy = try copySample()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let fr = copy.appendingPathComponent("fr.lproj/Localizable.strings")
        let before = try Data(contentsOf: fr)
        let xliff = copy.deletingLastPathComponent().appendingPathComponent("fr.xliff").path
        XCTAssertEqual(runCLI(["strings", copy.path, "--missing", "fr", "--export", "xliff", "-o", xliff]).status, 0)
        try translate(try String(contentsOfFile: xliff, encoding: .utf8)) { "FR " + $0 }.write(
            toFile: xliff, atomically: true, encoding: .utf8)
        XCTAssertEqual(runCLI(["strings", copy.path, "--import", xliff]).status, 0)
        let after = try Data(contentsOf: fr)
        XCTAssertEqual(after.prefix(before.count), before, "the existing UTF-16 bytes are untouched")
        let text = try XCTUnwrap(String(data: after, encoding: .utf16))
        XCTAssertTrue(text.hasSuffix("\"selphid_selector_exit_alert_cancel\" = \"FR Cancel\";\n"))
        XCTAssertEqual(Array(after.prefix(2)), [0xFF, 0xFE])

        // A language the app does not have yet gets its own folder beside the others.
        let pt = copy.deletingLastPathComponent().appendingPathComponent("pt.xliff").path
        XCTAssertEqual(runCLI(["strings", copy.path, "--missing", "pt-BR", "--export", "xliff", "-o", pt]).status, 0)
        try translate(try String(contentsOfFile: pt, encoding: .utf8)) { "PT " + $0 }.write(
            toFile: pt, atomically: true, encoding: .utf8)
        let created = runCLI(["strings", copy.path, "--import", pt])
        XCTAssertEqual(created.out, "created pt-BR.lproj/Localizable.strings: 47 added, 0 replaced\n", created.err)
        let check = runCLI(["strings", copy.path, "--format", "json"])
        let languages = try JSONParser().parse(check.out)["languages"]?.array ?? []
        XCTAssertEqual(languages.first { $0["language"]?.string == "pt-BR" }?["overridden"]?.number, 47)
    }

    func testImportIsAllOrNothing() throws {
        let copy = try copySample()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let es = copy.appendingPathComponent("es.lproj/Localizable.strings")
        let before = try Data(contentsOf: es)
        let xliff = copy.deletingLastPathComponent().appendingPathComponent("es.xliff").path
        XCTAssertEqual(runCLI(["strings", copy.path, "--missing", "es", "--export", "xliff", "-o", xliff]).status, 0)
        // One bad unit (a specifier the source does not have) among good ones: nothing is written.
        let bad = try translate(try String(contentsOfFile: xliff, encoding: .utf8)) {
            $0 == "START" ? "EMPEZAR %@" : "ES " + $0
        }
        try bad.write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = runCLI(["strings", copy.path, "--import", xliff])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("es.xliff:"), result.err)
        XCTAssertTrue(
            result.err.contains(
                "the 'es' text of 'selphid_component_tip_button' has format specifiers %@ but the source has none [localizable.format-mismatch]"
            ), result.err)
        XCTAssertTrue(result.err.contains("nothing imported"))
        XCTAssertEqual(try Data(contentsOf: es), before)

        // A file with a syntax error is not appended to: keys after the error would be lost.
        let de = copy.appendingPathComponent("de.lproj/Localizable.strings")
        let deBefore = try Data(contentsOf: de)
        let deXliff = copy.deletingLastPathComponent().appendingPathComponent("de.xliff").path
        XCTAssertEqual(runCLI(["strings", copy.path, "--missing", "de", "--export", "xliff", "-o", deXliff]).status, 0)
        try translate(try String(contentsOfFile: deXliff, encoding: .utf8)) { "DE " + $0 }.write(
            toFile: deXliff, atomically: true, encoding: .utf8)
        let refused = runCLI(["strings", copy.path, "--import", deXliff])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.err.contains(
                "de.lproj/Localizable.strings:6:101: missing ';' after the value of 'selphid_component_tip_message'; fix it first"
            ), refused.err)
        XCTAssertEqual(try Data(contentsOf: de), deBefore)
    }

    func testCustomCatalogAndUsageErrors() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("acme.json").path
        try """
        {"component": "acme", "platform": "ios", "localizable": {"keys": [
          {"key": "acme_title", "default": "Hello %@"}, {"key": "acme_title_alt", "default": "Greeting"}]}}
        """.write(toFile: catalog, atomically: true, encoding: .utf8)
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("es.lproj"), withIntermediateDirectories: true)
        try "\"acme_title\" = \"Hola %d\";\n\"acme_titel\" = \"x\";\n".write(
            to: app.appendingPathComponent("es.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let result = runCLI(["strings", app.path, "--catalog", catalog, "--format", "json"])
        let (found, _) = try findings(result.out, root: app.path)
        XCTAssertEqual(
            found,
            [
                "localizable.format-mismatch es.lproj/Localizable.strings:1:16",
                "localizable.missing-alt es.lproj/Localizable.strings:1:1",
                "localizable.unknown-key es.lproj/Localizable.strings:2:1",
            ])
        let validate = runCLI(["validate", app.path, "--catalog", catalog, "--format", "json"])
        XCTAssertEqual(try findings(validate.out, root: app.path).0, found)
        // The default catalog knows none of these: only the prefix-less keys, left alone.
        XCTAssertEqual(try findings(runCLI(["strings", app.path, "--format", "json"]).out, root: app.path).0, [])

        try "{\"localizable\": {\"keys\": 3}}".write(toFile: catalog, atomically: true, encoding: .utf8)
        let broken = runCLI(["strings", app.path, "--catalog", catalog])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.err.contains("acme.json:1:17: error: \"localizable\" has no \"keys\" array"), broken.err)
        XCTAssertEqual(runCLI(["validate", app.path, "--catalog", catalog]).status, 2)
        XCTAssertEqual(runCLI(["strings", app.path, "--export", "xliff"]).status, 2)
        XCTAssertEqual(runCLI(["strings", app.path, "--missing", "es", "--export", "po"]).status, 2)
    }
}
