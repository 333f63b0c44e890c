import BundleChanges
import Diagnostics
import XCTest

/// `BundleMerge` unit by unit on small bundles made here: what each side changed, what the
/// result holds byte for byte, and what is reported.
final class MergeUnitTests: XCTestCase {
    static func strings(_ tokens: String) -> String {
        "<?xml version=\"1.0\"?>\n<translations>\n\(tokens)</translations>\n"
    }

    static func widget(_ body: String) -> String {
        "<?xml version=\"1.0\"?>\n<facephi-widget-conf version=\"1.3\">\n    <view id=\"V\">\n\(body)    </view>\n</facephi-widget-conf>\n"
    }

    func bundle(_ name: String, _ files: [String: String]) -> BundleSnapshot {
        BundleSnapshot(
            name: name, files: files.keys.sorted().map { ($0, Array(files[$0]!.utf8)) })
    }

    func merge(
        base: [String: String], custom: [String: String], new: [String: String], preferVendor: Bool = false
    ) -> (files: [String: String], findings: [Diagnostic]) {
        let outcome = BundleMerge.merge(
            custom: bundle("custom", custom), base: bundle("base", base), new: bundle("new", new),
            options: BundleMerge.Options(preferVendor: preferVendor))
        var files: [String: String] = [:]
        for file in outcome.files { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
        return (files, outcome.findings)
    }

    func testTokensEachSideAndBoth() {
        let base = [
            "strings/strings.xml": Self.strings(
                "  <token id=\"A\">a</token>\n  <token id=\"B\">b</token>\n  <token id=\"C\">c</token>\n")
        ]
        let custom = [
            "strings/strings.xml": Self.strings(
                "  <token id=\"A\">mine</token>\n  <token id=\"B\">b</token>\n  <token id=\"C\">c</token>\n")
        ]
        let new = [
            "strings/strings.xml": Self.strings(
                "  <token id=\"A\">a</token>\n  <token id=\"B\">b&amp;more</token>\n  <token id=\"N\">n</token>\n  <token id=\"C\">c</token>\n"
            )
        ]
        let result = merge(base: base, custom: custom, new: new)
        XCTAssertEqual(
            result.files["strings/strings.xml"],
            Self.strings(
                "  <token id=\"A\">mine</token>\n  <token id=\"B\">b&amp;more</token>\n  <token id=\"N\">n</token>\n  <token id=\"C\">c</token>\n"
            ))
        XCTAssertEqual(result.findings, [])
    }

    func testConflictsRemovalsAndPreferVendor() {
        let base = [
            "strings/strings.xml": Self.strings(
                "  <token id=\"A\">a</token>\n  <token id=\"B\">b</token>\n  <token id=\"C\">c</token>\n")
        ]
        // A: both changed; B: the vendor removed what the customer changed; C: the customer removed, the vendor changed.
        let custom = [
            "strings/strings.xml": Self.strings("  <token id=\"A\">mine</token>\n  <token id=\"B\">mine</token>\n")
        ]
        let new = [
            "strings/strings.xml": Self.strings("  <token id=\"A\">theirs</token>\n  <token id=\"C\">theirs</token>\n")
        ]
        let kept = merge(base: base, custom: custom, new: new)
        XCTAssertEqual(kept.files["strings/strings.xml"], custom["strings/strings.xml"])
        // In report order: the file-level note first, then by line.
        XCTAssertEqual(kept.findings.map(\.ruleID), ["upgrade.kept-removal", "upgrade.conflict", "upgrade.conflict"])
        XCTAssertEqual(kept.findings.map { $0.location.line }, [nil, 3, 4])
        XCTAssertTrue(
            kept.findings[1].message.contains("base \"a\", yours \"mine\", vendor's \"theirs\""),
            kept.findings[1].message)
        let vendor = merge(base: base, custom: custom, new: new, preferVendor: true)
        XCTAssertEqual(vendor.files["strings/strings.xml"], Self.strings("  <token id=\"A\">theirs</token>\n"))
    }

    func testViewAttributesAndElementsKeepTheRestByteForByte() {
        let base = [
            "widget.xml": Self.widget(
                "        <button id=\"b\"\n            color=\"#000\"  x=\"1\"/>\n        <label id=\"l\" text=\"T\"/>\n"
            )
        ]
        let custom = [
            "widget.xml": Self.widget(
                "        <button id=\"b\"\n            color=\"#F00\"  x=\"1\"/>\n        <!-- mine -->\n        <label id=\"l\" text=\"T\"/>\n"
            )
        ]
        let new = [
            "widget.xml": Self.widget(
                "        <button id=\"b\"\n            color=\"#000\"  x=\"2\" y=\"3\"/>\n        <image id=\"i\" value=\"a.png\"/>\n"
            )
        ]
        let result = merge(base: base, custom: custom, new: new)
        XCTAssertEqual(
            result.files["widget.xml"],
            Self.widget(
                "        <button id=\"b\"\n            color=\"#F00\"  x=\"2\" y=\"3\"/>\n        <image id=\"i\" value=\"a.png\"/>\n        <!-- mine -->\n"
            ))
        XCTAssertEqual(result.findings, [])
    }

    func testModelInstructionsAreUnits() {
        let model = { (a: String, b: String) in
            "<m>\n  <DocumentID id=\"ES\">\n    <Version id=\"1\"><f a=\"\(a)\"/></Version>\n    <Version id=\"2\"><f a=\"\(b)\"/></Version>\n  </DocumentID>\n</m>\n"
        }
        let result = merge(
            base: ["documents/D.xml": model("x", "x")], custom: ["documents/D.xml": model("mine", "x")],
            new: ["documents/D.xml": model("x", "theirs")])
        XCTAssertEqual(result.files["documents/D.xml"], model("mine", "theirs"))
        let both = merge(
            base: ["documents/D.xml": model("x", "x")], custom: ["documents/D.xml": model("mine", "x")],
            new: ["documents/D.xml": model("theirs", "x")])
        XCTAssertEqual(
            both.findings.map(\.message),
            [
                "Version 'ES/1' f: base a=\"x\" (base/documents/D.xml:3), yours a=\"mine\", vendor's a=\"theirs\" "
                    + "(new/documents/D.xml:3); kept yours"
            ])
        XCTAssertEqual(both.files["documents/D.xml"], model("mine", "x"))
    }

    /// Instructions both sides added after one instruction: the same one once; different
    /// ones both kept, the customer's first, with one conflict saying so.
    func testInstructionsAddedAtOnePlaceByBothSides() {
        let model = { (lines: [String]) in
            "<m>\n  <DocumentID id=\"ES\">\n    <Version id=\"1\">\n      <ML>\n"
                + lines.map { "        \($0)\n" }.joined() + "      </ML>\n    </Version>\n  </DocumentID>\n</m>\n"
        }
        let base = ["documents/D.xml": model(["<a/>", "<z/>"])]
        let same = merge(
            base: base, custom: ["documents/D.xml": model(["<a/>", "<n src=\"1\"/>", "<z/>"])],
            new: ["documents/D.xml": model(["<a/>", "<n src=\"1\"/>", "<z/>"])])
        XCTAssertEqual(same.files["documents/D.xml"], model(["<a/>", "<n src=\"1\"/>", "<z/>"]))
        XCTAssertEqual(same.findings, [])
        let different = merge(
            base: base, custom: ["documents/D.xml": model(["<a/>", "<c src=\"1\"/>", "<z/>"])],
            new: ["documents/D.xml": model(["<a/>", "<v src=\"1\"/>", "<w/>", "<z/>"])])
        XCTAssertEqual(
            different.files["documents/D.xml"], model(["<a/>", "<c src=\"1\"/>", "<v src=\"1\"/>", "<w/>", "<z/>"]))
        XCTAssertEqual(
            different.findings.map { "\($0.location.line ?? 0) \($0.message)" },
            [
                "6 Version 'ES/1' ML/v: base (none), yours c src=\"1\", vendor's v src=\"1\" (new/documents/D.xml:6); "
                    + "kept both, yours first"
            ])
    }

    func testUntouchedCustomIsNewByteForByte() {
        let files = ["strings/strings.xml": Self.strings("  <token id=\"A\">a</token>\n"), "other/v.txt": "1"]
        var next = files
        next["other/v.txt"] = "2"
        next["resources/326dpi/x.png"] = "png"
        let result = merge(base: files, custom: files, new: next)
        XCTAssertEqual(result.files, next)
    }
}
