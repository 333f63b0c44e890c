import Foundation
import TestPrerequisites
import XCTest

/// The whole JSON report of `validate` on each of the 12 real vendor zips, pinned byte for
/// byte as a reviewed snapshot in Tests/Fixtures/golden/<zip name>.json: every change in
/// findings shows in a diff. `IDV_RES_UPDATE_GOLDEN=1 swift test --filter RealCorpusGoldenTests`
/// rewrites the snapshots instead (docs/real-corpus.md).
///
/// Normalised: the report names inputs by the path given, which is absolute here; the
/// corpus folder is replaced by `../shared/corpus/zips`, so snapshots are the same on every
/// machine. The report holds no timing.
final class RealCorpusGoldenTests: XCTestCase {
    static let goldenDirectory = fixturesDirectory.appendingPathComponent("golden")

    /// The 12 zips: the two of `zips/` and the ten of `zips/history/` (its README lists them).
    static let zips =
        ["selphi-resources-real.zip", "selphid-resources-real.zip"]
        + [
            "and-355e60fa1aff.zip", "and-57b3dc40cb4b.zip", "and-63f1d381db64.zip", "and-d5e0bc959cdb.zip",
            "and-6257b486c45d.zip", "ios-17ec668b2384.zip", "ios-d24f93d8c7e9.zip", "and-34dbcf9994a4.zip",
            "and-5ca3ad910a0b.zip", "and-36d658f91cd9.zip",
        ].map { "history/" + $0 }

    func testEveryRealZipReportMatchesItsReviewedSnapshot() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real vendor zips to snapshot")
        }
        let zipsDirectory = corpus.appendingPathComponent("zips")
        let update = ProcessInfo.processInfo.environment["IDV_RES_UPDATE_GOLDEN"] == "1"
        if update {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
        }
        var missing: [String] = []
        for name in Self.zips {
            let zip = zipsDirectory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: zip.path) else {
                missing.append(name)
                continue
            }
            let result = runCLI(["validate", zip.path, "--format", "json"])
            XCTAssertTrue([0, 1].contains(result.status), name + ": " + result.err)
            let report = Self.normalised(result.out, corpus: zipsDirectory.path)
            let golden = Self.goldenDirectory.appendingPathComponent(
                ((name as NSString).lastPathComponent as NSString).deletingPathExtension + ".json")
            if update {
                try Data(report.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            if report != expected {
                XCTFail(
                    "\(name): the report differs from \(golden.lastPathComponent) at line \(Self.firstDifference(report, expected)); "
                        + "review the change and run IDV_RES_UPDATE_GOLDEN=1 swift test --filter RealCorpusGoldenTests")
            }
        }
        if !missing.isEmpty {
            throw Prerequisite.missing("not in ../shared/corpus/zips: \(missing.joined(separator: ", "))")
        }
        if update {
            // A mode asked for, not a missing prerequisite: skips under CI=true too.
            throw XCTSkip("IDV_RES_UPDATE_GOLDEN=1: snapshots rewritten in \(Self.goldenDirectory.path), none compared")
        }
    }

    /// The corpus folder (absolute, machine-specific) as `../shared/corpus/zips`.
    static func normalised(_ report: String, corpus: String) -> String {
        let escaped = corpus.replacingOccurrences(of: "/", with: "\\/")
        return report.replacingOccurrences(of: corpus, with: "../shared/corpus/zips")
            .replacingOccurrences(of: escaped, with: "..\\/shared\\/corpus\\/zips")
    }

    static func firstDifference(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count)
        where index >= left.count || index >= right.count || left[index] != right[index] {
            return index + 1
        }
        return 0
    }

    func testNormalisationLeavesNoMachinePath() throws {
        let report =
            "{\"name\": \"/home/x/shared/corpus/zips/history/a.zip\", \"p\": \"\\/home\\/x\\/shared\\/corpus\\/zips\\/b.zip\"}"
        let normalised = Self.normalised(report, corpus: "/home/x/shared/corpus/zips")
        XCTAssertEqual(
            normalised,
            "{\"name\": \"../shared/corpus/zips/history/a.zip\", \"p\": \"..\\/shared\\/corpus\\/zips\\/b.zip\"}")
    }
}
