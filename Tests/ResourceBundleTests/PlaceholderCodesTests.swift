import XCTest

@testable import ResourceBundle

/// The hand scanner finds exactly what the Swift Regex it replaced found.
final class PlaceholderCodesTests: XCTestCase {
    nonisolated(unsafe) private static let regex =
        #/%%|%([0-9]+\$)?[-+ #0']*[0-9*.]*(hh|h|ll|l|q|L|z|j|t)?[@dDiuUxXoOfFeEgGcCsSpaA]|\{[A-Za-z0-9_]*\}|</?[A-Za-z][^<>]*>|\*\*/#

    private func assertSameAsRegex(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = text.matches(of: Self.regex).map { String($0.output.0) }
        let found = PlaceholderCodes.find(text).map(String.init)
        XCTAssertEqual(found, expected, "in \(text.debugDescription)", file: file, line: line)
    }

    func testTheCasesThatMatter() {
        XCTAssertEqual(
            PlaceholderCodes.find("%1$@ de %2$d, %% y %05.2f").map(String.init), ["%1$@", "%2$d", "%%", "%05.2f"])
        XCTAssertEqual(PlaceholderCodes.find("Hola {name}, <b>ya</b> **casi**").count, 5)
        for text in [
            "", "plain text", "%", "%%", "%%%", "%%d", "%1$", "%1$d", "%12$lld", "%0$", "%05d", "%-+ #0'12.3*f",
            "%hhd", "%hd", "%hld", "%lld", "%lf", "%Lf", "%zu", "%jd", "%td", "%qd", "%hhh", "%ll", "%l", "%@",
            "%1$@ %2$@", "%.*s", "%*d", "%$d", "%1d$", "{", "{}", "{a_1}", "{a-b}", "{é}", "<", "<>", "</>", "<b>",
            "</b>", "<b", "<1>", "<a <b>", "<a\nb>", "a < b > c", "<a\r\nb>", "**", "***", "****", "*", "%d\u{301}",
            "%\u{301}d", "<a\u{301}>", "{a\u{301}}", "%1\u{301}$d", "*\u{301}*", "%\r\n", "<é>", "％d", "%ﾟ",
        ] {
            assertSameAsRegex(text)
        }
    }

    func testRandomTextsOfTheCharactersThatMatter() {
        let alphabet: [String] = [
            "%", "%", "$", "1", "0", "2", ".", "*", "-", "+", " ", "#", "'", "h", "l", "q", "L", "z", "j", "t", "d",
            "@", "s", "f", "x", "{", "}", "_", "a", "Z", "<", ">", "/", "\n", "\r\n", "\u{301}", "é", "日", "😀",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let length = Int.random(in: 0...14, using: &generator)
            assertSameAsRegex((0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
    }
}
