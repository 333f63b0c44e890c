import Diagnostics
import Foundation
import TestSupport
import XCTest

/// The shapes Go's `archive/zip` test suite holds where unzippers lose data or disagree
/// (issue #46): each is one more hostile archive for `validate` and `unpack`.
extension ZipCommandsTests {
    static let peerShapes: [(name: String, rule: String, arguments: [String], entries: [ArchiveEntryRecipe])] = [
        (
            "folder name with data", "zip.folder-with-data", [],
            [widget, strings, ArchiveEntryRecipe("README/", "hi\n")]
        ),
        (
            "folder name, stored", "zip.folder-with-data", [],
            [widget, strings, ArchiveEntryRecipe("filename/", "This is a test textfile.\n", stored: true)]
        ),
        ("dot with data", "zip.folder-with-data", [], [widget, strings, ArchiveEntryRecipe(".", "123456789")]),
        ("dot slash with data", "zip.folder-with-data", [], [widget, strings, ArchiveEntryRecipe("./", "123456789")]),
        (
            "folder attributes with data", "zip.folder-with-data", [],
            [ArchiveEntryRecipe("widget.xml", "<a/>\n\n", damage: [.folderAttributes]), strings]
        ),
        (
            "data descriptor CRC", "zip.crc-mismatch", [],
            [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.descriptorCRC])]
        ),
        (
            "central CRC, descriptor right", "zip.crc-mismatch", [],
            [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.dataDescriptor, .crc])]
        ),
        (
            "local header CRC", "zip.crc-mismatch", [],
            [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.localCRC])]
        ),
        (
            "file then folder", "zip.file-folder-collision", [],
            [widget, strings, ArchiveEntryRecipe("other/a", "x"), ArchiveEntryRecipe("other/a/b", "y")]
        ),
        (
            "folder then file", "zip.file-folder-collision", [],
            [widget, strings, ArchiveEntryRecipe("other/a/b", "y"), ArchiveEntryRecipe("other/a", "x")]
        ),
        (
            "folder entry and file", "zip.file-folder-collision", [],
            [widget, strings, ArchiveEntryRecipe("other/a/", kind: .directory), ArchiveEntryRecipe("other/a", "x")]
        ),
        (
            "file and folder in other case", "zip.case-collision", [],
            [widget, strings, ArchiveEntryRecipe("other/A", "x"), ArchiveEntryRecipe("other/a/b", "y")]
        ),
        (
            "file and folder in NFC and NFD", "zip.case-collision", [],
            [
                widget, strings, ArchiveEntryRecipe("other/caf\u{E9}", "x"),
                ArchiveEntryRecipe("other/cafe\u{301}/b", "y"),
            ]
        ),
        (
            "one file once unpacked", "zip.duplicate-name", [],
            [widget, strings, ArchiveEntryRecipe("other/./a", "x"), ArchiveEntryRecipe("other/a", "y")]
        ),
        (
            "4 GiB - 1 without zip64", "zip.corrupt", [],
            [widget, strings, ArchiveEntryRecipe("big.file", "0", stored: true, damage: [.zip64SizeMarker])]
        ),
    ]

    /// What a user reads: the finding names the entry and why, unpack says nothing was
    /// written, and a zip that opened is never "no such file".
    func testPeerShapesAreSaidInTheirOwnWords() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = [
            "folder name with data": "t.zip/README/: error: 'README/' holds 3 bytes under a folder's name",
            "dot with data": "t.zip/.: error: '.' holds 9 bytes under a name that is no file's",
            "folder attributes with data":
                "t.zip/widget.xml: error: 'widget.xml' holds 6 bytes, but its external attributes mark a folder",
            "data descriptor CRC":
                "; the data matches the central directory, so unzippers that check the data descriptor refuse it [zip.crc-mismatch]",
            "central CRC, descriptor right":
                "; the data matches the data descriptor, so unzippers that check the central directory refuse it [zip.crc-mismatch]",
            "local header CRC":
                "; the data matches the central directory, so unzippers that check the local header refuse it [zip.crc-mismatch]",
            "file then folder":
                "t.zip/other/a/b: error: 'other/a' is a file and also a folder on the path of 'other/a/b'",
            "folder then file":
                "t.zip/other/a: error: 'other/a' is a file and also a folder on the path of 'other/a/b'",
            "folder entry and file": "t.zip/other/a: error: 'other/a' is a file and also the folder entry 'other/a/'",
            "file and folder in other case":
                "error: file 'other/A' and folder 'other/a/' differ only in letter case: they are one name on iOS and macOS",
            "one file once unpacked": "error: 'other/a' and 'other/./a' are the same file once unpacked",
            "4 GiB - 1 without zip64":
                "t.zip: error: cannot open the zip: 'big.file': its size holds 0xFFFFFFFF, the zip64 marker",
        ]
        for shape in Self.peerShapes {
            guard let words = expected[shape.name] else { continue }
            let zip = root.appendingPathComponent("t.zip").path
            try RecipeZipWriter.write(shape.entries, to: zip)
            let validate = runCLI(["validate", zip])
            XCTAssertEqual(validate.status, 1, shape.name)
            XCTAssertTrue(validate.out.contains(words), "\(shape.name):\n\(validate.out)")
            XCTAssertFalse(validate.out.contains("no such file"), "\(shape.name):\n\(validate.out)")
            let unpack = runCLI(["unpack", zip, "-o", root.appendingPathComponent("out").path])
            XCTAssertEqual(unpack.status, 1, shape.name)
            XCTAssertTrue(unpack.out.contains(words), "\(shape.name):\n\(unpack.out)")
            XCTAssertTrue(unpack.err.hasSuffix("idv-res unpack: refused \(zip): nothing was written\n"), unpack.err)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["t.zip"], shape.name)
        }
        // A zip that is not there is still "no such file", exit 3.
        let missing = runCLI(["validate", root.appendingPathComponent("gone.zip").path])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.out.contains("cannot read: no such file or directory [input.unreadable]"), missing.out)
    }
}
