import Diagnostics
import Foundation
import XCTest

/// The widget.xml inputs of the fuzzing campaign (issue 12), kept in Tests/Fixtures/fuzz/views-*:
/// frame ranges that used to abort allocating 1.6 TB, or run for minutes at 2 GB, end at once
/// with a located finding; frames are found by parsing file names, never by building them all.
final class ViewsHostileInputTests: XCTestCase {
    static let fuzz = fixturesDirectory.appendingPathComponent("fuzz")
    var resources: String { Self.fuzz.appendingPathComponent("views-resources").path }

    func validate(_ fixture: String) throws -> (status: Int32, diagnostics: [JSONNode]) {
        let path = Self.fuzz.appendingPathComponent(fixture).path
        let result = runCLI(["validate", "--format", "json", "--views", path, "--resources", resources])
        let report = try JSONParser().parse(result.out)
        return (result.status, report["diagnostics"]?.array ?? [])
    }

    func assertTooLong(
        _ fixture: String, column: Int, frames: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (status, diagnostics) = try validate(fixture)
        XCTAssertEqual(status, 1, file: file, line: line)
        let tooLong = diagnostics.filter { $0["rule"]?.string == "views.frame-range-too-long" }
        XCTAssertEqual(tooLong.count, 1, "\(diagnostics)", file: file, line: line)
        XCTAssertEqual(tooLong.first?["location"]?["line"]?.number, 5, file: file, line: line)
        XCTAssertEqual(
            tooLong.first?["location"]?["column"]?.number, Double(column), "at the end attribute", file: file,
            line: line)
        XCTAssertTrue(
            tooLong.first?["message"]?.string?.contains(frames) ?? false, "\(tooLong)", file: file, line: line)
        XCTAssertFalse(
            diagnostics.contains { $0["rule"]?.string == "views.missing-frame" },
            "a range that long is not checked frame by frame",
            file: file, line: line)
    }

    func testElevenDigitRangeIsReportedNotAllocated() throws {
        try assertTooLong("views-frame-range-huge.xml", column: 76, frames: "(100000000000 frames)")
    }

    func testTenMillionFramesAreReportedNotEnumerated() throws {
        try assertTooLong("views-frame-range-ten-million.xml", column: 76, frames: "(10000000 frames)")
    }

    func testNumbersPastIntDoNotTrap() throws {
        try assertTooLong("views-frame-number-overflow.xml", column: 56, frames: "more frames than can be counted")
        try assertTooLong("views-frame-count-overflow.xml", column: 56, frames: "more frames than can be counted")
    }

    /// 10,000 frames is the longest range still checked: the missing ones are listed as runs, and
    /// a file whose number lacks the padding (`Arrow_0.png` for width 8) is not a frame.
    func testLongestCheckedRangeListsMissingFramesAsRuns() throws {
        let (status, diagnostics) = try validate("views-frame-range-limit.xml")
        XCTAssertEqual(status, 1)
        XCTAssertFalse(diagnostics.contains { $0["rule"]?.string == "views.frame-range-too-long" })
        let missing = diagnostics.filter { $0["rule"]?.string == "views.missing-frame" }
        XCTAssertEqual(missing.count, 1)
        XCTAssertEqual(
            missing.first?["message"]?.string,
            "animation 'move' name: 9999 of 10000 frames are in no resources/<N>dpi/ folder: Arrow_00000000.png, Arrow_00000002..00009999.png"
        )
    }

    /// `pack` validates first: the same input used to abort it too.
    func testPackRefusesTheHugeRangeWithoutAllocating() throws {
        let bundle = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.fuzz.appendingPathComponent("views-frame-range-huge.xml"),
            to: bundle.appendingPathComponent("widget.xml"))
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: resources), to: bundle.appendingPathComponent("resources"))
        try Data("<translations>\n<token id=\"a\">A</token>\n</translations>\n".utf8).write(
            to: bundle.appendingPathComponent("strings/strings.xml"))
        let output = bundle.deletingLastPathComponent().appendingPathComponent(bundle.lastPathComponent + ".zip")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = runCLI(["pack", bundle.path, "-o", output.path])
        XCTAssertEqual(result.status, 1, result.out + result.err)
        XCTAssertTrue(
            result.err.contains("widget.xml:5:76: error: animation 'move' runs from frame 0 to 99999999999"), result.err
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "refused: nothing written")
    }
}
