import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

@testable import LottieValidation

/// Our `--strict` verdict on the samples, and the same verdict from the reference:
/// `check-jsonschema` with the lottie-spec 1.0 schema from the PyPI package `lottie-specs`.
final class SpecConformanceTests: XCTestCase {
    func sampleFiles(_ folder: String) throws -> [URL] {
        let directory = lottieSamples.appendingPathComponent("spec/" + folder)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    func issues(_ url: URL) throws -> [String] {
        let root = try JSONParser().parse([UInt8](try Data(contentsOf: url)))
        return SpecConformance.issues(in: root).map { "\($0.jsonPath): \($0.message)" }
    }

    func testValidSamplesConform() throws {
        let files = try sampleFiles("valid")
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            XCTAssertEqual(try issues(file), [], file.lastPathComponent)
        }
    }

    func testInvalidSamplesDoNot() throws {
        let files = try sampleFiles("invalid")
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            XCTAssertFalse(try issues(file).isEmpty, "\(file.lastPathComponent) passed")
        }
    }

    func testTheRealAnimationConforms() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real animation cannot be checked")
        }
        let file = corpus.appendingPathComponent("lottie/tutorial_phingers_left.json")
        XCTAssertEqual(try issues(file), [])
        XCTAssertEqual(findings([UInt8](try Data(contentsOf: file)), conformance: true).map(\.message), [])
    }

    /// Every Lottie file at hand: our samples (those that parse: `not-json.json` does not
    /// on purpose), every `*.json` under ../shared/corpus, at any depth, and under the
    /// folder `IDV_RES_LOTTIE_COMPARE` names, if any (animations kept outside the repository).
    func comparisonFiles() throws -> [URL] {
        var folders = [lottieSamples]
        if let corpus = corpusDirectory {
            folders.append(corpus)
        } else {
            Prerequisite.partlyMissing("../shared/corpus is absent: its animations are not compared")
        }
        if let extra = ProcessInfo.processInfo.environment["IDV_RES_LOTTIE_COMPARE"], !extra.isEmpty {
            folders.append(URL(fileURLWithPath: extra))
        }
        var files: [URL] = []
        for folder in folders {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "json", let bytes = try? Data(contentsOf: url),
                    (try? JSONParser().parse([UInt8](bytes))) != nil
                else { continue }
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Our verdict and check-jsonschema's, file by file. Every disagreement is listed with
    /// both tools' reasons, so one run shows all of them.
    func testVerdictsMatchCheckJSONSchema() throws {
        let python = try ReferenceTools.python()
        let schema = try ReferenceTools.schemaPath(python)
        let files = try comparisonFiles()
        XCTAssertGreaterThan(files.count, 50, "the samples alone hold more than 50 Lottie files")
        let (_, output) = try ReferenceTools.run(
            python,
            [
                "-m", "check_jsonschema", "--schemafile", schema,
                "--output-format", "json",
            ] + files.map(\.path))
        let report = try JSONParser().parse(output)
        XCTAssertEqual(report["parse_errors"]?.array?.count ?? 0, 0, output)
        var theirs: [String: [String]] = [:]
        for error in report["errors"]?.array ?? [] {
            guard let file = error["filename"]?.string else { continue }
            let deep = error["best_deep_match"]
            let reason =
                "\(deep?["path"]?.string ?? error["path"]?.string ?? "$"): "
                + "\(deep?["message"]?.string ?? error["message"]?.string ?? "")"
            theirs[file, default: []].append(String(reason.prefix(200)))
        }
        var disagreements: [String] = []
        for file in files {
            let ours = try issues(file)
            let reference = theirs[file.path] ?? []
            guard ours.isEmpty != reference.isEmpty else { continue }
            let name = file.path.replacingOccurrences(
                of: repositoryRoot.deletingLastPathComponent().path + "/", with: "")
            disagreements.append(
                "\(name): idv-res \(ours.isEmpty ? "accepts" : "rejects (\(ours.prefix(3)))"), "
                    + "check-jsonschema \(reference.isEmpty ? "accepts" : "rejects (\(reference.prefix(3)))")")
        }
        XCTAssertEqual(disagreements, [], "\(disagreements.count) of \(files.count) files disagree")
    }

    /// The four lottie-ios samples the reference rejects: each for the reason the schema has,
    /// at the JSON path of the value, with a line and column that point at it.
    func testLottieIOSSamplesFailForTheSchemasReason() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the lottie-ios samples cannot be checked")
        }
        let folder = corpus.appendingPathComponent("lottie/lottie-ios")
        let expected: [(file: String, path: String, says: String, at: String)] = [
            // The last keyframe of an old export, `{"t": 87}`, without its value.
            ("Issues__issue_1541.json", "layers[0].ks.p.y.k[3]", "lacks 's'", #"{"t""#),
            ("LottieFiles__fireworks.json", "assets[0].layers[0].ks.s.k[1]", "lacks 's'", #"{"t""#),
            // The schema blames the image for lacking 'layers'; the reason is `p`, a file name.
            ("Nonanimating__dog.json", "assets[0].p", "is not a data URL", #""dog.png""#),
            // The schema blames the solid layer branch ("'sw' is a required property").
            ("timeremap.json", "layers[1].tm.k[1]", "a precomposition layer by its 'ty' 0", #"{"t""#),
        ]
        for (name, path, says, at) in expected {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let found = SpecConformance.issues(in: try JSONParser().parse(bytes)).filter { $0.jsonPath == path }
            XCTAssertEqual(found.count, 1, "\(name): no single issue at \(path)")
            guard let issue = found.first else { continue }
            XCTAssertTrue(issue.message.contains(says), "\(name): \(issue.message)")
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let text = String(
                decoding: lines[issue.line - 1].dropFirst(issue.column - 1).prefix(at.utf8.count), as: UTF8.self)
            XCTAssertEqual(text, at, "\(name): \(issue.line):\(issue.column) is not the value at \(path)")
        }
    }

    /// A missing image file is another reason than the schema's; it must not hide it.
    func testAMissingImageFileDoesNotHideTheDataURLFinding() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the dog sample cannot be checked")
        }
        let bytes = [UInt8](
            try Data(contentsOf: corpus.appendingPathComponent("lottie/lottie-ios/Nonanimating__dog.json")))
        let rules = findings(bytes, conformance: true, fileExists: { _ in false }).map(\.ruleID)
        XCTAssertEqual(rules.sorted(), ["lottie.missing-image-file", "lottie.spec-value"])
    }

    /// `oneOf` over assets: both forms valid is an error; one valid form is enough, even
    /// when the asset has `layers` whose layers break the precomposition form.
    func testAssetsAreExactlyOneOfPrecompositionAndImage() throws {
        let image = #""id": "a", "w": 1, "h": 1, "p": "a.png""#
        let badLayer = #"{"ty": 3, "ip": 0, "op": 1}"#
        func verdict(_ asset: String) throws -> [String] {
            let text = animation(layers: LottieTestLayers.null, extra: "\"assets\": [{\(asset)}]")
            return SpecConformance.issues(in: try JSONParser().parse(Array(text.utf8))).map(\.message)
        }
        XCTAssertEqual(try verdict(image + #", "layers": []"#).count, 1, "both forms fit")
        XCTAssertEqual(try verdict(image + ", \"layers\": [\(badLayer)]"), [], "the image form alone fits")
        let precomposition = try verdict(#""id": "a", "layers": ["# + badLayer + "]")
        XCTAssertEqual(precomposition.count, 1)
        XCTAssertTrue(precomposition.first?.contains("lacks 'ks'") == true, "\(precomposition)")
    }
}

enum LottieTestLayers {
    static let null = #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}"#
}

/// Python with `check-jsonschema` and `lottie-specs`: `.build/pyenv` (what `make pydeps`
/// prepares), else `python3` on the PATH. Missing: the test skips, saying why.
enum ReferenceTools {
    /// Where `lottie-specs` keeps the lottie-spec 1.0 schema.
    static func schemaPath(_ python: String) throws -> String {
        try run(python, ["-c", "import lottie_specs; print(lottie_specs.schema_path())"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func python() throws -> String {
        let candidates = [repositoryRoot.appendingPathComponent(".build/pyenv/bin/python").path, "/usr/bin/env"]
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            let prefix = candidate == "/usr/bin/env" ? ["python3"] : []
            if let result = try? run(candidate, prefix + ["-c", "import check_jsonschema, lottie_specs"]),
                result.status == 0
            {
                return prefix.isEmpty ? candidate : "python3"
            }
        }
        throw Prerequisite.missing(
            "Python with check-jsonschema and lottie-specs is not installed (run `make pydeps`, or pip install check-jsonschema lottie-specs): comparison with the reference skipped"
        )
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        // A bare name is looked up on PATH.
        let result = try runProcess(executable, arguments)
        return (result.status, result.out)
    }
}
