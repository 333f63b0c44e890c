import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

@testable import LanguageServer

/// A real vendor zip unpacked into a temporary folder, opened as the server opens a bundle
/// (`DirectoryBundleReader`, default options), and requests at places found in its real text.
struct RealBundle {
    let folder: URL
    let context: BundleContext

    /// `name` from `zips/` or `zips/history/` (`selphid-resources-real.zip`,
    /// `history/and-355e60fa1aff.zip`); a skip, or a failure under CI=true, without the corpus.
    init(_ name: String) throws {
        guard let corpus = PackagePaths.corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the features are not tried on real bundles")
        }
        let zip = corpus.appendingPathComponent("zips/\(name)").path
        guard FileManager.default.fileExists(atPath: zip) else { throw Prerequisite.missing("\(zip) is absent") }
        folder = try TemporaryFolder.make("idv-res-lsp-features").appendingPathComponent("bundle")
        _ = try Unpacker.unpack(zip: zip, to: folder.path)
        context = BundleContext(reader: try DirectoryBundleReader(path: folder.path), options: ValidationOptions())
    }

    /// Removes the unpacked folder (the caller's `defer`).
    func remove() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    func text(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    /// Line `line` (from 1) of a file of the bundle, split at LF bytes as libxml2 counts lines
    /// (a String splits CRLF as one Character, and strings.pt.xml has CRLF).
    func line(_ line: Int, of path: String) throws -> String {
        let lines = try text(path).split(separator: 0x0A, omittingEmptySubsequences: false)
        return line >= 1 && line <= lines.count ? String(decoding: lines[line - 1], as: UTF8.self) : ""
    }

    func request(_ path: String, _ text: [UInt8], at offset: Int, findings: [Diagnostic] = []) -> FeatureRequest {
        FeatureRequest(context: context, path: path, text: text, offset: offset, findings: findings)
    }
}

/// Searching real text for the places requests are made at.
enum RealText {
    /// The first real `text="TOKEN"` of a widget: where its value starts, where its closing
    /// quote is, and the token.
    static func firstTokenReference(in widget: [UInt8]) -> (value: Int, close: Int, token: String)? {
        guard let value = offset(after: " text=\"", in: widget),
            let close = widget[value...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return (value, close, String(decoding: widget[value..<close], as: UTF8.self))
    }

    /// The byte offset of the first `needle` at or after `from` that is outside comments.
    static func offset(of needle: String, in text: [UInt8], from: Int = 0) -> Int? {
        let wanted = Array(needle.utf8)
        var index = from
        var inComment = commentOpen(before: from, in: text)
        while index + wanted.count <= text.count {
            if !inComment, text[index..<index + wanted.count].elementsEqual(wanted) { return index }
            if starts("<!--", at: index, text) { inComment = true }
            if starts("-->", at: index, text) { inComment = false }
            index += 1
        }
        return nil
    }

    /// The offset just after `needle`.
    static func offset(after needle: String, in text: [UInt8], from: Int = 0) -> Int? {
        offset(of: needle, in: text, from: from).map { $0 + needle.utf8.count }
    }

    /// `text` with `insertion` put at `offset`.
    static func inserting(_ insertion: String, at offset: Int, in text: [UInt8]) -> [UInt8] {
        Array(text[..<offset]) + Array(insertion.utf8) + Array(text[offset...])
    }

    /// `text` with the bytes of `range` replaced.
    static func replacing(_ range: Range<Int>, with replacement: String, in text: [UInt8]) -> [UInt8] {
        Array(text[..<range.lowerBound]) + Array(replacement.utf8) + Array(text[range.upperBound...])
    }

    static func string(_ range: Range<Int>?, of text: [UInt8]) -> String? {
        range.map { String(decoding: text[$0], as: UTF8.self) }
    }

    private static func commentOpen(before offset: Int, in text: [UInt8]) -> Bool {
        var open = false
        for index in 0..<min(offset, text.count) {
            if starts("<!--", at: index, text) { open = true }
            if starts("-->", at: index, text) { open = false }
        }
        return open
    }

    private static func starts(_ literal: String, at index: Int, _ text: [UInt8]) -> Bool {
        let bytes = Array(literal.utf8)
        return index + bytes.count <= text.count && text[index..<index + bytes.count].elementsEqual(bytes)
    }
}

/// The helpers find what they should: a commented-out place is not taken for a real one.
final class FeaturesCorpusTests: XCTestCase {
    func testRealTextSearchSkipsCommentedOutElements() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let first = try XCTUnwrap(RealText.offset(of: "<button ", in: widget))
        let before = String(decoding: widget[..<first], as: UTF8.self)
        XCTAssertEqual(before.components(separatedBy: "<!--").count, before.components(separatedBy: "-->").count)
        // The real file comments out buttons before this one.
        let raw = try XCTUnwrap(String(decoding: widget, as: UTF8.self).range(of: "<button "))
        XCTAssertLessThan(String(decoding: widget, as: UTF8.self)[..<raw.lowerBound].utf8.count, first)
    }
}
