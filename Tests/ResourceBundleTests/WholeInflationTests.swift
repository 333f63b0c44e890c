import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

/// libdeflate's whole-entry inflation against libzip's stream, which stays the reference: the
/// same bytes where it takes an entry, and where it does not (damage, encryption, size), the
/// read falls back to libzip and fails with libzip's words. Zips are written by `zip(_:_:)`.
final class WholeInflationTests: XCTestCase {
    /// The entry's bytes as libzip streams them, or its error's text.
    private enum Streamed: Equatable {
        case success([UInt8])
        case failure(String)
    }

    /// How many bytes `verify` said it checked, or its error's text.
    private func verified(_ reader: ZipBundleReader, _ entry: BundleEntry) -> Result<UInt64, BundleReadError> {
        var checked: UInt64 = 0
        do {
            try reader.verify(entry) { checked += $0 }
            return .success(checked)
        } catch {
            return .failure(error as? BundleReadError ?? BundleReadError(path: entry.path, message: "\(error)"))
        }
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
        try zip([ArchiveEntryRecipe("deflated.xml", text), ArchiveEntryRecipe("stored.xml", text, stored: true)]) {
            let reader = try ZipBundleReader(path: $0)
            XCTAssertEqual(reader.entries.map(\.compressionMethod), [8, 0])
            for entry in reader.entries {
                XCTAssertEqual(reader.inflatedWhole(entry), Array(text.utf8), entry.path)
                XCTAssertEqual(try reader.read(entry, limit: 1 << 20), Array(text.utf8), entry.path)
                XCTAssertEqual(try verified(reader, entry).get(), UInt64(text.utf8.count), entry.path)
            }
        }
    }

    func testDamagedEntriesFallBackToLibzipsError() throws {
        let damages: [ArchiveEntryRecipe.Damage] = [.crc, .corruptData, .encrypted]
        for damage in damages {
            for stored in [false, true] {
                let text = String(repeating: "<a/>", count: 300)
                try zip([ArchiveEntryRecipe("widget.xml", text, stored: stored, damage: [damage])]) {
                    let reader = try ZipBundleReader(path: $0)
                    let entry = reader.entries[0]
                    let label = "\(damage), stored \(stored)"
                    XCTAssertNil(reader.inflatedWhole(entry), label)
                    // A stored entry whose first byte is damaged is still data; its CRC fails.
                    guard case .failure(let expected) = streamed(reader, entry) else {
                        return XCTFail("libzip read \(label) without an error")
                    }
                    XCTAssertThrowsError(try reader.read(entry, limit: 1 << 20), label) { error in
                        XCTAssertEqual("\(error)", expected, label)
                    }
                    XCTAssertThrowsError(try verified(reader, entry).get(), label) { error in
                        XCTAssertEqual("\(error)", expected, label)
                    }
                }
            }
        }
    }

    /// The one-entry zip at `path` made to declare `declared` bytes in its local and central
    /// headers, whatever its data holds.
    private func declare(_ declared: Int, in path: String) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
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
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func testAnEntryThatLiesAboutItsSizeFallsBackToLibzipsError() throws {
        for declared in [990, 1_010] {
            try zip([ArchiveEntryRecipe("b.xml", bytes: [UInt8](repeating: 0x62, count: 1_000))]) { path in
                try declare(declared, in: path)
                let reader = try ZipBundleReader(path: path)
                let entry = reader.entries[0]
                XCTAssertEqual(entry.size, UInt64(declared))
                XCTAssertNil(reader.inflatedWhole(entry), "declared \(declared)")
                guard case .failure(let expected) = streamed(reader, entry) else {
                    return XCTFail("libzip read an entry declaring \(declared) of 1000 bytes")
                }
                XCTAssertTrue(expected.contains("declares"), expected)
                XCTAssertThrowsError(try reader.read(entry, limit: 1 << 20)) { XCTAssertEqual("\($0)", expected) }
                XCTAssertThrowsError(try verified(reader, entry).get()) { XCTAssertEqual("\($0)", expected) }
            }
        }
    }

    func testAnEntryOverTheCapStreams() throws {
        let size = Int(ZipBundleReader.wholeInflationCap) + 1
        try zip([ArchiveEntryRecipe("big.bin", bytes: [UInt8](repeating: 0x61, count: size))]) {
            let reader = try ZipBundleReader(path: $0)
            let entry = reader.entries[0]
            XCTAssertNil(reader.inflatedWhole(entry))
            XCTAssertEqual(try reader.read(entry, limit: UInt64(size)).count, size)
            XCTAssertEqual(try verified(reader, entry).get(), UInt64(size))
        }
    }
}
