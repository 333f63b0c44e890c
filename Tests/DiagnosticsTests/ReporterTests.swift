import Diagnostics
import XCTest

final class ReporterTests: XCTestCase {
    let rule = RuleDescription(
        id: "views.missing-token", severity: .error, summary: "A token is missing.", explanation: "Long text.",
        triggeringExamples: [])

    var report: Report {
        Report(inputs: [
            Report.Input(
                name: "b.zip",
                diagnostics: [
                    Diagnostic(
                        rule, at: Location(file: "widget.xml", container: "b.zip", line: 12, column: 5),
                        "token 'X' is missing, in 'es'"),
                    Diagnostic(
                        ruleID: "zip.junk", severity: .warning,
                        location: Location(file: "__MACOSX/._a", container: "b.zip"), message: "junk, 100%: a,b"),
                    Diagnostic(
                        ruleID: "lottie.expression", severity: .note,
                        location: Location(file: "a.json", line: 3, column: 9, jsonPath: "layers[0].ks"),
                        message: "expression"),
                ])
        ])
    }

    func testTextIsXcodesFormWithASummary() {
        let text = TextReporter(colored: false).render(report)
        XCTAssertEqual(
            text,
            """
            a.json:3:9: note: expression [lottie.expression]
            b.zip/__MACOSX/._a: warning: junk, 100%: a,b [zip.junk]
            b.zip/widget.xml:12:5: error: token 'X' is missing, in 'es' [views.missing-token]
            1 error, 1 warning and 1 note in 1 input

            """)
        XCTAssertFalse(text.contains("\u{1B}"))
        XCTAssertTrue(TextReporter(colored: true).render(report).contains("\u{1B}[1;31merror:"))
    }

    /// A name or value quoted from the input cannot break the line or colour the terminal.
    func testTextEscapesControlCharactersOfTheInput() {
        let hostile = Report(inputs: [
            Report.Input(
                name: "b",
                diagnostics: [
                    Diagnostic(
                        rule, at: Location(file: "wid\nget.xml", line: 1, column: 1),
                        "token 'a\u{1B}[31m\r\nb\0' is\tmissing")
                ])
        ])
        XCTAssertEqual(
            TextReporter(colored: false).render(hostile),
            """
            wid\\nget.xml:1:1: error: token 'a\\u{1B}[31m\\r\\nb\\0' is\tmissing [views.missing-token]
            1 error, 0 warnings and 0 notes in 1 input

            """)
    }

    func testJSONIsTheDocumentedSchema() throws {
        let node = try JSONParser().parse(JSONReporter(toolVersion: "9.9").render(report))
        XCTAssertEqual(node["schemaVersion"]?.number, 1)
        XCTAssertEqual(node["tool"]?["version"]?.string, "9.9")
        XCTAssertEqual(node["summary"]?["errors"]?.number, 1)
        XCTAssertEqual(node["inputs"]?.array?.first?["name"]?.string, "b.zip")
        let first = try XCTUnwrap(node["diagnostics"]?.array?.last)
        XCTAssertEqual(first["rule"]?.string, "views.missing-token")
        XCTAssertEqual(first["location"]?["path"]?.string, "b.zip/widget.xml")
        XCTAssertEqual(first["location"]?["container"]?.string, "b.zip")
        XCTAssertEqual(first["location"]?["line"]?.number, 12)
        XCTAssertEqual(node["diagnostics"]?.array?.first?["location"]?["jsonPath"]?.string, "layers[0].ks")
    }

