import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

final class BundleReaderTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testZipEntriesAreListedAndReadOnDemand() throws {
        let path = root.appendingPathComponent("b.zip").path
        try RecipeZipWriter.write(
            [
                ArchiveEntryRecipe("strings/", kind: .directory),
                ArchiveEntryRecipe("strings/strings.xml", "<translations/>"),
                ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>"),
            ], to: path)
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        XCTAssertEqual(reader.kind, .zip)
        XCTAssertEqual(reader.entries.map(\.path), ["strings/", "strings/strings.xml", "widget.xml"])
        XCTAssertEqual(reader.entries.map(\.isDirectory), [true, false, false])
        let widget = try XCTUnwrap(reader.entry(at: "widget.xml"))
        XCTAssertEqual(String(decoding: try reader.read(widget), as: UTF8.self), "<facephi-widget-conf/>")
        XCTAssertThrowsError(try reader.read(widget, limit: 5)) { error in
            XCTAssertTrue("\(error)".contains("read limit"))
        }
        XCTAssertEqual(reader.location(of: "widget.xml").displayPath, path + "/widget.xml")
    }

    func testDamagedZipDataIsAnErrorNotACrash() throws {
        let path = root.appendingPathComponent("crc.zip").path
        try RecipeZipWriter.write([ArchiveEntryRecipe("widget.xml", "<a/>", damage: [.crc])], to: path)
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        XCTAssertThrowsError(try reader.read(reader.entries[0])) { error in
            XCTAssertTrue("\(error)".lowercased().contains("crc"), "\(error)")
        }
    }

    func testNotAZipIsAClearError() throws {
        let path = root.appendingPathComponent("page.zip").path
        try Data("<html>404</html>".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try InputOpener.open(path, looseFiles: .refused).reader()) { error in
            XCTAssertEqual((error as? BundleReadError)?.message, "not a zip archive")
        }
        XCTAssertThrowsError(
            try InputOpener.open(root.appendingPathComponent("nope").path, looseFiles: .refused).reader())
    }

    func testDirectoryEntriesAreSortedWithFolders() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try Data("b".utf8).write(to: root.appendingPathComponent("widget.xml"))
        try Data("a".utf8).write(to: root.appendingPathComponent("strings/strings.xml"))
        let reader = try InputOpener.open(root.path, looseFiles: .refused).reader()
        XCTAssertEqual(reader.kind, .directory)
        XCTAssertEqual(reader.entries.map(\.path), ["strings/", "strings/strings.xml", "widget.xml"])
        XCTAssertEqual(try reader.read(reader.entry(at: "widget.xml")!), Array("b".utf8))
    }

    func testRolesFollowTheSDKLayout() {
        XCTAssertEqual(BundleLayout.role(of: "widget.xml"), .views)
        XCTAssertEqual(BundleLayout.role(of: "strings/strings.xml"), .translations(language: nil))
        XCTAssertEqual(BundleLayout.role(of: "strings/strings.es.xml"), .translations(language: "es"))
        XCTAssertEqual(BundleLayout.role(of: "strings/strings-pt.xml"), .translations(language: "pt"))
        XCTAssertEqual(BundleLayout.role(of: "documents/DocumentID_All.xml"), .documentModels)
        XCTAssertEqual(BundleLayout.role(of: "documents/DocumentRules.xml"), .documentRules)
        XCTAssertEqual(BundleLayout.role(of: "resources/326dpi/a.png"), .resource(density: 326))
        XCTAssertEqual(BundleLayout.role(of: "other/version.txt"), .other)
        XCTAssertEqual(BundleLayout.role(of: "__MACOSX/widget.xml"), .junk)
        XCTAssertEqual(BundleLayout.role(of: "resources/163dpi/._a.png"), .junk)
        XCTAssertEqual(BundleLayout.role(of: "strings/.DS_Store"), .junk)
        XCTAssertEqual(BundleLayout.role(of: "es.lproj/Localizable.strings"), .localizable(language: "es"))
        XCTAssertEqual(BundleLayout.role(of: "Resources/selphid_anim_tip_id_male.json"), .lottie)
    }

    /// ASCII paths are split byte by byte (role, junk): the same components and verdicts as
    /// splitting by Character.
    func testJunkIsJudgedTheSameByteByByte() {
        func reference(_ path: String) -> Bool {
            let parts = path.split(separator: "/")
            if parts.first == "__MACOSX" { return true }
            guard let name = parts.last else { return false }
            return name.hasPrefix("._") || name == ".DS_Store" || name == "Thumbs.db" || name == "desktop.ini"
        }
        let pieces = [
            "", "/", "//", "__MACOSX", "__macosx", "._", "._x", ".DS_Store", ".DS_Store2", "Thumbs.db",
            "desktop.ini", "Desktop.ini", "a", "widget.xml", ".", "_.", "\r\n", "é", "/\u{301}", "._\u{301}",
        ]
        var checked = 0
        for a in pieces {
            for b in pieces {
                for c in ["", "/", "/x/"] {
                    let path = a + c + b
                    XCTAssertEqual(BundleLayout.isJunk(path), reference(path), path.debugDescription)
                    XCTAssertEqual(
                        BundleLayout.components(of: path), path.split(separator: "/").map(String.init),
                        path.debugDescription)
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, pieces.count * pieces.count * 3)
        XCTAssertTrue(BundleLayout.isJunk("__MACOSX/._widget.xml"))
        XCTAssertFalse(BundleLayout.isJunk("documents/DocumentRules.xml"))
    }

    func testCorpusZipsOpenWithEveryEntry() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real-zip check is skipped")
        }
        let reader = try InputOpener.open(
            corpus.appendingPathComponent("zips/selphid-resources-real.zip").path, looseFiles: .refused
        ).reader()
        XCTAssertEqual(reader.entries.count, 95)
        XCTAssertNotNil(reader.entry(at: "documents/DocumentDL_All.xml"))
    }
}
