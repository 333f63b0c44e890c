import Diagnostics
import Foundation
import Localization
import ResourceBundle
import XCTest

/// Hostile inputs of every class issue 12 names (fuzz crashers, FIFOs, limits past sane,
/// combinatorial globs, wide tables, huge manifests), each through the real binary: it must
/// end within a generous timeout, with exit status 0-3 and a located finding or a clear
/// message, and within bounded memory where memory was the problem.
final class HardeningTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func write(_ path: String, _ text: String) throws {
        try write(path, Array(text.utf8))
    }

    /// Ended by itself, with 0-3, and said something located or clear when not 0.
    private func assertCleanEnd(
        _ result: SubprocessResult, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(result.timedOut, "\(what): still running after the timeout", file: file, line: line)
        XCTAssertTrue(
            (0...3).contains(result.status), "\(what): exit \(result.status)\n\(result.err)", file: file, line: line)
        if result.status != 0 {
            XCTAssertFalse((result.out + result.err).isEmpty, "\(what): failed without a word", file: file, line: line)
        }
        XCTAssertFalse(
            result.err.contains("Fatal error") || result.err.contains("AddressSanitizer"), "\(what): \(result.err)",
            file: file, line: line)
    }

    private static let located = try! NSRegularExpression(pattern: #":[0-9]+:[0-9]+: (error|warning|note): "#)

    private func hasLocatedFinding(_ text: String, rule: String) -> Bool {
        text.split(separator: "\n").contains { line in
            line.hasSuffix("[\(rule)]")
                && Self.located.firstMatch(in: String(line), range: NSRange(line.startIndex..., in: line)) != nil
        }
    }

    // MARK: Fuzz crashers

    /// The file each harness's bytes are written to, as findings name it.
    private static let shownPaths = [
        "bundle/widget.xml", "bundle/documents/DocumentID_All.xml", "bundle/strings/strings.xml", "animation.json",
        "app/en.lproj/Localizable.strings", "app/Localizable.xcstrings", "import.xliff", "SHA256SUMS", "Package.swift",
        "config.json",
    ]

    /// Every `path:line:col` naming the fuzzed file lies inside it: a line it has, a column
    /// within that line (one past its end allowed). Lines end at `\n`, or also at a lone `\r`.
    private func assertLocationsInside(
        _ output: String, _ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        func lengths(anyBreak: Bool, of bytes: [UInt8] = bytes) -> [Int] {
            var lengths: [Int] = []
            var current = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0A || (anyBreak && bytes[index] == 0x0D) {
                    if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    lengths.append(current)
                    current = 0
                } else {
                    current += 1
                }
                index += 1
            }
            return lengths + [current]
        }
        var views = [lengths(anyBreak: false), lengths(anyBreak: true)]
        // A UTF-16 file has its lines and columns in its decoded text: UTF-16 units in a
        // .strings file, the bytes of the UTF-8 text in XML and any other reader.
        let decoded = DecodedText(bytes)
        if decoded.detection.isUTF16 {
            views += [lengths(anyBreak: false, of: decoded.utf8), lengths(anyBreak: true, of: decoded.utf8)]
            let text = String(String.UnicodeScalarView(StringsTextEncoding.decode(decoded).scalars))
            views.append(
                text.split(
                    omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
                )
                .map { $0.utf16.count })
        }
        let pattern = try! NSRegularExpression(pattern: #"^(.*?):([0-9]+):([0-9]+): "#, options: [.anchorsMatchLines])
        for match in pattern.matches(in: output, range: NSRange(output.startIndex..., in: output)) {
            let text = { (i: Int) in String(output[Range(match.range(at: i), in: output)!]) }
            guard Self.shownPaths.contains(where: { text(1).hasSuffix($0) }), let l = Int(text(2)), let c = Int(text(3))
            else { continue }
            let fits = views.contains { l >= 1 && l <= $0.count && c >= 1 && c <= $0[l - 1] + 1 }
            XCTAssertTrue(fits, "\(name): \(text(1)):\(l):\(c) is outside the input", file: file, line: line)
        }
    }

    /// Where each harness's input goes and the command that reads it the way the harness did.
    private func prepare(harness: String, _ bytes: [UInt8]) throws -> [String]? {
        switch harness {
        case "xml", "widget":
            try write("bundle/widget.xml", bytes)
            return ["validate", "bundle"]
        case "documents":
            try write("bundle/documents/DocumentID_All.xml", bytes)
            return ["validate", "bundle"]
        case "translations":
            try write("bundle/strings/strings.xml", bytes)
            return ["validate", "bundle"]
        case "lottie", "json":
            try write("animation.json", bytes)
            return ["lottie", "animation.json"]
        case "strings":
            try write("app/en.lproj/Localizable.strings", bytes)
            return ["validate", "app"]
        case "xcstrings":
            try write("app/Localizable.xcstrings", bytes)
            return ["validate", "app"]
        case "xliff":
            try write("app/en.lproj/Localizable.strings", "\"selphid_component_tip_title\" = \"Photo\";\n")
            try write("import.xliff", bytes)
            return ["strings", "--import", "import.xliff", "app"]
        case "checksums":
            try write("SHA256SUMS", bytes)
            return ["verify", "-c", "SHA256SUMS"]
        case "packageswift":
            try write("Package.swift", bytes)
            return ["verify", "--package-swift", "Package.swift"]
        case "config":
            try write("config.json", bytes)
            return [
                "validate", "--config", "config.json", samplesDirectory.appendingPathComponent("bundles/good").path,
            ]
        case "specificdata":
            // No NUL in a command line: a control character that can be passed instead.
            return ["specific-data", String(decoding: bytes.map { $0 == 0 ? 1 : $0 }, as: UTF8.self)]
        case "zip":
            try write("bundle.zip", bytes)
            return ["validate", "bundle.zip"]
        default:
            return nil  // another suite's fixture (views-*, models-*)
        }
    }

    func testFuzzCrashersEndCleanly() throws {
        let folder = fixturesDirectory.appendingPathComponent("fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var ran = 0
        for name in names {
            let harness = String(name.prefix { $0 != "-" })
            // views-* and models-* (files and folders) belong to their own suites.
            guard !["views", "models"].contains(harness) else { continue }
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            try? FileManager.default.removeItem(at: root)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            guard let arguments = try prepare(harness: harness, bytes) else { continue }
            let result = try runSubprocess(arguments, in: root)
            assertCleanEnd(result, name)
            assertLocationsInside(result.out + result.err, bytes, name)
            // Whatever the input held, the report is text: no control character reaches it.
            let controls = (result.out + result.err).unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F
            }
            XCTAssertTrue(controls.isEmpty, "\(name): control characters \(controls.map(\.value)) in the output")
            ran += 1
        }
        XCTAssertGreaterThan(ran, 0, "no fuzz crasher of these harnesses in \(folder.path)")
    }

    // MARK: Only regular files

    func testFIFOGivenAsInputIsRefusedAtOnce() throws {
        XCTAssertEqual(mkfifo(root.appendingPathComponent("widget.xml").path, 0o600), 0)
        let result = try runSubprocess(["validate", "widget.xml"], in: root, timeout: 30)
        assertCleanEnd(result, "validate FIFO")
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.out.contains("widget.xml: error: cannot read: a FIFO, not a file: refused"), result.out)
        // Every command that opens an input, a zip (libzip would wait) or a file to hash.
        XCTAssertEqual(mkfifo(root.appendingPathComponent("b.zip").path, 0o600), 0)
        // An XLIFF to import into a bundle's strings (the app import has its own test).
        XCTAssertEqual(mkfifo(root.appendingPathComponent("x.xliff").path, 0o600), 0)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("imp/strings"), withIntermediateDirectories: true)
        try Data("<translations>\n<token id=\"a\">A</token>\n</translations>\n".utf8)
            .write(to: root.appendingPathComponent("imp/strings/strings.xml"))
        for command in [
            ["strings", "imp", "--import", "x.xliff", "--dry-run"],
            ["ls", "b.zip"], ["unpack", "b.zip", "-o", "out"], ["strings", "b.zip"], ["checksum", "b.zip"],
            ["lottie", "widget.xml"], ["specific-data", "ES|<ALL>", "--models", "b.zip"],
            ["validate", "--config", "b.zip", "widget.xml"],
        ] {
            let result = try runSubprocess(command, in: root, timeout: 30)
            assertCleanEnd(result, command.joined(separator: " "))
            XCTAssertNotEqual(result.status, 0, command.joined(separator: " "))
            XCTAssertTrue((result.out + result.err).contains("FIFO"), "\(command): \(result.out)\(result.err)")
        }
    }

    func testFIFOsInABundleFolderAreReportedNeverRead() throws {
        try write("bundle/widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("bundle/strings"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("bundle/strings/strings.xml").path, 0o600), 0)
        XCTAssertEqual(mkfifo(root.appendingPathComponent("bundle/documents.xml").path, 0o600), 0)
        let result = try runSubprocess(["validate", "bundle"], in: root, timeout: 30)
        assertCleanEnd(result, "validate a folder with FIFOs")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.contains(
                "bundle/strings/strings.xml: error: 'strings/strings.xml' is a device, FIFO or socket, not a file"),
            result.out)
        XCTAssertTrue(
            result.out.contains("bundle/documents.xml: error: 'documents.xml' is a device, FIFO or socket"), result.out)
    }

    func testFIFOInAChecksumManifestIsRefused() throws {
        XCTAssertEqual(mkfifo(root.appendingPathComponent("a.zip").path, 0o600), 0)
        try write("SUMS", String(repeating: "0", count: 64) + "  a.zip\n")
        let result = try runSubprocess(["verify", "-c", "SUMS"], in: root, timeout: 30)
        assertCleanEnd(result, "verify a FIFO")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.out.contains("not a regular file (a FIFO, socket or device): refused"), result.out)
    }

    // MARK: Limits

    func testOneHundredThousandAttributesAreRefusedBeforeLibxml2() throws {
        let attributes = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        try write(
            "widget.xml", "<facephi-widget-conf version=\"1.3\">\n  <view \(attributes)/>\n</facephi-widget-conf>\n")
        let result = try runSubprocess(["validate", "widget.xml"], in: root)
        assertCleanEnd(result, "100,000 attributes")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.contains(
                "widget.xml:2:3: error: an element has 100000 attributes, over the limit of 256 (--max-attributes): refused before parsing [input.limit]"
            ),
            result.out)
    }

    func testDeepNestingLongLinesAndSizeAreRefusedWhereTheyStart() throws {
        let deep =
            "<facephi-widget-conf version=\"1.3\">\n" + String(repeating: "<a>", count: 100)
            + String(repeating: "</a>", count: 100) + "\n</facephi-widget-conf>\n"
        try write("bundle/widget.xml", deep)
        try write(
            "bundle/strings/strings.xml",
            "<translations>\n<token name=\"t\">" + String(repeating: "x", count: 300_000)
                + "</token>\n</translations>\n")
        var result = try runSubprocess(["validate", "bundle"], in: root)
        assertCleanEnd(result, "deep and long")
        // The 64th <a> is the 65th element: columns 1 + 3 * 63.
        XCTAssertTrue(
            result.out.contains(
                "bundle/widget.xml:2:190: error: elements nest 65 deep here, over the limit of 64 (--max-depth)"),
            result.out)
        XCTAssertTrue(
            result.out.contains(
                "bundle/strings/strings.xml:2:262145: error: line 2 is 300024 bytes long, over the limit of 262144"),
            result.out)
        XCTAssertTrue(hasLocatedFinding(result.out, rule: "input.limit"))

        result = try runSubprocess(["validate", "--max-file-size", "1K", "--max-depth", "200", "bundle"], in: root)
        assertCleanEnd(result, "size limit")
        XCTAssertTrue(
            result.out.contains(
                "bundle/strings/strings.xml: error: strings/strings.xml is 300056 bytes, over the 1 KiB file size limit (--max-file-size): refused before reading [input.limit]"
            ),
            result.out)
        XCTAssertFalse(
            result.out.contains("bundle/widget.xml:2:190:"), "depth 101 is within --max-depth 200:\n\(result.out)")
    }

    func testLimitsComeFromTheConfigurationAndBadOnesAreLocated() throws {
        try write(
            "widget.xml",
            "<facephi-widget-conf version=\"1.3\">\n  <view name=\"a\" type=\"b\" x=\"c\"/>\n</facephi-widget-conf>\n")
        try write(".idv-res.json", "{\n  \"limits\": { \"maxAttributes\": 2 }\n}\n")
        var result = try runSubprocess(["validate", "widget.xml"], in: root)
        XCTAssertTrue(
            result.out.contains(
                "widget.xml:2:3: error: an element has 3 attributes, over the limit of 2 (--max-attributes)"),
            result.out)
        // The command line overrides the file.
        result = try runSubprocess(["validate", "--max-attributes", "3", "widget.xml"], in: root)
        XCTAssertFalse(result.out.contains("input.limit"), result.out)
        try write(".idv-res.json", "{\n  \"limits\": { \"maxAttributes\": 0, \"maxDepht\": 3 }\n}\n")
        result = try runSubprocess(["validate", "widget.xml"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.err.contains(
                ".idv-res.json:2:32: error: limit \"maxAttributes\": expected a whole number of at least 1"), result.err
        )
        try write(".idv-res.json", "{\n  \"limits\": { \"maxDepht\": 3 }\n}\n")
        result = try runSubprocess(["validate", "widget.xml"], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.err.contains(".idv-res.json:2:15: error: unknown limit \"maxDepht\"; did you mean 'maxDepth'?"),
            result.err)
    }

    // MARK: Linear algorithms

    func testTwentyFourDoubleStarGlobsMatchQuickly() throws {
        let pattern = String(repeating: "**/", count: 24) + "missing.png"
        try write("config.json", "{ \"ignore\": [\"\(pattern)\", \"\(String(repeating: "**/", count: 24))*.rtf\"] }\n")
        let bundle = samplesDirectory.appendingPathComponent("bundles/good").path
        let result = try runSubprocess(["validate", "--config", "config.json", bundle], in: root, timeout: 30)
        assertCleanEnd(result, "24 ** globs")
        XCTAssertEqual(result.status, 0, result.out)
    }

    func testStringsTableWithASixThousandCharacterKey() throws {
        let key = "selphid_component_" + String(repeating: "k", count: 6_000)
        try write(
            "app/en.lproj/Localizable.strings", "\"\(key)\" = \"x\";\n\"selphid_component_tip_title\" = \"Photo\";\n")
        try write("app/es.lproj/Localizable.strings", "\"\(key)\" = \"y\";\n\"a\\nb\" = \"z\";\n")
        let result = try runSubprocess(["strings", "app"], in: root, timeout: 60)
        assertCleanEnd(result, "strings with a long key")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.filter { $0.hasPrefix(key) }.count, 1, "one row for the long key")
        XCTAssertFalse(lines.contains { $0.hasSuffix(" ") }, "table rows end without padding")
    }

    func testTwentyMegabytePackageSwiftStaysSmall() throws {
        let checksum = String(repeating: "0", count: 64)
        var text = "let package = Package(name: \"x\", targets: [\n"
        text += "  .binaryTarget(name: \"A\", url: \"https://cdn.example.com/a.zip\", checksum: \"\(checksum)\"),\n"
        try write("small/Package.swift", text + "])\n")
        let filler =
            "  a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, (1), [2], {3}, \"s\",\n"
        text += String(repeating: filler, count: 20_000_000 / filler.utf8.count) + "])\n"
        try write("Package.swift", text)
        // A sanitized build keeps freed memory in quarantine; keep that small to measure ours.
        let environment = ["ASAN_OPTIONS": "detect_leaks=0:quarantine_size_mb=8"]
        let baseline = try runSubprocess(
            ["verify", "--package-swift", "Package.swift"], in: root.appendingPathComponent("small"),
            environment: environment)
        let result = try runSubprocess(
            ["verify", "--package-swift", "Package.swift"], in: root, timeout: 300, environment: environment)
        assertCleanEnd(result, "20 MB Package.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.contains(
                "Package.swift:2:33: error: binaryTarget 'A': a.zip is missing [checksum.missing-file]"), result.out)
        // Before: 1.9 GB for 20 MB. Now the source and a copy or two: a small multiple of it.
        XCTAssertLessThan(
            result.peakMiB - baseline.peakMiB, 120,
            "peak \(result.peakMiB) MiB, \(baseline.peakMiB) MiB for a small one")
    }

    func testControlCharactersInMessagesStayOnOneLine() throws {
        try write(
            "bundle/widget.xml",
            "<facephi-widget-conf version=\"1.3\">\n  <view name=\"a\u{1B}[31mred\nline\" type=\"b\"/>\n</facephi-widget-conf>\n"
        )
        let result = try runSubprocess(["validate", "bundle"], in: root)
        assertCleanEnd(result, "control characters")
        XCTAssertFalse(result.out.contains("\u{1B}"), "a terminal escape from the input reached the output")
        let lines = result.out.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 1, result.out)
        for line in lines.dropLast() {
            XCTAssertTrue(line.hasPrefix("bundle/") && line.hasSuffix("]"), "not one finding per line: \(line)")
        }
    }
}
