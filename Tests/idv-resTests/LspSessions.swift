import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

/// What the tests of `idv-res lsp` as a process share: the real bundle unpacked, messages
/// framed as an editor frames them, and the messages of a server's output read back.
enum LspFrames {
    static func frame(_ json: String) -> Data { Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }

    static func frame(_ message: JSONOutput) -> Data { frame(message.render(pretty: false)) }

    /// The bodies of what a server wrote, in order.
    static func bodies(_ output: String) throws -> [JSONNode] {
        var rest = Substring(output)
        var found: [JSONNode] = []
        while let header = rest.range(of: "\r\n\r\n") {
            let length = try XCTUnwrap(
                Int(rest[..<header.lowerBound].replacingOccurrences(of: "Content-Length: ", with: "")))
            let body = rest[header.upperBound...].utf8.prefix(length)
            found.append(try JSONParser().parse(Array(body)))
            rest = Substring(String(decoding: rest[header.upperBound...].utf8.dropFirst(length), as: UTF8.self))
        }
        return found
    }
}

extension XCTestCase {
    /// The real SelphID bundle of the corpus, unpacked into a fresh folder (removed after the test).
    func unpackedRealSelphID() throws -> URL {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real bundle is not served")
        }
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        var options = Unpacker.Options()
        options.force = true
        let bundle = root.appendingPathComponent("selphid")
        _ = try Unpacker.unpack(
            zip: corpus.appendingPathComponent("zips/selphid-resources-real.zip").path, to: bundle.path,
            options: options)
        return bundle
    }
}
