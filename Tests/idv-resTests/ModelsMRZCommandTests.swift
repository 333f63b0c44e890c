import Foundation
import XCTest

/// `idv-res models mrz` on the specimen MRZs of ICAO 9303 (Parts 4-7), read with models that
/// put every standard field at its standard position (Samples/models/mrz).
final class ModelsMRZCommandTests: XCTestCase {
    let models = samplesDirectory.appendingPathComponent("models/mrz/documents/DocumentMRZ_Specimens.xml").path

    static let passport = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
    static let card = "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<"
    static let td2 = "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nD231458907UTO7408122F1204159<<<<<<<6"
    static let visaA = "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL8988901C4XXX4009078F96121096ZE184226B<<<<<<"
    static let visaB = "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nL8988901C4XXX4009078F9612109<<<<<<<<"

    func testPassportSpecimenReadsEveryFieldAndCheckDigit() {
        let result = runCLI(["models", "mrz", models, "--version", "TD3", Self.passport])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("Version TD3: TD3 (ICAO 9303 Part 4)"), result.out)
        for line in [
            "LastName        varies      \"ERIKSSON\"", "FirstName       varies      \"ANNA<MARIA<<<<<<<<<<<<<<<<<<<\"",
            "DocumentNumber  2:1-9       \"L898902C3\"", "DateOfBirth     2:14-19     \"740812\"",
            "Opt1            2:29-42     \"ZE184226B<<<<<\"",
        ] {
            XCTAssertTrue(result.out.contains(line), line + "\n" + result.out)
        }
        for verdict in [
            "document number                  2:10    ok (6)", "date of birth                    2:20    ok (2)",
            "date of expiry                   2:28    ok (9)", "personal number (optional data)  2:43    ok (1)",
            "composite                        2:44    ok (0)",
        ] {
            XCTAssertTrue(result.out.contains(verdict), verdict + "\n" + result.out)
        }
    }

    func testCardAndVisaSpecimensPassTheirCheckDigits() {
        for (version, text, format, checks) in [
            ("TD1", Self.card, "TD1 (ICAO 9303 Part 5)", 4), ("TD2", Self.td2, "TD2 (ICAO 9303 Part 6)", 4),
            ("MRV-A", Self.visaA, "MRV-A (ICAO 9303 Part 7)", 3), ("MRV-B", Self.visaB, "MRV-B (ICAO 9303 Part 7)", 3),
        ] {
            let result = runCLI(["models", "mrz", models, "--version", version, text])
            XCTAssertEqual(result.status, 0, version + ": " + result.out + result.err)
            XCTAssertTrue(result.out.contains(format), result.out)
            XCTAssertEqual(result.out.components(separatedBy: "  ok (").count - 1, checks, result.out)
        }
        let visa = runCLI(["models", "mrz", models, "--version", "MRV-A", Self.visaA])
        XCTAssertTrue(visa.out.contains("Opt1                2:29-44     \"6ZE184226B<<<<<<\""), visa.out)
    }

    /// ICAO 9303 Part 5's example of a document number longer than 9 characters: `<` at 15,
    /// the rest in the optional data, its check digit after it.
    func testTD1LongDocumentNumberIsCheckedWhereItEnds() {
        let long = "I<UTOD23145890<7349<<<<<<<<<<<\n3407127M9507122UTO<<<<<<<<<<<2\nSTEVENSON<<PETER<JOHN<<<<<<<<<"
        let result = runCLI(["models", "mrz", models, "--version", "TD1", long])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("document number (long)           1:19    ok (9)"), result.out)
        XCTAssertTrue(result.out.contains("composite                        2:30    ok (2)"), result.out)
    }

    func testAChangedDigitFailsItsCheckDigitsAndExitsOne() {
        let tampered = Self.passport.replacingOccurrences(of: "7408122F", with: "7408132F")
        let result = runCLI(["models", "mrz", models, "--version", "TD3", tampered])
        XCTAssertEqual(result.status, 1, result.out)
        XCTAssertTrue(
            result.out.contains("date of birth                    2:20    FAILED: '2', expected 3"), result.out)
        XCTAssertTrue(
            result.out.contains("composite                        2:44    FAILED: '0', expected 7"), result.out)
    }

    func testStandardInputLinesRunTogetherAndShortText() {
        let joined = runCLI(
            ["models", "mrz", models, "--version", "TD2", "-"],
            stdin: Data(Self.td2.replacingOccurrences(of: "\n", with: "").utf8))
        XCTAssertEqual(joined.status, 0, joined.out + joined.err)
        let short = runCLI(["models", "mrz", models, "--version", "TD1", "I<UTOD231458907"])
        XCTAssertEqual(short.status, 1)
        XCTAssertTrue(short.out.contains("error: 1 lines, but an MRZ of the TD1 format has 3"), short.out)
        XCTAssertTrue(short.out.contains("(not in the text)"), short.out)
    }

    func testUsageErrorsAndControlCharactersAreEscaped() {
        XCTAssertEqual(runCLI(["models", "mrz", models, Self.passport]).status, 2, "--version is needed")
        XCTAssertEqual(runCLI(["models", "mzr", models, "--version", "TD3", Self.passport]).status, 2)
        let unknown = runCLI(["models", "mrz", models, "--version", "TD4\u{1B}[31m", Self.passport])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("TD4\\u{1B}[31m"), unknown.err)
        XCTAssertEqual(runCLI(["models", "mrz", "/nonexistent.zip", "--version", "TD3", Self.passport]).status, 3)
        let hostile = runCLI([
            "models", "mrz", models, "--version", "TD3", "P<UTO\u{1B}]0;x\u{07}" + Self.passport.dropFirst(5),
        ])
        XCTAssertFalse(hostile.out.contains("\u{1B}"), hostile.out)
    }
}
