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
        var shape: Shape?
        var name: String?
        var files: [String] = []
        var output: String?
    }
    private static let reads = Reads()

    private let samples = samplesDirectory.path

    /// A command with an `Int`, a choice and a repeated option.
    private enum Typed: CLICommand {
        struct Options: CommandOptions {
            let jobs = Option("--jobs", valueName: "n", help: "Jobs.", number: .jobs)
            let format = ReportOptions.format
            let language = Repeated<String>("--lang", valueName: "lang", help: "Languages.")
        }
        static let spec = CommandSpec(name: "typed", abstract: "Reads typed options.")

        static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
            reads.ran = true
            reads.jobs = arguments[\.jobs]
            reads.format = arguments[\.format]
            reads.languages = arguments[\.language]
            return .success
        }
    }

    fileprivate enum Shape: String, CaseIterable, ChoiceValue {
        case round, square
    }

    /// A required typed argument and an optional one.
    private enum Positional: CLICommand {
        struct Options: CommandOptions {
            let shape = Argument<Shape>("shape", help: "A shape.")
            let name = OptionalArgument<String>("name", help: "A name.")
        }
        static let spec = CommandSpec(name: "positional", abstract: "Reads typed arguments.")

        static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
            reads.ran = true
            reads.shape = arguments[\.shape]
            reads.name = arguments[\.name]
            return .success
        }
    }

    /// A repeating argument with a minimum, a required option, and a requirement of some modes.
    private enum Required: CLICommand {
        struct Options: CommandOptions {
            let files = RepeatedArgument<String>("files", help: "Files.", minimum: 2)
            let output = RequiredOption<String>(
                "--output", valueName: "file", help: "Where.", missing: "the file to write")
            let label = Option<String>("--label", valueName: "text", help: "A label.")
            let plain = Flag("--plain", help: "No label.")

            static func validate(_ arguments: ParsedArguments<Self>) throws {
                if !arguments[\.plain], arguments[\.label] == nil {
                    throw UsageError(message: "missing '--label <text>' (or --plain)", command: arguments.spec.name)
                }
            }
        }
        static let spec = CommandSpec(name: "required", abstract: "Reads required values.")

        static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
            reads.ran = true
            reads.files = arguments[\.files]
            reads.output = arguments[\.output]
            return .success
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
        let commands =
            IDVRes.commands + [CommandEntry(Typed.self), CommandEntry(Positional.self), CommandEntry(Required.self)]
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

    /// Positionals are declarations too: read by key path, typed, a required one never optional;
    /// their number and values are checked before the command runs.
    func testArgumentsArriveTypedAndTheirNumberIsChecked() {
        Self.reads.ran = false
        XCTAssertEqual(run(["positional", "square", "box"]).status, 0)
        XCTAssertEqual(Self.reads.shape, .square)
        XCTAssertEqual(Self.reads.name, "box")
        XCTAssertEqual(run(["positional", "round"]).status, 0)
        XCTAssertNil(Self.reads.name)
        for (arguments, message) in [
            (["positional"], "missing expected argument '<shape>'"),
            (
                ["positional", "rund"],
                "invalid value 'rund' for '<shape>': expected one of round, square; did you mean 'round'?"
            ),
            (["positional", "round", "box", "more"], "unexpected argument 'more'"),
        ] {
            Self.reads.ran = false
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("error: \(message)\n"), "\(arguments): \(result.err)")
            XCTAssertFalse(Self.reads.ran, "\(arguments): run was called")
        }
    }

    /// A required option and a requirement of some modes (`validate`) stop the parser, with
    /// what the option names; given, the command reads a value, not an optional.
    func testRequiredOptionsAndValidateAreCheckedBeforeRun() {
        for (arguments, message) in [
            (["required", "a"], "missing expected argument '<files>'"),
            (["required", "a", "b", "--plain"], "missing '--output <file>': the file to write"),
            (["required", "a", "b", "--output", "o"], "missing '--label <text>' (or --plain)"),
        ] {
            Self.reads.ran = false
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("error: \(message)\n"), "\(arguments): \(result.err)")
            XCTAssertFalse(Self.reads.ran, "\(arguments): run was called")
        }
        XCTAssertEqual(run(["required", "a", "b", "c", "--output", "o", "--plain"]).status, 0)
        XCTAssertEqual(Self.reads.files, ["a", "b", "c"])
        XCTAssertEqual(Self.reads.output, "o")
        // The commands' own required options, in today's words.
        for (arguments, message) in [
            (["pack", "dir"], "missing '--output <zip>': the zip to write"),
            (["unpack", "x.zip"], "missing '--output <dir>': the folder to unpack into"),
            (["preview", "x.zip"], "missing '--output <dir>': the folder to write the site into (or --serve)"),
            (
                ["upgrade", "c", "--to", "n", "-o", "o"],
                "missing '--from <base>': the vendor bundle CUSTOM was made from"
            ),
            (["upgrade", "c", "--from", "b", "-o", "o"], "missing '--to <new>': the vendor's next bundle"),
            (
                ["upgrade", "c", "--from", "b", "--to", "n"],
                "missing '--output <zip>': the zip to write (or --dry-run)"
            ),
        ] {
            let result = runCLI(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("error: \(message)\n"), "\(arguments): \(result.err)")
        }
    }

    /// The spec lists an options type's stored declarations in the order written, groups
    /// flattened, an absent optional one left out: what a command can read is what it declares.
    func testTheSpecIsDerivedFromTheOptionsType() {
        struct Group: OptionGroup {
            let first = Flag("--first", help: "First.")
            let second = Option<String>("--second", valueName: "text", help: "Second.")
        }
        struct Declared: CommandOptions {
            let before = Flag("--before", help: "Before.")
            let group = Group()
            let absent: Flag? = nil
            let present: Flag? = Flag("--present", help: "Present.")
            let notAnOption = "text"
        }
        XCTAssertEqual(Declared.declared.map(\.key), ["--before", "--first", "--second", "--present"])
    }

    /// The spec is recorded as the options value is built (cheap); a reflection of the value
    /// must find the same declarations in the same order, for every command. A shared
    /// declaration kept as a `static let` would be built once and recorded by one command only.
    func testTheRecordedSpecIsWhatReflectionFinds() {
        func reflected(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.flatMap { child -> [String] in
                if let option = child.value as? any DeclaredOption { return [option.spec.key] }
                if let group = child.value as? any OptionGroup { return reflected(group) }
                return []
            }
        }
        func arguments(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.compactMap { ($0.value as? SpecifiedArgument)?.spec.name }
        }
        for command in IDVRes.commands {
            XCTAssertEqual(command.spec.options.map(\.key), reflected(command.makeOptions()), command.name)
            // Derived twice: the second derivation records as fully as the first.
            XCTAssertEqual(command.spec.options.map(\.key), reflected(command.makeOptions()), command.name)
            XCTAssertEqual(command.spec.arguments.map(\.name), arguments(command.makeOptions()), command.name)
            // Required ones first, a repeating one last: each value goes to one argument.
            let arguments = command.spec.arguments
            XCTAssertFalse(arguments.dropLast().contains(where: \.isRepeating), command.name)
            XCTAssertEqual(
                arguments.map(\.minimum), arguments.map(\.minimum).sorted(by: >), "\(command.name): optional ones last")
        }
        XCTAssertNil(DeclarationRecorder.current, "recording ends with the derivation")
    }

    /// The spec's options are the declarations: a choice lists its type's values, every
    /// value option parses its text, and help shows each one.
    func testSpecsHelpAndCompletionsComeFromTheDeclarations() throws {
        XCTAssertEqual(ReportOptions.format.spec.allowed, ReportFormat.allCases.map(\.rawValue))
        XCTAssertEqual(ReportFilter.Options().minSeverity.spec.allowed, ["error", "warning", "note"])
        XCTAssertEqual(PreviewCommand.Options().device.spec.allowed, PreviewOptions.devices.map(\.name))
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

    /// Each command's help lists the options its options type declares, in declaration order
    /// (reading an undeclared one does not compile; this pins what help shows of the rest).
    func testEachCommandsHelpListsItsDerivedOptionsInOrder() {
        for command in IDVRes.commands {
            let spec = command.spec
            let help = runCLI([spec.name, "--help"]).out
            guard let section = help.components(separatedBy: "\nOPTIONS:\n").dropFirst().first else {
                XCTFail("\(spec.name) --help has no OPTIONS")
                continue
            }
            let listed = section.components(separatedBy: "\n\n")[0].split(separator: "\n").compactMap { line in
                line.hasPrefix("  -") ? line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init) : nil
            }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
            XCTAssertEqual(listed, spec.options.map(\.key) + ["--help"], spec.name)
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
