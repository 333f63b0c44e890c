import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import TestSupport
import XCTest

/// The command line as a user meets it: exit codes, errors, help, formats, configuration.
final class CLITests: XCTestCase {
    var good: String { samplesDirectory.appendingPathComponent("bundles/good").path }
    var broken: String { samplesDirectory.appendingPathComponent("bundles/broken").path }

    func testMissingInputIsOneClearLineAndExitThree() {
        let result = runCLI(["validate", "missing.zip"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.out, "missing.zip: error: cannot read: no such file or directory [input.unreadable]\n")
    }

    func testUnknownOptionIsAUsageErrorThatNamesValidOnes() {
        let bogus = runCLI(["validate", "--xyzzy", good])
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(
            bogus.err.contains("unknown option '--xyzzy'; valid options: --format, --strict, --config"), bogus.err)
        let typo = runCLI(["validate", "--fromat", "json", good])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.err.contains("unknown option '--fromat'; did you mean '--format'?"), typo.err)
        XCTAssertEqual(typo.out, "")
    }

    func testOptionValuesAreCheckedWithSuggestions() throws {
        let result = runCLI(["validate", "--format=jsn", good])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("invalid value 'jsn' for '--format'"), result.err)
        XCTAssertTrue(result.err.contains("did you mean 'json'?"), result.err)
        XCTAssertEqual(runCLI(["validate", "--format"]).status, 2)
        let empty = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        XCTAssertTrue(
            runCLI(["validate"], currentDirectory: empty.path).err.contains(
                "error: no input given, and the current directory"))
    }

    func testEqualsFormAndDoubleDashEndOptions() throws {
        XCTAssertEqual(runCLI(["validate", "--format=json", good]).status, 0)
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let odd = root.appendingPathComponent("--strict")
        try FileManager.default.copyItem(atPath: good, toPath: odd.path)
        let result = runCLI(["validate", "--", "--strict"], currentDirectory: root.path)
        // `--strict` after `--` is the directory, relative to the working directory.
        XCTAssertEqual(result.status, 3, "relative paths are resolved by the process, not the test")
        let absolute = runCLI(["validate", "--", odd.path])
        XCTAssertEqual(absolute.status, 0, absolute.out + absolute.err)
    }

    func testGoodSampleIsCleanAndBrokenSampleIsLocated() {
        let clean = runCLI(["validate", good])
        XCTAssertEqual(clean.status, 0, clean.out)
        XCTAssertEqual(clean.out, "no problems found in 1 input\n")
        let bad = runCLI(["validate", broken])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(
            bad.out.contains(
                "bundles/broken/strings/strings.es.xml:7:45: error: malformed XML: Opening and ending tag mismatch"),
            bad.out)
        XCTAssertTrue(bad.out.contains("bundles/broken/documents/DocumentXX_Entities.xml:2:1: error: DOCTYPE"), bad.out)
        // One finding of each domain the demo shows, each at its line and column.
        for expected in [
            "bundles/broken/documents/DocumentPP_Sample.xml:13:66: error: unknown attribute 'regx' on <field>; did you mean 'regex'? [models.unknown-attribute]",
            "bundles/broken/documents/DocumentPP_Sample.xml:10:62: error: MRZ field 'LastName+FirstName' runs to character 45",
            "bundles/broken/widget.xml:28:13: error: image 'exit-dark.png' (value on <buttonImage>) is in no resources/<N>dpi/ folder [views.missing-resource]",
            "bundles/broken/widget.xml:35:9: error: text token 'FinishTitel' (text on <labeledIcon>) is not in strings/strings.xml; did you mean 'FinishTitle'?",
            "bundles/broken/widget.xml:36:9: error: text_color=\"#FFFFF\" on <labeledIcon>: expected a colour",
        ] {
            XCTAssertTrue(bad.out.contains(expected), "missing: \(expected)\n\(bad.out)")
        }
        XCTAssertTrue(bad.out.hasSuffix("8 errors, 0 warnings and 0 notes in 1 input\n"), bad.out)
    }

    func testSeveralInputsAreReportedInOrder() throws {
        let result = runCLI(["validate", "--format", "json", broken, "missing.zip", good])
        XCTAssertEqual(result.status, 3)
        let node = try JSONParser().parse(result.out)
        XCTAssertEqual(node["inputs"]?.array?.map { $0["name"]?.string ?? "" }, [broken, "missing.zip", good])
        XCTAssertEqual(node["inputs"]?.array?.map { $0["readable"]?.bool ?? true }, [true, false, true])
    }

    func testColourOnlyOnATerminalWithoutNoColor() {
        XCTAssertTrue(runCLI(["validate", broken], terminal: true).out.contains("\u{1B}["))
        XCTAssertFalse(
            runCLI(["validate", broken], environment: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}"))
        XCTAssertFalse(runCLI(["validate", broken]).out.contains("\u{1B}"))
    }

    func testSARIFAndGitHubFormats() throws {
        let sarif = runCLI(["validate", "--format", "sarif", broken])
        XCTAssertEqual(sarif.status, 1)
        let node = try JSONParser().parse(sarif.out)
        XCTAssertEqual(node["version"]?.string, "2.1.0")
        let results = try XCTUnwrap(node["runs"]?.array?.first?["results"]?.array)
        XCTAssertEqual(
            Set(results.compactMap { $0["ruleId"]?.string }),
            [
                "xml.malformed", "xml.doctype", "models.unknown-attribute", "models.mrz-geometry",
                "views.missing-resource", "views.undefined-token", "views.invalid-value",
            ])
        let rules = try XCTUnwrap(node["runs"]?.array?.first?["tool"]?["driver"]?["rules"]?.array)
        XCTAssertTrue(
            rules.contains {
                $0["id"]?.string == "xml.doctype" && $0["fullDescription"]?["text"]?.string?.contains("XXE") == true
            })
        let github = runCLI(["validate", "--format", "github", broken])
        XCTAssertTrue(
            github.out.contains(
                "::error file=\(broken)/strings/strings.es.xml,line=7,col=45,title=xml.malformed::malformed XML"),
            github.out)
    }

    func testStrictFailsOnWarnings() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("config.json")
        try Data(
            #"{"rules": {"xml.malformed": "warning", "xml.doctype": "warning", "views.invalid-value": "warning", "views.missing-resource": "warning", "views.undefined-token": "warning", "models.mrz-geometry": "warning", "models.unknown-attribute": "warning"}}"#
                .utf8
        ).write(to: config)
        XCTAssertEqual(runCLI(["validate", "--config", config.path, broken]).status, 0)
        XCTAssertEqual(runCLI(["validate", "--config", config.path, "--strict", broken]).status, 1)
    }

    func testConfigurationIsFoundUpwardAndCanSilenceAndIgnore() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("ci/job")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data(
            #"{"rules": {"xml.doctype": "off", "views.invalid-value": "off"}, "ignore": ["strings/*.es.xml", "documents/DocumentPP_*.xml", "widget.xml"]}"#
                .utf8
        ).write(to: root.appendingPathComponent(".idv-res.json"))
        let result = runCLI(["validate", broken], currentDirectory: nested.path)
        XCTAssertEqual(result.status, 0, result.out)
        XCTAssertEqual(result.out, "no problems found in 1 input\n")
    }

    func testMalformedConfigurationIsAUsageErrorNamingTheLine() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("bad.json")
        try Data("{\n  \"rules\": {\n    \"xml.malformd\": \"off\"\n  }\n}\n".utf8).write(to: config)
        let unknown = runCLI(["validate", "--config", config.path, good])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.err.contains("bad.json:3:5: error: unknown rule \"xml.malformd\"; did you mean 'xml.malformed'?"),
            unknown.err)
        try Data("{\n  \"rules\": {\n    \"xml.malformed\": \"off\",\n  }\n}\n".utf8).write(to: config)
        let malformed = runCLI(["validate", "--config", config.path, good])
        XCTAssertEqual(malformed.status, 2)
        XCTAssertTrue(malformed.err.contains("bad.json:4:3: error: malformed JSON"), malformed.err)
    }

    func testStandardInputIsReadForDash() throws {
        let zip = RecipeZipWriter.build([
            ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n"),
            ArchiveEntryRecipe("strings/strings.xml", "<translations>\n<token id=\"a\">x</tokn>\n</translations>\n"),
        ])
        let result = runCLI(["validate", "-"], stdin: Data(zip))
        XCTAssertEqual(result.status, 1, result.out + result.err)
        XCTAssertTrue(result.out.hasPrefix("<stdin>/strings/strings.xml:2:23: error: malformed XML"), result.out)
        let xml = runCLI(
            ["validate", "-"], stdin: Data("<translations><token id=\"a\">ok</token></translations>".utf8))
        XCTAssertEqual(xml.status, 0, xml.out + xml.err)
    }

    func testALooseLottieFileIsValidatedAsAnAnimation() {
        let file = samplesDirectory.appendingPathComponent("lottie/broken/unknown-parent.json").path
        let result = runCLI(["validate", file])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.out.hasPrefix("\(file):22:14: error: layer layers[1] names parent 7"), result.out)
        let text = runCLI([
            "validate", samplesDirectory.appendingPathComponent("checksums/dist").path + "/../../../README.md",
        ])
        XCTAssertEqual(text.status, 3, "a file of no known kind is unreadable input")
    }

    func testHelpOnEveryCommandAndVersion() {
        let root = runCLI(["--help"])
        XCTAssertEqual(root.status, 0)
        XCTAssertTrue(root.out.contains("EXIT STATUS:"))
        for command in [
            "validate", "pack", "unpack", "ls", "strings", "preview", "lottie", "specific-data", "checksum", "verify",
            "doctor", "rules", "explain",
        ] {
            XCTAssertTrue(root.out.contains("  \(command) "), "root help lists \(command)")
            let help = runCLI([command, "--help"])
            XCTAssertEqual(help.status, 0, command)
            XCTAssertTrue(help.out.contains("USAGE: idv-res \(command)"), help.out)
            XCTAssertTrue(help.out.contains("-h, --help"), command)
            XCTAssertEqual(runCLI(["help", command]).out, help.out)
        }
        XCTAssertTrue(runCLI(["--version"]).out.hasPrefix("idv-res 0.1.0 (commit "))  // VersionTests: which commit
        XCTAssertEqual(runCLI([]).status, 2)
    }

    func testUnknownCommandSuggestsTheClosest() {
        let result = runCLI(["valdate", "x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("unknown command 'valdate'; did you mean 'validate'?"), result.err)
    }

    func testRulesAndExplain() throws {
        let list = runCLI(["rules"])
        XCTAssertEqual(list.status, 0)
        for rule in RuleRegistry.all {
            XCTAssertTrue(list.out.contains(rule.id), rule.id)
        }
        let json = try JSONParser().parse(runCLI(["rules", "--format", "json"]).out)
        XCTAssertEqual(json.array?.count, RuleRegistry.all.count)
        let explain = runCLI(["explain", "xml.doctype"])
        XCTAssertEqual(explain.status, 0)
        XCTAssertTrue(explain.out.contains("Why it matters"))
        XCTAssertTrue(explain.out.contains("Triggering examples"))
        let unknown = runCLI(["explain", "xml.doctyp"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("did you mean 'xml.doctype'?"))
    }
}
