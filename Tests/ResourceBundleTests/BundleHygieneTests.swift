import Diagnostics
import Foundation
import TestSupport
import XCTest

@testable import ResourceBundle

final class BundleHygieneTests: XCTestCase {
    private let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")
    private let strings = ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n")

    func testAThousandOverlappingEntriesAreNamedFiveTimesThenCountedAndNothingElseIsRead() throws {
        // The copies claim to be document models: reading them is what the bomb wants.
        let copies = (1...1000).map { ArchiveEntryRecipe("documents/Document\($0).xml", damage: [.overlap]) }
        try zip([widget, ArchiveEntryRecipe("strings/strings.xml", "<broken")] + copies) { path in
            let input = BundleValidator.validate(path)
            let overlaps = input.diagnostics.filter { $0.ruleID == "zip.overlapping-entries" }
            XCTAssertEqual(overlaps.count, 6)
            XCTAssertTrue(
                overlaps.contains { $0.message.contains("and 994 more entries overlap") }, "\(overlaps.map(\.message))")
            XCTAssertEqual(
                Set(input.diagnostics.map(\.ruleID)), ["zip.overlapping-entries"],
                "no other check ran: \(input.diagnostics.map(\.ruleID))")
        }
    }

    func testRatioFloorAndLimitAreHonoured() throws {
        let zeros = ArchiveEntryRecipe("other/zeros.txt", bytes: [UInt8](repeating: 0x30, count: 100_000))
        try zip([widget, strings, zeros]) { path in
            let reader = try ZipBundleReader(path: path)
            XCTAssertEqual(BundleHygiene.inspect(reader, limits: ZipLimits()).diagnostics.map(\.ruleID), ["zip.bomb"])
            var relaxed = ZipLimits()
            relaxed.maxRatio = 2000
            XCTAssertEqual(BundleHygiene.inspect(reader, limits: relaxed).diagnostics.map(\.ruleID), [])
            var floor = ZipLimits()
            floor.ratioFloor = 200_000
            XCTAssertEqual(BundleHygiene.inspect(reader, limits: floor).diagnostics.map(\.ruleID), [])
        }
    }

    func testDataVerificationStreamsEveryEntryAndSkipsEncryptedOnes() throws {
        try zip([
            widget, ArchiveEntryRecipe("resources/163dpi/a.png", "png", stored: true, damage: [.crc]),
            ArchiveEntryRecipe("other/x.txt", "x", damage: [.encrypted]),
        ]) { path in
            let reader = try ZipBundleReader(path: path)
            let found = BundleHygiene.inspect(reader, limits: ZipLimits())
            XCTAssertEqual(found.diagnostics.map(\.ruleID).sorted(), ["zip.crc-mismatch", "zip.encrypted"])
            XCTAssertEqual(found.damaged, ["resources/163dpi/a.png", "other/x.txt"])
            // Without data verification only the encryption is known.
            XCTAssertEqual(
                BundleHygiene.inspect(reader, limits: ZipLimits(), verifyData: false).diagnostics.map(\.ruleID),
                ["zip.encrypted"])
        }
    }

    /// Entries no check reads are only verified by `validate`'s data pass (`ZipBundleReader.verify`):
    /// their damage is found all the same, in libzip's words.
    func testValidateFindsDamageInEntriesNoCheckReads() throws {
        let text = String(repeating: "note ", count: 400)
        try zip([
            widget, strings, ArchiveEntryRecipe("other/crc.txt", text, damage: [.crc]),
            ArchiveEntryRecipe("other/data.txt", text, damage: [.corruptData]),
            ArchiveEntryRecipe("other/stored.txt", text, stored: true, damage: [.crc]),
            ArchiveEntryRecipe("other/fine.txt", text),
        ]) { path in
            let found = BundleValidator.validate(path).diagnostics.filter { $0.location.displayPath.contains("other/") }
            XCTAssertEqual(
                found.map { "\($0.ruleID) \($0.location.displayPath.split(separator: "/").last!)" },
                ["zip.crc-mismatch crc.txt", "zip.corrupt data.txt", "zip.crc-mismatch stored.txt"])
        }
    }

