import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

@testable import LanguageServer

/// A client that writes a whole session up front, runs the server on it in this process
/// (input and output are files, so nothing blocks and the order is the order written), and
/// reads back every message the server wrote.
struct ScriptedClient {
    private(set) var input: [UInt8] = []
    private var nextID = 1

    /// Starts with `initialize` declaring `capabilities` (every one the server uses, unless
    /// told otherwise), and `initialized`.
    init(initialize: Bool = true, capabilities: JSONOutput = ClientProfile.all) {
        if initialize {
            request("initialize", .object([("processId", .null), ("rootUri", .null), ("capabilities", capabilities)]))
            notify("initialized", .object([]))
        }
    }

    /// Sends a request; returns its id.
    @discardableResult
    mutating func request(_ method: String, _ params: JSONOutput = .null) -> Int {
        let id = nextID
        nextID += 1
        write(
            .object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return id
    }

    mutating func notify(_ method: String, _ params: JSONOutput = .null) {
        write(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    mutating func write(_ message: JSONOutput) {
        raw(Array(message.render(pretty: false).utf8))
    }

    /// A body with its header.
    mutating func raw(_ body: [UInt8]) {
        input += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Bytes as they are, header or not.
    mutating func bytes(_ bytes: [UInt8]) { input += bytes }

    mutating func shutdownAndExit() {
        request("shutdown")
        notify("exit")
    }

    // MARK: Documents

    mutating func open(_ path: String, text: String? = nil, version: Int = 1) throws {
        let text = try text ?? String(contentsOfFile: path, encoding: .utf8)
        notify(
            "textDocument/didOpen",
            .object([
                (
                    "textDocument",
                    .object([
                        ("uri", .string(Self.uri(path))), ("languageId", .string("xml")), ("version", .int(version)),
                        ("text", .string(text)),
                    ])
                )
            ]))
    }

    mutating func change(_ path: String, version: Int, _ changes: [JSONOutput]) {
        notify(
            "textDocument/didChange",
            .object([
                ("textDocument", .object([("uri", .string(Self.uri(path))), ("version", .int(version))])),
                ("contentChanges", .array(changes)),
            ]))
    }

    /// A request at a position of a file (hover, completion, definition).
    @discardableResult
    mutating func at(_ method: String, _ path: String, line: Int, character: Int) -> Int {
        request(
            method,
            .object([
                ("textDocument", .object([("uri", .string(Self.uri(path)))])),
                ("position", Self.position(line, character)),
            ]))
    }

    static func position(_ line: Int, _ character: Int) -> JSONOutput {
        .object([("line", .int(line)), ("character", .int(character))])
    }

    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONOutput {
        .object([("start", position(line, start)), ("end", position(endLine, end))])
    }

    static func uri(_ path: String) -> String { DocumentURI.uri(of: path) }

    // MARK: Running

    /// What the server wrote, and its exit status.
    struct Outcome {
        var status: Int32
        var messages: [JSONNode]
        /// Frames that were not JSON (there must be none).
        var unreadable = 0
        /// What the server wrote on its error output.
        var log = ""

        func response(_ id: Int) -> JSONNode? {
            messages.first { $0["id"]?.number == Double(id) && $0["method"] == nil }
        }

        func result(_ id: Int, file: StaticString = #filePath, line: UInt = #line) -> JSONNode? {
            guard let response = response(id) else {
                XCTFail("no response to request \(id)", file: file, line: line)
                return nil
            }
            XCTAssertNil(response["error"], "request \(id) failed", file: file, line: line)
            return response["result"]
        }

        func errorCode(_ id: Int) -> Int? {
            response(id)?["error"]?["code"]?.number.map { Int($0) }
        }

        /// Every publishDiagnostics of the file, in order.
        func published(_ path: String) -> [[JSONNode]] {
            messages.filter {
                $0["method"]?.string == "textDocument/publishDiagnostics"
                    && $0["params"]?["uri"]?.string == ScriptedClient.uri(path)
            }.map { $0["params"]?["diagnostics"]?.array ?? [] }
        }

        /// The diagnostics last published for the file (nil: none published).
        func last(_ path: String) -> [JSONNode]? { published(path).last }

        /// The messages written before the response to request `id` (what a client has by then).
        func before(_ id: Int) -> Outcome {
            guard let index = messages.firstIndex(where: { $0["id"]?.number == Double(id) && $0["method"] == nil })
            else { return self }
            return Outcome(status: status, messages: Array(messages[..<index]), log: log)
        }
    }

    func run(_ settings: ServerSettings = ServerSettings()) throws -> Outcome {
        let folder = try TemporaryFolder.make("idv-res-lsp")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inPath = folder.appendingPathComponent("in").path
        let outPath = folder.appendingPathComponent("out").path
        let logPath = folder.appendingPathComponent("log").path
        try Data(input).write(to: URL(fileURLWithPath: inPath))
        try Data().write(to: URL(fileURLWithPath: outPath))
        try Data().write(to: URL(fileURLWithPath: logPath))
        let inHandle = try XCTUnwrap(FileHandle(forReadingAtPath: inPath))
        let outHandle = try XCTUnwrap(FileHandle(forWritingAtPath: outPath))
        let logHandle = try XCTUnwrap(FileHandle(forWritingAtPath: logPath))
        defer {
            try? inHandle.close()
            try? outHandle.close()
            try? logHandle.close()
        }
        let status = LanguageServer(
            input: inHandle.fileDescriptor, output: outHandle.fileDescriptor, errorOutput: logHandle.fileDescriptor,
            settings: settings
        ).run()
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: outPath)))
        var outcome = Self.read(written, status: status)
        outcome.log = try String(contentsOfFile: logPath, encoding: .utf8)
        return outcome
    }

    /// The messages of a server's output.
    static func read(_ written: [UInt8], status: Int32) -> Outcome {
        var framer = MessageFramer(maxBodyBytes: 1 << 30)
        framer.append(written[...])
        var outcome = Outcome(status: status, messages: [])
        while let frame = framer.next() {
            guard case .body(let body) = frame, let node = try? JSONParser().parse(body) else {
                outcome.unreadable += 1
                continue
            }
            outcome.messages.append(node)
        }
        return outcome
    }
}

extension XCTestCase {
    /// The real SelphID bundle of the corpus, unpacked into a fresh folder (removed after the test).
    func unpackedSelphID(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard let corpus = PackagePaths.corpusDirectory else {
            throw Prerequisite.missing(
                "../shared/corpus is absent: the real bundle is not served", file: file, line: line)
        }
        let parent = try TemporaryFolder.make("idv-res-lsp-bundle")
        addTeardownBlock { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("selphid")
        var options = Unpacker.Options()
        options.force = true
        _ = try Unpacker.unpack(
            zip: corpus.appendingPathComponent("zips/selphid-resources-real.zip").path, to: folder.path,
            options: options)
        return folder
    }

    /// A fresh folder with `files` (path: text), removed after the test.
    func folder(_ files: [String: String]) throws -> URL {
        let root = try TemporaryFolder.make("idv-res-lsp-files")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}

extension JSONNode {
    /// A diagnostic's rule id and line (from 1, as validate prints it).
    var codeAndLine: String {
        "\(self["code"]?.string ?? "?"):\(Int(self["range"]?["start"]?["line"]?.number ?? -2) + 1)"
    }
}
