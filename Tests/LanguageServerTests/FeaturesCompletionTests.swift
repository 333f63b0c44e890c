import Foundation
import ModelsXML
import XCTest

@testable import LanguageServer

/// Completion at real places of real bundles: widget.xml of the SelphID zip (1.3) and of the
/// 2024-01 selfie zip (1.1), a document model; complete and half-typed text.
final class FeaturesCompletionTests: XCTestCase {
    /// Inside a real `<button ...>`, before its `/>`: the 1.3 vocabulary's attributes of a
    /// button, less those the tag has.
    func testAttributesOfARealButtonAreTheVocabularyLessThosePresent() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let start = try XCTUnwrap(RealText.offset(of: "<button ", in: widget))
        let end = try XCTUnwrap(RealText.offset(of: "/>", in: widget, from: start))
        let tag = String(decoding: widget[start..<end], as: UTF8.self)
        let present = Set(tag.matches(of: /([A-Za-z_]+)="/).map { String($0.output.1) })
        XCTAssertTrue(present.contains("id") && present.count > 3, tag)
        let vocabulary = Set(try XCTUnwrap(ViewsVocabulary.elements(version: "1.3")["button"]).keys)

        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: end))
        let labels = Set(found.map(\.label))
        XCTAssertEqual(labels, vocabulary.subtracting(present))
        XCTAssertFalse(labels.isEmpty, "the real button has every attribute")
        for candidate in found {
            XCTAssertEqual(candidate.kind, .attribute)
            XCTAssertEqual(candidate.insertText, "\(candidate.label)=\"\"")
            XCTAssertEqual(candidate.replacing, end..<end)
        }
    }

    /// A half-typed name in a real tag (`al`): names with that start first, the typed bytes
    /// replaced, attributes already there (`icon_align`, `text_align`) left out.
    func testHalfTypedAttributeNameInARealTag() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        var widget = try bundle.text("widget.xml")
        let start = try XCTUnwrap(RealText.offset(of: "<labeledIcon ", in: widget))
        let end = try XCTUnwrap(RealText.offset(of: "/>", in: widget, from: start))
        let tag = String(decoding: widget[start..<end], as: UTF8.self)
        let present = Set(tag.matches(of: /([A-Za-z_]+)="/).map { String($0.output.1) })
        let vocabulary = try XCTUnwrap(ViewsVocabulary.elements(version: "1.3")["labeledIcon"])
        let expected = vocabulary.keys.filter { $0.hasPrefix("al") && !present.contains($0) }
        XCTAssertFalse(expected.isEmpty, "the real tag has every attribute starting with al: \(tag)")
        widget = RealText.inserting(" al", at: end, in: widget)

        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: end + 3))
        let labels = found.map(\.label)
        XCTAssertTrue(present.isDisjoint(with: labels), "\(labels)")
        XCTAssertTrue(present.contains("text_align"), tag)
        XCTAssertEqual(Array(labels.prefix(expected.count)).sorted(), expected.sorted())
        XCTAssertEqual(found.first?.replacing, (end + 1)..<(end + 3))
    }

    /// Inside a real `text_align="CENTER"`: the enumeration's words, replacing the value.
    func testEnumerationValuesInARealTextAlign() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: "text_align=\"", in: widget))
        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: value))
        XCTAssertEqual(Set(found.map(\.label)), ["CENTER", "LEFT", "RIGHT"])
        XCTAssertEqual(
            RealText.string(found.first?.replacing, of: widget).map { ["CENTER", "LEFT", "RIGHT"].contains($0) }, true)
        XCTAssertNil(found.first?.insertText)
    }

    /// In a real `text="..."`: every token id, each with its default-language text (strings.xml)
    /// as detail; half-typed and unclosed (`text="Capt` and the rest of the file after it).
    func testTokenIDsInARealTextAttributeAlsoWhenUnclosed() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let (value, close, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))
        let strings = String(decoding: try bundle.text("strings/strings.xml"), as: UTF8.self)
        var ids: Set<String> = []
        for file in ["strings.xml", "strings.es.xml", "strings.pt.xml"] {
            let text = String(decoding: try bundle.text("strings/" + file), as: UTF8.self)
            ids.formUnion(text.matches(of: /<token id="([^"]*)"/).map { String($0.output.1) })
        }

        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: value))
        XCTAssertEqual(Set(found.map(\.label)), ids)
        let candidate = try XCTUnwrap(found.first { $0.label == token })
        XCTAssertEqual(candidate.kind, .token)
        // strings.xml's text up to its first line break (`&#10;`).
        let line = try XCTUnwrap(strings.firstMatch(of: try Regex("<token id=\"\(token)\">([^<&]*)")))
        XCTAssertEqual(candidate.detail?.hasPrefix(String(line.output[1].substring!)), true, candidate.detail ?? "")
        XCTAssertEqual(candidate.replacing, value..<close)

        // Typing: `text="Capt` with its quote not yet closed.
        let typing = RealText.replacing(value..<(close + 1), with: "Capt", in: widget)
        let typed = LanguageFeatures.completions(bundle.request("widget.xml", typing, at: value + 4))
        XCTAssertFalse(typed.isEmpty)
        XCTAssertTrue(typed.allSatisfy { $0.label.lowercased().contains("c") }, "\(typed.map(\.label))")
        let prefixed = typed.prefix { $0.label.hasPrefix("Capt") }
        XCTAssertEqual(prefixed.count, ids.filter { $0.hasPrefix("Capt") }.count)
        XCTAssertEqual(typed.first?.replacing, value..<(value + 4), "only what was typed is replaced")
    }

    /// In a real `icon="..."`: the image files of every density, each with the densities that
    /// hold it (listed independently from the unpacked folders).
    func testResourceNamesInARealIconWithTheirDensities() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: " icon=\"", in: widget))
        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: value))
        var densities: [String: [String]] = [:]
        let resources = bundle.folder.appendingPathComponent("resources")
        for bucket in try FileManager.default.contentsOfDirectory(atPath: resources.path).sorted(by: {
            Int($0.dropLast(3))! < Int($1.dropLast(3))!
        }) {
            for file in try FileManager.default.contentsOfDirectory(
                atPath: resources.appendingPathComponent(bucket).path)
            where ["png", "jpg", "jpeg", "gif", "webp"].contains(file.split(separator: ".").last!.lowercased()) {
                densities[file, default: []].append(bucket)
            }
        }
        XCTAssertEqual(Set(found.map(\.label)), Set(densities.keys))
        for candidate in found {
            XCTAssertEqual(candidate.kind, .file)
            XCTAssertEqual(candidate.detail, densities[candidate.label]?.joined(separator: ", "), candidate.label)
        }
        XCTAssertFalse(found.contains { $0.label.hasSuffix(".ttf") || $0.label.hasSuffix(".mp4") })
    }

    /// In a real colour value, emptied: the colours the file uses, the most used first.
    func testColoursInUseInARealColourValue() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        var widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: " color=\"", in: widget))
        let close = try XCTUnwrap(widget[value...].firstIndex(of: UInt8(ascii: "\"")))
        widget = RealText.replacing(value..<close, with: "", in: widget)
        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: value))
        var counts: [String: Int] = [:]
        for match in String(decoding: widget, as: UTF8.self).matches(of: /="(#[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{2})?)"/) {
            counts[String(match.output.1), default: 0] += 1
        }
        XCTAssertEqual(Set(found.map(\.label)), Set(counts.keys))
        XCTAssertEqual(found.map { counts[$0.label]! }, found.map { counts[$0.label]! }.sorted(by: >))
        let first = try XCTUnwrap(found.first)
        XCTAssertEqual(first.detail, "used \(counts[first.label]!) times in this file")
        XCTAssertTrue(found.allSatisfy { $0.kind == .colour && $0.documentation?.contains("#RRGGBBAA") == true })
    }

    /// After `<` typed in a real view: the UI elements of 1.3, no `<view>`; in the root: `<view>`.
    func testElementNamesInARealView() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let inView = try XCTUnwrap(RealText.offset(after: "<view id=\"CaptureIDFront\">", in: widget))
        let typing = RealText.inserting("\n<", at: inView, in: widget)
        let found = LanguageFeatures.completions(bundle.request("widget.xml", typing, at: inView + 2))
        let expected = Set(try XCTUnwrap(ViewsVocabulary.elements(version: "1.3")).keys)
            .subtracting(["view", ViewsVocabulary.rootName])
        XCTAssertEqual(Set(found.map(\.label)), expected)
        XCTAssertTrue(found.contains { $0.label == "button" })

        let beforeView = try XCTUnwrap(RealText.offset(of: "<view id=\"CaptureIDFront\">", in: widget))
        let inRoot = RealText.inserting("<v\n", at: beforeView, in: widget)
        let root = LanguageFeatures.completions(bundle.request("widget.xml", inRoot, at: beforeView + 2))
        XCTAssertEqual(root.map(\.label), ["view"])
    }

    /// Inside a commented-out button (the real file has some): nothing.
    func testNothingInsideARealComment() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let text = String(decoding: widget, as: UTF8.self)
        let commented = try XCTUnwrap(text.range(of: "<button "))
        let offset = text[..<commented.upperBound].utf8.count
        XCTAssertNotEqual(RealText.offset(after: "<button ", in: widget), offset, "the first button is commented out")
        XCTAssertEqual(LanguageFeatures.completions(bundle.request("widget.xml", widget, at: offset)), [])
    }

    /// The 2024-01 selfie widget (1.1): its `<button>` completes with the 1.1 vocabulary, which
    /// is not 1.3's.
    func testASelfieWidgetCompletesWithItsGenerationsVocabulary() throws {
        let bundle = try RealBundle("history/and-355e60fa1aff.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        XCTAssertTrue(String(decoding: widget, as: UTF8.self).contains("version=\"1.1\""))
        let start = try XCTUnwrap(RealText.offset(of: "<button ", in: widget))
        let end = try XCTUnwrap(RealText.offset(of: "/>", in: widget, from: start))
        let tag = String(decoding: widget[start..<end], as: UTF8.self)
        let present = Set(tag.matches(of: /([A-Za-z_]+)="/).map { String($0.output.1) })
        let older = Set(try XCTUnwrap(ViewsVocabulary.elements(version: "1.1")["button"]).keys)
        let newer = Set(try XCTUnwrap(ViewsVocabulary.elements(version: "1.3")["button"]).keys)
        XCTAssertNotEqual(older, newer)

        let found = LanguageFeatures.completions(bundle.request("widget.xml", widget, at: end))
        XCTAssertEqual(Set(found.map(\.label)), older.subtracting(present))
    }

    /// In a real ML program: `<` offers the instructions; a real `rejectIfNotValid src=`
    /// offers the program's variables, the one written just before first.
    func testInstructionsAndVariablesInARealDocumentModel() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let path = "documents/DocumentDL_All.xml"
        let model = try bundle.text(path)
        let program = try XCTUnwrap(RealText.offset(of: "<ML ", in: model))
        let lineEnd = try XCTUnwrap(model[program...].firstIndex(of: UInt8(ascii: "\n")))
        let typing = RealText.inserting("\n<rej", at: lineEnd, in: model)
        let instructions = LanguageFeatures.completions(bundle.request(path, typing, at: lineEnd + 5))
        let rejecting = MLInstructionTable.names.filter { $0.hasPrefix("rej") }
        XCTAssertGreaterThan(rejecting.count, 2)
        XCTAssertEqual(Set(instructions.prefix(rejecting.count).map(\.label)), Set(rejecting))
        XCTAssertTrue(instructions.allSatisfy { $0.kind == .instruction }, "no <field> for rej")
        XCTAssertFalse(instructions.contains { $0.label == "findLineMatch" })
        XCTAssertEqual(instructions.first { $0.label == "rejectIfNotValid" }?.detail, "requires src")

        let read = try XCTUnwrap(RealText.offset(after: "<rejectIfNotValid src=\"", in: model))
        let close = try XCTUnwrap(model[read...].firstIndex(of: UInt8(ascii: "\"")))
        let variable = String(decoding: model[read..<close], as: UTF8.self)
        let variables = LanguageFeatures.completions(bundle.request(path, model, at: read))
        XCTAssertTrue(variables.allSatisfy { $0.kind == .variable })
        let offered = try XCTUnwrap(variables.first { $0.label == variable }, variable)
        // The real write of it, found in the text before the read.
        let before = String(decoding: model[..<read], as: UTF8.self)
        let write = try XCTUnwrap(before.ranges(of: "dst=\"\(variable)\"").last)
        let writeLine = before[..<write.lowerBound].filter { $0 == "\n" }.count + 1
        XCTAssertEqual(offered.detail?.hasSuffix("at line \(writeLine)"), true, offered.detail ?? "")
    }

    /// A new `<token id="` in the real strings.pt.xml: the ids the other files have and this
    /// one lacks (a translator's to-do), none it has.
    func testANewTokenInARealStringsFileOffersTheIDsItLacks() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let path = "strings/strings.pt.xml"
        let strings = try bundle.text(path)
        func ids(_ file: String) throws -> Set<String> {
            let text = String(decoding: try bundle.text(file), as: UTF8.self)
            return Set(text.matches(of: /<token id="([^"]*)"/).map { String($0.output.1) })
        }
        let own = try ids(path)
        let lacking = try ids("strings/strings.es.xml").union(try ids("strings/strings.xml")).subtracting(own)
        XCTAssertFalse(lacking.isEmpty, "the real pt file lacks tokens the es file has")
        let end = try XCTUnwrap(RealText.offset(of: "</translations>", in: strings))
        let typing = RealText.inserting("<token id=\"", at: end, in: strings)
        let found = LanguageFeatures.completions(bundle.request(path, typing, at: end + 11))
        XCTAssertTrue(lacking.isSubset(of: Set(found.map(\.label))), "\(lacking.subtracting(found.map(\.label)))")
        XCTAssertTrue(own.isDisjoint(with: found.map(\.label)))
    }
}
