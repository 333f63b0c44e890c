import Diagnostics
import XCTest

@testable import LottieValidation

/// Hostile sizes and depths: no crash, no hang, the right verdict.
final class LargeInputTests: XCTestCase {
    func testTwoThousandDeepArrayOnASmallStack() {
        let deep = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        let text = animation(layers: #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}"#, extra: "\"extra\": \(deep)")
        let box = ResultBox()
        onSmallStack { box.value = findings(text, conformance: true) }
        XCTAssertEqual(box.value?.map(\.message), [])
    }

    func testNineThousandDeepValuesJustUnderTheParserLimit() {
        let deep = String(repeating: "[", count: 9000) + String(repeating: "]", count: 9000)
        let box = ResultBox()
        onSmallStack { box.value = findings(animation(extra: "\"extra\": \(deep)"), conformance: true) }
        XCTAssertEqual(box.value?.map(\.message), [])
        // A document that is itself the deep array is not an animation, and is freed safely.
        onSmallStack { box.value = findings(deep) }
        XCTAssertEqual(box.value?.map(\.ruleID), ["lottie.not-object"])
    }

    func testNestingBeyondTheParserLimitIsAFindingNotACrash() throws {
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let box = ResultBox()
        onSmallStack { box.value = findings(animation(extra: "\"extra\": \(deep)")) }
        let finding = try XCTUnwrap(box.value?.first)
        XCTAssertEqual(finding.ruleID, "lottie.not-json")
        XCTAssertTrue(finding.message.contains("nesting deeper than"), finding.message)
    }

    func testThousandsOfNestedGroups() {
        var group = #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}}"#  // an ellipse without its size
        for _ in 0..<3000 { group = #"{"ty": "gr", "it": [\#(group)]}"# }
        let text = animation(layers: #"{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}, "shapes": [\#(group)]}"#)
        let box = ResultBox()
        onSmallStack { box.value = findings(text, conformance: true) }
        XCTAssertEqual(box.value?.map(\.ruleID), ["lottie.spec-required"])
        XCTAssertTrue(box.value?.first?.location.jsonPath?.hasSuffix(".it[0]") ?? false)
    }

    func testTenMegabyteAnimation() {
        let bytes = Array(LargeAnimation.make(megabytes: 10).utf8)
        XCTAssertGreaterThanOrEqual(bytes.count, 10_000_000)
        let found = findings(bytes, conformance: true)
        XCTAssertEqual(found.map(\.message), [])
        // One defect deep inside is still found, at its place.
        var broken = bytes
        let marker = Array(#""k": 100"#.utf8)
        let position = broken.count / 2
        let at = (position..<broken.count - marker.count).first { Array(broken[$0..<$0 + marker.count]) == marker }!
        broken.replaceSubrange(at..<at + marker.count, with: Array(#""k": "1""#.utf8))
        XCTAssertEqual(findings(broken, conformance: true).map(\.ruleID), ["lottie.spec-type"])
    }
}

final class ResultBox: @unchecked Sendable {
    var value: [Diagnostic]?
}

/// A large, valid animation: many shape layers with animated paths.
enum LargeAnimation {
    static func make(megabytes: Int) -> String {
        var layers: [String] = []
        var size = 0
        var index = 0
        while size < megabytes * 1_000_000 {
            index += 1
            var keyframes: [String] = []
            for frame in 0..<10 {
                let points = (0..<8).map {
                    "[\(Double(($0 * 37 + frame * 11 + index) % 1000) / 10), \(Double(($0 * 53 + frame * 7) % 1000) / 10)]"
                }.joined(separator: ",")
                keyframes.append(
                    #"{"t": \#(frame * 6), "s": [{"i": [\#(points)], "o": [\#(points)], "v": [\#(points)], "c": true}], "i": {"x": [0.5], "y": [1]}, "o": {"x": [0.5], "y": [0]}}"#
                )
            }
            let layer =
                #"{"ty": 4, "ind": \#(index), "ip": 0, "op": 60, "nm": "Layer \#(index)", "ks": {"o": {"a": 0, "k": 100}, "p": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], "i": {"x": 0.3, "y": 1}, "o": {"x": 0.7, "y": 0}}, {"t": 60, "s": [10, 10, 0]}]}}, "shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 1, "k": [\#(keyframes.joined(separator: ","))]}}, {"ty": "fl", "o": {"a": 0, "k": 100}, "c": {"a": 0, "k": [0.2, 0.3, 0.4, 1]}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}"#
            size += layer.utf8.count
            layers.append(layer)
        }
        return "{\(header), \"layers\": [\n" + layers.joined(separator: ",\n") + "\n]}"
    }
}
