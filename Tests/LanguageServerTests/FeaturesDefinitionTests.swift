import Foundation
import XCTest

@testable import LanguageServer

/// Go-to-definition from real places, each target checked by reading the line it names.
final class FeaturesDefinitionTests: XCTestCase {
    /// A real token in `text=` goes to its line in each strings file that has it.
    func testARealTokenGoesToItsLineInEachStringsFile() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let (value, _, token) = try XCTUnwrap(RealText.firstTokenReference(in: widget))

        let targets = LanguageFeatures.definitions(bundle.request("widget.xml", widget, at: value + 1))
        XCTAssertEqual(
            Set(targets.map(\.path)), ["strings/strings.xml", "strings/strings.es.xml", "strings/strings.pt.xml"])
        XCTAssertEqual(targets.first?.path, "strings/strings.xml", "the default language first")
        for target in targets {
            let line = try bundle.line(target.line, of: target.path)
            let column = Array(line.utf8).dropFirst(target.column - 1)
            XCTAssertTrue(String(decoding: column, as: UTF8.self).hasPrefix("id=\"\(token)\""), "\(target): \(line)")
        }
    }

    /// From a token id in strings.es.xml: the same token in the other strings files.
    func testATokenInAStringsFileGoesToTheOtherFiles() throws {
        let bundle = try RealBundle("history/and-34dbcf9994a4.zip")
        defer { bundle.remove() }
        let path = "strings/strings.es.xml"
        let strings = try bundle.text(path)
        let value = try XCTUnwrap(RealText.offset(after: "<token id=\"", in: strings))
        let close = try XCTUnwrap(strings[value...].firstIndex(of: UInt8(ascii: "\"")))
        let token = String(decoding: strings[value..<close], as: UTF8.self)
        let targets = LanguageFeatures.definitions(bundle.request(path, strings, at: value))
        XCTAssertFalse(targets.isEmpty)
        XCTAssertFalse(targets.contains { $0.path == path })
        for target in targets {
            XCTAssertTrue(try bundle.line(target.line, of: target.path).contains("<token id=\"\(token)\""), "\(target)")
        }
    }

    /// A real resource name goes to the file in each density that has it, at line 1, column 1.
    func testARealResourceGoesToItsFileInEachDensity() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: " icon=\"", in: widget))
        let close = try XCTUnwrap(widget[value...].firstIndex(of: UInt8(ascii: "\"")))
        let name = String(decoding: widget[value..<close], as: UTF8.self)
        let targets = LanguageFeatures.definitions(bundle.request("widget.xml", widget, at: close))
        let onDisk = try FileManager.default.contentsOfDirectory(
            atPath: bundle.folder.appendingPathComponent("resources").path
        ).filter {
            FileManager.default.fileExists(atPath: bundle.folder.appendingPathComponent("resources/\($0)/\(name)").path)
        }.map { "resources/\($0)/\(name)" }
        XCTAssertEqual(Set(targets.map(\.path)), Set(onDisk))
        XCTAssertFalse(onDisk.isEmpty)
        XCTAssertTrue(targets.allSatisfy { $0.line == 1 && $0.column == 1 })
    }

    /// A real `rejectIfNotValid src=` goes to the instruction that wrote the variable last
    /// before it, in its program; a real `jumpIfValid dst=` to its `<label>`.
    func testARealVariableReadGoesToTheInstructionThatWroteIt() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let path = "documents/DocumentDL_All.xml"
        let model = try bundle.text(path)
        let read = try XCTUnwrap(RealText.offset(after: "<rejectIfNotValid src=\"", in: model))
        let close = try XCTUnwrap(model[read...].firstIndex(of: UInt8(ascii: "\"")))
        let variable = String(decoding: model[read..<close], as: UTF8.self)
        let readLine = model[..<read].filter { $0 == UInt8(ascii: "\n") }.count + 1

        let targets = LanguageFeatures.definitions(bundle.request(path, model, at: read + 2))
        let target = try XCTUnwrap(targets.first)
        XCTAssertEqual(targets.count, 1)
        XCTAssertEqual(target.path, path)
        XCTAssertLessThan(target.line, readLine)
        let line = try bundle.line(target.line, of: path)
        XCTAssertTrue(line.contains("dst=\"\(variable)\""), line)
        XCTAssertEqual(Array(line.utf8)[target.column - 1], UInt8(ascii: "<"))
        // No later write before the read.
        for between in (target.line + 1)..<readLine {
            XCTAssertFalse(try bundle.line(between, of: path).contains("dst=\"\(variable)\""), "line \(between)")
        }

        let rules = "documents/DocumentCU_All.xml"
        let jumps = try bundle.text(rules)
        let jump = try XCTUnwrap(RealText.offset(of: "<jumpIfValid ", in: jumps))
        let label = try XCTUnwrap(RealText.offset(after: "dst=\"", in: jumps, from: jump))
        let end = try XCTUnwrap(jumps[label...].firstIndex(of: UInt8(ascii: "\"")))
        let name = String(decoding: jumps[label..<end], as: UTF8.self)
        let found = LanguageFeatures.definitions(bundle.request(rules, jumps, at: label))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(try bundle.line(try XCTUnwrap(found.first).line, of: rules).contains("<label src=\"\(name)\""))
    }

    /// Nothing to go to on an attribute that names nothing (a real `text_align`).
    func testNoDefinitionForAPlainValue() throws {
        let bundle = try RealBundle("selphid-resources-real.zip")
        defer { bundle.remove() }
        let widget = try bundle.text("widget.xml")
        let value = try XCTUnwrap(RealText.offset(after: "text_align=\"", in: widget))
        XCTAssertEqual(LanguageFeatures.definitions(bundle.request("widget.xml", widget, at: value)), [])
    }
}
