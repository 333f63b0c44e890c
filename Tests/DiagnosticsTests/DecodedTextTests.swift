import Diagnostics
import Foundation
import TestSupport
import XCTest

/// The one text decoder: what decides an encoding, the text it gives, and where it says the
/// bytes stop being text.
final class DecodedTextTests: XCTestCase {
    private typealias Detection = DecodedText.Detection

    func testTheByteOrderMarkElseTheFirstCharacterDecides() {
        let cases: [([UInt8], Detection, String)] = [
            ([0xEF, 0xBB, 0xBF, 0x7B], .init(encoding: .utf8, hasByteOrderMark: true), "UTF-8 BOM"),
            ([0xFF, 0xFE, 0x7B, 0x00], .init(encoding: .utf16LittleEndian, hasByteOrderMark: true), "UTF-16LE BOM"),
            ([0xFE, 0xFF, 0x00, 0x7B], .init(encoding: .utf16BigEndian, hasByteOrderMark: true), "UTF-16BE BOM"),
            // libxml2's own test for XML without a BOM (`<?`), and the same for any ASCII start.
            ([0x3C, 0x00, 0x3F, 0x00], .init(encoding: .utf16LittleEndian, hasByteOrderMark: false), "<? LE"),
            ([0x00, 0x3C, 0x00, 0x3F], .init(encoding: .utf16BigEndian, hasByteOrderMark: false), "<? BE"),
            ([0x22, 0x00, 0x6B, 0x00], .init(encoding: .utf16LittleEndian, hasByteOrderMark: false), "\" LE"),
            ([0x0A, 0x00, 0x7B, 0x00], .init(encoding: .utf16LittleEndian, hasByteOrderMark: false), "LF LE"),
            ([0x00, 0x09, 0x00, 0x2F], .init(encoding: .utf16BigEndian, hasByteOrderMark: false), "tab BE"),
            ([0x7B, 0x00], .init(encoding: .utf16LittleEndian, hasByteOrderMark: false), "one character"),
            // UCS-4 (libxml2 reads it, not us), an AppleDouble header, a non-ASCII first
            // character, plain UTF-8, too short to tell.
            ([0x3C, 0x00, 0x00, 0x00], .init(encoding: .utf8, hasByteOrderMark: false), "UCS-4LE"),
            ([0x00, 0x3C, 0x00, 0x00], .init(encoding: .utf8, hasByteOrderMark: false), "UCS-4 3412"),
            ([0x00, 0x00, 0x00, 0x3C], .init(encoding: .utf8, hasByteOrderMark: false), "UCS-4BE"),
            ([0x00, 0x05, 0x16, 0x07], .init(encoding: .utf8, hasByteOrderMark: false), "AppleDouble"),
            ([0xE9, 0x00, 0x74, 0x00], .init(encoding: .utf8, hasByteOrderMark: false), "é first"),
            (Array("<?xml".utf8), .init(encoding: .utf8, hasByteOrderMark: false), "UTF-8"),
            ([0x3C], .init(encoding: .utf8, hasByteOrderMark: false), "one byte"),
            ([], .init(encoding: .utf8, hasByteOrderMark: false), "empty"),
        ]
        for (bytes, expected, name) in cases {
            XCTAssertEqual(DecodedText.detect(bytes), expected, name)
            XCTAssertEqual(DecodedText(bytes).detection, expected, name)
        }
    }

    /// A real UTF-16 Localizable.strings (Samples/app-resources, French, with accents and
    /// typographic quotes), with a character outside the BMP added: every encoding gives the
    /// same UTF-8 text, the byte order mark left out.
    func testEveryEncodingOfARealFileDecodesToTheSameText() throws {
        let sample = samplesDirectory.appendingPathComponent("app-resources/Resources/fr.lproj/Localizable.strings")
        let original = DecodedText(Array(try Data(contentsOf: sample)))
        XCTAssertEqual(original.detection, .init(encoding: .utf16LittleEndian, hasByteOrderMark: true))
        XCTAssertNil(original.failure)
        let text = String(decoding: original.utf8, as: UTF8.self) + "/* 🇫🇷 */\n"
        XCTAssertTrue(text.contains("é"), text)
        for encoding in TestEncoding.allCases {
            let decoded = DecodedText(encoding.bytes(text))
            XCTAssertEqual(decoded.utf8, Array(text.utf8), encoding.rawValue)
            XCTAssertNil(decoded.failure, encoding.rawValue)
            XCTAssertEqual(decoded.detection.isUTF16, encoding.isUTF16, encoding.rawValue)
            XCTAssertEqual(decoded.detection.hasByteOrderMark, encoding.hasByteOrderMark, encoding.rawValue)
        }
    }

