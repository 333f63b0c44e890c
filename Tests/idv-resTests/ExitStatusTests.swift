import Diagnostics
import Foundation
import Localization
import ResourceBundle
import XCTest

@testable import idv_res

/// An error no command expected ends with exit 4 ("internal error, please report"), never 3
/// ("an input could not be read"); the library's own errors keep their status.
final class ExitStatusTests: XCTestCase {
    /// A command that fails the way a bug would: an error type nobody declared user-facing.
    private enum Broken: CLICommand {
        struct Bug: Error {}
        static let spec = CommandSpec(name: "broken", abstract: "Throws an unexpected error.")
        static func run(_ arguments: ParsedArguments<NoOptions>, io: CommandIO) throws -> ExitStatus { throw Bug() }
    }

    /// A command that stops on one of the library's errors.
    private enum Unreadable: CLICommand {
        static let spec = CommandSpec(name: "unreadable", abstract: "Opens a zip that is not there.")
        static func run(_ arguments: ParsedArguments<NoOptions>, io: CommandIO) throws -> ExitStatus {
            _ = try InputOpener.open("/nonexistent/idv-res-exit-status.zip", looseFiles: .refused).reader()
            return .success
        }
    }

    private func run(_ command: CommandEntry, _ arguments: [String]) -> CLIResult {
        final class Buffer: @unchecked Sendable {  // written by the one thread running the command
            var err = ""
        }
        let buffer = Buffer()
        let io = CommandIO(
            writeOut: { _ in }, writeErr: { buffer.err += $0 }, stdoutIsTerminal: false, stderrIsTerminal: false,
            environment: [:], currentDirectory: FileManager.default.currentDirectoryPath, readStandardInput: { Data() })
        let status = IDVRes.run(arguments, io: io, commands: IDVRes.commands + [command])
        return CLIResult(status: status.rawValue, out: "", err: buffer.err)
    }

    func testAnUnexpectedErrorIsAnInternalErrorExit4() {
        let result = run(CommandEntry(Broken.self), ["broken"])
        XCTAssertEqual(result.status, 4, result.err)
        XCTAssertTrue(result.err.hasPrefix("error: internal error, please report it"), result.err)
        XCTAssertTrue(result.err.contains("Bug"), "names the error:\n\(result.err)")
    }

    func testALibraryErrorKeepsItsStatusAndMessage() {
        let result = run(CommandEntry(Unreadable.self), ["unreadable"])
        XCTAssertEqual(result.status, 3, result.err)
        XCTAssertTrue(result.err.contains("/nonexistent/idv-res-exit-status.zip"), result.err)
        XCTAssertFalse(result.err.contains("internal error"), result.err)
    }

    func testTheMapping() {
        struct Unexpected: Error {}
        XCTAssertEqual(Unexpected().exitStatus, .internalError)
        XCTAssertEqual(UsageError(message: "bad", command: "x").exitStatus, .usage)
        XCTAssertEqual(ConfigurationError(path: "c.json", line: 1, column: 1, message: "bad").exitStatus, .usage)
        XCTAssertEqual(BundleReadError(path: "a.zip", message: "not a zip archive").exitStatus, .unreadable)
        XCTAssertEqual(CocoaError(.fileWriteNoPermission).exitStatus, .unreadable, "the file system refusing")
        // The message: a user-facing error's own words, without its location prefix.
        XCTAssertEqual(BundleReadError(path: "a.zip", message: "not a zip archive").userMessage, "not a zip archive")
        XCTAssertEqual(CatalogError(location: Location(file: "c.json"), message: "bad").userMessage, "bad")
    }

    func testEveryHelpDocumentsExit4() {
        XCTAssertTrue(runCLI(["--help"]).out.contains("\n  4  internal error"))
        for command in IDVRes.commands {
            let help = runCLI([command.spec.name, "--help"]).out
            XCTAssertTrue(help.contains("\n  4  internal error"), "\(command.spec.name) --help:\n\(help)")
        }
    }
}
