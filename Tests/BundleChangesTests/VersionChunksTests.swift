import Foundation
import ModelsXML
import TestSupport
import XCTest

@testable import BundleChanges

/// A diff parses NEW's model files with the Versions OLD has byte for byte emptied
/// (`VersionChunks`): the same diff as the whole parse, every line and column kept.
final class VersionChunksTests: XCTestCase {
    private let old = """
        <?xml version="1.0" encoding="UTF-8"?>
        <selphid-widget-conf version="1.0">
            <!-- <Version id="commented"> is no element -->
            <DocumentID id="ES" iso="ESP">
                <Version id="A" type="TD1">
                    <Front><ML cols="6"><findLineMatch dst="x" regex="a>b"/></ML></Front>
                </Version>
                <Version id="B" type="TD1"><Front><FACE/></Front></Version>
            </DocumentID>
            <DocumentID id="PT">
                <Version id="A" type="TD2">
                    <Back><CROP/></Back>
                </Version>
            </DocumentID>
        </selphid-widget-conf>
        """

    /// `diff` of two model files as the CLI makes it, emptying or not.
    private func diff(_ old: String, _ new: String, emptying: Bool) -> BundleDiff {
        let path = "documents/DocumentID_All.xml"
        var sections = DiffSections(
            old: BundleSnapshot(name: "old", files: [(path, Array(old.utf8))]),
            new: BundleSnapshot(name: "new", files: [(path, Array(new.utf8))]), unchanged: [])
        sections.emptiesEqualVersions = emptying
        var diff = BundleDiff(old: "old", new: "new")
        sections.fill(&diff)
        return diff
    }

    private func assertSameDiff(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) {
        let whole = diff(old, new, emptying: false)
        XCTAssertFalse(whole.isEmpty, "the example changes something", file: file, line: line)
        XCTAssertEqual(diff(old, new, emptying: true).text(), whole.text(), file: file, line: line)
    }

    func testEqualVersionsAreEmptiedAndEveryLineAndColumnStays() throws {
        let new = old.replacingOccurrences(of: "<FACE/>", with: "<FACE/><MRZ/>")
        let substitution = try XCTUnwrap(VersionChunks.substitute(old: Array(old.utf8), new: Array(new.utf8)))
        // ES/A and PT/A are equal; ES/B changed; the commented Version is not an element.
        XCTAssertEqual(
            Set(substitution.equalIn.keys), [.init(line: 5, column: 9), .init(line: 11, column: 9)])
        XCTAssertEqual(substitution.equalIn[.init(line: 11, column: 9)], .init(line: 11, column: 9))
        let emptied = try XCTUnwrap(XMLTree.parse(substitution.bytes, keepingText: false).root)
        let whole = try XCTUnwrap(XMLTree.parse(Array(new.utf8), keepingText: false).root)
        XCTAssertEqual(positions(emptied, skippingBelow: "Version"), positions(whole, skippingBelow: "Version"))
        XCTAssertTrue(
            emptied.children[0].children[0].children.isEmpty && !whole.children[0].children[0].children.isEmpty)
        assertSameDiff(old, new)
    }

    /// An emptied Version whose key matches another Version than its equal (the two ES/A and
    /// PT/A contents swapped) is compared from the whole parse.
    func testAVersionEqualToAnotherKeysVersionIsComparedWhole() {
        let es = #"<Front><ML cols="6"><findLineMatch dst="x" regex="a>b"/></ML></Front>"#
        let swapped = old.replacingOccurrences(of: es, with: "@ES@")
            .replacingOccurrences(of: "<Back><CROP/></Back>", with: es)
            .replacingOccurrences(of: "@ES@", with: "<Back><CROP/></Back>")
            .replacingOccurrences(of: #"<Version id="A" type="TD2">"#, with: "@T2@")
            .replacingOccurrences(of: #"<Version id="A" type="TD1">"#, with: #"<Version id="A" type="TD2">"#)
            .replacingOccurrences(of: "@T2@", with: #"<Version id="A" type="TD1">"#)
        XCTAssertNotNil(VersionChunks.substitute(old: Array(old.utf8), new: Array(swapped.utf8)))
        assertSameDiff(old, swapped)
        XCTAssertEqual(diff(old, swapped, emptying: true).models.first?.versions.map(\.key), ["ES/A", "PT/A"])
    }

    func testWhatTheByteScanDoesNotFollowIsParsedWhole() {
        let new = old.replacingOccurrences(of: "<FACE/>", with: "<FACE/><MRZ/>")
        for (name, change) in [
            (
                "a namespace",
                { (text: String) in
                    text.replacingOccurrences(of: #"version="1.0">"#, with: #"version="1.0" xmlns:a="u">"#)
                }
            ),
            ("another encoding", { $0.replacingOccurrences(of: "UTF-8", with: "ISO-8859-1") }),
            ("a DOCTYPE", { $0.replacingOccurrences(of: "?>\n", with: "?>\n<!DOCTYPE x>\n") }),
            ("a comment left open", { $0 + "<!-- " }),
        ] {
            XCTAssertNil(
                VersionChunks.substitute(old: Array(old.utf8), new: Array(change(new).utf8)), name)
        }
        // A NEW the byte scan follows but libxml2 refuses (a repeated attribute outside the
        // emptied Versions): the whole parse says so, as without emptying.
        let broken = new.replacingOccurrences(of: #"<DocumentID id="PT">"#, with: #"<DocumentID id="PT" id="PT">"#)
        XCTAssertNotNil(VersionChunks.substitute(old: Array(old.utf8), new: Array(broken.utf8)))
        let refused = diff(old, broken, emptying: true)
        XCTAssertEqual(refused.text(), diff(old, broken, emptying: false).text())
        XCTAssertEqual(refused.files.map(\.note), ["not well-formed: compared as bytes"])
    }

    /// Every real step of the history zips: the same diff either way (the model files of
    /// those steps have most of their Versions equal).
    func testEveryRealStepGivesTheSameDiffEitherWay() throws {
        var emptiedFiles = 0
        for (old, new) in zip(historySteps, historySteps.dropFirst()) {
            let before = try BundleSnapshot.read(historyZip(old))
            let after = try BundleSnapshot.read(historyZip(new))
            for path in before.paths where path.hasPrefix("documents/") {
                guard let a = before[path], let b = after[path], a != b else { continue }
                if VersionChunks.substitute(old: a, new: b) != nil { emptiedFiles += 1 }
            }
            var whole = DiffSections(old: before, new: after, unchanged: [])
            whole.emptiesEqualVersions = false
            var expected = BundleDiff(old: before.name, new: after.name)
            whole.fill(&expected)
            let diff = BundleDiff.compare(before, after)
            XCTAssertEqual(diff.json().render(), expected.json().render(), "\(old) -> \(new)")
        }
        XCTAssertGreaterThan(emptiedFiles, 3, "the real steps empty Versions")
    }

    private func positions(_ element: LocatedElement, skippingBelow name: String) -> [String] {
        var result = ["\(element.name) \(element.line):\(element.column)"]
        result += element.attributes.map { "\($0.name) \($0.line):\($0.column) \($0.valueLine):\($0.valueColumn)" }
        guard element.name != name else { return result }
        for child in element.children { result += positions(child, skippingBelow: name) }
        return result
    }
}
