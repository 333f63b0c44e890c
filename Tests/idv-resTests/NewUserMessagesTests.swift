import Foundation
import XCTest

@testable import ResourceBundle
@testable import idv_res

/// The small things a new user reads: plurals, what unpack did not check, colour, --jobs,
/// and validate with no input.
final class NewUserMessagesTests: XCTestCase {
    func testCountsOfOneAreSingular() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(
            at: tree.appendingPathComponent("other"), withIntermediateDirectories: true)
        try Data("v".utf8).write(to: tree.appendingPathComponent("other/version.txt"))
        try Data("junk".utf8).write(to: tree.appendingPathComponent(".DS_Store"))
        let zip = folder.appendingPathComponent("one.zip").path
        let pack = runCLI(["pack", tree.path, "-o", zip, "--force"])
        XCTAssertEqual(pack.status, 0, pack.err)
        XCTAssertTrue(pack.err.contains("packed 1 file (1 byte) into \(zip) ("), pack.err)
        XCTAssertTrue(pack.err.contains("; left out 1 junk file\n"), pack.err)

        let out = folder.appendingPathComponent("out").path
        let unpack = runCLI(["unpack", zip, "-o", out])
        XCTAssertTrue(unpack.err.contains("unpacked 1 file (1 byte) into \(out)\n"), unpack.err)
        let list = runCLI(["ls", zip])
        XCTAssertTrue(list.out.contains("\n1 file, 1 byte, "), list.out)
    }

    func testUnpackSaysItRanOnlyTheZipChecks() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The broken sample has model errors that only validate finds.
        let zip = folder.appendingPathComponent("broken.zip").path
        XCTAssertEqual(
            runCLI(["pack", samplesDirectory.appendingPathComponent("bundles/broken").path, "-o", zip, "--force"])
                .status, 0)
        XCTAssertEqual(runCLI(["validate", zip]).status, 1, "the zip has findings beyond the zip checks")
        let out = folder.appendingPathComponent("out").path
        let unpack = runCLI(["unpack", zip, "-o", out])
        XCTAssertEqual(unpack.status, 0, unpack.err)
        XCTAssertFalse((unpack.out + unpack.err).contains("no problems found"), unpack.out + unpack.err)
        XCTAssertTrue(
            unpack.err.hasSuffix(
                "unpack ran only the zip checks; for the others (views, translations, document models...): "
                    + "idv-res validate \(out)\n"), unpack.err)
    }

    func testColorOptionBesideNoColorAndForceColor() {
        let input = samplesDirectory.appendingPathComponent("bundles/broken").path
        func colored(_ extra: [String], _ environment: [String: String] = [:], terminal: Bool) -> Bool {
            runCLI(["validate", input] + extra, environment: environment, terminal: terminal).out.contains("\u{1B}[")
        }
        XCTAssertTrue(colored([], terminal: true))
        XCTAssertFalse(colored([], terminal: false))
        XCTAssertFalse(colored([], ["NO_COLOR": "1"], terminal: true))
        XCTAssertTrue(colored([], ["FORCE_COLOR": "1"], terminal: false))
        XCTAssertFalse(colored([], ["FORCE_COLOR": "0"], terminal: false))
        XCTAssertTrue(colored(["--color", "always"], ["NO_COLOR": "1"], terminal: false))
        XCTAssertFalse(colored(["--color=never"], ["FORCE_COLOR": "1"], terminal: true))
        XCTAssertTrue(colored(["--color", "auto"], terminal: true))
        let wrong = runCLI(["validate", input, "--color", "yes"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(
            wrong.err.contains("invalid value 'yes' for '--color': expected one of auto, always, never"), wrong.err)
    }

    func testValidateJobs() throws {
        let inputs = ["bundles/good", "bundles/broken", "bundles/good"].map {
            samplesDirectory.appendingPathComponent($0).path
        }
        let all = runCLI(["validate"] + inputs)
        let one = runCLI(["validate", "--jobs", "1"] + inputs)
        XCTAssertEqual(one.status, all.status)
        XCTAssertEqual(one.out, all.out, "the same report, in the same order")
        for bad in ["0", "two"] {
            let result = runCLI(["validate", "-j", bad] + inputs)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(
                result.err.contains("invalid value '\(bad)' for '--jobs': expected a whole number of at least 1"),
                result.err)
        }
        // The library runs at most `jobs` at a time: the first job waits (at most 60 s) until a
        // second one runs beside it, so two overlap however the threads are scheduled.
        final class Gauge: @unchecked Sendable {  // every var under `condition`
            let condition = NSCondition()
            var running = 0, most = 0
        }
        let gauge = Gauge()
        _ = OrderedParallel.map(Array(0..<8), jobs: 2) { _ in
            gauge.condition.lock()
            gauge.running += 1
            gauge.most = max(gauge.most, gauge.running)
            gauge.condition.broadcast()
            let deadline = Date().addingTimeInterval(60)
            while gauge.most < 2, gauge.condition.wait(until: deadline) {}
            gauge.running -= 1
            gauge.condition.unlock()
        }
        XCTAssertEqual(gauge.most, 2)
    }

    func testValidateWithNoInputChecksTheCurrentDirectoryWhenItIsOne() throws {
        let bundle = samplesDirectory.appendingPathComponent("bundles/broken").path
        let here = runCLI(["validate"], currentDirectory: bundle)
        let named = runCLI(["validate", bundle])
        XCTAssertEqual(here.status, 1)
        XCTAssertEqual(here.out, named.out)

        let app = samplesDirectory.appendingPathComponent("app-resources").path
        let appHere = runCLI(["validate"], currentDirectory: app)
        XCTAssertEqual(appHere.out, runCLI(["validate", app]).out)
        XCTAssertTrue(appHere.out.contains("Localizable.strings"), appHere.out)

        let empty = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = runCLI(["validate"], currentDirectory: empty.path)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(
            nothing.err.hasPrefix(
                "error: no input given, and the current directory (\(empty.path)) is not a resources bundle "
                    + "(widget.xml, strings/ or documents/) or app resources (*.lproj/Localizable.strings or "
                    + "Localizable.xcstrings, at most two folders down); name a zip, a folder or a file\n"), nothing.err
        )
    }
}

/// The progress line's total is known before it is shown and never grows while it counts.
final class ProgressTotalTests: XCTestCase {
    func testNothingIsDrawnUntilEveryPartSaidWhatItExpects() throws {
        final class Sink: @unchecked Sendable {
            var text = ""
        }
        let sink = Sink()
        let io = CommandIO(
            writeOut: { _ in }, writeErr: { sink.text += $0 }, stdoutIsTerminal: true, stderrIsTerminal: true,
            environment: [:], currentDirectory: "/", readStandardInput: { Data() })
        let clock = ManualClock()
        let display = ProgressDisplay(io: io, label: "validating", delay: 0, parts: 2, clock: clock.now)
        let handler = try XCTUnwrap(display.handler)
        handler.expect(100 << 20)
        handler.advance(50 << 20)
        XCTAssertEqual(sink.text, "", "one zip of two has said what it expects: no total yet")
        handler.expect(100 << 20)
        clock.advance(by: 0.11)  // past the redraw limit (ten a second)
        handler.advance(10 << 20)
        XCTAssertEqual(sink.text, "\r\u{1B}[Kvalidating 30% (60 of 200 MiB)")
        display.finish()
        XCTAssertTrue(sink.text.hasSuffix("\r\u{1B}[K"))
    }

    func testValidateCountsTheZipsThatReportProgress() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("a.zip").path
        XCTAssertEqual(
            runCLI(["pack", samplesDirectory.appendingPathComponent("bundles/good").path, "-o", zip]).status, 0)
        XCTAssertTrue(BundleValidator.verifiesZipData(zip))
        XCTAssertFalse(BundleValidator.verifiesZipData(samplesDirectory.appendingPathComponent("bundles/good").path))
        XCTAssertFalse(
            BundleValidator.verifiesZipData(samplesDirectory.appendingPathComponent("bundles/good/widget.xml").path))
        XCTAssertFalse(BundleValidator.verifiesZipData(folder.appendingPathComponent("missing.zip").path))
    }
}
