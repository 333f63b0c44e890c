import Foundation
import XCTest

@testable import idv_res

/// `--help` says only true things: every option it names is declared, every declared option
/// is listed, and the exit statuses are the command's own.
final class HelpTruthTests: XCTestCase {
    func testEveryCommandsHelpMatchesItsDeclaration() {
        for command in IDVRes.commands {
            let spec = command.spec
            let help = runCLI([spec.name, "--help"])
            XCTAssertEqual(help.status, 0, spec.name)
            let text = help.out

            // OPTIONS: exactly the declared ones, and -h/--help.
            let optionsSection = section("OPTIONS", of: text)
            var listed: Set<String> = []
            for line in optionsSection where line.hasPrefix("  -") {
                // The label ends where the help begins, after two spaces.
                let row = String(line.dropFirst(2))
                let label = row.range(of: "  ").map { String(row[..<$0.lowerBound]) } ?? row
                for part in label.split(separator: ",") {
                    let name =
                        part.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
                    if name.hasPrefix("-") { listed.insert(name) }
                }
            }
            let declared = Set(spec.options.flatMap(\.names) + ["-h", "--help"])
            XCTAssertEqual(listed, declared, "\(spec.name): the options --help lists")

            // Every --option named anywhere (discussion, help texts) is one the command has.
            let named = Set(matches(of: #"(?<![\w-])--[a-z][a-z0-9-]*"#, in: text))
            XCTAssertEqual(
                named.subtracting(declared), [], "\(spec.name): --help names options the command does not take")

            // EXIT STATUS: the declared codes, then an internal error and the interruptions.
            let codes = section("EXIT STATUS", of: text).compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty
                    ? nil
                    : String(trimmed.prefix { $0.isNumber || $0 == "," || $0 == " " }).trimmingCharacters(
                        in: .whitespaces)
            }
            XCTAssertEqual(
                codes, spec.exitCodes.map { "\($0.rawValue)" } + ["4", "129, 130, 143"],
                "\(spec.name): exit statuses")
        }
    }

    func testChecksumAndRulesDoNotDocumentAStrictTheyLack() {
        for name in ["checksum", "rules", "explain", "ls"] {
            let help = runCLI([name, "--help"]).out
            XCTAssertFalse(help.contains("--strict"), "\(name) --help:\n\(help)")
            XCTAssertEqual(runCLI([name, "--strict", "x"]).status, 2, "\(name) really has no --strict")
        }
        let checksum = runCLI(["checksum", "--help"]).out
        XCTAssertFalse(checksum.contains("\n  1  "), "checksum never exits 1:\n\(checksum)")
        XCTAssertTrue(
            runCLI(["validate", "--help"]).out.contains("  0  no errors (with --strict: no errors and no warnings)\n"))
        XCTAssertTrue(
            runCLI(["pack", "--help"]).out.contains(
                "  129, 130, 143  interrupted by SIGHUP, SIGINT, SIGTERM: temporaries removed, "
                    + "nothing written\n"))
    }

    /// docs/output-formats.md lists exactly the formats each command takes.
    func testOutputFormatsDocumentListsEachCommandsFormats() throws {
        let doc = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/output-formats.md"),
            encoding: .utf8)
        var documented: [String: [String]] = [:]
        let table = doc.components(separatedBy: "## Formats by command")[1].components(separatedBy: "\n## ")[0]
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            documented[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = matches(
                of: "(?<=`)[a-z]+(?=`)", in: cells[1])
        }
        var declared: [String: [String]] = [:]
        for command in IDVRes.commands {
            declared[command.spec.name] = command.spec.options.first { $0.key == "--format" }?.allowed ?? []
        }
        XCTAssertEqual(documented, declared)
    }

    private func section(_ title: String, of text: String) -> [String] {
        guard let start = text.range(of: "\n\(title):\n") else { return [] }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: "\n").map(String.init)
    }

    private func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
