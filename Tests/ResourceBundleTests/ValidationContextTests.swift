import Diagnostics
import Foundation
import TestSupport
import XCTest

@testable import ResourceBundle

/// The typed validation context and the data pass that inflates each zip entry once.
final class ValidationContextTests: XCTestCase {
    private let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")

    private func lines(_ input: Report.Input) -> [String] {
        input.diagnostics.map { "\($0.location.displayPath):\($0.location.line ?? 0) \($0.ruleID) \($0.message)" }
            .sorted()
    }

    /// Facts are computed on first use, so no check depends on another having run before it.
    func testTheContentChecksFindTheSameWhateverTheirOrder() throws {
        guard let corpus = corpusDirectory else { throw XCTSkip("../shared/corpus is absent: no real zips") }
        let zips = ["zips/selphid-resources-real.zip", "zips/selphi-resources-real.zip"].map {
            corpus.appendingPathComponent($0).path
        }
        let samples = samplesDirectory.appendingPathComponent("bundles")
        let bundles = ["broken", "typos"].map { samples.appendingPathComponent($0).path }
        for path in zips + bundles {
            let inOrder = BundleValidator.validate(path, options: ValidationOptions(), checks: BundleChecks.content)
            let reversed = BundleValidator.validate(
                path, options: ValidationOptions(), checks: BundleChecks.content.reversed())
            XCTAssertFalse(inOrder.diagnostics.isEmpty, path)
            XCTAssertEqual(lines(inOrder), lines(reversed), path)
        }
    }

    /// Model files are scanned (input limits, inline suppressions) on the core that parses
    /// them: a refused file is reported once and not parsed, and its neighbours are checked.
    func testAModelOverTheInputLimitsIsRefusedOnItsWorkerAndTheOthersAreChecked() throws {
        let deep = String(repeating: "<a>", count: 80) + String(repeating: "</a>", count: 80)
        let model = { (name: String, body: String) in
            ArchiveEntryRecipe(
                "documents/\(name).xml",
                "<selphid-widget-conf version=\"1.0\">\n\(body)\n</selphid-widget-conf>\n")
        }
        let unknown =
            "<DocumentID id=\"ES\" iso=\"ESP\" colour=\"red\"><Version id=\"ESP_I_3\" type=\"TD1\"/></DocumentID>"
        let entries = [
            widget, model("DocumentA", unknown), model("DocumentB", deep),
            model("DocumentC", "<!-- idv-res-disable-next-line models.unknown-attribute -->\n" + unknown),
        ]
        try zip(entries) { path in
            let findings = BundleValidator.validate(path).diagnostics
            let refusals = findings.filter { $0.ruleID == "input.limit" }
            XCTAssertEqual(refusals.map(\.location.file), ["documents/DocumentB.xml"], "\(findings)")
            XCTAssertEqual(refusals.first?.location.line, 2)
            XCTAssertTrue(refusals.first?.message.hasSuffix(": refused before parsing") ?? false)
            XCTAssertFalse(
                findings.contains { $0.location.file == "documents/DocumentB.xml" && $0.ruleID != "input.limit" })
            let unknowns = findings.filter { $0.ruleID == "models.unknown-attribute" }
            XCTAssertEqual(unknowns.map(\.location.file), ["documents/DocumentA.xml"], "\(findings)")
            XCTAssertEqual(unknowns.first?.sourceLine, unknown)
        }
    }

    func testAnExplosiveArchiveGetsOnlyTheContainerCheck() throws {
        let zeros = ArchiveEntryRecipe("documents/zeros.xml", bytes: [UInt8](repeating: 0x20, count: 200_000))
        try zip([ArchiveEntryRecipe("strings/strings.xml", "<broken"), zeros]) { path in
            let input = BundleValidator.validate(path)
            // No bundle.missing-required (widget.xml is absent), no xml.malformed: nothing but the bomb.
            XCTAssertEqual(input.diagnostics.map(\.ruleID), ["zip.bomb"])
        }
    }

    /// A damaged entry a check reads is inflated once: the data pass reports its CRC, the
    /// check that wanted it that it cannot be read.
    func testADamagedEntryIsReportedByTheDataPassAndByTheCheckThatReadsIt() throws {
        try zip([
            widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc]),
            ArchiveEntryRecipe("resources/163dpi/a.png", "png", stored: true, damage: [.crc]),
        ]) { path in
            let found = BundleValidator.validate(path).diagnostics.map { "\($0.location.file) \($0.ruleID)" }
            XCTAssertEqual(
                found.sorted(),
                [
                    "resources/163dpi/a.png zip.crc-mismatch", "strings/strings.xml input.unreadable-entry",
                    "strings/strings.xml zip.crc-mismatch",
                ])
        }
    }

    /// The bytes the checks get from the pass are the entry's, each entry is counted once, and
    /// a clean zip has no data finding.
    func testTheDataPassHandsOverEveryEntryOnceAndCountsItOnce() throws {
        let documents = (1...30).map { number in
            ArchiveEntryRecipe(
                "documents/Document\(number).xml",
                "<DocumentID id=\"\(number)\">"
                    + String(
                        repeating: "<Field name=\"f\(number)\"/>", count: 200) + "</DocumentID>\n")
        }
        try zip([widget] + documents) { path in
            let reader = try ZipBundleReader(path: path)
            let counted = Locked((expected: UInt64(0), done: UInt64(0)))
            let progress = ProgressHandler(
                expect: { bytes in counted.withLock { $0.expected += bytes } },
                advance: { bytes in counted.withLock { $0.done += bytes } })
            let pass = ZipDataPass(reader, skipping: [], progress: progress) { $0.path.hasPrefix("documents/") }
            for entry in reader.entries.reversed() {
                // Taken from the pass, or (nil) read here as the context does.
                let taken = pass.take(entry)
                let bytes = try taken ?? reader.read(entry)
                if taken == nil { pass.record(entry, failure: nil) }
                XCTAssertEqual(bytes, try reader.read(entry), entry.path)
            }
            XCTAssertEqual(pass.finish(in: reader).map(\.ruleID), [])
            let total = reader.entries.reduce(UInt64(0)) { $0 + $1.size }
            XCTAssertEqual(counted.withLock { $0.expected }, total)
            XCTAssertEqual(counted.withLock { $0.done }, total)
        }
    }

    /// The pass opens the zip again on its thread: a zip gone meanwhile is a finding, not
    /// a silently skipped check.
    func testAZipThatCannotBeOpenedAgainIsReportedNotSwallowed() throws {
        try zip([widget]) { path in
            let reader = try ZipBundleReader(path: path)
            try FileManager.default.removeItem(atPath: path)
            let pass = ZipDataPass(reader, skipping: [], progress: nil) { _ in true }
            let found = pass.finish(in: reader)
            XCTAssertEqual(found.map(\.ruleID), ["input.unreadable"])
            XCTAssertTrue(found.first?.message.contains("cannot read \(path) again to check its data") == true)
        }
    }
}
