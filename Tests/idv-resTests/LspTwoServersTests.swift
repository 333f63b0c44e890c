import Diagnostics
import Foundation
import TestSupport
import XCTest

/// The `file:` URI of a temporary path (letters, digits, `/`, `-`, `_`, `.`: nothing to escape).
private func uri(_ path: String) -> String { "file://" + path }

/// One bundle, two servers: an editor that roots a server at each folder starts one at the
/// bundle and one at `strings/`. Each finds the bundle whatever its root (its findings are
/// the bundle's files'), and checks it with the editor's text of every document it was told
/// about (the other server's buffers are the disk's to it).
final class LspTwoServersTests: XCTestCase {
    private struct Server {
        var root: String
        var messages: [JSONOutput] = []
        var nextID = 2

        init(root: String) {
            self.root = root
            messages.append(
                Self.request(
                    1, "initialize",
                    .object([
                        ("processId", .null), ("rootUri", .string(uri(root))),
                        ("capabilities", .object([])),
                    ])))
            messages.append(Self.notification("initialized", .object([])))
        }

        static func request(_ id: Int, _ method: String, _ params: JSONOutput) -> JSONOutput {
            .object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)])
        }

        static func notification(_ method: String, _ params: JSONOutput) -> JSONOutput {
            .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
        }

        mutating func open(_ path: String, text: String) {
            messages.append(
                Self.notification(
                    "textDocument/didOpen",
                    .object([
                        (
                            "textDocument",
                            .object([
                                ("uri", .string(uri(path))), ("languageId", .string("xml")),
                                ("version", .int(1)), ("text", .string(text)),
                            ])
                        )
                    ])))
        }

        /// A request answered after the findings of what came before it: its id.
        mutating func sync() -> Int {
            nextID += 1
            messages.append(Self.request(nextID, "textDocument/hover", .object([])))
            return nextID
        }

        func run() throws -> [JSONNode] {
            let process = try ChildProcess(try builtExecutable(), ["lsp"], input: .pipe)
            let pipe = try XCTUnwrap(process.inputPipe)
            var input = messages.map(LspFrames.frame).reduce(Data(), +)
            input += LspFrames.frame(Self.request(99, "shutdown", .null))
            input += LspFrames.frame(Self.notification("exit", .null))
            try pipe.write(contentsOf: input)
            let result = process.wait(timeout: 120)
            try? pipe.close()
            XCTAssertEqual(result.status, 0, result.err)
            return try LspFrames.bodies(result.out)
        }
    }

    /// The codes of the findings last published for `path` before the answer to `id`.
    private func findings(_ messages: [JSONNode], _ path: String, before id: Int) -> [String]? {
        let end = messages.firstIndex { $0["id"]?.number == Double(id) && $0["method"] == nil } ?? messages.count
        return messages[..<end].last {
            $0["method"]?.string == "textDocument/publishDiagnostics"
                && $0["params"]?["uri"]?.string == uri(path)
        }.map {
            ($0["params"]?["diagnostics"]?.array ?? []).map {
                "\($0["code"]?.string ?? ""): \($0["message"]?.string ?? "")"
            }
        }
    }

    func testServersRootedAtTheBundleAndAtStringsEachCheckTheBundleWithTheBuffersTheyKnow() throws {
        let bundle = try unpackedRealSelphID().path
        let widget = bundle + "/widget.xml"
        let strings = bundle + "/strings/strings.xml"
        let widgetText = try String(contentsOfFile: widget, encoding: .utf8)
        let stringsText = try String(contentsOfFile: strings, encoding: .utf8)
        // The strings buffer, not saved: CaptureTipFront's line removed.
        let edited = stringsText.components(separatedBy: "\n").filter { !$0.contains("id=\"CaptureTipFront\"") }
            .joined(separator: "\n")
        XCTAssertNotEqual(edited, stringsText)
        let missing = "views.undefined-token: text token 'CaptureTipFront'"

        // At the bundle: widget.xml open; then told about the strings buffer too.
        var atBundle = Server(root: bundle)
        atBundle.open(widget, text: widgetText)
        let beforeStrings = atBundle.sync()
        atBundle.open(strings, text: edited)
        let afterStrings = atBundle.sync()
        // At strings/: only the strings buffer.
        var atStrings = Server(root: bundle + "/strings")
        atStrings.open(strings, text: edited)
        let stringsOnly = atStrings.sync()

        let bundleServer = try atBundle.run()
        let stringsServer = try atStrings.run()
        let first = try XCTUnwrap(findings(bundleServer, widget, before: beforeStrings))
        XCTAssertFalse(first.contains { $0.hasPrefix(missing) }, "the disk's strings.xml has the token: \(first)")
        let second = try XCTUnwrap(findings(bundleServer, widget, before: afterStrings))
        XCTAssertTrue(second.contains { $0.hasPrefix(missing) }, "told about the buffer: \(second)")
        let fromStrings = try XCTUnwrap(
            findings(stringsServer, widget, before: stringsOnly),
            "the server at strings/ publishes the bundle's widget.xml")
        XCTAssertTrue(fromStrings.contains { $0.hasPrefix(missing) }, "its own buffer: \(fromStrings)")
        XCTAssertEqual(Set(fromStrings), Set(second), "the same bundle, the same text: the same findings")
        XCTAssertNil(findings(stringsServer, bundle + "/strings/widget.xml", before: stringsOnly))
    }
}
