import CZip
import Diagnostics
import Foundation
import TestSupport
import XCTest

@testable import ResourceBundle

/// libzip's error codes as the user reads them: each one the reader can meet, provoked with a
/// zip made here where it can be, said for the file at hand and sorted into a damaged zip
/// (exit 1) or a file the system could not read (exit 3).
final class LibzipErrorsTests: XCTestCase {
    private let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")

    /// One entry's zip with `patch` applied to its bytes (`central`: where its central record starts).
    private func damaged(
        _ entry: ArchiveEntryRecipe, _ patch: (_ bytes: inout [UInt8], _ central: Int) -> Void,
        _ body: (String) throws -> Void
    ) throws {
        var bytes = RecipeZipWriter.build([entry])
        patch(&bytes, Int(bytes.le32(bytes.count - 22 + 16)))
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("t.zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    private func openError(_ path: String) -> BundleReadError? {
        do {
            _ = try ZipBundleReader(path: path)
            return nil
        } catch {
            return error as? BundleReadError
        }
    }

    // MARK: zip_open

    func testAMissingFileIsNoSuchFileAndExitThree() throws {
        let error = openError("/nonexistent/idv-res.zip")
        XCTAssertEqual(error?.zipOpenError, ZIP_ER_NOENT)
        XCTAssertEqual(error?.message, "no such file")
        XCTAssertEqual(error?.failure, .unreadable)
        XCTAssertNil(BundleHygiene.unopenableZip("/nonexistent/idv-res.zip", error!))
    }

    /// libzip's `ZIP_ER_NOENT` for a file it opened: a record that needs its zip64 field.
    func testAZip64MarkerWithoutItsFieldIsADamagedZipNamingTheEntryAndTheField() throws {
        let fields: [(offset: Int, words: String)] = [
            (24, "'other/big.file': its size holds 0xFFFFFFFF"),
            (20, "'other/big.file': its compressed size holds 0xFFFFFFFF"),
            (42, "'other/big.file': its local header offset holds 0xFFFFFFFF"),
        ]
        for field in fields {
            try damaged(ArchiveEntryRecipe("other/big.file", "0", stored: true)) { bytes, central in
                for i in 0..<4 { bytes[central + field.offset + i] = 0xFF }
            } _: { path in
                let error = try XCTUnwrap(openError(path))
                XCTAssertEqual(error.zipOpenError, ZIP_ER_NOENT)
                XCTAssertEqual(error.failure, .corrupt)
                XCTAssertFalse(error.message.contains("no such file"), error.message)
                let report = try XCTUnwrap(BundleHygiene.unopenableZip(path, error))
                XCTAssertEqual(report.diagnostics.map(\.ruleID), ["zip.corrupt"])
                XCTAssertTrue(
                    report.diagnostics[0].message.hasPrefix("cannot open the zip: " + field.words), "\(report)")
                XCTAssertEqual(BundleValidator.validate(path).unreadable, false)
            }
        }
    }

    func testAFolderIsNotAFileLibzipCanSeekIn() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let error = try XCTUnwrap(openError(root.path))
        XCTAssertEqual(error.zipOpenError, ZIP_ER_OPNOTSUPP)
        XCTAssertEqual(error.failure, .io)
        XCTAssertEqual(error.message, "not a file libzip can seek in (a folder, a pipe or a device)")
        XCTAssertNil(BundleHygiene.unopenableZip(root.path, error))
    }

    func testNotAZipAndATruncatedZipAreToldApart() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let html = root.appendingPathComponent("page.zip").path
        try Data("<html>404</html>".utf8).write(to: URL(fileURLWithPath: html))
        let notZip = try XCTUnwrap(openError(html))
        XCTAssertEqual(notZip.zipOpenError, ZIP_ER_NOZIP)
        XCTAssertEqual(notZip.message, "not a zip archive")
        XCTAssertNil(BundleHygiene.unopenableZip(html, notZip), "not a zip: input.unreadable, exit 3")
        XCTAssertTrue(BundleValidator.validate(html).unreadable)

