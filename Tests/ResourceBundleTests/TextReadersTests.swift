import CXML
import Diagnostics
import Doctor
import Foundation
import Localization
import ModelsXML
import TestSupport
import XCTest

@testable import ResourceBundle

/// The same bytes are the same text to every reader (`DecodedText` decides for all of them):
/// a real strings file of a resources zip, a real Localizable.strings and a real plist, each
/// in every encoding, read alike by each reader of that kind of file; and libxml2, reading the
/// bytes itself, reads the same tokens.
final class TextReadersTests: XCTestCase {
    /// `strings/strings.es.xml` of the real SelphID zip, with one line added after its third
    /// token: a comment and two tokens after multi-byte characters, so that columns past them
    /// and comments' places are compared too.
    private func realStringsFile() throws -> String {
        let zips = try realZips(orSkip: "a real strings file in every encoding is not read")
        let zip = try XCTUnwrap(zips.first { $0.lastPathComponent == "selphid-resources-real.zip" })
        let reader = try InputOpener.open(zip.path).reader()
        let entry = try XCTUnwrap(reader.entries.first { $0.path == "strings/strings.es.xml" })
        var lines = String(decoding: try reader.read(entry), as: UTF8.self).components(separatedBy: "\n")
        lines.insert("    <!-- ñandú --><token id=\"sí\">Sí</token> <token id=\"otra\">é</token>", at: 5)
        return lines.joined(separator: "\n")
    }

    func testEveryXMLReaderReadsARealStringsFileAlikeInEveryEncoding() throws {
        let text = try realStringsFile()
        let utf8 = Array(text.utf8)
        let reference = XMLTree.parse(utf8)
        XCTAssertNil(reference.issue)
        let expectedTokens = tokens(reference.root)
        XCTAssertGreaterThan(expectedTokens.count, 40)
        let lineNumbers = Set(1...text.split(separator: "\n", omittingEmptySubsequences: false).count)
        for encoding in TestEncoding.allCases {
            let name = encoding.rawValue
            let written = encoding.xml(text)
            let bytes = encoding.bytes(written)
            XCTAssertEqual(DecodedText(bytes).utf8, Array(written.utf8), name)
            // The located parser: the same elements and attributes at the same lines and
            // columns (UTF-8 bytes of the text), the comments at the same places.
            let (root, issue) = XMLTree.parse(bytes)
            XCTAssertNil(issue, name)
            XCTAssertEqual(located(root), located(reference.root), name)
            XCTAssertEqual(XMLComments.parse(bytes), XMLComments.parse(utf8), name)
            // libxml2, detecting the encoding itself (a byte order mark; `<?` without one).
            XCTAssertEqual(try libxml2Tokens(bytes), expectedTokens, name)
            // The lines findings quote (fingerprints); a UTF-8 byte order mark stays in line 1.
            var expectedLines = SourceLines.extract(lineNumbers, from: Array(written.utf8))
            if encoding == .utf8BOM { expectedLines[1] = "\u{FEFF}" + (expectedLines[1] ?? "") }
            XCTAssertEqual(SourceLines.extract(lineNumbers, from: bytes), expectedLines, name)
            XCTAssertEqual(
                SourceLines.Kept.File(Array(lineNumbers), from: bytes).text(of: lineNumbers), expectedLines, name)
            // A loose file is recognised from its first bytes; the scans before any parser read
            // the text (the raw UTF-16 bytes' `<` `00` `/` counted as nesting, past the limit).
            XCTAssertEqual(
                LooseFileKind.bundlePath(forFileAt: "/in/strings.es.xml", head: Array(bytes.prefix(4096))),
                "strings/strings.es.xml", name)
            XCTAssertNil(
                InputLimitScan.check(DecodedText.convertingUTF16(bytes), xml: true, limits: InputLimits()), name)
        }
    }

    /// Without a byte order mark or a declaration, libxml2 takes UTF-16 for UTF-8 and stops at
    /// its first NUL; the decoder's first-character rule reads it, for XML as for any text.
    func testUTF16WithoutMarkOrDeclarationIsReadWhereLibxml2AloneStops() throws {
        let text = try realStringsFile()
        let body = String(text[text.range(of: "<translations")!.lowerBound...])
        for encoding in [TestEncoding.utf16LENoBOM, .utf16BENoBOM] {
            let bytes = encoding.bytes(body)
            XCTAssertNil(try libxml2Tokens(bytes), "libxml2 alone does not read \(encoding.rawValue)")
            let (root, issue) = XMLTree.parse(bytes)
            XCTAssertNil(issue, encoding.rawValue)
            XCTAssertEqual(tokens(root), tokens(XMLTree.parse(Array(body.utf8)).root), encoding.rawValue)
        }
    }

    /// Invalid UTF-8: the decoder's first bad byte is where libxml2 stops (its line and
    /// column), so a reader that reports "not UTF-8 at line:col" says the same place whichever
    /// reader it is.
    func testInvalidUTF8IsTheSamePlaceForTheDecoderAndLibxml2() throws {
        let text = try realStringsFile()
        let latin1 = try XCTUnwrap(text.data(using: .isoLatin1))
        let failure = try XCTUnwrap(DecodedText(Array(latin1)).failure)
        let issue = try XCTUnwrap(XMLTree.parse(Array(latin1)).issue)
        XCTAssertEqual(failure.kind, .invalidUTF8(byte: 0xCD), "the Í of SÍ, CONTINUAR")
        XCTAssertEqual([issue.line, issue.column], [failure.line, failure.column], issue.message)
        XCTAssertTrue(issue.message.hasPrefix("byte 0xCD ('Í' in ISO-8859-1) is not UTF-8"), issue.message)
    }

