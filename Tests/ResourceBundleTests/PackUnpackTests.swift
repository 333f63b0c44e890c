import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

final class PackUnpackTests: XCTestCase {
    private let files: [(String, String)] = [
        ("widget.xml", "<facephi-widget-conf version=\"1.3\"><view id=\"A\"/></facephi-widget-conf>\n"),
        ("strings/strings.xml", "<translations><token id=\"a\">A</token></translations>\n"),
        ("strings/strings.es.xml", "<translations><token id=\"a\">Á</token></translations>\n"),
        ("resources/163dpi/logo.png", "\u{89}PNG fake image bytes"),
        ("resources/163dpi/intro.mp4", "fake video"),
        ("other/version.txt", "1.0.0\n"),
    ]

    func testSameContentGivesSameBytesWhateverTimesOrderAndModes() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("one")
        let second = root.appendingPathComponent("two")
        try writeTree(files, at: first)
        try writeTree(files.reversed(), at: second)
        for (index, (path, _)) in files.enumerated() {
            let url = second.appendingPathComponent(path).path
            try FileManager.default.setAttributes(
                [
                    .modificationDate: Date(timeIntervalSince1970: Double(1_500_000_000 + index * 977)),
                    .posixPermissions: index % 2 == 0 ? 0o600 : 0o755,
                ], ofItemAtPath: url)
        }
        let a = root.appendingPathComponent("a.zip").path
        let b = root.appendingPathComponent("b.zip").path
        let resultA = try Packer.pack(directory: first.path, to: a)
        let resultB = try Packer.pack(directory: second.path, to: b)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
        XCTAssertEqual(resultA.sha256, resultB.sha256)
        XCTAssertEqual(resultA.sha256, SHA256Digest.hex(of: try Data(contentsOf: URL(fileURLWithPath: a))))

