import BundleChanges
import Foundation
import TestSupport
import XCTest

/// `BundleDiff` on the five real steps between six versions of one vendor zip: what it lists
/// is exactly what the test's own reading of the unpacked trees finds changed.
final class HistoryDiffTests: XCTestCase {
    func testEachRealStepListsExactlyTheChangedTokensAttributesAndFiles() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var steps = 0
        var seen = (tokens: 0, views: 0, versions: 0, files: 0)
        for (old, new) in zip(historySteps, historySteps.dropFirst()) {
            let oldZip = try historyZip(old)
            let newZip = try historyZip(new)
            let oldTree = root.appendingPathComponent(old)
            let newTree = root.appendingPathComponent(new)
            try unzipTree(oldZip, into: oldTree)
            try unzipTree(newZip, into: newTree)
            let expected = IndependentListing(old: oldTree, new: newTree)
            let diff = try BundleDiff.compare(old: oldZip, new: newZip)
            let label = "\(old) -> \(new)"

            XCTAssertFalse(diff.isEmpty, label)
            XCTAssertEqual(diff.changedPaths, expected.files, "\(label): files")
            XCTAssertEqual(Self.tokens(diff), expected.tokens, "\(label): tokens")
            XCTAssertEqual(Self.viewChanges(diff), expected.viewChanges, "\(label): views")
            XCTAssertEqual(Self.versions(diff), expected.versions, "\(label): Versions")
            // The folder form of the same step gives the same diff as the zips.
            let folders = try BundleDiff.compare(old: oldTree.path, new: newZip)
            XCTAssertEqual(folders.text(), diff.text().replacingOccurrences(of: oldZip, with: oldTree.path), label)
            steps += 1
            seen.tokens += expected.tokens.count
            seen.views += expected.viewChanges.count
            seen.versions += expected.versions.count
            seen.files += expected.files.count
        }
        XCTAssertEqual(steps, 5)
        // The steps hold every kind of change: the comparisons above compared something.
        XCTAssertGreaterThan(seen.tokens, 20)
        XCTAssertGreaterThan(seen.views, 50)
        XCTAssertGreaterThan(seen.versions, 50)
        XCTAssertGreaterThan(seen.files, 60)
    }

    func testASameBundleIsEqual() throws {
        let path = try historyZip(historySteps[0])
        let diff = try BundleDiff.compare(old: path, new: path)
        XCTAssertTrue(diff.isEmpty)
        XCTAssertEqual(diff.text(), "")
    }

    /// The one step where the vendor edited texts: the four `_alt` tokens and their lines.
    func testTheTextStepShowsOldAndNewTexts() throws {
        let diff = try BundleDiff.compare(old: try historyZip(historySteps[1]), new: try historyZip(historySteps[2]))
        let english = try XCTUnwrap(diff.texts.first { $0.language == "default" })
        XCTAssertEqual(english.newPath, "strings/strings.xml")
        let info = try XCTUnwrap(english.tokens.first { $0.id == "buttonInfo_alt" })
        XCTAssertEqual(info.kind, .added)
        XCTAssertEqual(info.new, "Info")
        XCTAssertEqual(info.newLine, 7)
        XCTAssertTrue(diff.text().contains("+ buttonInfo_alt = \"Info\" (new line 7)"), diff.text())
        // back-*.png came in every density: added, not "changed in one density only".
        XCTAssertTrue(
            diff.resources.allSatisfy { density in density.files.contains { $0.path.hasSuffix("/back-dark.png") } })
    }

    /// The step that brought a Mac's junk: one line for it in text, every path in JSON.
    func testJunkIsOneLineInTextAndEveryPathInJSON() throws {
        let old = try historyZip(historySteps[2])
        let new = try historyZip(historySteps[3])
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try unzipTree(new, into: root)
        let junk = readTree(root).keys.filter {
            $0.hasPrefix("__MACOSX/") || $0.hasSuffix("/.DS_Store") || $0 == ".DS_Store"
        }
        XCTAssertGreaterThan(junk.count, 10)
        let diff = try BundleDiff.compare(old: old, new: new)
        XCTAssertTrue(
            diff.text().contains("  + \(junk.count) junk files added (__MACOSX/, ._*, .DS_Store...)\n"), diff.text())
        XCTAssertFalse(diff.text().contains("__MACOSX/._widget.xml"))
        XCTAssertEqual(Set(diff.files.filter { $0.kind == .added }.map(\.path)).intersection(junk), Set(junk))
    }

    static func tokens(_ diff: BundleDiff) -> Set<String> {
        var set: Set<String> = []
        for language in diff.texts where language.kind == .changed {
            for token in language.tokens { set.insert("\(language.language) \(token.kind.rawValue) \(token.id)") }
        }
        return set
    }

    static func viewChanges(_ diff: BundleDiff) -> Set<String> {
        var set: Set<String> = []
        for view in diff.views {
            guard view.kind == .changed else {
                set.insert("\(view.id) \(view.kind.rawValue)")
                continue
            }
            for element in view.elements {
                switch element.kind {
                case .added, .removed: set.insert("\(view.id) \(element.path) \(element.kind.rawValue)")
                case .changed:
                    for attribute in element.attributes {
                        let place = view.id == "(root)" ? "(root)" : "\(view.id) \(element.path)"
                        set.insert("\(place) | \(attribute.name): \(attribute.old ?? "-") -> \(attribute.new ?? "-")")
                    }
                }
            }
        }
        return set
    }

    static func versions(_ diff: BundleDiff) -> Set<String> {
        var set: Set<String> = []
        for model in diff.models where model.kind == .changed {
            for version in model.versions { set.insert("\(model.path) \(version.kind.rawValue) \(version.key)") }
        }
        return set
    }
}
