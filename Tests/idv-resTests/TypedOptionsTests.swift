import Diagnostics
import Foundation
import XCTest

@testable import idv_res

/// Options are declared once, as typed values, and read only through them: a command that
/// reads an option it does not declare ends as an internal error (exit 4), and every command
/// runs here with the options it reads, so none can.
final class TypedOptionsTests: XCTestCase {
    private let samples = samplesDirectory.path

    /// A command that reads `--strict` without declaring it.
    private enum Sloppy: CLICommand {
        static let spec = CommandSpec(name: "sloppy", abstract: "Reads an option it does not declare.")
        static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitStatus {
            arguments[ReportOptions.strict] ? .findings : .success
        }
    }

    func testReadingAnUndeclaredOptionIsAnInternalError() {
        final class Buffer: @unchecked Sendable {  // written by the one thread running the command
            var err = ""
        }
        let buffer = Buffer()
        let io = CommandIO(
            writeOut: { _ in }, writeErr: { buffer.err += $0 }, stdoutIsTerminal: false, stderrIsTerminal: false,
            environment: [:], currentDirectory: FileManager.default.currentDirectoryPath, readStandardInput: { Data() })
        let status = IDVRes.run(["sloppy"], io: io, commands: IDVRes.commands + [CommandEntry(Sloppy.self)])
        XCTAssertEqual(status, .internalError, buffer.err)
        XCTAssertTrue(buffer.err.contains("--strict"), buffer.err)
    }

    /// Each command, with the options its code paths read: none reads one it lacks.
    func testEveryCommandReadsOnlyItsDeclaredOptions() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.path
        let runs: [String: [[String]]] = [
            "validate": [
                [
                    "\(samples)/ios-app/good/IdentiaDemo/Resources/fphi-selphid-widget-resources-sdk.zip", "--strict",
                    "--jobs", "1", "--max-entries", "100", "--max-depth", "60",
                ],
                ["\(samples)/bundles/broken", "--format", "json", "--quiet", "--report", "github=\(out)/g.txt"],
                ["\(samples)/bundles/good", "--fix", "--dry-run"],
            ],
            "pack": [["\(samples)/bundles/good", "-o", "\(out)/p.zip", "--store-media", "--keep-stale"]],
            "unpack": [["\(out)/p.zip", "-o", "\(out)/u", "--keep-junk", "--max-ratio", "200"]],
            "ls": [["\(samples)/bundles/good", "--format", "json"]],
            "strings": [
                ["\(samples)/bundles/good", "--format", "csv", "--by", "token"],
                ["\(samples)/app-resources/Resources", "--missing", "es", "--base", "en", "--strict"],
                ["\(samples)/bundles/good", "--export", "xliff", "--lang", "es", "-o", "\(out)/es.xliff"],
            ],
            "preview": [["\(samples)/bundles/good", "-o", "\(out)/site", "--device", "small"]],
            "lottie": [["\(samples)/lottie/good", "--strict"]],
            "specific-data": [["ES|<ALL>", "--models", "\(samples)/bundles/good", "--format", "json"]],
            "models": [["--help"]],
            "checksum": [["\(samples)/checksums/SHA256SUMS", "--tag", "--jobs", "1"]],
            "verify": [["-c", "\(samples)/checksums/SHA256SUMS", "--quiet", "--ignore-missing"]],
            "doctor": [["\(samples)/ios-app/good", "--strict", "--format", "json"]],
            "rules": [["--format", "json"]],
            "explain": [["views.missing-token"]],
            "completions": [["zsh"]],
            "man": [[]],
        ]
        for command in IDVRes.commands {
            let name = command.spec.name
            let invocations = try XCTUnwrap(runs[name], "\(name): add its options to this test")
            for arguments in invocations {
                let result = runCLI([name] + arguments)
                XCTAssertNotEqual(result.status, 4, "\(name) \(arguments): \(result.err)")
                XCTAssertFalse(result.err.contains("internal error"), "\(name) \(arguments): \(result.err)")
            }
        }
    }

    func testNoCommandDeclaresAnOptionTwice() {
        for command in IDVRes.commands {
            let names = command.spec.options.flatMap(\.names)
            XCTAssertEqual(names.count, Set(names).count, "\(command.spec.name) declares \(names) ")
        }
    }

    /// strings and validate share --catalog and --base: one declaration, one help.
    func testSharedOptionsHaveOneHelp() {
        var helps: [String: Set<String>] = [:]
        for command in IDVRes.commands where ["strings", "validate"].contains(command.spec.name) {
            for option in command.spec.options where ["--catalog", "--base", "--config"].contains(option.key) {
                helps[option.key, default: []].insert(option.help)
            }
        }
        XCTAssertEqual(helps.keys.sorted(), ["--base", "--catalog", "--config"])
        for (key, help) in helps { XCTAssertEqual(help.count, 1, "\(key): \(help)") }
        let validate = runCLI(["validate", "--help"]).out
        XCTAssertTrue(validate.contains("lottie-spec"), "validate --strict says it checks Lottie conformance")
    }
}
