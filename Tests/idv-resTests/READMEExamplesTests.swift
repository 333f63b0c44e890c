import Foundation
import TestPrerequisites
import XCTest

/// The README's shell examples with output are run, so they cannot drift from the real tool.
///
/// Convention: a ``` block that shows `$ idv-res ...` lines is preceded by a marker line.
/// - `<!-- tested: run in DIR -->`: this test runs each `$ idv-res ARGS` line in DIR (relative to
///   the package root; `../shared/...` is the corpus, skipped with a message where it is absent)
///   and compares its standard output with the lines shown after it. A `...` line stands for any
///   number of lines; the lines between two `...` follow each other in the output; a block that
///   does not start (end) with `...` shows the first (last) lines.
/// - `<!-- tested by SomeTests.testName -->`: a dedicated test runs the block.
/// A block with `$ idv-res` lines and no marker fails the test.
final class READMEExamplesTests: XCTestCase {
    struct Example {
        var directory: String
        var arguments: [String]
        var shown: [String]
    }

    static func readme() throws -> [String] {
        try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    /// The examples of the `tested: run in` blocks; fails on an unmarked block.
    static func examples(_ lines: [String]) -> (examples: [Example], unmarked: [Int]) {
        var examples: [Example] = []
        var unmarked: [Int] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let start = index
            index += 1
            var body: [String] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            guard body.contains(where: { $0.hasPrefix("$ idv-res ") }) else { continue }
            let marker = start > 0 ? lines[start - 1] : ""
            if marker.hasPrefix("<!-- tested by ") { continue }
            guard marker.hasPrefix("<!-- tested: run in "), marker.hasSuffix(" -->") else {
                unmarked.append(start + 1)
                continue
            }
            let directory = String(marker.dropFirst("<!-- tested: run in ".count).dropLast(" -->".count))
            for line in body {
                if line.hasPrefix("$ idv-res ") {
                    let words = line.dropFirst(2).split(separator: " ").map(String.init)
                    examples.append(Example(directory: directory, arguments: Array(words.dropFirst()), shown: []))
                } else if !examples.isEmpty {
                    examples[examples.count - 1].shown.append(line)
                }
            }
        }
        return (examples, unmarked)
    }

    /// Whether `shown` (with `...` for elided lines) is what `actual` holds.
    static func matches(_ shown: [String], _ actual: [String]) -> Bool {
        var segments: [[String]] = [[]]
        for line in shown {
            if line == "..." { segments.append([]) } else { segments[segments.count - 1].append(line) }
        }
        let anchoredStart = shown.first != "..."
        let anchoredEnd = shown.last != "..."
        var position = 0
        for (number, segment) in segments.enumerated() where !segment.isEmpty {
            let last = number == segments.count - 1
            let candidates: [Int]
            if number == 0, anchoredStart {
                candidates = [0]
            } else if last, anchoredEnd {
                candidates = [actual.count - segment.count]
            } else {
                candidates =
                    position <= actual.count - segment.count
                    ? Array(position...(actual.count - segment.count)) : []
            }
            guard
                let found = candidates.first(where: {
                    $0 >= position && $0 + segment.count <= actual.count
                        && Array(actual[$0..<$0 + segment.count]) == segment
                })
            else { return false }
            position = found + segment.count
        }
        return !anchoredEnd || position == actual.count
    }

    func testEveryExampleWithOutputIsMarkedAndShowsTheRealOutput() throws {
        let (examples, unmarked) = Self.examples(try Self.readme())
        XCTAssertEqual(
            unmarked, [],
            "README.md blocks (at these lines) show `$ idv-res` without a <!-- tested ... --> marker")
        XCTAssertGreaterThanOrEqual(examples.count, 2, "the README's run examples were not found")
        var skipped: [String] = []
        for example in examples {
            let directory = packageRoot.appendingPathComponent(example.directory).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: directory) else {
                let command = example.arguments.joined(separator: " ")
                skipped.append("\(example.directory) is absent (no corpus): skipped `idv-res \(command)`")
                continue
            }
            // Inputs are named relative to DIR: run with absolute paths, then show them as typed.
            let arguments = example.arguments.map { argument in
                let path = directory + "/" + argument
                return FileManager.default.fileExists(atPath: path) ? path : argument
            }
            let result = runCLI(arguments, currentDirectory: directory)
            let actual = result.out.replacingOccurrences(of: directory + "/", with: "").components(separatedBy: "\n")
            XCTAssertEqual(actual.last, "", "output does not end with a newline")
            XCTAssertTrue(
                Self.matches(example.shown, Array(actual.dropLast())),
                "README.md's `$ idv-res \(example.arguments.joined(separator: " "))` differs from the "
                    + "output:\n" + actual.joined(separator: "\n"))
        }
        if !skipped.isEmpty { throw Prerequisite.missing(skipped.joined(separator: "\n")) }
    }

    /// The comparison itself: elisions, order and anchoring are enforced, or the test above
    /// proves nothing.
    func testTheComparisonRejectsWhatDrifted() {
        let actual = ["a", "b", "c", "d", "summary"]
        XCTAssertTrue(Self.matches(["a", "b", "...", "summary"], actual))
        XCTAssertTrue(Self.matches(["...", "c", "...", "summary"], actual))
        XCTAssertTrue(Self.matches(["a", "b", "c", "d", "summary"], actual))
        XCTAssertFalse(Self.matches(["b", "...", "summary"], actual), "not the first line")
        XCTAssertFalse(Self.matches(["...", "x", "..."], actual), "a line the output lacks")
        XCTAssertFalse(Self.matches(["...", "d", "...", "b", "..."], actual), "out of order")
        XCTAssertFalse(Self.matches(["...", "a", "c", "..."], actual), "not consecutive")
        XCTAssertFalse(Self.matches(["a", "...", "d"], actual), "not the last line")
        XCTAssertFalse(Self.matches(["a", "b", "c", "d"], actual), "a line less than the output")
        XCTAssertFalse(Self.matches(["a", "b", "c", "d", "summary", "more"], actual), "a line more than the output")
    }
}
