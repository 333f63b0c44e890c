import Foundation
import XCTest

@testable import ResourceBundle

/// The one zip header encoder (`pack` and the test fixture writer) against the byte layout of
/// PKWARE's APPNOTE, written out by hand here, and against libzip reading its output.
final class ZipHeaderEncoderTests: XCTestCase {
    private let hello = Array("hello\n".utf8)

    private var entry: ZipHeaderEncoder.Entry {
        ZipHeaderEncoder.Entry(
            name: Array("a.txt".utf8), flags: ZipHeaderEncoder.utf8Flag, method: 0, time: 0x6000, date: 0x21,
            crc: zlibCRC32(hello), compressedSize: 6, size: 6)
    }

    /// One stored entry "a.txt" = "hello\n", local header at 0, central directory at 41.
    private var zip: [UInt8] {
        var out: [UInt8] = []
        ZipHeaderEncoder.appendLocalHeader(entry, to: &out)
        out += hello
        var central: [UInt8] = []
        ZipHeaderEncoder.appendCentralRecord(
            entry, externalAttributes: ZipHeaderEncoder.regularFileAttributes, localHeaderOffset: 0, to: &central)
        let centralOffset = UInt32(out.count)
        return out + central
            + ZipHeaderEncoder.endOfCentralDirectory(
                entries: 1, centralSize: UInt32(central.count), centralOffset: centralOffset)
    }

    func testZlibCRC32IsTheIEEECheckValue() {
        // The CRC-32 catalogue's check value (CRC-32/ISO-HDLC, the one zip uses).
        XCTAssertEqual(zlibCRC32(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(zlibCRC32(hello), 0x363A_3020)
        XCTAssertEqual(zlibCRC32([]), 0)
    }

    func testHeadersAreTheAPPNOTELayout() {
        let name: [UInt8] = Array("a.txt".utf8)
        let shared: [UInt8] = [
            0x00, 0x08,  // flags: UTF-8 names
            0x00, 0x00,  // stored
            0x00, 0x60, 0x21, 0x00,  // DOS time 12:00:00, date 1980-01-01
            0x20, 0x30, 0x3A, 0x36,  // CRC-32
            0x06, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00,  // compressed and uncompressed size
            0x05, 0x00,  // name length
            0x00, 0x00,  // extra field length
        ]
        let local: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00] + shared + name
        let central: [UInt8] =
            [0x50, 0x4B, 0x01, 0x02, 0x14, 0x03, 0x14, 0x00] + shared
            + [0x00, 0x00, 0x00, 0x00, 0x00, 0x00]  // comment length, disk, internal attributes
            + [0x00, 0x00, 0xA4, 0x81]  // external attributes: regular file 0644
            + [0x00, 0x00, 0x00, 0x00]  // local header offset
            + name
        let end: [UInt8] = [
            0x50, 0x4B, 0x05, 0x06, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
            0x33, 0x00, 0x00, 0x00,  // central directory size: 46 + 5
            0x29, 0x00, 0x00, 0x00,  // its offset: 30 + 5 + 6
            0x00, 0x00,
        ]
        XCTAssertEqual(zip, local + hello + central + end)
    }

    func testLibzipReadsWhatItEncodes() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("t.zip").path
        try Data(zip).write(to: URL(fileURLWithPath: path))
        let entries = try ZipBundleReader(path: path).entries
        XCTAssertEqual(entries.map(\.path), ["a.txt"])
        XCTAssertEqual(entries.first?.crc, 0x363A_3020)
        XCTAssertEqual(entries.first?.size, 6)
        XCTAssertEqual(entries.first?.permissions, 0o644)
        XCTAssertEqual(entries.first?.compressionMethod, 0)
        XCTAssertEqual(try ZipLayout.scan(path: path).problems, [])
    }
}
