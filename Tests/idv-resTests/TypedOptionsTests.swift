import Diagnostics
import Foundation
import Preview
import ResourceBundle
import XCTest

@testable import idv_res

/// Options are declared once, as typed values: the spec lists the declarations themselves,
/// the parser turns each value into its type (or a usage error) before the command runs, and
/// the command reads values, never text.
final class TypedOptionsTests: XCTestCase {
    /// What `Typed` read, for the test to look at (one command runs at a time here).
    private final class Reads: @unchecked Sendable {
        var ran = false
        var jobs: Int?
        var format: ReportFormat?
        var languages: [String] = []
    }
    private static let reads = Reads()

    private let samples = samplesDirectory.path

    /// A command with an `Int`, a choice and a repeated option.
    private enum Typed: CLICommand {
        static let jobs = Option("--jobs", valueName: "n", help: "Jobs.", number: .jobs)
        static let language = Repeated<String>("--lang", valueName: "lang", help: "Languages.")
        static let spec = CommandSpec(
            name: "typed", abstract: "Reads typed options.", options: [jobs, ReportOptions.format, language])

        static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitStatus {
            reads.ran = true
            reads.jobs = arguments[jobs]
            reads.format = arguments[ReportOptions.format]
            reads.languages = arguments[language]
            return .success
        }
    }

    /// A command that reads `--strict` without declaring it.
    private enum Sloppy: CLICommand {
        static let spec = CommandSpec(name: "sloppy", abstract: "Reads an option it does not declare.")
        static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitStatus {
            arguments[ReportOptions.strict] ? .findings : .success
        }
    }

    private func run(_ arguments: [String]) -> CLIResult {
        final class Buffer: @unchecked Sendable {  // written by the one thread running the command
            var err = ""
        }
        let buffer = Buffer()
        let io = CommandIO(
            writeOut: { _ in }, writeErr: { buffer.err += $0 }, stdoutIsTerminal: false, stderrIsTerminal: false,
            environment: [:], currentDirectory: FileManager.default.currentDirectoryPath, readStandardInput: { Data() })
        let commands = IDVRes.commands + [CommandEntry(Typed.self), CommandEntry(Sloppy.self)]
        let status = IDVRes.run(arguments, io: io, commands: commands)
        return CLIResult(status: status.rawValue, out: "", err: buffer.err)
    }

    func testValuesArriveTyped() {
        Self.reads.ran = false
        let result = run(["typed", "--jobs", "2", "--format", "sarif", "--lang", "es", "--lang", "fr"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(Self.reads.jobs, 2)
        XCTAssertEqual(Self.reads.format, .sarif)
        XCTAssertEqual(Self.reads.languages, ["es", "fr"])
        _ = run(["typed"])
        XCTAssertNil(Self.reads.jobs)
        XCTAssertEqual(Self.reads.format, .text, "the declared default")
    }

    /// A value that is not of the option's type stops the parser: the command never runs.
    func testAnInvalidValueIsAUsageErrorBeforeRun() {
        for (arguments, message) in [
            (
                ["--format", "jsn"],
                "invalid value 'jsn' for '--format': expected one of text, json, sarif, github; did you mean 'json'?"
            ),
            (["--jobs", "0"], "invalid value '0' for '--jobs': expected a whole number of at least 1"),
            (["--jobs", "many"], "invalid value 'many' for '--jobs': expected a whole number of at least 1"),
        ] {
            Self.reads.ran = false
            let result = run(["typed"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("error: \(message)\n"), result.err)
            XCTAssertFalse(Self.reads.ran, "\(arguments): run was called")
        }
        // Only the value read is checked: an earlier one is overridden.
        XCTAssertEqual(run(["typed", "--jobs", "0", "--jobs", "3"]).status, 0)
        XCTAssertEqual(Self.reads.jobs, 3)
    }

    func testReadingAnUndeclaredOptionIsAnInternalError() {
        let result = run(["sloppy"])
        XCTAssertEqual(result.status, 4, result.err)
        XCTAssertTrue(result.err.contains("--strict"), result.err)
    }

    /// The spec's options are the declarations: a choice lists its type's values, every
    /// value option parses its text, and help shows each one.
    func testSpecsHelpAndCompletionsComeFromTheDeclarations() throws {
        XCTAssertEqual(ReportOptions.format.spec.allowed, ReportFormat.allCases.map(\.rawValue))
        XCTAssertEqual(ReportFilter.minSeverity.spec.allowed, ["error", "warning", "note"])
        XCTAssertEqual(PreviewCommand.device.spec.allowed, PreviewOptions.devices.map(\.name))
        XCTAssertEqual(CommandIO.color.spec.defaultValue, "auto")
        let bash = runCLI(["completions", "bash"]).out
        for command in IDVRes.commands {
            let spec = command.spec
            let help = runCLI([spec.name, "--help"]).out
            for option in spec.options {
                if case .flag = option.kind {
                    XCTAssertNil(option.convert, "\(spec.name) \(option.key)")
                } else {
                    XCTAssertNotNil(option.convert, "\(spec.name) \(option.key): a value option parses its text")
                }
                XCTAssertTrue(help.contains(option.key), "\(spec.name) --help lacks \(option.key)")
                XCTAssertTrue(bash.contains(option.key), "bash completion lacks \(spec.name) \(option.key)")
                if let allowed = option.allowed {
                    XCTAssertTrue(
                        help.contains("(values: \(allowed.joined(separator: ", ")))"), "\(spec.name) \(option.key)")
                }
            }
        }
    }

    /// Each command, with the options its code paths read: none reads one it lacks (shared
    /// code reads the report, filter and baseline options of every command that has them).
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
