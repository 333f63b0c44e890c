import Foundation
import XCTest

@testable import ModelsXML

/// The fast path may only say "valid" where NSRegularExpression agrees.
final class RegexSyntaxTests: XCTestCase {
    static let patterns = [
        "^P", "[A-Z<]{3}", "(?:[0-9]{6})|(?:<<<<<<)", "^(?!IRQ).*$", "([0-9OoIl]) ?([A-Za-z0-9]$)",
        "(.*[<«]\\s?[<«].*)",
        "L ?[:\\-\\.]? ?([0-9A-Z\\-\\/\\| ]+)", "[A4][Pp][EeB][Ll]?[iIlU][DO][Oo0][S5][:;]? ?(.+)", "a{2,5}?", "x+?y*+",
        "[:;]? ?(.+)", "[- \\.]?", "[\\.,:]?[0-9]",
        // After a range, ICU reads `-` as a literal (the corpus's `[,.:;-A-Za-z0-9]`).
        "[;-A-Z]", "[,.:;-A-Za-z0-9]*$", "[a-c-e-g]", "[0-9-x]",
        // Scalars of two, three and four UTF-8 bytes.
        "[à-ü]+", "[시사]", "😀{2}",
        // Invalid, or outside the fast path's subset: NSRegularExpression decides.
        "([0-9]{2}/([0-9]{2})", "a)", "(", "[a-", "[z-a]", "a{5,2}", "*a", "a**", "\\y", "\\1", "[[:alpha:]]", "[a&&b]",
        "()",
        "a{", "a{,3}", "(?<name>x)", "(?i)x", "[]a]", "[^]", "x|*", "\\", "[\\", "a{99999999}", "\\bword\\b", "[a-\\d]",
        "\\Qa.b\\E", "[:alpha:]", "[:]", "[a-c--e]",
        "[a-c-\\d]", "[a-c-[x]]", "[a-c-&x]", "[a-c-e-a]", "[:a-c-:]", "[ü-à]",
    ]

    func testTheFastPathNeverAcceptsWhatICURejects() {
        var accepted = 0
        for pattern in Self.patterns where RegexSyntax.isCertainlyValid(pattern) {
            accepted += 1
            XCTAssertNoThrow(try NSRegularExpression(pattern: pattern), pattern)
        }
        XCTAssertEqual(accepted, 20, "the twenty plain patterns take the fast path")
    }

    func testInvalidPatternsAreStillReported() {
        XCTAssertNotNil(ModelFileChecks.RegexCache.error("([0-9]{2}/([0-9]{2})"))
        XCTAssertNotNil(ModelFileChecks.RegexCache.error("[z-a]"))
        XCTAssertNotNil(ModelFileChecks.RegexCache.error("a{5,2}"))
        XCTAssertNil(ModelFileChecks.RegexCache.error("(?<name>x)"))
        XCTAssertNil(ModelFileChecks.RegexCache.error("[A-Z<]{3}"))
    }
}
