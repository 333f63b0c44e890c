import Diagnostics
import Foundation
import ResourceBundle
import TestSupport
import XCTest

/// An input with nothing idv-res reads fails; options a mode ignores are usage errors; lone
/// app-localization files and UTF-16 views are read, not refused.
final class NeverPassSilentlyTests: XCTestCase {
    func testAnEmptyDirectoryExits1NamingWhatWasExpected() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = runCLI(["validate", "--strict", root.path])
        XCTAssertEqual(result.status, 1, result.out)
        XCTAssertTrue(
            result.out.hasPrefix(
                "\(root.path): error: nothing idv-res reads: expected widget.xml, strings/*.xml, "
                    + "documents/*.xml"), result.out)
        XCTAssertTrue(result.out.contains("the directory is empty [input.nothing-to-check]"), result.out)
    }

    func testUnrelatedFilesInADirectoryOrAZipAreNothingToCheck() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let zip = root.appendingPathComponent("wrong.zip").path
        try RecipeZipWriter.write([ArchiveEntryRecipe("resources/widget.xml.bak", "<x/>")], to: zip)
        for input in [folder.path, zip] {
            let result = runCLI(["validate", input])
            XCTAssertEqual(result.status, 1, result.out)
            XCTAssertTrue(result.out.contains("[input.nothing-to-check]"), result.out)
            XCTAssertFalse(result.out.contains("bundle.missing-required"), "said once, not repeated:\n\(result.out)")
        }
    }

    func testLoneLocalizationFilesAndUTF16ViewsAreRead() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let lproj = root.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let strings = lproj.appendingPathComponent("Localizable.strings")
        try Data("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8).write(to: strings)
        let catalog = root.appendingPathComponent("Localizable.xcstrings")
        try Data(#"{"strings": []}"#.utf8).write(to: catalog)
        let widget = root.appendingPathComponent("widget.xml")
        let views =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<facephi-widget-conf version=\"1.3\">\n"
            + "<view id=\"a\"><bogus/></view>\n"
            + "</facephi-widget-conf>\n"
        try views.data(using: .utf16)!.write(to: widget)  // with a byte-order mark

        let cases: [(String, String)] = [
            (lproj.path, "localizable.syntax-error"), (strings.path, "localizable.syntax-error"),
            (catalog.path, "localizable.syntax-error"), (widget.path, "views.unknown-element"),
        ]
        for (input, rule) in cases {
            let result = runCLI(["validate", "--strict", input])
            XCTAssertEqual(result.status, 1, "\(input)\n\(result.out)")
            XCTAssertTrue(result.out.contains("[\(rule)]"), "\(input) was not read:\n\(result.out)")
            XCTAssertFalse(result.out.contains("input.unreadable"), result.out)
        }
        // The folder alone keeps its language: the finding names fr.lproj's file.
        XCTAssertTrue(runCLI(["validate", lproj.path]).out.hasPrefix(lproj.path + "/Localizable.strings:1:"))
    }

    func testOptionsTheModeDoesNotUseAreUsageErrors() throws {
        let bundle = samplesDirectory.appendingPathComponent("bundles/good").path
        let app = samplesDirectory.appendingPathComponent("app-resources/Resources").path
        let cases: [([String], String)] = [
            (["strings", bundle, "--catalog", "x.json"], "--catalog applies to app Resources directories"),
            (["strings", bundle, "--strict"], "--strict applies to app Resources directories"),
            (["strings", bundle, "--by", "token"], "--by applies to --format csv"),
            (["strings", app, "--missing", "fr", "--overwrite"], "--overwrite goes with --output"),
            (["validate", bundle, "--base", "fr"], "--base applies to app localizations"),
            (["validate", bundle, "--max-entries", "5"], "--max-entries applies to zips; no input is a zip"),
            (["validate", bundle, "--max-ratio", "5"], "--max-ratio applies to zips; no input is a zip"),
        ]
        for (arguments, message) in cases {
            let result = runCLI(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)\n\(result.out)\(result.err)")
            XCTAssertTrue(result.err.hasPrefix("error: \(message)"), "\(arguments)\n\(result.err)")
        }
    }
}
