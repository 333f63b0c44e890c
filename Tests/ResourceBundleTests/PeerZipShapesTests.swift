import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

/// The shapes of Go's `archive/zip` test suite where unzippers drop data or disagree (issue
/// #46), inside the real SelphID zip: each bad entry added to a copy whose own bytes stay as
/// they were, then `validate` and `unpack` as the library runs them.
final class PeerZipShapesTests: XCTestCase {
    /// What is added to the real zip, the rule that must find it and the entry it names
    /// (nil: the archive, which libzip cannot open).
    private let shapes: [(entries: [ArchiveEntryRecipe], rule: String, at: String?)] = [
        ([ArchiveEntryRecipe("README/", "read me\n")], "zip.folder-with-data", "README/"),
        ([ArchiveEntryRecipe(".", "123456789", stored: true)], "zip.folder-with-data", "."),
        ([ArchiveEntryRecipe("./", "123456789")], "zip.folder-with-data", "./"),
        (
            [ArchiveEntryRecipe("strings/strings.fr.xml", "<translations/>\n", damage: [.folderAttributes])],
            "zip.folder-with-data", "strings/strings.fr.xml"
        ),
        (
            [ArchiveEntryRecipe("other/notes.txt", "notes\n", damage: [.descriptorCRC])], "zip.crc-mismatch",
            "other/notes.txt"
        ),
        (
            [ArchiveEntryRecipe("other/notes.txt", "notes\n", damage: [.dataDescriptor, .crc])], "zip.crc-mismatch",
            "other/notes.txt"
        ),
        (
            [ArchiveEntryRecipe("other/notes.txt", "notes\n", damage: [.localCRC])], "zip.crc-mismatch",
            "other/notes.txt"
        ),
        // Under a file the zip has, and a file named like a folder it has.
        (
            [ArchiveEntryRecipe("strings/strings.xml/extra.xml", "<translations/>\n")], "zip.file-folder-collision",
            "strings/strings.xml/extra.xml"
        ),
        ([ArchiveEntryRecipe("resources/326dpi", "x")], "zip.file-folder-collision", "resources/326dpi"),
        ([ArchiveEntryRecipe("Resources/326dpi", "x")], "zip.case-collision", "Resources/326dpi"),
        ([ArchiveEntryRecipe("other/./version.txt", "9\n")], "zip.duplicate-name", "other/./version.txt"),
        ([ArchiveEntryRecipe("other/big.file", "0", stored: true, damage: [.zip64SizeMarker])], "zip.corrupt", nil),
    ]

