import Foundation
import TestPrerequisites
import XCTest

/// `models.field-name` against the names the real zips' models publish (the table
/// `OutputFieldNamesTable.swift`, from scripts/gen-output-field-names.py): a name misspelt
/// everywhere in one zip is found; a name a real zip publishes never is.
final class FieldNameCorpusTests: XCTestCase {
    private func corpusZips() throws -> [String] {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("no corpus beside the package (../shared/corpus)")
        }
        let folders = [corpus.appendingPathComponent("zips"), corpus.appendingPathComponent("zips/history")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".zip") }
                .sorted().map { folder.appendingPathComponent($0).path }
        }
    }

    /// The held-out case: the real selphid zip with `ClassD1EDateOfExpiry` misspelt at every use,
    /// so the bundle's own names give no evidence; the real zips' names do.
    func testANameMisspeltWhereverOneZipUsesItIsFound() throws {
        guard let zip = try corpusZips().first(where: { $0.hasSuffix("/selphid-resources-real.zip") }) else {
            throw Prerequisite.missing("no selphid-resources-real.zip in the corpus")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        XCTAssertEqual(runCLI(["unpack", zip, "-o", bundle.path]).status, 0)
        let documents = bundle.appendingPathComponent("documents")
        var changed = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: documents.path) {
            let file = documents.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            // `<field id=...>` of the tables and `assignField field=...` alike.
            let misspelt = text.replacingOccurrences(of: "=\"ClassD1EDateOfExpiry\"", with: "=\"ClasD1EDateOfExpiry\"")
            if misspelt != text {
                changed += text.components(separatedBy: "=\"ClassD1EDateOfExpiry\"").count - 1
                try misspelt.write(to: file, atomically: true, encoding: .utf8)
            }
        }
        XCTAssertGreaterThan(changed, 0)
        let result = runCLI(["validate", bundle.path])
        let lines = result.out.split(separator: "\n").filter { $0.contains("'ClasD1EDateOfExpiry'") }
        XCTAssertEqual(lines.count, changed + 2, result.out)  // the vendor's own 2 slips, and the new ones
        for line in lines {
            XCTAssertTrue(
                line.hasSuffix(
                    ": warning: output field 'ClasD1EDateOfExpiry' is no name the real zips' models publish; they say "
                        + "'ClassD1EDateOfExpiry' (1 of 8 zips: selphid-resources-real.zip): an app reading "
                        + "'ClassD1EDateOfExpiry' gets nothing from this model; did you mean 'ClassD1EDateOfExpiry'? "
                        + "[models.field-name]"), String(line))
        }
    }

    /// On all 12 real zips the corpus adds no finding: each name they publish is learned, or a
    /// slip the bundle's own names already show.
    func testTheRealZipsGetNoFindingFromTheirOwnNames() throws {
        let zips = try corpusZips()
        XCTAssertEqual(zips.count, 12)
        for zip in zips {
            let result = runCLI(["validate", zip])
            XCTAssertFalse(result.out.contains("is no name the real zips' models publish"), "\(zip): \(result.out)")
        }
    }
}