    func testSARIFHasWhatCodeScanningRequires() throws {
        let node = try JSONParser().parse(SARIFReporter(rules: [rule], toolVersion: "1.0").render(report))
        XCTAssertEqual(node["version"]?.string, "2.1.0")
        XCTAssertEqual(node["$schema"]?.string, SARIFReporter.schemaURI)
        let run = try XCTUnwrap(node["runs"]?.array?.first)
        let rules = try XCTUnwrap(run["tool"]?["driver"]?["rules"]?.array)
        XCTAssertEqual(run["tool"]?["driver"]?["name"]?.string, "idv-res")
        let results = try XCTUnwrap(run["results"]?.array)
        XCTAssertEqual(results.count, 3)
        for result in results {
            let index = Int(try XCTUnwrap(result["ruleIndex"]?.number))
            XCTAssertEqual(rules[index]["id"]?.string, result["ruleId"]?.string)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"]?.string ?? ""))
            XCTAssertNotNil(result["message"]?["text"]?.string)
            XCTAssertNotNil(result["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.string)
        }
        let error = try XCTUnwrap(results.first { $0["ruleId"]?.string == "views.missing-token" })
        XCTAssertEqual(error["locations"]?.array?.first?["physicalLocation"]?["region"]?["startLine"]?.number, 12)
        let junk = try XCTUnwrap(results.first { $0["ruleId"]?.string == "zip.junk" })
        XCTAssertNil(junk["locations"]?.array?.first?["physicalLocation"]?["region"], "no region without a line")
        XCTAssertEqual(
            junk["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.string,
            "b.zip/__MACOSX/._a")
        XCTAssertEqual(
            rules.first { $0["id"]?.string == "views.missing-token" }?["shortDescription"]?["text"]?.string,
            "A token is missing.")
    }

    /// Only a rule of the given list has a `helpUri` (docs/rules.md has no anchor for another);
    /// with an invocation, relative paths get `%SRCROOT%` and a colon can never read as a scheme.
    func testSARIFHelpURIOnlyForKnownRulesAndRelativePathsUnderTheSourceRoot() throws {
        let invocation = SARIFInvocation(
            arguments: ["idv-res", "validate", "it's here"], workingDirectory: "/w d",
            exitCode: 1, executionSuccessful: true, automationID: "idv-res/validate/")
        var report = report
        report.inputs[0].diagnostics.append(
            Diagnostic(
                ruleID: "zip.junk", severity: .warning, location: Location(file: "a:b/c.xml"), message: "m"))
        let node = try JSONParser().parse(
            SARIFReporter(rules: [rule], toolVersion: "1.0", invocation: invocation).render(report))
        let run = try XCTUnwrap(node["runs"]?.array?.first)
        let rules = try XCTUnwrap(run["tool"]?["driver"]?["rules"]?.array)
        XCTAssertEqual(
            rules.first { $0["id"]?.string == "views.missing-token" }?["helpUri"]?.string,
            SARIFReporter.rulesDocumentationURI + "#views.missing-token")
        XCTAssertNil(rules.first { $0["id"]?.string == "zip.junk" }?["helpUri"])
        let artifacts = try XCTUnwrap(run["results"]?.array).compactMap {
            $0["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]
        }
        XCTAssertEqual(
            artifacts.compactMap { $0["uri"]?.string }.sorted(),
            ["a%3Ab/c.xml", "a.json", "b.zip/__MACOSX/._a", "b.zip/widget.xml"])
        XCTAssertTrue(artifacts.allSatisfy { $0["uriBaseId"]?.string == "%SRCROOT%" })
        XCTAssertEqual(run["originalUriBaseIds"]?["%SRCROOT%"]?["uri"]?.string, "file:///w%20d/")
        XCTAssertEqual(run["invocations"]?.array?.first?["commandLine"]?.string, #"idv-res validate 'it'\''s here'"#)
        XCTAssertEqual(run["automationDetails"]?["id"]?.string, "idv-res/validate/")
    }

    func testGitHubWorkflowCommandsAreEscaped() {
        let lines = GitHubReporter(annotateNotes: true).render(report).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines[0],
            "::error file=b.zip/widget.xml,line=12,col=5,title=views.missing-token"
                + "::token 'X' is missing, in 'es'")
        XCTAssertEqual(lines[1], "::warning file=b.zip/__MACOSX/._a,title=zip.junk::junk, 100%25: a,b")
        XCTAssertEqual(lines[2], "::notice file=a.json,line=3,col=9,title=lottie.expression::expression")
    }

    func testGitHubAnnotatesErrorsFirstAndNotesOnlyWhenAsked() {
        let lines = GitHubReporter().render(report).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { String($0.prefix(9)) }, ["::error f", "::warning", "1 error, "])
    }

    func testGitHubEscapesBothHalvesOfACRLF() {
        let report = Report(inputs: [
            Report.Input(
                name: "a",
                diagnostics: [
                    Diagnostic(
                        ruleID: "x.y", severity: .error, location: Location(file: "a,b:c.xml", line: 1),
                        message: "one\r\ntwo")
                ])
        ])
        XCTAssertEqual(
            GitHubReporter().render(report).split(separator: "\n").first.map(String.init),
            "::error file=a%2Cb%3Ac.xml,line=1,title=x.y::one%0D%0Atwo")
    }

    func testExitDecisionAndSummary() {
        XCTAssertTrue(report.fails(strict: false))
        let warningsOnly = Report(inputs: [
            Report.Input(
                name: "a",
                diagnostics: [
                    Diagnostic(ruleID: "x.y", severity: .warning, location: Location(file: "a"), message: "m")
                ])
        ])
        XCTAssertFalse(warningsOnly.fails(strict: false))
        XCTAssertTrue(warningsOnly.fails(strict: true))
        XCTAssertEqual(
            Report(inputs: [Report.Input(name: "a", diagnostics: []), Report.Input(name: "b", diagnostics: [])])
                .summary, "no problems found in 2 inputs")
    }
}
