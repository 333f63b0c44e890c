import Foundation
import XCTest

/// `strings APP --import` with what translators send back: an Xcode export (several files,
/// inline tags, states, notes), `.xcloc` folders, and units that must be refused.
final class XLIFFImportTests: XCTestCase {
    let sample = samplesDirectory.appendingPathComponent("app-resources/Resources").path
    let xcode = samplesDirectory.appendingPathComponent("app-resources/xliff/fr-xcode.xliff").path

    private func copySample() throws -> URL {
        let root = try makeTemporaryDirectory()
        let copy = root.appendingPathComponent("Resources")
        try FileManager.default.copyItem(atPath: sample, toPath: copy.path)
        return copy
    }

    /// Every file of `directory`, path -> bytes.
    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = directory.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }

    private func frenchText(_ copy: URL) throws -> String {
        try String(contentsOf: copy.appendingPathComponent("fr.lproj/Localizable.strings"), encoding: .utf16)
    }

    func testXcodeExportGoesToItsOwnFileWithInlineTextAndStates() throws {
        let copy = try copySample()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let before = try snapshot(copy)
        let result = runCLI(["strings", copy.path, "--import", xcode])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "updated fr.lproj/Localizable.strings: 2 added, 0 replaced\n")
        XCTAssertEqual(
            result.err,
            """
            \(xcode):3:3: note: 2 translated units of 'Demo/en.lproj/InfoPlist.strings' not imported: idv-res writes only Localizable.strings [xliff.other-file]
            \(xcode):20:3: note: 1 translated unit of 'Demo/Base.lproj/Main.storyboard' not imported: idv-res writes only Localizable.strings [xliff.other-file]
            \(xcode):54:9: warning: 'selphid_component_tip_message' is in state 'needs-review-translation': not imported (--accept-needs-review imports it) [xliff.needs-review]

            """)
        let french = try frenchText(copy)
        // The <g> keeps its text: not "Délai ".
        XCTAssertTrue(
            french.hasSuffix(
                "\"selphid_component_timeout_title\" = \"Délai dépassé\";\n\"selphid_selector_continue\" = \"CONTINUER →\";\n"
            ), french)
        XCTAssertFalse(
            french.contains("CFBundleDisplayName") || french.contains("BYZ-38-t0r"), "other files' units stay out")
        XCTAssertTrue(
            french.contains("\"**Cadrez** votre document **dans le cadre.** La photo"), "a unit under review waits")
        let after = try snapshot(copy)
        XCTAssertEqual(Set(after.keys), Set(before.keys), "no file created")
        for (path, bytes) in before where path != "fr.lproj/Localizable.strings" {
            XCTAssertEqual(after[path], bytes, "\(path) untouched")
        }
        // The same XLIFF again changes no byte (the UTF-16 file is not rewritten).
        let again = runCLI(["strings", copy.path, "--import", xcode])
        XCTAssertEqual(again.out, "updated fr.lproj/Localizable.strings: 0 added, 0 replaced\n")
        XCTAssertEqual(try snapshot(copy), after)

        // Accepted drafts go in, with their <ph> read back as the code they protect.
        let drafts = runCLI(["strings", copy.path, "--import", xcode, "--accept-needs-review"])
        XCTAssertEqual(drafts.out, "updated fr.lproj/Localizable.strings: 0 added, 1 replaced\n", drafts.err)
        XCTAssertTrue(
            try frenchText(copy).contains("\"selphid_component_tip_message\" = \"**Cadrez** votre document.\";"))
    }

    func testDryRunListsEveryKeyAndWritesNothing() throws {
        let copy = try copySample()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let before = try snapshot(copy)
        let result = runCLI(["strings", copy.path, "--import", xcode, "--dry-run", "--accept-needs-review"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(
            result.out,
            """
            would update fr.lproj/Localizable.strings: 2 added, 1 replaced
              + selphid_component_timeout_title = "Délai dépassé"
              + selphid_selector_continue = "CONTINUER →"
              ~ selphid_component_tip_message: "**Cadrez** votre document **dans le cadre.** La photo est prise automatiquement." -> "**Cadrez** votre document."

            """)
        XCTAssertEqual(try snapshot(copy), before)
    }

    func testInlineMarkupWithoutTextIsRefusedWhereItIs() throws {
        let copy = try copySample()
        let root = copy.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try snapshot(copy)
        let text = try String(contentsOfFile: xcode, encoding: .utf8)
            .replacingOccurrences(of: "<g id=\"1\" ctype=\"x-bold\">dépassé</g>", with: "<x id=\"1\"/>")
        let xliff = root.appendingPathComponent("fr.xliff").path
        try text.write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = runCLI(["strings", copy.path, "--import", xliff])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.err.contains(
                "\(xliff):44:43: error: 'selphid_component_timeout_title': <x id=\"1\"/> stands for code the XLIFF does not hold"
            ), result.err)
        XCTAssertTrue(result.err.hasSuffix("nothing imported: fix the units above and import again\n"))
        XCTAssertEqual(try snapshot(copy), before, "all or nothing")
    }

    func testXclocFolderRoundTripsByteForByte() throws {
        let copy = try copySample()
        let root = copy.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("Localizations").path
        let export = runCLI([
            "strings", copy.path, "--missing", "fr,de", "--missing", "es", "--export", "xliff", "-o", out, "--layout",
            "xcloc",
        ])
        XCTAssertEqual(export.status, 0, export.err)
        for language in ["fr", "de", "es"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: "\(out)/\(language).xcloc/Localized Contents/\(language).xliff"),
                language)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(out)/\(language).xcloc/contents.json"), language)
        }
        // Untouched (no targets): importing changes nothing at all.
        let before = try snapshot(copy)
        let untouched = runCLI(["strings", copy.path, "--import", out])
        XCTAssertEqual(untouched.out, "nothing to import: no unit has a translated <target>\n", untouched.err)
        XCTAssertEqual(try snapshot(copy), before)

        // A translator fills one bundle: only its language changes, only with its keys.
        let french = "\(out)/fr.xcloc/Localized Contents/fr.xliff"
        let filled = try String(contentsOfFile: french, encoding: .utf8).replacingOccurrences(
            of: "<source>Timeout exceeded</source>",
            with:
                "<source>Timeout exceeded</source>\n        <target state=\"translated\">Délai <g id=\"1\">dépassé</g></target>"
        )
        try filled.write(toFile: french, atomically: true, encoding: .utf8)
        let imported = runCLI(["strings", copy.path, "--import", "\(out)/fr.xcloc"])
        XCTAssertEqual(imported.out, "updated fr.lproj/Localizable.strings: 1 added, 0 replaced\n", imported.err)
        let after = try snapshot(copy)
        XCTAssertEqual(
            after.filter { $0.key != "fr.lproj/Localizable.strings" },
            before.filter { $0.key != "fr.lproj/Localizable.strings" })
        // The folder of bundles again: nothing more changes.
        XCTAssertEqual(runCLI(["strings", copy.path, "--import", out]).status, 0)
        XCTAssertEqual(try snapshot(copy), after)
    }

    func testMissingTakesListsRepeatsAndAll() throws {
        let first = { (result: CLIResult) in
            result.out.split(separator: "\n").filter { !$0.hasPrefix("selphid_") }.map(String.init)
        }
        XCTAssertEqual(
            first(runCLI(["strings", sample, "--missing", "fr,de", "--missing", "es"])),
            [
                "fr: 44 of 47 translatable catalog keys show the SDK default",
                "de: 45 of 47 translatable catalog keys show the SDK default",
                "es: 43 of 47 translatable catalog keys show the SDK default",
            ])
        XCTAssertEqual(
            first(runCLI(["strings", sample, "--missing", "all"])).map { String($0.prefix(3)) },
            ["de:", "es:", "fr:", "it:"])
        XCTAssertEqual(runCLI(["strings", sample, "--missing", "fr,,de"]).status, 2)
        let list = runCLI(["strings", sample, "--import", xcode, "--missing", "fr,de"])
        XCTAssertEqual(list.status, 2)
        XCTAssertTrue(list.err.contains("--import takes one --missing LANG"), list.err)
        XCTAssertEqual(runCLI(["strings", sample, "--dry-run"]).status, 2, "--dry-run goes with --import")
        XCTAssertEqual(
            runCLI(["strings", sample, "--lang", "fr", "--missing", "fr"]).status, 2, "--lang is for a resources zip")
        // Several languages need a directory; one goes to standard output or -o FILE.
        XCTAssertEqual(runCLI(["strings", sample, "--missing", "fr,de", "--export", "xliff"]).status, 2)
        let single = runCLI(["strings", sample, "--missing", "fr", "--export", "xliff"])
        XCTAssertTrue(single.out.contains("target-language=\"fr\""), single.err)
    }

    func testExportProtectsSpecifiersAndMarkupAsPlaceholders() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("catalog.json").path
        try
            #"{"component": "acme", "platform": "ios", "localizable": {"keys": [{"key": "acme_hello", "default": "Hello %@, **%1$d** left (100%%)"}]}}"#
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        let app = root.appendingPathComponent("App/en.lproj")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "\"acme_other\" = \"x\";\n".write(
            to: app.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let export = runCLI([
            "strings", app.deletingLastPathComponent().path, "--catalog", catalog, "--missing", "fr", "--export",
            "xliff",
        ])
        XCTAssertEqual(export.status, 0, export.err)
        XCTAssertTrue(
            export.out.contains(
                "<source>Hello <ph id=\"1\">%@</ph>, <ph id=\"2\">**</ph><ph id=\"3\">%1$d</ph><ph id=\"4\">**</ph> left (100%%)</source>"
            ), export.out)
    }

    func testExportNotesCarryTheBaseTextAndItsComment() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["en.lproj", "fr.lproj"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try """
        /* Title of the tip screen */
        "selphid_component_tip_title" = "Your ID";

        // The button that starts the capture
        selphid_component_tip_button = "GO";
        "selphid_component_tip_message" = "x"; /* after the value: not about the next key */

        """.write(to: root.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"selphid_selector_title\" = \"Bonjour\";\n".write(
            to: root.appendingPathComponent("fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let export = runCLI(["strings", root.path, "--missing", "fr", "--export", "xliff"])
        XCTAssertEqual(export.status, 0, export.err)
        XCTAssertTrue(
            export.out.contains(
                "<note>SDK default (selphid ios). The app's 'en' text: &quot;Your ID&quot;. Comment in the 'en' file: Title of the tip screen</note>"
            ), export.out)
        XCTAssertTrue(
            export.out.contains("Comment in the 'en' file: The button that starts the capture</note>"), export.out)
        XCTAssertTrue(
            export.out.contains("<note>SDK default (selphid ios). The app's 'en' text: &quot;x&quot;.</note>"),
            export.out)
    }
}
