import Foundation
import LivePreview
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

/// `idv-res preview BUNDLE --serve` as a user starts it: its first line, what it refuses, and
/// how it stops.
final class PreviewServeCLITests: XCTestCase {
    static let sample = samplesDirectory.appendingPathComponent("preview/long-german").path

    func testItPrintsWhereItServesFirstAndStopsCleanlyOnEachSignal() throws {
        let binary = try builtExecutable()
        let bundle = try copyOfSample()
        let before = readTree(bundle)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let temporary = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: temporary) }
            let server = try ServedPreview(binary, [bundle.path], environment: ["TMPDIR": temporary.path])
            XCTAssertEqual(
                server.firstLine, "Serving http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)",
                "exactly this line first")
            let index = try RawHTTP.get("/", port: server.port)
            XCTAssertEqual(index.status, 200)
            XCTAssertTrue(index.text.contains("<title>long-german - preview (default)</title>"), index.text)
            XCTAssertEqual(try RawHTTP.get("/", port: server.port, host: "attacker.example:\(server.port)").status, 403)
            kill(server.child.processIdentifier, signal)
            let result = server.child.wait(timeout: 30)
            XCTAssertEqual(result.status, 0, "\(Interruption.name(of: signal)): \(result.err)")
            XCTAssertEqual(result.out, server.firstLine + "\n", "nothing more on standard output")
            XCTAssertTrue(result.err.hasSuffix("stopped serving http://127.0.0.1:\(server.port)/\n"), result.err)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: temporary.path), [],
                "nothing left in TMPDIR (the site lives in memory)")
            XCTAssertThrowsError(try RawHTTP.get("/", port: server.port), "still listening")
        }
        XCTAssertEqual(readTree(bundle), before, "nothing written into the bundle")
    }

    func testOptionsThatDoNotGoWithServeAreUsageErrors() throws {
        let site = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: site) }
        let out = site.appendingPathComponent("site").path
        let cases: [([String], String)] = [
            (["--serve", "-o", out], "error: --output does not go with --serve"),
            (["--serve", "--check"], "error: --check does not go with --serve"),
            (["--serve", "--format", "json"], "error: --format does not go with --serve"),
            (["--port", "8080", "-o", out], "error: --port goes with --serve"),
            ([], "error: missing '--output <dir>': the folder to write the site into (or --serve)"),
            (["--serve", "--port", "70000"], "error: invalid value '70000' for '--port"),
        ]
        for (arguments, message) in cases {
            let result = runCLI(["preview", Self.sample] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix(message), "\(arguments): \(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(arguments) wrote the site")
        }
    }

    /// An input that is no bundle is refused before anything is served, in validate's words and
    /// with its status (the input gate, as for `preview -o`); a folder validate reads that has no
    /// widget.xml has nothing to draw.
    func testWhatCannotBeServedIsSaidWithItsFile() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let notBundle = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notBundle, withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: notBundle.appendingPathComponent("readme.txt"))
        let truncated = root.appendingPathComponent("half.zip")
        let packed = root.appendingPathComponent("good.zip")
        _ = try Packer.pack(directory: samplesDirectory.appendingPathComponent("bundles/good").path, to: packed.path)
        let zip = try Data(contentsOf: packed)
        try zip.prefix(zip.count / 2).write(to: truncated)
        let cases: [(String, Int32, String)] = [
            (notBundle.path, 1, "\(notBundle.path): error: nothing idv-res reads: "),
            (truncated.path, 1, "\(truncated.path): error: cannot open the zip: "),
            (root.appendingPathComponent("missing").path, 3, "\(root.path)/missing: error: cannot read: no such file"),
        ]
        for (input, status, message) in cases {
            let validate = runCLI(["validate", input])
            let result = runCLI(["preview", input, "--serve"])
            XCTAssertEqual(result.status, status, "\(input): \(result.err)")
            XCTAssertEqual(result.status, validate.status, input)
            XCTAssertTrue(result.err.hasPrefix(message), "\(input): \(result.err)")
            XCTAssertTrue(validate.out.hasPrefix(result.err), "\(input): validate says \(validate.out)")
            XCTAssertEqual(result.out, "", "nothing served")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: notBundle.path), ["readme.txt"])

        let stringsOnly = root.appendingPathComponent("texts")
        try FileManager.default.createDirectory(
            at: stringsOnly.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try Data("<translations><token id=\"a\">A</token></translations>".utf8).write(
            to: stringsOnly.appendingPathComponent("strings/strings.xml"))
        let result = runCLI(["preview", stringsOnly.path, "--serve"])
        XCTAssertEqual(result.status, 3, result.err)
        XCTAssertEqual(
            result.err, "error: \(stringsOnly.path) has no widget.xml (or it does not parse): nothing to preview\n")
        XCTAssertEqual(result.out, "", "nothing served")
    }

    /// A port taken is exit 2 and says so; a second server on the same bundle takes its own port.
    func testAPortInUseIsRefusedAndASecondServerTakesAnotherPort() throws {
        let binary = try builtExecutable()
        let first = try ServedPreview(binary, [Self.sample])
        defer { kill(first.child.processIdentifier, SIGTERM) }
        let taken = runCLI(["preview", Self.sample, "--serve", "--port", String(first.port)])
        XCTAssertEqual(taken.status, 2, taken.err)
        XCTAssertEqual(
            taken.err,
            "error: cannot listen on 127.0.0.1:\(first.port): the port is in use (another server?); choose another "
                + "with --port, or 0 for any free one\n")
        let second = try ServedPreview(binary, [Self.sample])
        XCTAssertNotEqual(second.port, first.port)
        XCTAssertEqual(try RawHTTP.get("/", port: second.port).status, 200)
        XCTAssertEqual(try RawHTTP.get("/", port: first.port).status, 200)
        kill(second.child.processIdentifier, SIGTERM)
        XCTAssertEqual(second.child.wait(timeout: 30).status, 0)
    }

    /// `--open` runs the desktop's opener once with the index (a fake `xdg-open` on PATH
    /// records it); without one on PATH it only says so.
    func testOpenOpensTheIndexOnceInTheDefaultBrowser() throws {
        #if os(Linux)
            let binary = try builtExecutable()
            let tools = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: tools) }
            let calls = tools.appendingPathComponent("calls.txt")
            let opener = tools.appendingPathComponent("xdg-open")
            try "#!/bin/sh\necho \"$*\" >> '\(calls.path)'\n".write(to: opener, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
            let path = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let server = try ServedPreview(binary, [Self.sample, "--open"], environment: ["PATH": path])
            defer { kill(server.child.processIdentifier, SIGTERM) }
            let deadline = Date(timeIntervalSinceNow: 30)
            while !FileManager.default.fileExists(atPath: calls.path), Date() < deadline { usleep(10_000) }
            usleep(300_000)
            XCTAssertEqual(try String(contentsOf: calls, encoding: .utf8), "http://127.0.0.1:\(server.port)/\n")

            let without = try ServedPreview(binary, [Self.sample, "--open"], environment: ["PATH": "/nowhere"])
            kill(without.child.processIdentifier, SIGTERM)
            let result = without.child.wait(timeout: 30)
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(
                result.err.hasPrefix(
                    "warning: --open: no xdg-open on PATH; open http://127.0.0.1:\(without.port)/ in a browser\n"),
                result.err)
        #else
            throw XCTSkip("the opener is xdg-open on Linux only")
        #endif
    }

    /// README's loop, run: the real SelphID zip unpacked as `resources/` with a German file
    /// added, served with `--open` (a fake `xdg-open`), a German text saved, widget.xml broken
    /// and fixed, Ctrl-C. Times and the port are the only differences allowed.
    func testREADMEShowsTheLoop() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: README's loop is not run")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("resources")
        _ = try Unpacker.unpack(
            zip: corpus.appendingPathComponent("zips/selphid-resources-real.zip").path, to: bundle.path)
        let strings = bundle.appendingPathComponent("strings")
        try FileManager.default.copyItem(
            at: strings.appendingPathComponent("strings.es.xml"), to: strings.appendingPathComponent("strings.de.xml"))
        let opener = root.appendingPathComponent("bin/xdg-open")
        try FileManager.default.createDirectory(
            at: opener.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        let path = opener.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let server = try ServedPreview(
            try builtExecutable(), ["resources/", "--open"], environment: ["PATH": path], directory: root.path)
        func save(_ file: String, _ old: String, _ new: String, line: Int) throws {
            let url = bundle.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), old)
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
            let deadline = Date(timeIntervalSinceNow: 60)
            while server.child.standardError().split(separator: "\n").count < line, Date() < deadline { usleep(10_000) }
        }
        try save("strings/strings.de.xml", "Pon el FRENTE", "Zeige die VORDERSEITE", line: 1)
        try save("widget.xml", "<view id=\"CaptureIDFront\">", "<view id=\"CaptureIDFront\" <<", line: 2)
        try save("widget.xml", "<view id=\"CaptureIDFront\" <<", "<view id=\"CaptureIDFront\">", line: 3)
        kill(server.processIdentifier, SIGINT)
        let result = server.child.wait(timeout: 60)
        XCTAssertEqual(result.status, 0, result.err)
        func masked(_ text: String) -> String {
            text.replacing(/\d\d:\d\d:\d\d(?= )/, with: "HH:MM:SS").replacing(
                /127\.0\.0\.1:\d+/, with: "127.0.0.1:PORT"
            )
            .replacingOccurrences(of: "^C", with: "")
        }
        let transcript = "$ idv-res preview resources/ --serve --open\n" + result.out + result.err
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(
            masked(readme).contains(masked(transcript)), "README.md's loop differs from the run:\n\(transcript)")
    }

    private func copyOfSample() throws -> URL {
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("long-german")
        try FileManager.default.copyItem(atPath: Self.sample, toPath: copy.path)
        return copy
    }
}