        let cut = root.appendingPathComponent("cut.zip").path
        try Data(RecipeZipWriter.build([widget]).prefix(40)).write(to: URL(fileURLWithPath: cut))
        let truncated = try XCTUnwrap(openError(cut))
        XCTAssertEqual(truncated.zipOpenError, ZIP_ER_NOZIP)
        let report = try XCTUnwrap(BundleHygiene.unopenableZip(cut, truncated))
        XCTAssertTrue(report.diagnostics[0].message.contains("the archive is truncated"), "\(report)")
    }

    /// The code and the `zip.corrupt` messages of a one-entry zip whose end record has
    /// `values` at the byte offsets given.
    private func endRecordChanged(_ values: [Int: UInt8]) throws -> (code: Int32?, messages: [String]) {
        var found: (Int32?, [String]) = (nil, [])
        try damaged(widget) { bytes, _ in
            for (offset, value) in values { bytes[bytes.count - 22 + offset] = value }
        } _: { path in
            let error = try XCTUnwrap(openError(path))
            XCTAssertEqual(error.failure, .corrupt)
            let report = try XCTUnwrap(BundleHygiene.unopenableZip(path, error))
            XCTAssertEqual(Set(report.diagnostics.map(\.ruleID)), ["zip.corrupt"])
            found = (error.zipOpenError, report.diagnostics.map(\.message))
        }
        return found
    }

    func testAnInconsistentCentralDirectoryIsADamagedZip() throws {
        let counted = try endRecordChanged([8: 2, 10: 2])
        XCTAssertEqual(counted.code, ZIP_ER_INCONS)
        XCTAssertTrue(counted.messages[0].contains("the end record says 2"), "\(counted.messages)")
        try damaged(widget) { bytes, central in
            bytes[central + 29] = 0x20
        } _: { path in
            XCTAssertEqual(openError(path)?.zipOpenError, ZIP_ER_INCONS)
            XCTAssertEqual(BundleValidator.validate(path).diagnostics.map(\.ruleID), ["zip.corrupt"])
        }
    }

    func testOnePartOfASplitArchiveSaysSo() throws {
        let split = try endRecordChanged([4: 1, 6: 1])
        XCTAssertEqual(split.code, ZIP_ER_MULTIDISK)
        XCTAssertEqual(
            split.messages,
            ["cannot open the zip: it is one part of a split (multi-disk) archive: the other parts are missing"])
    }

    // MARK: reading an entry

    private func readError(_ path: String) throws -> BundleReadError? {
        let reader = try ZipBundleReader(path: path)
        do {
            _ = try reader.read(reader.entries[0], limit: .max)
            return nil
        } catch {
            return error as? BundleReadError
        }
    }

    func testEachReadFailureIsSaidForTheEntry() throws {
        let text = String(repeating: "<translations/>\n", count: 20)
        let cases: [(ArchiveEntryRecipe, (inout [UInt8], Int) -> Void, String, BundleReadError.Failure)] = [
            (ArchiveEntryRecipe("a.xml", text, damage: [.crc]), { _, _ in }, "CRC error", .crcMismatch),
            (ArchiveEntryRecipe("a.xml", text, damage: [.encrypted]), { _, _ in }, "it is encrypted", .encrypted),
            (
                ArchiveEntryRecipe("a.xml", text, damage: [.corruptData]), { _, _ in },
                "its deflate data is invalid (Zlib error: data error)", .corrupt
            ),
            (
                ArchiveEntryRecipe("a.xml", text), { bytes, central in Self.setMethod(97, &bytes, central) },
                "compression method not supported: method 97, which libzip cannot decompress", .corrupt
            ),
            (
                ArchiveEntryRecipe("a.xml", text), { bytes, central in Self.setMethod(12, &bytes, central) },
                "its compressed data is invalid for method 12", .corrupt
            ),
            (
                ArchiveEntryRecipe("a.xml", text), { bytes, central in bytes[central + 44] = 0x10 },
                "its local header or data lie outside the archive", .corrupt
            ),
        ]
        for (entry, patch, words, failure) in cases {
            try damaged(entry, patch) { path in
                let error = try XCTUnwrap(try readError(path), words)
                XCTAssertEqual(error.path, "a.xml")
                XCTAssertEqual(error.message.prefix(words.count), Substring(words))
                XCTAssertEqual(error.failure, failure, words)
            }
        }
    }

    /// Bzip2 (12) names the method in both headers.
    private static func setMethod(_ method: UInt8, _ bytes: inout [UInt8], _ central: Int) {
        bytes[8] = method
        bytes[central + 10] = method
    }

    /// The codes no zip made here provokes (the system failing, memory, a password given):
    /// each still has words of its own and a class.
    func testEveryOtherCodeHasWordsAndAClass() {
        let opening: [(Int32, BundleReadError.Failure)] = [
            (ZIP_ER_OPEN, .io), (ZIP_ER_READ, .io), (ZIP_ER_SEEK, .io), (ZIP_ER_TELL, .io), (ZIP_ER_MEMORY, .io),
            (ZIP_ER_EOF, .corrupt), (ZIP_ER_INTERNAL, .corrupt),
        ]
        for (code, failure) in opening {
            let (message, found) = ZipBundleReader.openFailure(code, errno: EIO, exists: true)
            XCTAssertEqual(found, failure, message)
            XCTAssertFalse(message.contains("no such file"), message)
        }
        XCTAssertEqual(
            ZipBundleReader.openFailure(ZIP_ER_READ, errno: EIO, exists: true).0,
            "cannot read the file: Input/output error")
        XCTAssertEqual(
            ZipBundleReader.openFailure(ZIP_ER_INTERNAL, errno: 0, exists: true).0,
            "libzip cannot open it: Internal error")
        let reading: [(Int32, BundleReadError.Failure)] = [
            (ZIP_ER_READ, .io), (ZIP_ER_SEEK, .io), (ZIP_ER_TELL, .io), (ZIP_ER_MEMORY, .io), (ZIP_ER_EOF, .corrupt),
            (ZIP_ER_INCONS, .corrupt), (ZIP_ER_NOZIP, .corrupt), (ZIP_ER_NOENT, .corrupt),
            (ZIP_ER_WRONGPASSWD, .encrypted), (ZIP_ER_ENCRNOTSUPP, .encrypted),
        ]
        for (code, failure) in reading {
            let (message, found) = ZipBundleReader.readFailure(code, method: 8, message: "libzip's words")
            XCTAssertEqual(found, failure, message)
            XCTAssertFalse(message.contains("No such file"), message)
        }
    }

    /// An I/O failure is the system's, not the zip's: `input.unreadable` (exit 3).
    func testAnIOFailureIsReportedAsUnreadable() {
        let reader = SingleFileBundleReader(path: "t.zip", bundlePath: "t.zip")
        let error = BundleReadError(path: "a.xml", message: "an I/O error while reading it (Read error)", failure: .io)
        XCTAssertEqual(Unpacker.diagnostic(for: error, in: reader).ruleID, "input.unreadable")
    }
}