    func testEachShapeInsideTheRealZipIsFoundAndRefusedWithNothingWritten() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the shapes are not tried inside a real zip")
        }
        let original = try [UInt8](Data(contentsOf: corpus.appendingPathComponent("zips/selphid-resources-real.zip")))
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let clean = root.appendingPathComponent("real.zip").path
        try Data(original).write(to: URL(fileURLWithPath: clean))
        let before = BundleValidator.validate(clean).diagnostics
        XCTAssertEqual(before.filter { $0.ruleID.hasPrefix("zip.") }.map(\.message), [])
        let originalLayout = try ZipLayout.scan(path: clean)

        for (index, shape) in shapes.enumerated() {
            let name = "\(index): \(shape.entries.map(\.name))"
            let bytes = RecipeZipWriter.appending(shape.entries, to: original)
            let path = root.appendingPathComponent("shape\(index).zip").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try assertOriginalBytesKept(original, originalLayout, in: bytes, path: path, name)

            let found = BundleValidator.validate(path).diagnostics
            let zipFindings = found.filter { $0.ruleID.hasPrefix("zip.") }
            XCTAssertEqual(zipFindings.map(\.ruleID), [shape.rule], "\(name): \(zipFindings.map(\.message))")
            XCTAssertEqual(zipFindings.first?.location.file, shape.at ?? path, name)
            // Nothing of the real zip is reported differently.
            let added = found.filter { finding in !before.contains { $0.message == finding.message } }
            XCTAssertEqual(
                Set(added.map(\.ruleID)).subtracting(["bundle.unexpected-top-level"]), [shape.rule],
                "\(name): \(added.map(\.message))")

            let target = root.appendingPathComponent("out\(index)").path
            XCTAssertThrowsError(try Unpacker.unpack(zip: path, to: target), name) { error in
                guard case Unpacker.Failure.refused(let diagnostics) = error else {
                    return XCTFail("\(name): \(error)")
                }
                XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.ruleID), [shape.rule], name)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: target), "\(name): unpack wrote its target")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path)
        XCTAssertTrue(left.allSatisfy { $0.hasSuffix(".zip") }, "left behind: \(left)")
    }

    /// The copy holds the real zip's local headers and data, then its central records, as
    /// they were: only what was added differs.
    private func assertOriginalBytesKept(
        _ original: [UInt8], _ layout: ZipLayout, in bytes: [UInt8], path: String, _ name: String
    ) throws {
        let originalEnd = original.count - 22
        let originalCentralStart = Int(original.le32(originalEnd + 16))
        XCTAssertEqual(Array(bytes[..<originalCentralStart]), Array(original[..<originalCentralStart]), name)
        let copy = try ZipLayout.scan(path: path)
        let newCentralStart = Int(bytes.le32(bytes.count - 22 + 16))
        let central = original[originalCentralStart..<originalEnd]
        XCTAssertEqual(Array(bytes[newCentralStart..<(newCentralStart + central.count)]), Array(central), name)
        XCTAssertEqual(Array(copy.records.prefix(layout.records.count).map(\.name)), layout.records.map(\.name), name)
    }

    /// Which copy of the CRC-32 the data matches is read, once: the entry is not reported
    /// again by the data check.
    func testDisagreeingCRCsAreOneFindingNamingTheCopyTheDataMatches() throws {
        let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")
        let cases: [(Set<ArchiveEntryRecipe.Damage>, String)] = [
            ([.descriptorCRC], "the data matches the central directory, so unzippers that check the data descriptor"),
            ([.dataDescriptor, .crc], "the data matches the data descriptor, so unzippers that check the central"),
            ([.localCRC], "the data matches the central directory, so unzippers that check the local header"),
            // Both headers wrong (`crc`), one of them undone: the data matches the local header.
            ([.crc, .localCRC], "the data matches the local header, so unzippers that check the central directory"),
        ]
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("t.zip").path
        for (damage, words) in cases + [([.crc], "the data's is 0x")] {
            var bytes = RecipeZipWriter.build([
                widget, ArchiveEntryRecipe("other/a.txt", String(repeating: "a", count: 300), damage: damage),
            ])
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            if damage == [.crc] {
                // Both wrong, and wrong differently: the data matches neither.
                let local = try XCTUnwrap(ZipLayout.scan(path: path).records.last?.localHeaderOffset)
                bytes[Int(local) + 14] ^= 0xFF
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            }
            let findings = BundleHygiene.inspect(try ZipBundleReader(path: path), limits: ZipLimits())
            XCTAssertEqual(findings.diagnostics.map(\.ruleID), ["zip.crc-mismatch"], "\(damage)")
            XCTAssertTrue(findings.diagnostics.first?.message.contains(words) ?? false, "\(findings.diagnostics)")
            XCTAssertEqual(findings.damaged, ["other/a.txt"])
        }
        // A consistent data descriptor is fine, and read where it is.
        var generator = SplitMix64(seed: 46)
        let text = (0..<70_000).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
        try zip([widget, ArchiveEntryRecipe("other/a.txt", bytes: text, damage: [.dataDescriptor])]) { path in
            XCTAssertEqual(BundleValidator.validate(path).diagnostics.filter { $0.ruleID.hasPrefix("zip.") }.count, 0)
            let record = try ZipLayout.scan(path: path).records.last
            XCTAssertEqual(record?.descriptorCRC, zlibCRC32(text))
            XCTAssertNil(record?.localCRC)
        }
    }
}