/// `idv-res preview ARGS --serve` running, once it said where it serves.
struct ServedPreview {
    let child: ChildProcess
    let firstLine: String
    let port: UInt16
    private let wrapped: Bool

    /// idv-res's own process: the child, or the child's child under a wrapper (strace).
    var processIdentifier: pid_t {
        guard wrapped else { return child.processIdentifier }
        #if os(Linux)
            let path = "/proc/\(child.processIdentifier)/task/\(child.processIdentifier)/children"
            if let children = try? String(contentsOfFile: path, encoding: .utf8),
                let first = children.split(separator: " ").first, let pid = pid_t(first)
            {
                return pid
            }
        #endif
        return child.processIdentifier
    }

    struct NotServing: Error, CustomStringConvertible {
        let description: String
    }

    init(
        _ binary: String, _ arguments: [String], environment: [String: String] = [:], wrapper: [String] = [],
        directory: String? = nil
    ) throws {
        wrapped = !wrapper.isEmpty
        let command = wrapper.isEmpty ? binary : wrapper[0]
        let all = Array(wrapper.dropFirst()) + (wrapper.isEmpty ? [] : [binary]) + ["preview"] + arguments + ["--serve"]
        child = try ChildProcess(
            command, all, in: directory, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
        let deadline = Date(timeIntervalSinceNow: 60)
        var output = ""
        while !output.contains("\n") {
            guard child.isRunning, Date() < deadline else {
                throw NotServing(description: "no address from \(all): \(child.standardError())")
            }
            usleep(5_000)
            output = child.standardOutput()
        }
        firstLine = String(output.prefix { $0 != "\n" })
        guard let match = firstLine.firstMatch(of: /^Serving http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C to stop\)$/),
            let port = UInt16(match.output.1)
        else { throw NotServing(description: "not the address line: \(firstLine)") }
        self.port = port
    }
}
