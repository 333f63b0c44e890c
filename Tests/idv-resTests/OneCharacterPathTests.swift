import Foundation
import XCTest

@testable import idv_res

/// Issue #44, part 5: `doctor APP --distributions S` died with SIGILL (Foundation's
/// `deletingLastPathComponent` on a one-character name). Every path a command takes (each
/// argument and option its spec declares as an input or an output) is given the name `S`,
/// relative, in an empty folder and in one where `S` is a one-line text file: the built
/// binary ends by itself (no signal, status below 128) and says something, never "internal error".
final class OneCharacterPathTests: XCTestCase {
    /// The command lines: the command's required arguments and options as `S`, then each path
    /// option or optional argument as `S` in turn.
    static func commandLines() -> [[String]] {
        var lines: [[String]] = []
        for command in IDVRes.commands {
            let spec = command.spec
            var required = [spec.name]
            for argument in spec.arguments where argument.minimum > 0 { required.append("S") }
            for option in spec.options where option.requirement != nil { required += [option.key, "S"] }
            if required.count > 1 { lines.append(required) }
            for argument in spec.arguments where argument.minimum == 0 && argument.isInput {
                lines.append(required + ["S"])
            }
            for option in spec.options where option.requirement == nil && (option.isInput || option.output != nil) {
                var line = required + [option.key, option.key == "--report" ? "json=S" : "S"]
                if option.key == "--fix-output" { line.append("--fix") }
                lines.append(line)
            }
        }
        return lines
    }

    func testEveryCommandThatTakesAPathTakesAOneCharacterName() throws {
        let lines = Self.commandLines()
        for name in ["doctor", "verify", "pack", "unpack", "upgrade", "strings", "preview", "validate", "checksum"] {
            XCTAssertTrue(lines.contains { $0[0] == name }, "\(name) takes a path")
        }
        XCTAssertTrue(lines.contains(["doctor", "--distributions", "S"]), "the issue's command line")
        for withFile in [false, true] {
            for line in lines {
                let folder = try makeTemporaryDirectory()
                defer { try? FileManager.default.removeItem(at: folder) }
                if withFile { try Data("x\n".utf8).write(to: folder.appendingPathComponent("S")) }
                let result = try runSubprocess(line, in: folder)
                let what = "idv-res \(line.joined(separator: " ")) (S \(withFile ? "a text file" : "absent"))"
                XCTAssertNil(result.signal, "\(what): ended by a signal: \(result.err)")
                XCTAssertFalse(result.timedOut, what)
                XCTAssertLessThan(result.status, 128, "\(what): \(result.err)")
                XCTAssertFalse(result.err.contains("internal error"), "\(what): \(result.err)")
                XCTAssertFalse(result.err.contains("crashed"), "\(what): \(result.err)")
                // lsp speaks only when an editor asks (an empty standard input: it ends with 1).
                if result.status != 0, line[0] != "lsp" {
                    XCTAssertFalse((result.out + result.err).isEmpty, "\(what): ended with \(result.status), silently")
                }
            }
        }
    }

    /// The issue's case, in full: a sums file named `S` is read as `verify -c S` reads it.
    func testDoctorDistributionsWithAOneCharacterSumsFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = samplesDirectory.appendingPathComponent("ios-app/good").path
        try Data("x\n".utf8).write(to: folder.appendingPathComponent("S"))
        let doctor = try runSubprocess(["doctor", app, "--distributions", "S"], in: folder)
        let verify = try runSubprocess(["verify", "-c", "S"], in: folder)
        XCTAssertEqual(doctor.status, 1, doctor.err)
        XCTAssertEqual(verify.status, 1, verify.err)
        let line = "S:1:1: error: line 1 is not a SHA-256 line"
        XCTAssertTrue(doctor.out.contains(line), doctor.out)
        XCTAssertTrue(verify.out.contains(line), verify.out)
    }
}
