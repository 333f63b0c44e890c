import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

/// The Done-when of `idv-res lsp`: a client nobody here wrote, Neovim's built-in one (0.7,
/// Debian's; `make lsp-deps` installs it), headless, set up as docs/editors.md shows
/// (Tests/Fixtures/lsp/neovim-setup.lua, `idv-res` found on PATH), driven by
/// neovim-client.lua, on the real SelphID bundle.
final class NeovimClientTests: XCTestCase {
    private func neovim() throws -> String {
        guard let path = which("nvim") else {
            throw Prerequisite.missing("Neovim is absent (make lsp-deps installs it): no real LSP client is driven")
        }
        return path
    }

    /// Runs the script with `environment`; what it saw.
    private func drive(_ file: String, _ environment: [String: String]) throws -> [String: Any] {
        let nvim = try neovim()
        let out = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        let executable = try builtExecutable()
        env["PATH"] = PathParts(executable).folder + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["SETUP"] = fixturesDirectory.appendingPathComponent("lsp/neovim-setup.lua").path
        env["FILE"] = file
        env["OUT"] = out.appendingPathComponent("result.json").path
        let script = fixturesDirectory.appendingPathComponent("lsp/neovim-client.lua").path
        let run = try ChildProcess(
            nvim, ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile " + script], in: out.path,
            environment: env
        ).wait(timeout: 120)
        XCTAssertFalse(run.timedOut, "nvim did not finish")
        let data = try Data(contentsOf: URL(fileURLWithPath: env["OUT"]!))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], run.err)
    }

    /// Neovim present, the real bundle unpacked: its widget.xml and that file's lines.
    private func realWidget() throws -> (file: String, lines: [String]) {
        _ = try neovim()
        let file = try unpackedRealSelphID().appendingPathComponent("widget.xml").path
        return (file, try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n"))
    }

    func testNeovimReceivesTheDiagnosticOfAMisspeltAttribute() throws {
        let (file, lines) = try realWidget()
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(" text=\"") })
        let column = try XCTUnwrap(lines[line].range(of: "text=\"")).lowerBound.utf16Offset(in: lines[line])
        let seen = try drive(file, ["STEPS": "diagnostic", "LINE": "\(line)", "COL": "\(column)"])
        XCTAssertEqual(seen["opened"] as? Bool, true, "the findings of the file as opened: \(seen)")
        XCTAssertEqual(seen["received"] as? Bool, true, "\(seen)")
        let found = (seen["after"] as? [[String: Any]] ?? []).first {
            $0["code"] as? String == "views.unknown-attribute"
        }
        XCTAssertEqual(found?["source"] as? String, "idv-res")
        XCTAssertEqual(found?["col"] as? Int, column)
        XCTAssertEqual(found?["end_col"] as? Int, column + 4, "the whole misspelt name")
        XCTAssertEqual(seen["server_exit"] as? Int, 0, "shutdown then exit: 0")
    }

    /// Completion inside an element and hover on a token: these depend on the features
    /// (`LanguageFeatures`), answered by another branch of issue 32.
    func testNeovimCompletesAndHovers() throws {
        _ = try neovim()
        let bundle = try unpackedRealSelphID()
        let file = bundle.appendingPathComponent("widget.xml").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        // A line that starts with an attribute (`text="Token"`): the cursor before it is inside
        // its element, where that element's attribute names are offered.
        let line = try XCTUnwrap(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("text=\"") })
        let indent = lines[line].prefix { $0 == " " }.count
        let tagLine = try XCTUnwrap(lines[..<line].lastIndex { $0.contains("<") })
        let tag = try XCTUnwrap(lines[tagLine].range(of: "<[A-Za-z_]+", options: .regularExpression))
        let element = String(lines[tagLine][tag].dropFirst())
        let token = try XCTUnwrap(lines[line].split(separator: "\"").dropFirst().first.map(String.init))
        let strings = try String(
            contentsOfFile: bundle.appendingPathComponent("strings/strings.xml").path, encoding: .utf8)
        let tokenText = try XCTUnwrap(
            strings.range(of: "<token id=\"\(token)\">[^<]*", options: .regularExpression).map {
                String(strings[$0].split(separator: ">", maxSplits: 1).last ?? "")
            })
        let word = try XCTUnwrap(tokenText.split { !$0.isLetter }.first.map(String.init))
        // The attribute names this element has anywhere in the real file.
        let elementAttributes = Set(
            text.components(separatedBy: "<" + element).dropFirst().flatMap { tag in
                (tag.split(separator: ">").first ?? "").split { $0 == " " || $0 == "\n" }.compactMap {
                    $0.contains("=") ? String($0.split(separator: "=")[0]) : nil
                }
            })
        let seen = try drive(
            file,
            [
                "STEPS": "features", "COMPLETE_LINE": "\(line)", "COMPLETE_COL": "\(indent)", "HOVER_LINE": "\(line)",
                "HOVER_COL": "\(indent + 8)",
            ])
        let labels = Set(seen["completion"] as? [String] ?? [])
        XCTAssertFalse(labels.isDisjoint(with: elementAttributes), "<\(element)>: \(elementAttributes) vs \(labels)")
        let hover = seen["hover"] as? String ?? ""
        XCTAssertTrue(hover.contains(word), "hover on \(token): '\(hover)' lacks '\(word)'")
        XCTAssertEqual(seen["server_exit"] as? Int, 0)
    }

    /// The set-up docs/editors.md shows is the one tested, word for word.
    func testTheDocumentedSetupIsTheTestedOne() throws {
        let setup = try String(
            contentsOf: fixturesDirectory.appendingPathComponent("lsp/neovim-setup.lua"), encoding: .utf8)
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        XCTAssertTrue(guide.contains("```lua\n" + setup + "```"), "docs/editors.md shows neovim-setup.lua as it is")
    }

    /// widget.xml and strings/strings.xml open: one server; the token's line removed from
    /// the strings buffer shows on widget.xml, and stays after widget.xml is edited; the
    /// findings of the files not open are listed by `vim.diagnostic.setqflist()`.
    func testOneServerServesTheBundleWhicheverOfItsFilesIsOpen() throws {
        _ = try neovim()
        let bundle = try unpackedRealSelphID()
        let seen = try drive(
            bundle.appendingPathComponent("widget.xml").path,
            [
                "STEPS": "bundle", "STRINGS": bundle.appendingPathComponent("strings/strings.xml").path,
                "TOKEN": "CaptureTipFront",
            ])
        XCTAssertEqual(seen["attached"] as? Bool, true, "\(seen)")
        XCTAssertEqual(seen["started"] as? Int, 1, "one server for the bundle")
        XCTAssertEqual(seen["clients"] as? Int, 1)
        XCTAssertEqual(seen["after_strings"] as? Bool, true, "the strings buffer's text, on widget.xml: \(seen)")
        XCTAssertEqual(seen["widget_settled"] as? Bool, true)
        XCTAssertEqual(
            seen["after_widget"] as? Bool, true, "an edit of widget.xml keeps it: the token is still missing")
        let notOpen = Set((seen["not_open"] as? [String: Any] ?? [:]).keys)
        XCTAssertTrue(
            notOpen.isSuperset(of: ["DocumentDL_All.xml", "strings.es.xml"]),
            "the findings of files not open, in vim.diagnostic.setqflist(): \(notOpen)")
        XCTAssertEqual(seen["server_exit"] as? Int, 0)
    }

    /// Symbols, colours, references, inlay hints, an element completed after `<` and a
    /// rename, each through Neovim's own handling where it has one.
    func testNeovimNavigatesTheRealBundle() throws {
        let (file, lines) = try realWidget()
        let tokenLine = try XCTUnwrap(lines.firstIndex { $0.contains("text=\"CaptureTipFront\"") })
        let tokenColumn = try XCTUnwrap(lines[tokenLine].range(of: "CaptureTipFront")).lowerBound.utf16Offset(
            in: lines[tokenLine])
        let viewLine = try XCTUnwrap(lines.firstIndex { $0.contains("<view id=\"CaptureIDFront\">") }) + 1
        let seen = try drive(
            file,
            [
                "STEPS": "navigation", "TOKEN_LINE": "\(tokenLine)", "TOKEN_COL": "\(tokenColumn + 3)",
                "VIEW_LINE": "\(viewLine)", "NEW_NAME": "CaptureTipFrontNew",
            ])
        let symbols = seen["symbols"] as? [String] ?? []
        XCTAssertTrue(symbols.contains("[Class] CaptureIDFront"), "\(symbols)")
        XCTAssertTrue(symbols.contains("[Field] tipCaptureFront"), "\(symbols)")

        XCTAssertGreaterThan(seen["colours"] as? Int ?? 0, 50)
        XCTAssertEqual(seen["presentation"] as? String, "#FF0000", "as #3167FC was written: six digits")
        XCTAssertEqual((seen["recoloured"] as? String)?.contains("border_color_tip=\"#FF0000\""), true, "\(seen)")

        let references = Set(seen["references"] as? [String] ?? [])
        XCTAssertEqual(
            references, ["widget.xml:\(tokenLine + 1)", "strings.xml:13", "strings.es.xml:14", "strings.pt.xml:13"])

        XCTAssertGreaterThan(seen["hints"] as? Int ?? 0, 20)
        let hint = seen["first_hint"] as? [String: Any]
        XCTAssertEqual(hint?["label"] as? String, "Please capture document's front")
        XCTAssertEqual(hint?["line"] as? Int, tokenLine)

        let elements = seen["elements"] as? [String] ?? []
        XCTAssertTrue(elements.contains("<labeledIcon"), "Neovim keeps the elements after `<`: \(elements)")
        XCTAssertEqual(seen["completed"] as? String, "        <labeledIcon", "the `<` replaced, not doubled")

        XCTAssertEqual(seen["renamed"] as? Bool, true, "\(seen)")
        let renamed = seen["renamed_files"] as? [String: String] ?? [:]
        XCTAssertEqual(
            renamed,
            ["widget.xml": "1+0", "strings.xml": "1+0", "strings.pt.xml": "1+0", "strings.es.xml": "1+1"],
            "the token in every file, its _alt text in strings.es.xml")
        XCTAssertEqual(seen["server_exit"] as? Int, 0)
    }
}