    func testInvalidUTF8IsLocatedAtItsFirstByteTheMarkNotCounted() {
        let bytes = Array("a\nbc".utf8) + [0xED] + Array("d\n".utf8)
        let plain = DecodedText(bytes)
        XCTAssertEqual(plain.failure, .init(kind: .invalidUTF8(byte: 0xED), offset: 4, line: 2, column: 3))
        XCTAssertEqual(plain.failure?.problem, "byte 0xED ('í' in ISO-8859-1) is not UTF-8")
        XCTAssertEqual(plain.utf8, bytes, "the bytes are kept as they are")
        let marked = DecodedText([0xEF, 0xBB, 0xBF, 0x41, 0x80])
        XCTAssertEqual(marked.failure, .init(kind: .invalidUTF8(byte: 0x80), offset: 4, line: 1, column: 2))
        XCTAssertEqual(marked.utf8, [0x41, 0x80])
    }

    /// The verdict is Swift's own (`String(validating:)`) on well-formed and ill-formed
    /// sequences alike: overlong forms, surrogates, past U+10FFFF, cut short.
    func testUTF8ValidityIsTheStandardLibrarys() {
        var generator = SplitMix(seed: 44)
        let pieces: [[UInt8]] = [
            [0x41], [0x0A], [0xC3, 0xA9], [0xE2, 0x80, 0x99], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0x80],
            [0xE0, 0x80, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F], [0xBF], [0xFF], [0xF5, 0x80],
        ]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 6) { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            guard !DecodedText.detect(bytes).isUTF16, !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { continue }
            let failure = DecodedText(bytes).failure
            XCTAssertEqual(failure == nil, String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
            if let failure {
                XCTAssertNotNil(String(validating: bytes[..<failure.offset], as: UTF8.self), "\(bytes)")
            }
        }
    }

    /// UTF-16 is converted as Swift's UTF16 decoder reads it (each unpaired surrogate one
    /// U+FFFD), the first failure located in the converted text.
    func testUTF16IsConvertedAsTheStandardLibraryDecodesIt() {
        var generator = SplitMix(seed: 16)
        let units: [UInt16] = [0x41, 0x0A, 0xE9, 0x2019, 0x4E00, 0xD83D, 0xDE00, 0xD800, 0xDC00, 0xFFFD]
        for _ in 0..<2000 {
            var text: [UInt16] = [0x3C]
            for _ in 0..<Int(generator.next() % 8) { text.append(units[Int(generator.next() % UInt64(units.count))]) }
            let bytes = text.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let decoded = DecodedText(bytes)
            XCTAssertEqual(decoded.encoding, .utf16LittleEndian)
            XCTAssertEqual(decoded.utf8, Array(String(decoding: text, as: UTF16.self).utf8), "\(text)")
            XCTAssertEqual(decoded.failure == nil, String(validating: text, as: UTF16.self) != nil, "\(text)")
        }
    }

    func testUTF16FailuresAreLocatedInTheConvertedText() {
        func littleEndian(_ units: [UInt16]) -> [UInt8] { units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        // "é\nab", a high surrogate alone, "c": line 2, after the two bytes of "ab".
        let high = DecodedText([0xFF, 0xFE] + littleEndian([0xE9, 0x0A, 0x61, 0x62, 0xD800, 0x63]))
        XCTAssertEqual(high.failure, .init(kind: .unpairedSurrogate(0xD800), offset: 10, line: 2, column: 3))
        XCTAssertEqual(high.failure?.problem, "unpaired surrogate 0xD800")
        XCTAssertEqual(String(decoding: high.utf8, as: UTF8.self), "é\nab\u{FFFD}c")
        // After "é" (two bytes in UTF-8): column 3.
        let low = DecodedText(littleEndian([0x3C, 0xE9, 0xDC00]))
        XCTAssertEqual(low.failure, .init(kind: .unpairedSurrogate(0xDC00), offset: 4, line: 1, column: 4))
        let last = DecodedText(littleEndian([0x3C, 0xD83D]))
        XCTAssertEqual(last.failure, .init(kind: .unpairedSurrogate(0xD83D), offset: 2, line: 1, column: 2))
        let odd = DecodedText([0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x0A, 0x00, 0x61, 0x20])
        XCTAssertEqual(odd.failure, .init(kind: .oddByteCount, offset: 8, line: 2, column: 2))
        XCTAssertEqual(odd.utf8, Array("<\na".utf8), "the odd last byte is dropped")
    }

    func testConvertingUTF16LeavesAnyOtherBytesAsTheyAre() {
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a/>\n".utf8) + [0xFF]
        XCTAssertEqual(DecodedText.convertingUTF16(marked), marked)
        XCTAssertEqual(DecodedText.convertingUTF16(TestEncoding.utf16BE.bytes("<a/>\n")), Array("<a/>\n".utf8))
    }
}

/// A small deterministic generator (SplitMix64), so a failure names an input that comes back.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