    func testUnsafeNames() {
        XCTAssertNil(PathSafety.problem(in: "resources/163dpi/a..b.png"))
        XCTAssertNil(PathSafety.problem(in: "strings/strings.xml"))
        XCTAssertNotNil(PathSafety.problem(in: "a/../../b"))
        XCTAssertNotNil(PathSafety.problem(in: ".."))
        XCTAssertNotNil(PathSafety.problem(in: "/abs"))
        XCTAssertNotNil(PathSafety.problem(in: "c:x"))
        XCTAssertNotNil(PathSafety.problem(in: "a\\b"))
        XCTAssertNotNil(PathSafety.problem(in: "a\u{0}b"))
    }
}

/// The name checks split ASCII paths byte by byte: the same results as by Character.
final class HygieneNameSplittingTests: XCTestCase {
    private let pieces = [
        "", "/", "//", "a", "A:", "c:", "1:", ":", "..", ".", "...", "\\", "x\\y", "\u{0}", "\r\n", "Widget.xml",
        "é", "/\u{301}", "__MACOSX",
    ]

    private var names: [String] {
        pieces.flatMap { a in pieces.flatMap { b in ["", "/", "/x/"].map { a + $0 + b } } }
    }

    func testPathSafetyGivesTheSameVerdictByByte() {
        func reference(_ name: String) -> String? {
            if name.contains("\\") {
                return "contains a backslash, a folder separator on Windows and for some unzippers"
            }
            if name.hasPrefix("/") { return "is an absolute path" }
            let scalars = Array(name.unicodeScalars.prefix(2))
            if scalars.count == 2, scalars[1] == ":", scalars[0].properties.isAlphabetic {
                return "starts with a drive letter"
            }
            if name.unicodeScalars.contains(where: { $0.value == 0 }) { return "contains a NUL character" }
            if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
                return "has a '..' component"
            }
            return nil
        }
        for name in names { XCTAssertEqual(PathSafety.problem(in: name), reference(name), name.debugDescription) }
        XCTAssertEqual(PathSafety.problem(in: "a/../b"), "has a '..' component")
        XCTAssertEqual(PathSafety.problem(in: "C:/x"), "starts with a drive letter")
    }

    func testFolderPrefixesAndTopLevelNamesAreTheSameByByte() {
        for name in names {
            // As unpacked: no empty or `.` components.
            let parts = name.split(separator: "/").map(String.init).filter { $0 != "." }
            let spelled = parts.indices.map { parts[0...$0].joined(separator: "/") }
            XCTAssertEqual(BundleHygiene.spelledPrefixes(name), spelled, name.debugDescription)
            let top = String(name.prefix { $0 != "/" })
            let (byteTop, isFolder) = BundleHygiene.topLevelName(name)
            XCTAssertEqual(byteTop, top, name.debugDescription)
            XCTAssertEqual(isFolder, top.count < name.count, name.debugDescription)
        }
        XCTAssertEqual(
            BundleHygiene.spelledPrefixes("resources/163dpi/a.png"),
            ["resources", "resources/163dpi", "resources/163dpi/a.png"])
        XCTAssertEqual(BundleHygiene.spelledPrefixes("./other//./a/"), ["other", "other/a"])
        for name in ["", ".", "./", "/", "./.", "//"] { XCTAssertEqual(BundleHygiene.spelledPrefixes(name), [], name) }
        for name in ["", ".", "./", "./.", ".//."] { XCTAssertTrue(BundleHygiene.namesNoFile(name), name) }
        for name in ["..", "a", "./a", "..."] { XCTAssertFalse(BundleHygiene.namesNoFile(name), name) }
    }
}
