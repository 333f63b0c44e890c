import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

final class ZipLayoutTests: XCTestCase {
    private let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")
    private let strings = ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n")

    private func scan(_ entries: [ArchiveEntryRecipe]) throws -> ZipLayout {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("t.zip").path
        try RecipeZipWriter.write(entries, to: path)
        return try ZipLayout.scan(path: path)
    }

    func testCleanArchiveHasDataRangesInOrderAndNoProblems() throws {
        let layout = try scan([widget, strings])
        XCTAssertEqual(layout.records.map(\.name), ["widget.xml", "strings/strings.xml"])
        XCTAssertEqual(layout.problems, [])
        XCTAssertTrue(layout.overlaps.isEmpty)
        let ranges = layout.records.compactMap(\.dataRange)
        XCTAssertEqual(ranges.count, 2)
        XCTAssertLessThanOrEqual(ranges[0].upperBound, ranges[1].lowerBound)
    }

    func testEntriesSharingDataAreOverlaps() throws {
        let layout = try scan([
            widget, strings, ArchiveEntryRecipe("a.xml", damage: [.overlap]),
            ArchiveEntryRecipe("b.xml", damage: [.overlap]),
        ])
        XCTAssertEqual(layout.overlaps.map(\.entry), ["a.xml", "b.xml"])
        XCTAssertEqual(layout.overlaps.first?.other, "strings/strings.xml")
    }

    func testTruncatedAndForeignFilesAreToldApart() throws {
        let truncated = try scan([
            widget, ArchiveEntryRecipe("strings/strings.xml", String(repeating: "x", count: 64), damage: [.truncate]),
        ])
        XCTAssertFalse(truncated.isNotAZip)
        XCTAssertTrue(truncated.problems.first?.message.contains("truncated") ?? false, "\(truncated.problems)")

        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let html = root.appendingPathComponent("page.zip").path
        try Data("<html></html>".utf8).write(to: URL(fileURLWithPath: html))
        XCTAssertTrue(try ZipLayout.scan(path: html).isNotAZip)
        // A central directory cut off: entries are counted short.
        var bytes = RecipeZipWriter.build([widget, strings])
        let end = bytes.count - 22
        bytes.removeSubrange((end - 10)..<end)
        let cut = root.appendingPathComponent("cut.zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: cut))
        XCTAssertFalse(try ZipLayout.scan(path: cut).problems.isEmpty)
        // Bytes in front (a self-extractor stub): said as such.
        let prefixed = root.appendingPathComponent("sfx.zip").path
        try Data([UInt8](repeating: 0, count: 100) + RecipeZipWriter.build([widget, strings])).write(
            to: URL(fileURLWithPath: prefixed))
        XCTAssertEqual(
            try ZipLayout.scan(path: prefixed).problems.map(\.message),
            [
                "100 bytes precede the archive (a self-extractor stub or files joined together), so every offset it records is off by 100"
            ])
    }

    func testRealCorpusZipsHaveACleanLayout() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real zips")
        }
        for name in ["selphid-resources-real.zip", "selphi-resources-real.zip"] {
            let layout = try ZipLayout.scan(path: corpus.appendingPathComponent("zips/\(name)").path)
            XCTAssertEqual(
                layout.records.count,
                try ZipBundleReader(path: corpus.appendingPathComponent("zips/\(name)").path).entries.count)
            XCTAssertEqual(layout.problems, [], name)
            XCTAssertTrue(layout.overlaps.isEmpty, name)
        }
    }

    func testEntryTypesComeFromExternalAttributes() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("t.zip").path
        try RecipeZipWriter.write(
            [
                widget, ArchiveEntryRecipe("l", kind: .symlink(target: "x")),
                ArchiveEntryRecipe("d/", kind: .directory),
                ArchiveEntryRecipe("p", damage: [.fifo]), ArchiveEntryRecipe("e", damage: [.encrypted]),
                ArchiveEntryRecipe("s.png", "png", stored: true),
            ], to: path)
        let entries = try ZipBundleReader(path: path).entries
        XCTAssertEqual(entries.map(\.fileType), [.regular, .symlink, .directory, .special, .regular, .regular])
        XCTAssertEqual(entries.map(\.isEncrypted), [false, false, false, false, true, false])
        XCTAssertEqual(entries.map(\.compressionMethod), [8, 0, 0, 8, 8, 0])
        XCTAssertEqual(entries[0].permissions, 0o644)
        XCTAssertEqual(entries[0].crc, zlibCRC32(Array("<facephi-widget-conf version=\"1.3\"/>\n".utf8)))
    }

    func testSizesParseWithUnits() {
        XCTAssertEqual(InputLimits.parseSize("2048"), 2048)
        XCTAssertEqual(InputLimits.parseSize("64K"), 65536)
        XCTAssertEqual(InputLimits.parseSize("512M"), 512 << 20)
        XCTAssertEqual(InputLimits.parseSize("1GiB"), 1 << 30)
        XCTAssertNil(InputLimits.parseSize("lots"))
        XCTAssertNil(InputLimits.parseSize("99999999999T"))
    }
}
