import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

@testable import ResourceBundle

/// The source lines findings carry for their fingerprints: those kept while a check held the
/// bytes must be exactly those read again from the file.
final class SourceLinesTests: XCTestCase {
    private let text: [UInt8] = Array(
        ("<a>\n  <b x=\"é\"/>\r\n\n" + String(repeating: "ü", count: 300) + "\n" + String(repeating: "x", count: 450)
            + "\n<c/>").utf8)

    func testKeptLinesAreTheLinesReadAgain() {
        let asked = [0, 1, 2, 3, 4, 5, 6, 7, 99, -1, 2]
        let kept = SourceLines.Kept.File(asked, from: text)
        for wanted: Set<Int> in [[1], [2, 4, 5], [3, 6], [7, 99], [0, 1, 6], Set(asked)] {
            XCTAssertTrue(kept.covers(wanted))
            XCTAssertEqual(kept.text(of: wanted), SourceLines.extract(wanted, from: text), "\(wanted)")
        }
        XCTAssertFalse(kept.covers([1, 8]))
        // A subset taken from the kept lines is what keeping those lines alone gives.
        let subset = kept.keeping([5, 2, 99, 2, 8])
        XCTAssertTrue(subset.covers([2, 5, 99]))
        XCTAssertFalse(subset.covers([1]))
        XCTAssertFalse(subset.covers([8]), "8 was not kept in the first place")
        XCTAssertEqual(subset.text(of: [2, 5, 99]), SourceLines.extract([2, 5, 99], from: text))
        XCTAssertEqual(subset.size, SourceLines.Kept.File([2, 5, 99], from: text).size)
        // The long lines are cut at 400 characters, multi-byte ones too.
        XCTAssertEqual(kept.text(of: [4])[4]?.count, 300)
        XCTAssertEqual(kept.text(of: [5])[5]?.count, 400)
        XCTAssertEqual(kept.text(of: [2])[2], "  <b x=\"é\"/>\r")
        XCTAssertNil(kept.text(of: [99])[99])
    }

    func testAUTF16FileKeepsItsLinesToo() {
        let units: [UInt8] = "<a>\n<b/>\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16: [UInt8] = [0xFF, 0xFE] + units
        let kept = SourceLines.Kept.File([2, 1], from: utf16)
        XCTAssertEqual(kept.text(of: [1, 2]), SourceLines.extract([1, 2], from: utf16))
        XCTAssertEqual(kept.text(of: [2])[2], "<b/>")
        XCTAssertEqual(kept.keeping([2]).text(of: [2]), SourceLines.extract([2], from: utf16))
    }

    /// Lines later findings may cite are kept within a budget; past it, only the lines the
    /// findings cite, so memory stays flat in the size of the bundle.
    func testLinesThatMayBeCitedAreKeptWithinABudget() {
        let preferred = SourceLines.Kept.File([1, 2, 3, 4, 5, 6], from: text)
        let essential = SourceLines.Kept.File([1], from: text)
        // Room for the lines that may be cited of two files.
        var kept = SourceLines.Kept(budget: 2 * (preferred.size - essential.size))
        let entries = (0..<4).map {
            BundleEntry(path: "documents/D\($0).xml", isDirectory: false, size: 0, compressedSize: 0, index: $0)
        }
        for entry in entries {
            kept.keep(preferred, of: entry, atLeast: essential)
        }
        XCTAssertEqual(entries.map { kept.entries[$0.index]!.covers([1, 6]) }, [true, true, false, false])
        XCTAssertEqual(entries.map { kept.entries[$0.index]!.covers([1]) }, [true, true, true, true])
    }

    /// On a real zip, every finding's line is the line of the file it names, whether the
    /// models check kept it or the file was read again.
    func testEveryFindingOfARealZipCarriesItsOwnLine() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real-zip check is skipped")
        }
        let path = corpus.appendingPathComponent("zips/selphid-resources-real.zip").path
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        let input = BundleValidator.validate(path)
        var checked = 0
        for diagnostic in input.diagnostics {
            guard let line = diagnostic.location.line, let entry = reader.entry(at: diagnostic.location.file) else {
                continue
            }
            let bytes = try reader.read(entry)
            XCTAssertEqual(diagnostic.sourceLine, SourceLines.extract([line], from: bytes)[line], "\(diagnostic)")
            checked += 1
        }
        // Most of them point into the document models, whose lines are kept.
        XCTAssertGreaterThan(checked, 100)
    }
}
