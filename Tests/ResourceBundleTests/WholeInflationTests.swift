import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

/// libdeflate's whole-entry inflation against libzip's stream, which stays the reference: the
/// same bytes where it takes an entry, and where it does not (damage, encryption, size), the
/// read falls back to libzip and fails with libzip's words.
final class WholeInflationTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// The entry's bytes as libzip streams them, or its error's text.
    private enum Streamed: Equatable {
        case success([UInt8])
        case failure(String)
    }

    private func streamed(_ reader: ZipBundleReader, _ entry: BundleEntry) -> Streamed {
        var bytes: [UInt8] = []
        do {
            try reader.stream(entry) { bytes.append(contentsOf: $0) }
            return .success(bytes)
        } catch {
            return .failure("\(error)")
        }
    }

    func testEveryEntryOfEveryRealZipInflatesToLibzipsBytes() throws {
        let zips = try realZips(orSkip: "the real-zip inflation check is skipped")
        XCTAssertEqual(zips.count, 12)
        var taken = 0
        var methods = Set<Int>()
        for zip in zips {
            let reader = try ZipBundleReader(path: zip.path)
            for entry in reader.entries where !entry.isDirectory {
                guard let whole = reader.inflatedWhole(entry) else {
                    XCTAssertTrue(entry.size == 0 || entry.size > ZipBundleReader.wholeInflationCap, entry.path)
                    continue
                }
                taken += 1
                methods.insert(entry.compressionMethod)
                XCTAssertEqual(streamed(reader, entry), .success(whole), "\(zip.lastPathComponent): \(entry.path)")
            }
        }
        XCTAssertGreaterThan(taken, 500)
        XCTAssertTrue(methods.contains(8), "the real zips deflate their files")
    }

    func testStoredAndDeflatedEntriesReadAlike() throws {
        let text = String(repeating: "<facephi-widget-conf version=\"1\"/>\n", count: 2_000)
        let path = root.appendingPathComponent("b.zip").path
        try RecipeZipWriter.write(
            [ArchiveEntryRecipe("deflated.xml", text), ArchiveEntryRecipe("stored.xml", text, stored: true)],
            to: path)
        let reader = try ZipBundleReader(path: path)
        XCTAssertEqual(reader.entries.map(\.compressionMethod), [8, 0])
        for entry in reader.entries {
            XCTAssertEqual(reader.inflatedWhole(entry), Array(text.utf8), entry.path)
            XCTAssertEqual(try reader.read(entry, limit: 1 << 20), Array(text.utf8), entry.path)
        }
    }

    func testDamagedEntriesFallBackToLibzipsError() throws {
        let damages: [ArchiveEntryRecipe.Damage] = [.crc, .corruptData, .encrypted]
        for damage in damages {
            for stored in [false, true] {
                let path = root.appendingPathComponent("\(damage)-\(stored).zip").path
                try RecipeZipWriter.write(
                    [
                        ArchiveEntryRecipe(
                            "widget.xml", String(repeating: "<a/>", count: 300), stored: stored, damage: [damage])
                    ],
                    to: path)
                let reader = try ZipBundleReader(path: path)
                let entry = reader.entries[0]
                let label = "\(damage), stored \(stored)"
                XCTAssertNil(reader.inflatedWhole(entry), label)
                guard case .failure(let expected) = streamed(reader, entry) else {
                    // A stored entry whose first byte is damaged is still data; its CRC fails.
                    XCTFail("libzip read \(label) without an error")
                    continue
                }
                XCTAssertThrowsError(try reader.read(entry, limit: 1 << 20), label) { error in
                    XCTAssertEqual("\(error)", expected, label)
                }
            }
        }
    }

    /// A one-entry zip whose headers (local and central) declare `declared` bytes for data of
    /// `actual` bytes.
    private func lyingZip(actual: Int, declared: Int) throws -> ZipBundleReader {
        var bytes = RecipeZipWriter.build([ArchiveEntryRecipe("b.xml", bytes: [UInt8](repeating: 0x62, count: actual))])
        func patch(signature: [UInt8], sizeOffset: Int) {
            var index = 0
            while index + sizeOffset + 4 <= bytes.count {
                if Array(bytes[index..<index + 4]) == signature {
                    for byte in 0..<4 {
                        bytes[index + sizeOffset + byte] = UInt8(truncatingIfNeeded: declared >> (8 * byte))
                    }
                }
                index += 1
            }
        }
        patch(signature: [0x50, 0x4B, 0x03, 0x04], sizeOffset: 22)
        patch(signature: [0x50, 0x4B, 0x01, 0x02], sizeOffset: 24)
        let path = root.appendingPathComponent("lying-\(declared).zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try ZipBundleReader(path: path)
    }

    func testAnEntryThatLiesAboutItsSizeFallsBackToLibzipsError() throws {
        for declared in [990, 1_010] {
            let reader = try lyingZip(actual: 1_000, declared: declared)
            let entry = reader.entries[0]
            XCTAssertEqual(entry.size, UInt64(declared))
            XCTAssertNil(reader.inflatedWhole(entry), "declared \(declared)")
            guard case .failure(let expected) = streamed(reader, entry) else {
                XCTFail("libzip read an entry declaring \(declared) of 1000 bytes")
                continue
            }
            XCTAssertTrue(expected.contains("declares"), expected)
            XCTAssertThrowsError(try reader.read(entry, limit: 1 << 20)) { XCTAssertEqual("\($0)", expected) }
        }
    }

    func testAnEntryOverTheCapStreams() throws {
        let size = Int(ZipBundleReader.wholeInflationCap) + 1
        let path = root.appendingPathComponent("big.zip").path
        try RecipeZipWriter.write(
            [ArchiveEntryRecipe("big.bin", bytes: [UInt8](repeating: 0x61, count: size))], to: path)
        let reader = try ZipBundleReader(path: path)
        let entry = reader.entries[0]
        XCTAssertNil(reader.inflatedWhole(entry))
        XCTAssertEqual(try reader.read(entry, limit: UInt64(size)).count, size)
    }
}