        let entries = try ZipBundleReader(path: a).entries
        XCTAssertEqual(entries.map(\.path), files.map(\.0).sorted())
        let methods = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0.compressionMethod) })
        XCTAssertEqual(methods["resources/163dpi/logo.png"], 0)
        XCTAssertEqual(methods["resources/163dpi/intro.mp4"], 0)
        XCTAssertEqual(methods["widget.xml"], 8)
        XCTAssertTrue(entries.allSatisfy { $0.permissions == 0o644 })
        // Nothing but the zip is left beside it (the temporary file was renamed).
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["a.zip", "b.zip", "one", "two"])
    }

    func testNoExtraFieldsAndOneTimestampOrSourceDateEpoch() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeTree(files, at: root.appendingPathComponent("in"))
        let path = root.appendingPathComponent("a.zip").path
        _ = try Packer.pack(directory: root.appendingPathComponent("in").path, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // Every local header: time 0, date 1980-01-01 (0x0021), extra length 0.
        var offset = 0
        var headers = 0
        while offset + 30 <= bytes.count, bytes.le32(offset) == 0x0403_4B50 {
            XCTAssertEqual(bytes.le16(offset + 10), 0)
            XCTAssertEqual(bytes.le16(offset + 12), 0x21)
            XCTAssertEqual(bytes.le16(offset + 28), 0, "extra field present")
            offset += 30 + Int(bytes.le16(offset + 26)) + Int(bytes.le32(offset + 18))
            headers += 1
        }
        XCTAssertEqual(headers, files.count)
        // 2023-11-14 22:13:20 UTC
        XCTAssertEqual(Packer.dosDateTime(1_700_000_000).date, UInt16(2023 - 1980) << 9 | 11 << 5 | 14)
        XCTAssertEqual(Packer.dosDateTime(1_700_000_000).time, 22 << 11 | 13 << 5 | 10)
        XCTAssertEqual(Packer.dosDateTime(0).date, 0x21, "clamped to 1980")
    }

    func testJunkAndLinksAreLeftOutAndTheInputIsNeverTheOutput() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try writeTree(
            files + [(".DS_Store", "x"), ("__MACOSX/._widget.xml", "x"), ("resources/Thumbs.db", "x")], at: input)
        try FileManager.default.createSymbolicLink(
            atPath: input.appendingPathComponent("other/link.txt").path, withDestinationPath: "/etc/hostname")
        let out = root.appendingPathComponent("a.zip").path
        let result = try Packer.pack(directory: input.path, to: out)
        XCTAssertEqual(result.skippedJunk, 3)
        XCTAssertEqual(result.skippedOther, ["other/link.txt"])
        XCTAssertEqual(try ZipBundleReader(path: out).entries.map(\.path), files.map(\.0).sorted())
        XCTAssertThrowsError(try Packer.pack(directory: input.path, to: input.appendingPathComponent("x.zip").path))
        XCTAssertThrowsError(
            try Packer.pack(directory: input.path, to: input.appendingPathComponent("resources/x.zip").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: input.appendingPathComponent("x.zip").path))
        XCTAssertTrue(Packer.isInside(input.path + "/../in/a.zip", input.path))
        XCTAssertFalse(Packer.isInside(root.appendingPathComponent("in2.zip").path, input.path))

        // The directory's hygiene: the link is an error, the junk warnings.
        let findings = BundleHygiene.inspect(try DirectoryBundleReader(path: input.path), limits: ZipLimits())
        XCTAssertEqual(
            findings.diagnostics.filter { $0.ruleID == "zip.symlink" }.map(\.location.file), ["other/link.txt"])
        XCTAssertEqual(
            Set(findings.diagnostics.filter { $0.ruleID == "zip.junk" }.map(\.location.file)),
            [".DS_Store", "__MACOSX/", "resources/Thumbs.db"])
    }

    func testUnpackOfPackIsTheSameTree() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try writeTree(files, at: input)
        let zip = root.appendingPathComponent("a.zip").path
        _ = try Packer.pack(directory: input.path, to: zip)
        let output = root.appendingPathComponent("out")
        let result = try Unpacker.unpack(zip: zip, to: output.path)
        XCTAssertEqual(result.files, files.count)
        XCTAssertEqual(readTree(output), readTree(input))
    }

    func testAForcedUnpackThatFailsKeepsTheOldFolder() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        try writeTree([("keep.txt", "old")], at: output)
        let zip = root.appendingPathComponent("bad.zip").path
        // The CRC is only found wrong while writing: the half-written folder must go.
        try RecipeZipWriter.write(
            [
                ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>\n"),
                ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc]),
            ], to: zip)
        var options = Unpacker.Options()
        options.force = true
        XCTAssertThrowsError(try Unpacker.unpack(zip: zip, to: output.path, options: options)) { error in
            guard case Unpacker.Failure.refused(let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.ruleID), ["zip.crc-mismatch"])
            XCTAssertEqual(diagnostics.first?.location.file, "strings/strings.xml")
        }
        XCTAssertEqual(readTree(output), ["keep.txt": Data("old".utf8)])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["bad.zip", "out"])
        XCTAssertThrowsError(try Unpacker.unpack(zip: zip, to: output.path)) { error in
            guard case Unpacker.Failure.destinationExists = error else { return XCTFail("\(error)") }
        }
    }

    func testCollisionsInADirectoryAreFoundToo() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try writeTree(
            files + [
                ("strings/Strings.xml", "<translations/>\n"), ("other/caf\u{E9}.txt", "a"),
                ("other/cafe\u{301}.txt", "b"),
            ], at: root)
        let findings = BundleHygiene.inspect(try DirectoryBundleReader(path: root.path), limits: ZipLimits())
        let collisions = findings.diagnostics.filter { $0.ruleID == "zip.case-collision" }
        XCTAssertEqual(collisions.count, 2, "\(findings.diagnostics.map(\.message))")
        XCTAssertTrue(
            collisions.contains { $0.message.contains("NFC / NFD") || $0.message.contains("NFD / NFC") },
            "\(collisions.map(\.message))")
    }

    func testInventoryOfTheRealZip() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real zips")
        }
        let inventory = Inventory(
            try ZipBundleReader(path: corpus.appendingPathComponent("zips/selphid-resources-real.zip").path))
        XCTAssertEqual(inventory.rows.count, 88)
        XCTAssertEqual(inventory.size, 2_586_475)
        let kinds = Dictionary(grouping: inventory.rows, by: \.kind).mapValues(\.count)
        XCTAssertEqual(kinds["views"], 1)
        XCTAssertEqual(kinds["translations"], 3)
        XCTAssertEqual(kinds["document-rules"], 1)
        XCTAssertEqual(kinds["document-model"], 8)
        XCTAssertEqual(kinds["font"], 2)
        XCTAssertEqual(inventory.rows.first { $0.path == "resources/326dpi/IDIconFront.png" }?.density, 326)
        XCTAssertEqual(inventory.rows.first { $0.path == "strings/strings.es.xml" }?.language, "es")
    }
}
