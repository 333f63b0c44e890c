import Diagnostics
import Localization
import XCTest

/// `XLIFFMerge` on its own: one policy whatever the target, and messages that name no flag
/// (the command line adds those).
final class XLIFFMergeTests: XCTestCase {
    /// Takes every `<file>` and every key; writes `KEY=VALUE` lines.
    struct LinesTarget: XLIFFTarget {
        func refusal(of original: String?) -> String? { nil }
        func unknownUnit(_ unit: XLIFFImport.Unit, at location: Location) -> Diagnostic? { nil }
        func merge(language: String, values: [(key: String, value: String)])
            -> Result<XLIFFTargetEdit, XLIFFTargetRefusal>
        {
            .success(
                XLIFFTargetEdit(
                    path: "\(language).txt", created: true,
                    bytes: Array(values.map { "\($0.key)=\($0.value)\n" }.joined().utf8),
                    outcome: MergeOutcome(added: values.map(\.key)), old: [:]))
        }
    }

    private func document(_ path: String, _ files: String) -> XLIFFMerge.Document {
        XLIFFMerge.Document(
            path: path, bytes: Array("<xliff version=\"1.2\">\(files)</xliff>".utf8))
    }

    private func file(_ language: String?, _ units: [(String, String, String?)]) -> String {
        let units = units.map { key, target, state in
            "<trans-unit id=\"\(key)\"><source>s</source><target\(state.map { " state=\"\($0)\"" } ?? "")>\(target)</target></trans-unit>"
        }
        return "<file original=\"f\"\(language.map { " target-language=\"\($0)\"" } ?? "")><body>"
            + units.joined() + "</body></file>"
    }

    func testAnInvalidXLIFFIsMalformedWhereItIsAndTheChecksGoOn() {
        let documents = [
            XLIFFMerge.Document(path: "a.xliff", bytes: Array("<xliff><file>".utf8)),
            document("b.xliff", file(nil, [("k", "v", nil)]) + file("fr", [("d", "draft", "new")])),
        ]
        let result = XLIFFMerge.plan(documents, into: LinesTarget(), options: XLIFFMerge.Options())
        XCTAssertEqual(
            result.diagnostics.map { "\($0.location.file) \($0.ruleID) \($0.message.prefix(17))" },
            [
                "a.xliff xml.malformed malformed XLIFF: ",
                "b.xliff xml.malformed the XLIFF <file> ",
                "b.xliff xliff.needs-review 'd' is in state '",
            ])
        XCTAssertEqual(result.diagnostics[1].message, XLIFFMerge.noTargetLanguage)
        XCTAssertEqual(result.diagnostics[2].message, "'d' is in state 'new': not imported")
        XCTAssertEqual(result.changes.count, 0, "nothing is written while an error stands")
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("--") }, "no flag in a library message")
    }

    func testEachKeyIsWrittenOnceWithItsLastText() {
        let documents = [
            document("a.xliff", file("fr", [("k", "first", nil), ("j", "other", nil)])),
            document("b.xliff", file("fr", [("k", "last", nil)])),
        ]
        let result = XLIFFMerge.plan(documents, into: LinesTarget(), options: XLIFFMerge.Options())
        XCTAssertEqual(result.diagnostics.count, 0)
        XCTAssertEqual(result.changes.map { String(decoding: $0.bytes, as: UTF8.self) }, ["j=other\nk=last\n"])
        XCTAssertEqual(result.changes.first?.keys.map(\.new), ["other", "last"])
    }
}
