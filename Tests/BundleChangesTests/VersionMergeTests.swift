import BundleChanges
import Diagnostics
import XCTest

/// The merge inside a document model's Version on the real step `and-34dbcf9994a4` ->
/// `and-5ca3ad910a0b`, where the vendor merged two `rejectIfNotValid` of `ES/DLI-2013` into
/// one `rejectIfNotValid2` and rewrote instructions of `ZA/DriverLicense_v1`; the customer's
/// edits are made here, in BASE's bytes.
final class VersionMergeTests: XCTestCase {
    static let model = "documents/DocumentDL_All.xml"

    /// BASE, NEW, and CUSTOM: BASE with `edits` (line -> (old text, new text)) in the model file.
    func inputs(_ edits: [Int: (String, String)]) throws -> (
        base: BundleSnapshot, new: BundleSnapshot, custom: BundleSnapshot
    ) {
        let base = try BundleSnapshot.read(try historyZip("and-34dbcf9994a4"))
        let new = try BundleSnapshot.read(try historyZip("and-5ca3ad910a0b"))
        var lines = String(decoding: try XCTUnwrap(base[Self.model]), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, edit) in edits {
            XCTAssertTrue(lines[line - 1].contains(edit.0), lines[line - 1])
            lines[line - 1] = lines[line - 1].replacingOccurrences(of: edit.0, with: edit.1)
        }
        let files = base.paths.map { path in
            (path, path == Self.model ? Array(lines.joined(separator: "\n").utf8) : base[path]!)
        }
        return (base, new, BundleSnapshot(name: "custom", files: files))
    }

    /// The text of the first `<Version id="ID"` ... `</Version>` in `text`.
    static func version(_ id: String, in text: String) throws -> Substring {
        let start = try XCTUnwrap(text.range(of: "<Version id=\"\(id)\""))
        let end = try XCTUnwrap(text.range(of: "</Version>", range: start.upperBound..<text.endIndex))
        return text[start.lowerBound..<end.upperBound]
    }

    static func merged(_ outcome: BundleMerge.Outcome) -> BundleSnapshot {
        BundleSnapshot(name: "out", files: outcome.files)
    }

    func testTheCustomersThresholdAndTheVendorsRewriteInOneVersionBothLand() throws {
        // Line 10: the first calculateOffset of ES/DLI-2013's front, which the vendor left alone.
        let (base, new, custom) = try inputs([10: ("threshold=\"0.3\"", "threshold=\"0.45\"")])
        let outcome = BundleMerge.merge(custom: custom, base: base, new: new)
        XCTAssertEqual(outcome.findings.map(\.message), [])
        XCTAssertEqual(outcome.conflicts, 0)
        let out = Self.merged(outcome)
        let text = try Self.version("DLI-2013", in: String(decoding: try XCTUnwrap(out[Self.model]), as: UTF8.self))
        XCTAssertTrue(text.contains("content=\"PERMISO DE CONDUCCIÓN#\" threshold=\"0.45\"/>"))
        XCTAssertTrue(
            text.contains("<rejectIfNotValid2 reason=\"DocumentNotExpected\" src=\"ml0_found17\" src2=\"ml0_found0\"/>")
        )
        XCTAssertFalse(text.contains("<rejectIfNotValid reason=\"DocumentNotExpected\" src=\"ml0_found0\"/>"))
        // What OUT has that NEW has not, in every model file: the customer's threshold alone.
        let diff = BundleDiff.compare(new, out)
        XCTAssertEqual(diff.models.map(\.path), [Self.model])
        let versions = try XCTUnwrap(diff.models.first?.versions)
        XCTAssertEqual(versions.map(\.key), ["ES/DLI-2013"])
        XCTAssertEqual(versions.first?.fields.map(\.path), ["Front/ML/calculateOffset"])
        XCTAssertEqual(
            versions.first?.fields.first?.attributes.map { "\($0.name): \($0.old ?? "-") -> \($0.new ?? "-")" },
            ["threshold: 0.3 -> 0.45"])
    }

    func testOneInstructionChangedOnBothSidesIsOneConflictNamingItsLinesAndValues() throws {
        // Line 1173: the assignField of ZA/DriverLicense_v1 the vendor changed to PersonalNumber
        // (NEW line 1170); line 85: the rejectIfNotValid of ES/DLI-2013 the vendor removed.
        let (base, new, custom) = try inputs([
            1173: ("field=\"DocumentNumber\"", "field=\"TaxNumber\""),
            85: ("reason=\"DocumentNotExpected\"", "reason=\"Other\""),
        ])
        let outcome = BundleMerge.merge(custom: custom, base: base, new: new)
        XCTAssertEqual(outcome.conflicts, 2)
        let base1 = "\(base.name)/\(Self.model)"
        let new1 = "\(new.name)/\(Self.model)"
        XCTAssertEqual(
            outcome.findings.map { "\($0.location.line ?? 0) \($0.ruleID) \($0.message)" },
            [
                "85 upgrade.conflict Version 'ES/DLI-2013' Back/ML/rejectIfNotValid: base reason=\"DocumentNotExpected\" "
                    + "(\(base1):85), yours reason=\"Other\", vendor's (removed); kept yours",
                "1173 upgrade.conflict Version 'ZA/DriverLicense_v1' Front/ML/assignField: base field=\"DocumentNumber\" "
                    + "(\(base1):1173), yours field=\"TaxNumber\", vendor's field=\"PersonalNumber\" (\(new1):1170); "
                    + "kept yours",
            ])
        let text = String(decoding: try XCTUnwrap(Self.merged(outcome)[Self.model]), as: UTF8.self)
        let license = try Self.version("DriverLicense_v1", in: text)
        XCTAssertTrue(license.contains("<assignField src=\"var4\" field=\"TaxNumber\"/>"))
        // The vendor's other changes in both Versions landed beside the conflicts.
        XCTAssertTrue(license.contains("<assignField src=\"var7\" field=\"DocumentNumber\"/>"))
        let dli = try Self.version("DLI-2013", in: text)
        XCTAssertTrue(dli.contains("src=\"ml0_found17\" src2=\"ml0_found0\"/>"))
        XCTAssertFalse(dli.contains("<rejectIfNotValid reason=\"DocumentNotExpected\" src=\"ml0_found0\"/>"))
        XCTAssertTrue(dli.contains("<rejectIfNotValid reason=\"Other\" src=\"ml0_found17\"/>"))

        let vendor = BundleMerge.merge(
            custom: custom, base: base, new: new, options: BundleMerge.Options(preferVendor: true))
        let taken = BundleDiff.compare(new, Self.merged(vendor))
        XCTAssertEqual(taken.models, [], taken.text())
    }
}