    /// The real French Localizable.strings (UTF-16LE, as Xcode wrote it), with a character
    /// outside the BMP: the same keys, values and lines in every encoding, the encoding named
    /// as it will be written back, and the bytes written back unchanged.
    func testARealLocalizableStringsParsesAlikeInEveryEncoding() throws {
        let sample = samplesDirectory.appendingPathComponent("app-resources/Resources/fr.lproj/Localizable.strings")
        let text = String(decoding: DecodedText(Array(try Data(contentsOf: sample))).utf8, as: UTF8.self) + "\"🇫🇷\";\n"
        let reference = StringsFileParser().parse(
            Array(text.utf8), language: "fr", path: "fr.lproj/Localizable.strings")
        XCTAssertGreaterThan(reference.table.entries.count, 3)
        let names = ["UTF-8", "UTF-8 (BOM)", "UTF-16LE", "UTF-16BE", "UTF-16LE (no BOM)", "UTF-16BE (no BOM)"]
        for (encoding, expectedName) in zip(TestEncoding.allCases, names) {
            let bytes = encoding.bytes(text)
            let parsed = StringsFileParser().parse(bytes, language: "fr", path: "fr.lproj/Localizable.strings")
            XCTAssertEqual(parsed.table.encoding, expectedName)
            XCTAssertTrue(parsed.lossless, expectedName)
            XCTAssertEqual(parsed.table.syntaxIssues, reference.table.syntaxIssues, expectedName)
            XCTAssertEqual(parsed.table.entries.map(\.key), reference.table.entries.map(\.key), expectedName)
            XCTAssertEqual(parsed.table.entries.map(\.value), reference.table.entries.map(\.value), expectedName)
            XCTAssertEqual(parsed.table.entries.map(\.line), reference.table.entries.map(\.line), expectedName)
            XCTAssertEqual(parsed.encoding.encode(parsed.scalars), bytes, expectedName)
        }
    }

    /// The real UTF-16 Info.plist of Samples/ios-app/utf16-plist and its UTF-8 entitlements
    /// (with a byte order mark): the same keys, values, lines and columns in every encoding.
    func testRealPlistsReadAlikeInEveryEncoding() throws {
        let folder = samplesDirectory.appendingPathComponent("ios-app/utf16-plist/PassportReader")
        for file in ["Info.plist", "PassportReader.entitlements"] {
            let original = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
            // Labelled as UTF-8 is in UTF-8 (libxml2 refuses a UTF-8 text labelled UTF-16).
            let text = String(decoding: DecodedText(original).utf8, as: UTF8.self)
                .replacingOccurrences(of: "encoding=\"UTF-16\"", with: "encoding=\"UTF-8\"")
            let reference = try PlistReader.read(Array(text.utf8), path: file).get()
            XCTAssertEqual(try PlistReader.read(original, path: file).get().root.described, reference.root.described)
            XCTAssertTrue(reference.root.described.contains("@"), "located: \(reference.root.described)")
            for encoding in TestEncoding.allCases {
                let plist = try PlistReader.read(encoding.bytes(encoding.xml(text)), path: file).get()
                XCTAssertEqual(plist.root.described, reference.root.described, "\(file) \(encoding.rawValue)")
            }
        }
    }

    // MARK: Helpers

    /// Every element and attribute with its place, and each element's text, in document order.
    private func located(_ element: LocatedElement?) -> [String] {
        guard let element else { return [] }
        var out = ["<\(element.name)@\(element.line):\(element.column) \(element.text)"]
        for attribute in element.attributes {
            out.append(
                "\(attribute.name)@\(attribute.line):\(attribute.column)=\(attribute.value)"
                    + "@\(attribute.valueLine):\(attribute.valueColumn)")
        }
        return out + element.children.flatMap(located)
    }

    private func tokens(_ root: LocatedElement?) -> [String] {
        (root?.children ?? []).filter { $0.name == "token" }.map { "\($0[attribute: "id"]?.value ?? "")=\($0.text)" }
    }

    /// The tokens libxml2 reads from `bytes` by itself (nil when it cannot read them).
    private func libxml2Tokens(_ bytes: [UInt8]) throws -> [String]? {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), nil, nil, options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        var tokens: [String] = []
        var node = xmlDocGetRootElement(document)?.pointee.children
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE, String(cString: current.pointee.name) == "token" {
                // Read in place (the attribute's and the text's nodes), nothing to free.
                var id = ""
                var attribute = current.pointee.properties
                while let property = attribute {
                    if String(cString: property.pointee.name) == "id",
                        let value = property.pointee.children?.pointee.content
                    {
                        id = String(cString: value)
                    }
                    attribute = property.pointee.next
                }
                var text = ""
                var child = current.pointee.children
                while let part = child {
                    if let content = part.pointee.content { text += String(cString: content) }
                    child = part.pointee.next
                }
                tokens.append("\(id)=\(text)")
            }
            node = current.pointee.next
        }
        return tokens
    }
}

extension PlistNode {
    /// The value and every key with where they are, as one comparable text.
    fileprivate var described: String {
        let place = "@\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")"
        switch value {
        case .string(let text): return "string(\(text))\(place)"
        case .number(let text): return "number(\(text))\(place)"
        case .bool(let flag): return "bool(\(flag))\(place)"
        case .other: return "other\(place)"
        case .array(let items): return "[" + items.map(\.described).joined(separator: ", ") + "]\(place)"
        case .dictionary(let entries):
            let keys = entries.map { "\($0.key)@\($0.keyLine ?? 0):\($0.keyColumn ?? 0)=\($0.value.described)" }
            return "{" + keys.joined(separator: ", ") + "}\(place)"
        }
    }
}
