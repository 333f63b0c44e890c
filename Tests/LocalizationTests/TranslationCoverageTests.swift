import Localization
import XCTest

/// The coverage engine on its own (it will also take Localizable.strings keys).
final class TranslationCoverageTests: XCTestCase {
    typealias Source = TranslationCoverage.Source
    typealias Key = TranslationCoverage.Key

    func testMissingExtraEmptyAndPercentAgainstTheUnion() {
        let coverage = TranslationCoverage([
            Source(
                language: nil, file: "strings.xml",
                keys: [Key(name: "a", isEmpty: false), Key(name: "b", isEmpty: false)]),
            Source(
                language: "es", file: "strings.es.xml",
                keys: [Key(name: "a", isEmpty: true), Key(name: "c", isEmpty: false)]),
        ])
        XCTAssertEqual(coverage.keys, ["a", "b", "c"])
        XCTAssertEqual(coverage.languages[0].missing, ["c"])
        XCTAssertEqual(coverage.languages[0].extra, [], "the default language has no extras by definition")
        XCTAssertEqual(coverage.languages[1].missing, ["b"])
        XCTAssertEqual(coverage.languages[1].extra, ["c"])
        XCTAssertEqual(coverage.languages[1].empty, ["a"])
        XCTAssertEqual(coverage.languages[1].translated, 1)
        XCTAssertEqual(coverage.languages[1].percent, 100.0 / 3, accuracy: 0.001)
        XCTAssertEqual(coverage.status(of: "a", language: 1), .empty)
        XCTAssertEqual(coverage.status(of: "b", language: 1), .missing)
        XCTAssertFalse(coverage.isComplete)
    }

    func testDuplicateKeyCountsOnceAndCompleteSetIsComplete() {
        let keys = [Key(name: "a", isEmpty: false), Key(name: "a", isEmpty: false)]
        let coverage = TranslationCoverage([
            Source(language: nil, file: "x", keys: keys), Source(language: "pt", file: "y", keys: keys),
        ])
        XCTAssertEqual(coverage.languages.map(\.translated), [1, 1])
        XCTAssertTrue(coverage.isComplete)
    }

    /// A key present with the default text a tool gave it is neither translated nor complete;
    /// a duplicate with text of its own counts as translated.
    func testAnUntranslatedKeyIsNotTranslated() {
        let coverage = TranslationCoverage([
            Source(language: nil, file: "x", keys: [Key(name: "a", isEmpty: false), Key(name: "b", isEmpty: false)]),
            Source(
                language: "fr", file: "y",
                keys: [
                    Key(name: "a", isEmpty: false, isUntranslated: true), Key(name: "b", isEmpty: false),
                    Key(name: "b", isEmpty: false, isUntranslated: true),
                ]),
        ])
        XCTAssertEqual(coverage.languages[1].untranslated, ["a"])
        XCTAssertEqual(coverage.languages[1].translated, 1)
        XCTAssertEqual(coverage.languages[1].percent, 50)
        XCTAssertEqual(coverage.status(of: "a", language: 1), .untranslated)
        XCTAssertEqual(coverage.status(of: "b", language: 1), .translated)
        XCTAssertFalse(coverage.isComplete)
    }
}
