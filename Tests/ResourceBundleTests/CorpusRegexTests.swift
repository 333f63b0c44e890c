import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

@testable import ModelsXML

/// The regex shortcuts of the model checks against ICU itself, on every regex of the real
/// zips: the byte-level syntax check, the process-wide verdict cache and the group count
/// must say what a fresh NSRegularExpression says.
final class CorpusRegexTests: XCTestCase {
    func testFastVerdictsAgreeWithICUOnEveryCorpusPattern() throws {
        let patterns = try corpusPatterns()
        var fast = 0
        for pattern in patterns {
            let compiled = try? NSRegularExpression(pattern: pattern)
            XCTAssertEqual(ModelFileChecks.RegexCache.error(pattern) == nil, compiled != nil, pattern)
            if RegexSyntax.isCertainlyValid(pattern) {
                fast += 1
                XCTAssertNotNil(compiled, "the fast path accepts what ICU rejects: \(pattern)")
            }
            if let compiled {
                let groups = compiled.numberOfCaptureGroups
                XCTAssertEqual(CaptureGroups.count(pattern), groups, pattern)
                // Counting up to a limit stops there, and is exact below it.
                for limit in 0...(groups + 1) {
                    XCTAssertEqual(CaptureGroups.count(pattern, upTo: limit), min(limit, groups), pattern)
                }
            }
        }
        // Asked twice (now from the cache), the verdicts stay the same.
        for pattern in patterns {
            XCTAssertEqual(
                ModelFileChecks.RegexCache.error(pattern) == nil, (try? NSRegularExpression(pattern: pattern)) != nil)
        }
        XCTAssertGreaterThan(fast, patterns.count * 9 / 10, "most corpus patterns take the fast path")
    }

    /// Every distinct non-empty `regex` of every document model of the corpus zips.
    private func corpusPatterns() throws -> [String] {
        let zips = try realZips(orSkip: "the corpus regex check is skipped")
        var patterns = Set<String>()
        for zip in zips {
            let reader = try InputOpener.open(zip.path, looseFiles: .refused).reader()
            for entry in reader.entries where entry.path.hasPrefix("documents/") && entry.path.hasSuffix(".xml") {
                let model = DocumentModelParser.parse(try reader.read(entry))
                for document in model.documents {
                    for version in document.versions {
                        for block in version.allBlocks {
                            for tag in block.fields + block.instructions {
                                if let regex = tag[attribute: "regex"], !regex.value.isEmpty {
                                    patterns.insert(regex.value)
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertFalse(patterns.isEmpty, "the corpus zips hold regexes")
        return patterns.sorted()
    }
}
