import Foundation
import XCTest

@testable import ModelsXML

/// The byte-level shortcuts of the model checks say what the general code they stand in for
/// says (Double, Foundation's trimming, Characters), on ordinary and odd inputs.
final class CheckShortcutsTests: XCTestCase {
    /// What `ModelsRules.ThresholdRange.findings` decides through `Double`: no finding.
    private func acceptedByDouble(_ text: String) -> Bool {
        guard let value = Double(text), value.isFinite else { return false }
        return !(value < 0 || (value > 1 && value != value.rounded()))
    }

    func testPlainNumbersAgreeWithDouble() {
        let texts = [
            "0", "1", "3", "12", "0.85", "0.5", "1.0", "1.000", "2.0", "00.5", "0.00000000000001", "123456789012345",
            "1.5", "2.25", "0000000001.5", "10.01", "1.", ".5", "", "abc", "-0.5", "+1", "1e3", "0x1p0", "inf", "nan",
            "1234567890123456", "0.9999999999999999", "1,5", " 1", "1 ", "0..5", "1.2.3", "٣", "1_000",
            String(repeating: "9", count: 400),
        ]
        var fast = 0
        for text in texts where PlainNumber.isRatioOrWholeNumber(text) {
            fast += 1
            XCTAssertTrue(acceptedByDouble(text), "the shortcut accepts '\(text)', Double does not")
        }
        XCTAssertEqual(fast, 12, "the usual forms take the shortcut")
        for text in ["0.85", "1", "3", "0.5"] { XCTAssertTrue(PlainNumber.isRatioOrWholeNumber(text), text) }
    }

    func testMRZNumbersParseAsBefore() {
        // The former implementation, as the reference.
        func reference(_ text: String) -> Int? {
            let digits = text.utf8
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            let significant = digits.drop { $0 == 48 }
            guard significant.count <= 4 else { return 1000 }
            let value = significant.reduce(0) { $0 * 10 + Int($1 - 48) }
            return value == 0 ? nil : min(value, 1000)
        }
        let texts = [
            "", "0", "00", "1", "001", "44", "999", "1000", "9999", "10000", "0009999", "00010000", "12a", "٣", "-1",
            "+1", "??", "9223372036854775807", "99999999999999999999999",
        ]
        for text in texts { XCTAssertEqual(ModelFileChecks.MRZNumber.parse(text), reference(text), text) }
    }

    func testSupportedEntriesTrimAsFoundationDoes() {
        let lists = [
            "ES,FR,IT", " ES , FR ", "ES,\u{00A0}FR\u{00A0}", "A\u{0301},B", ",,", "", "ES,\tFR", "ALL", "É,ü ",
        ]
        for list in lists {
            let reference = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            XCTAssertEqual(ModelFileChecks.entries(list), reference, list)
        }
    }

    func testDocumentIDsSplitAsCharactersDo() {
        let ids = [
            "ESP-00-IDC-2015-V03-01-00", "DLI", "", "-", "--", "A--B-", "-A", "ESP-\u{0301}00-IDC", "É-Ü-ß",
            "A-B\r\n-C",
        ]
        for id in ids {
            XCTAssertEqual(
                ModelFileChecks.dashSeparatedParts(id), id.split(separator: "-", omittingEmptySubsequences: false), id)
        }
    }

    func testTheHighestGroupReferenceIsTheHighestMissingOne() {
        // Both read references through one scanner, so each is also checked against its value.
        let expected = [
            "": 0, "$1": 1, "$1/$2/$3": 3, "\\$9 $2": 2, "$0": 0, "$$7": 7, "x$": 0, "$12": 1, "a$3b$1": 3,
        ]
        for (template, highest) in expected {
            XCTAssertEqual(CaptureGroups.highestReference(in: template), highest, template)
            XCTAssertEqual(CaptureGroups.missing(in: template, groups: -1).max() ?? 0, highest, template)
        }
    }

    func testFieldNameSlipsAreTheSameWhenANameIsNotASCII() {
        // One name outside ASCII sends the typo pass through Characters instead of bytes.
        let counts = [
            "DateOfExpiry": 206, "DateOfExpity": 2, "LastName": 117, "Lastname": 14, "Height": 15, "Heigth": 1,
            "GivenNames": 26, "GivenName": 7, "Section": 2, "Seccion": 4, "FirstName": 90, "FirsName": 3,
        ]
        let ascii = OutputFieldNames.slips(counts)
        XCTAssertEqual(ascii["FirsName"], "FirstName")
        let mixed = OutputFieldNames.slips(counts.merging(["Ünïcødé": 1]) { $1 })
        XCTAssertEqual(mixed, ascii)
    }
}
