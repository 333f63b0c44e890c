import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

/// The zip writer behind `pack`: deflate only when it shrinks, streamed big files, parallel
/// compression that cannot change the bytes, and zips other tools read.
final class PackWriterTests: XCTestCase {
    func testEachEntryIsDeflatedOnlyWhenThatMakesItSmaller() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try writeFiles(
            [
                "widget.xml": Array(String(repeating: "<view id=\"A\"/>\n", count: 200).utf8),
                "other/tiny.txt": Array("a".utf8),
                "resources/163dpi/flat.png": [0x89, 0x50, 0x4E, 0x47] + [UInt8](repeating: 0, count: 4000),
                "resources/163dpi/photo.jpg": noise(4000, seed: 1),
                "resources/163dpi/intro.mp4": noise(4000, seed: 2),
            ], at: input)
        let zip = root.appendingPathComponent("a.zip").path
        _ = try Packer.pack(directory: input.path, to: zip)
        let entries = try ZipBundleReader(path: zip).entries
        let methods = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0.compressionMethod) })
        XCTAssertEqual(
            methods,
            [
                "widget.xml": 8, "other/tiny.txt": 0, "resources/163dpi/flat.png": 8,
                "resources/163dpi/photo.jpg": 0, "resources/163dpi/intro.mp4": 0,
            ])
        XCTAssertTrue(
            entries.allSatisfy { $0.compressedSize <= $0.size },
            "\(entries.map { ($0.path, $0.size, $0.compressedSize) })")

        // --store-media: media stored without a try, the rest as before.
        var options = Packer.Options()
        options.storeMedia = true
        let stored = root.appendingPathComponent("b.zip").path
        _ = try Packer.pack(directory: input.path, to: stored, options: options)
        let storedMethods = Dictionary(
            uniqueKeysWithValues: try ZipBundleReader(path: stored).entries.map { ($0.path, $0.compressionMethod) })
        XCTAssertEqual(storedMethods["resources/163dpi/flat.png"], 0)
        XCTAssertEqual(storedMethods["widget.xml"], 8)
    }

    func testStreamedBigFilesAndParallelWorkGiveTheSameBytes() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try writeFiles(mixedTree(), at: input)
        let inMemory = root.appendingPathComponent("memory.zip").path
        let resultA = try Packer.pack(directory: input.path, to: inMemory)
        // Everything over 1 KiB through spool files, workers pausing as soon as 4 KiB wait.
        var options = Packer.Options()
        options.inMemoryLimit = 1024
        options.bufferBudget = 4096
        let streamed = root.appendingPathComponent("streamed.zip").path
        let resultB = try Packer.pack(directory: input.path, to: streamed, options: options)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: inMemory)), try Data(contentsOf: URL(fileURLWithPath: streamed)))
        XCTAssertEqual(resultA.sha256, resultB.sha256)
        XCTAssertEqual(resultB.sha256, SHA256Digest.hex(of: try Data(contentsOf: URL(fileURLWithPath: streamed))))
        XCTAssertEqual(resultB.compressedSize, UInt64(try Data(contentsOf: URL(fileURLWithPath: streamed)).count))
        // Progress: all the bytes announced, then all of them done.
        let counter = ProgressCounter()
        options.progress = ProgressHandler(expect: { counter.add(expected: $0) }, advance: { counter.add(done: $0) })
        let reported = try Packer.pack(
            directory: input.path, to: root.appendingPathComponent("progress.zip").path, options: options)
        XCTAssertEqual(counter.totals.expected, reported.bytes)
        XCTAssertEqual(counter.totals.done, reported.bytes)
        XCTAssertGreaterThan(reported.bytes, 0)
        try FileManager.default.removeItem(atPath: root.appendingPathComponent("progress.zip").path)
        let output = root.appendingPathComponent("out")
        _ = try Unpacker.unpack(zip: streamed, to: output.path)
        XCTAssertEqual(readTree(output), readTree(input))
        // Neither the temporary zip nor any spool file is left behind.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
            ["in", "memory.zip", "out", "streamed.zip"])
    }

    func testTheZipIsReadByLibzipUnzipAndPython() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        let files = mixedTree()
        try writeFiles(files, at: input)
        var options = Packer.Options()
        options.inMemoryLimit = 64 * 1024
        let zip = root.appendingPathComponent("a.zip").path
        _ = try Packer.pack(directory: input.path, to: zip, options: options)

        let reader = try ZipBundleReader(path: zip)
        XCTAssertEqual(
            reader.entries.map(\.path), files.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        for entry in reader.entries {
            XCTAssertEqual(try reader.read(entry, limit: .max), files[entry.path], entry.path)
        }
        var tried = 0
        if let unzip = executable("unzip") {
            let (status, output) = try run(unzip, ["-tq", zip])
            XCTAssertEqual(status, 0, output)
            XCTAssertTrue(output.contains("No errors detected"), output)
            tried += 1
        }
        if let python = executable("python3") {
            let script = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip(), len(z.infolist()))"
            let (status, output) = try run(python, ["-c", script, zip])
            XCTAssertEqual(status, 0, output)
            XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "None \(files.count)")
            tried += 1
        }
        if tried == 0 { throw Prerequisite.missing("neither unzip nor python3 is installed: only libzip read the zip") }
    }

    func testMoreEntriesThanAZipWithoutZip64HoldsAreRefused() {
        let entries = (0...0xFFFF).map { PackEntry(name: "f\($0)", source: "/nonexistent/f\($0)", isMedia: false) }
        XCTAssertThrowsError(
            try DeterministicZipWriter.write(
                entries, to: -1, spoolDirectory: "/tmp", time: 0, date: 0x21,
                storeMedia: false, progress: nil)
        ) { error in
            XCTAssertTrue("\(error)".contains("65535 entries") && "\(error)".contains("zip64"), "\(error)")
        }
    }

    func testAFileGoneBeforeItIsReadFailsTheWriteAndLeavesNoSpool() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        let files = mixedTree()
        try writeFiles(files, at: input)
        var entries = files.keys.sorted().map {
            PackEntry(name: $0, source: input.appendingPathComponent($0).path, isMedia: false)
        }
        entries.insert(
            PackEntry(name: "m/gone.xml", source: input.appendingPathComponent("m/gone.xml").path, isMedia: false),
            at: 30)
        let zip = root.appendingPathComponent("a.zip").path
        let fd = open(zip, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        defer { close(fd) }
        XCTAssertThrowsError(
            try DeterministicZipWriter.write(
                entries, to: fd, spoolDirectory: root.path, time: 0, date: 0x21, storeMedia: false,
                progress: nil, inMemoryLimit: 1024, bufferBudget: 4096)
        ) { error in
            XCTAssertTrue("\(error)".contains("cannot read") && "\(error)".contains("gone.xml"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["a.zip", "in"])
    }

    /// Compressible text and incompressible media of many sizes, and an empty file.
    private func mixedTree() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = ["empty.txt": []]
        for index in 0..<24 {
            // Lines that differ, so the ratio stays far below unpack's zip-bomb limit.
            let lines = (0..<(1 + index * index * 4)).map {
                "<token id=\"key\($0)\">value \($0 * 7919 % 10007) of \(index)</token>\n"
            }
            files[String(format: "text/%02d.xml", index)] = Array(lines.joined().utf8)
            files[String(format: "media/%02d.mp4", index)] = noise(1 + index * index * 100, seed: UInt64(index))
        }
        return files
    }

    private func writeFiles(_ files: [String: [UInt8]], at root: URL) throws {
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// Incompressible bytes (SplitMix64), the same for the same seed.
    private func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    private func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let result = try runProcess(tool, arguments, mergingErrors: true)
        return (result.status, result.out)
    }
}

/// Sums what a progress handler is told, from any thread.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var expected: UInt64 = 0, done: UInt64 = 0

    func add(expected bytes: UInt64) { lock.withLock { expected += bytes } }
    func add(done bytes: UInt64) { lock.withLock { done += bytes } }
    var totals: (expected: UInt64, done: UInt64) { lock.withLock { (expected, done) } }
}
