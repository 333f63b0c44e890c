import Diagnostics
import XCTest

@testable import LottieValidation

final class StructureRulesTests: XCTestCase {
    func testAValidAnimationHasNoFindings() {
        let text = animation(layers: #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}"#)
        XCTAssertEqual(findings(text, conformance: true).map(\.message), [])
    }

    func testSyntaxErrorIsLocated() throws {
        let found = findings("{\n  \"v\": \"5.7.4\",\n  \"fr\": 30,,\n}")
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.ruleID, "lottie.not-json")
        XCTAssertEqual(finding.location.line, 3)
        XCTAssertEqual(finding.location.column, 12)
        XCTAssertEqual(finding.location.jsonPath, "$")
    }

    func testEveryMissingTopLevelPropertyIsNamed() {
        let found = findings("{\"v\": \"5\"}")
        XCTAssertEqual(found.filter { $0.ruleID == "lottie.missing-property" }.count, 6)
        XCTAssertTrue(found.contains { $0.message.contains("'layers'") })
    }

    func testFindingsCarryJSONPathLineAndColumn() throws {
        let text =
            "{\(header),\n\"layers\": [\n{\"ty\": 3, \"ind\": 1, \"ip\": 0, \"op\": 60, \"ks\": {}},\n{\"ty\": 3, \"ind\": 2, \"ip\": 0, \"op\": 60, \"ks\": {}, \"parent\": 9}\n]}"
        let finding = try XCTUnwrap(findings(text).first { $0.ruleID == "lottie.unknown-parent" })
        XCTAssertEqual(finding.location.jsonPath, "layers[1].parent")
        XCTAssertEqual(finding.location.line, 4)
        XCTAssertEqual(finding.location.column, 60)
    }

    func testDuplicateIndicesAreCheckedPerComposition() {
        // The same `ind` in the root and in a precomposition is fine: each has its own list.
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}"#
        let text = animation(layers: layer, extra: #""assets": [{"id": "c", "layers": [\#(layer)]}]"#)
        XCTAssertEqual(findings(text).map(\.ruleID), [])
        let duplicated = animation(layers: layer, extra: #""assets": [{"id": "c", "layers": [\#(layer), \#(layer)]}]"#)
        XCTAssertEqual(findings(duplicated).map(\.location.jsonPath), ["assets[0].layers[1].ind"])
    }

    func testUnknownAssetSuggestsTheClosestID() throws {
        let text = animation(
            layers: #"{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "comp_O"}"#,
            extra: #""assets": [{"id": "comp_0", "layers": []}]"#)
        let finding = try XCTUnwrap(findings(text).first)
        XCTAssertEqual(finding.ruleID, "lottie.unknown-asset")
        XCTAssertEqual(finding.suggestion, "comp_0")
    }

    func testPrecompositionCyclesAreReportedOncePerLoop() {
        func precomp(_ id: String, _ ref: String) -> String {
            #"{"id": "\#(id)", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "\#(ref)"}]}"#
        }
        let text = animation(
            layers: #"{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "a"}"#,
            extra: "\"assets\": [\(precomp("a", "b")), \(precomp("b", "c")), \(precomp("c", "a"))]")
        let cycles = findings(text).filter { $0.ruleID == "lottie.recursive-precomposition" }
        XCTAssertEqual(cycles.count, 1)
        XCTAssertTrue(cycles.first?.message.contains("a → b → c → a") ?? false, cycles.first?.message ?? "")
        // A chain that does not loop is fine, however long.
        let chain =
            (0..<3000).map { precomp("p\($0)", "p\($0 + 1)") }.joined(separator: ",")
            + #",{"id": "p3000", "layers": []}"#
        let long = animation(
            layers: #"{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "p0"}"#, extra: "\"assets\": [\(chain)]"
        )
        XCTAssertEqual(findings(long).map(\.ruleID), [])
    }

    func testExternalImagesResolveBesideTheFile() {
        let text = animation(extra: #""assets": [{"id": "i", "w": 1, "h": 1, "u": "images/", "p": "a.png"}]"#)
        XCTAssertEqual(findings(text, fileExists: { $0 == "images/a.png" }).map(\.ruleID), [])
        XCTAssertEqual(findings(text, fileExists: { _ in false }).map(\.ruleID), ["lottie.missing-image-file"])
    }

    func testBase64() {
        XCTAssertNil(Base64.problem(in: Array("iVBORw0KGgo=".utf8)[...]))
        XCTAssertNil(Base64.problem(in: Array("QUJD".utf8)[...]))
        XCTAssertNotNil(Base64.problem(in: Array("QUJ".utf8)[...]))
        XCTAssertNotNil(Base64.problem(in: Array("QU=D".utf8)[...]))
        XCTAssertNotNil(Base64.problem(in: Array("QUJD====".utf8)[...]))
        XCTAssertNotNil(Base64.problem(in: Array("".utf8)[...]))
    }

    func testExpressionsAreNamedByPropertyPath() {
        let text = animation(
            layers:
                #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100, "x": "wiggle(1,2)"}, "r": {"a": 0, "k": 0, "x": "time"}}}"#
        )
        let expressions = findings(text).filter { $0.ruleID == "lottie.expression" }
        XCTAssertEqual(expressions.map(\.location.jsonPath), ["layers[0].ks.o.x", "layers[0].ks.r.x"])
        XCTAssertEqual(expressions.map(\.severity), [.warning, .warning])
        XCTAssertTrue(expressions[0].message.contains("layers[0].ks.o"))
    }

    func testRemoteFontsAreErrors() {
        let text = animation(extra: #""fonts": {"list": [{"fName": "A", "fPath": "HTTP://fonts.example.com/a.ttf"}]}"#)
        XCTAssertEqual(findings(text).map(\.ruleID), ["lottie.remote-asset"])
    }

    func testJSONPathRendering() {
        let path = JSONPath.root.key("layers").index(3).key("ks").key("o").key("k")
        XCTAssertEqual(path.description, "layers[3].ks.o.k")
        XCTAssertEqual(JSONPath.root.description, "$")
        XCTAssertEqual(JSONPath.root.key("my key").index(0).description, #"["my key"][0]"#)
    }
}
