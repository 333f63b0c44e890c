import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

@testable import idv_res

/// `idv-res completions bash|zsh|fish` and `idv-res man`: written from the command specs, so
/// every command and option `--help` shows is completed and documented; each script is loaded
/// by its shell when the shell is installed.
final class CompletionsTests: XCTestCase {
    private func script(_ shell: String) -> String {
        let result = runCLI(["completions", shell])
        XCTAssertEqual(result.status, 0, result.err)
        return result.out
    }

    func testUnknownShellIsAUsageError() {
        let result = runCLI(["completions", "bsh"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("unknown shell 'bsh'"), result.err)
        XCTAssertTrue(result.err.contains("did you mean 'bash'?"), result.err)
    }

    /// What bash offers for the words typed so far (the last one being completed).
    private func bashComplete(_ words: [String], in directory: String = NSTemporaryDirectory()) throws -> [String] {
        guard let bash = which("bash") else { throw Prerequisite.missing("bash is not installed") }
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("idv-res.bash")
        try script("bash").write(to: file, atomically: true, encoding: .utf8)
        let quoted = (["idv-res"] + words).map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(file.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count)
            _idv_res
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runProcess(bash, ["--norc", "-c", program], in: directory)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.err, "")
        return result.out.split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsAndValues() throws {
        XCTAssertEqual(try bashComplete(["val"]), ["validate"])
        XCTAssertEqual(
            Set(try bashComplete([""])),
            Set(
                IDVRes.commands.map(\.spec.name) + [
                    "help", "--help",
                    "--version",
                ]))
        XCTAssertEqual(try bashComplete(["validate", "--form"]), ["--format"])
        XCTAssertEqual(try bashComplete(["validate", "--format", ""]), ["text", "json", "sarif", "github"])
        XCTAssertEqual(try bashComplete(["explain", "checksum.mis"]), ["checksum.mismatch", "checksum.missing-file"])
        XCTAssertEqual(try bashComplete(["completions", "z"]), ["zsh"])
        XCTAssertEqual(
            try bashComplete(["strings", "Samples/app-resources/Reso"], in: packageRoot.path),
            ["Samples/app-resources/Resources"])
    }

    /// Every option of every command, as the specs declare them today (options other
    /// engineers add appear without touching the completion code).
    func testBashOffersEveryOptionOfEverySpec() throws {
        for command in IDVRes.commands.map(\.spec) {
            let offered = Set(try bashComplete([command.name, "-"]))
            let declared = Set(command.options.flatMap(\.names) + ["--help"])
            XCTAssertEqual(offered, declared, command.name)
        }
    }

    func testZshLoadsTheScript() throws {
        // Optional tool, not in `make test`'s set-up: may skip under CI=true too (Prerequisite).
        guard let zsh = which("zsh") else {
            throw XCTSkip("zsh is not installed: the zsh script was not loaded (apt install zsh)")
        }
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try script("zsh").write(to: folder.appendingPathComponent("_idv-res"), atomically: true, encoding: .utf8)
        let program = """
            fpath=('\(folder.path)' $fpath); autoload -Uz compinit; compinit -u -d '\(folder.path)/zcompdump'
            print -r -- ${_comps[idv-res]}
            zsh -n '\(folder.path)/_idv-res' && print syntax-ok
            """
        let result = try runProcess(zsh, ["-f", "-c", program], in: folder.path)
        XCTAssertEqual(result.out, "_idv-res\nsyntax-ok\n", result.err)
    }

    func testFishLoadsTheScript() throws {
        // Optional tool, not in `make test`'s set-up: may skip under CI=true too (Prerequisite).
        guard let fish = which("fish") else {
            throw XCTSkip("fish is not installed: the fish script was not loaded (apt install fish)")
        }
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("idv-res.fish")
        try script("fish").write(to: file, atomically: true, encoding: .utf8)
        let program =
            "source '\(file.path)'; complete -C 'idv-res validate --form'; "
            + "complete -C 'idv-res explain checksum.mis'"
        let result = try runProcess(
            fish, ["--no-config", "-c", program], in: folder.path,
            environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.err, "")
        let candidates = result.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        XCTAssertEqual(candidates, ["--format", "checksum.mismatch", "checksum.missing-file"], result.out)
    }

    /// The man page names every command and option, and groff formats it without a warning.
    func testManPageCoversEverySpec() throws {
        let result = runCLI(["man"])
        XCTAssertEqual(result.status, 0)
        let page = result.out
        XCTAssertTrue(page.hasPrefix(".TH IDV\\-RES 1 "))
        for command in IDVRes.commands.map(\.spec) {
            XCTAssertTrue(page.contains(".SS \"idv\\-res \(ManPage.escape(command.name))"), command.name)
            for name in command.options.flatMap(\.names) {
                XCTAssertTrue(page.contains("\\fB\(ManPage.escape(name))\\fR"), "\(command.name) \(name)")
            }
        }
        let requests: Set<String> = [".TH", ".SH", ".SS", ".TP", ".B", ".I", ".RI", ".br", ".PP", ".nf", ".fi"]
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            XCTAssertTrue(
                requests.contains(String(line.prefix { $0 != " " })),
                "text roff would read as a request: \(line)")
        }
        // Optional tool, not in `make test`'s set-up: may skip under CI=true too (Prerequisite).
        guard let groff = which("groff") else { throw XCTSkip("groff is not installed: the page was not formatted") }
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try page.write(to: folder.appendingPathComponent("idv-res.1"), atomically: true, encoding: .utf8)
        let formatted = try runProcess(groff, ["-man", "-Tutf8", "-ww", "-z", "idv-res.1"], in: folder.path)
        XCTAssertEqual(formatted.status, 0)
        XCTAssertEqual(formatted.err, "", "groff warnings")
        let text = try runProcess(
            groff, ["-man", "-Tascii", "-P-cbou", "idv-res.1"], in: folder.path,
            environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertTrue(text.out.contains("idv-res validate [<inputs> ...] [<options>]"), text.out)
        XCTAssertTrue(text.out.contains("--format format"), text.out)
    }
}
