import Foundation
import ResourceBundle
import XCTest

/// The built `idv-res`, started as a user would start it, interrupted mid-way by each signal
/// a user or a CI runner sends: it must exit 128 + the signal, leave no temporary, and leave
/// an existing target as it was. A run killed outright (SIGKILL) leaves its temporary; the
/// next run removes it and says so (or names it with --keep-stale).
final class InterruptionTests: XCTestCase {
    /// Made once: about 200 MB of random "media" (incompressible, stored in the zip).
    private static let fixture = Result { try LargeBundle() }

    override class func tearDown() {
        if case .success(let bundle) = fixture { try? FileManager.default.removeItem(at: bundle.folder) }
        super.tearDown()
    }

    private var bundle: LargeBundle {
        get throws { try Self.fixture.get() }
    }

    func testTheHarnessDoesNotIgnoreOrBlockSIGINTInTheChild() throws {
        #if os(Linux)
            let child = try Child.start("/bin/sh", ["-c", "grep -E '^Sig(Ign|Blk):' /proc/self/status"])
            child.process.waitUntilExit()
            let status = child.stdout()
            // Each line is a hexadecimal mask; SIGINT is bit 2 (value 0x2).
            for line in status.split(separator: "\n") {
                let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16) ?? 0
                XCTAssertEqual(
                    mask & (1 << (UInt64(SIGINT) - 1)), 0, "the child starts with SIGINT ignored or blocked: \(line)")
            }
            XCTAssertEqual(status.split(separator: "\n").count, 2, status)
        #else
            // A platform, not a missing prerequisite: skips under CI=true too.
            throw XCTSkip("/proc is Linux only; Process resets signal dispositions on macOS too")
        #endif
    }

    func testUnpackInterruptedBySignalRemovesItsFolderAndKeepsTheTarget() throws {
        let bundle = try bundle
        for signal in Interruption.signals {
            for existing in [false, true] {
                let place = try makeTemporaryDirectory()
                defer { try? FileManager.default.removeItem(at: place) }
                let target = place.appendingPathComponent("out")
                if existing {
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    try Data("mine".utf8).write(to: target.appendingPathComponent("keep.txt"))
                }
                let child = try Child.start(
                    idvRes, ["unpack", bundle.zip.path, "-o", target.path] + (existing ? ["--force"] : []))
                try child.waitUntil("\(Interruption.name(of: signal)): unpack half-way") {
                    self.writtenBytes(under: place, besides: existing ? ["out"] : []) > 20 << 20
                }
                kill(child.process.processIdentifier, signal)
                child.process.waitUntilExit()
                let what = "unpack\(existing ? " --force" : "") stopped by \(Interruption.name(of: signal))"
                XCTAssertEqual(child.process.terminationReason, .exit, what)
                XCTAssertEqual(child.process.terminationStatus, 128 + signal, "\(what): \(child.stderr())")
                XCTAssertEqual(child.stderr(), "interrupted: nothing was written\n", what)
                XCTAssertEqual(
                    try FileManager.default.contentsOfDirectory(atPath: place.path), existing ? ["out"] : [], what)
                if existing {
                    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: target.path), ["keep.txt"], what)
                    XCTAssertEqual(
                        try String(contentsOf: target.appendingPathComponent("keep.txt"), encoding: .utf8), "mine", what
                    )
                }
            }
        }
    }

    func testPackInterruptedBySignalRemovesItsZipAndKeepsTheTarget() throws {
        let bundle = try bundle
        for signal in Interruption.signals {
            for existing in [false, true] {
                let place = try makeTemporaryDirectory()
                defer { try? FileManager.default.removeItem(at: place) }
                let target = place.appendingPathComponent("out.zip")
                let mine = Data("not really a zip, but mine".utf8)
                if existing { try mine.write(to: target) }
                let child = try Child.start(
                    idvRes,
                    ["pack", bundle.directory.path, "-o", target.path, "--force", "--store-media"]
                        + (existing ? ["--overwrite"] : []))
                try child.waitUntil("\(Interruption.name(of: signal)): pack half-way") {
                    self.writtenBytes(under: place, besides: existing ? ["out.zip"] : []) > 20 << 20
                }
                kill(child.process.processIdentifier, signal)
                child.process.waitUntilExit()
                let what = "pack\(existing ? " --overwrite" : "") stopped by \(Interruption.name(of: signal))"
                XCTAssertEqual(child.process.terminationReason, .exit, what)
                XCTAssertEqual(child.process.terminationStatus, 128 + signal, "\(what): \(child.stderr())")
                XCTAssertEqual(child.stderr(), "interrupted: nothing was written\n", what)
                XCTAssertEqual(child.stdout(), "", what)
                XCTAssertEqual(
                    try FileManager.default.contentsOfDirectory(atPath: place.path), existing ? ["out.zip"] : [], what)
                if existing { XCTAssertEqual(try Data(contentsOf: target), mine, what) }
            }
        }
    }

    func testAKilledUnpackLeavesItsFolderWhichTheNextRunRemoves() throws {
        let bundle = try bundle
        let place = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: place) }
        let target = place.appendingPathComponent("out")
        let child = try Child.start(idvRes, ["unpack", bundle.zip.path, "-o", target.path])
        try child.waitUntil("unpack half-way") { self.writtenBytes(under: place) > 20 << 20 }
        kill(child.process.processIdentifier, SIGKILL)
        child.process.waitUntilExit()
        let pid = child.process.processIdentifier
        let left = try FileManager.default.contentsOfDirectory(atPath: place.path)
        XCTAssertEqual(left.count, 1, "\(left)")
        XCTAssertTrue(left[0].hasPrefix(".out.idv-res-unpack-\(pid)-"), "the temporary names its process: \(left)")
        let stale = place.appendingPathComponent(left[0]).path

        // Another run's temporary, still being written (this process lives): never touched.
        let busy = place.appendingPathComponent(".out.idv-res-unpack-\(getpid())-busy")
        try FileManager.default.createDirectory(at: busy, withIntermediateDirectories: true)

        let kept = runCLI(["unpack", bundle.smallZip.path, "-o", target.path, "--keep-stale"])
        XCTAssertEqual(kept.status, 0, kept.err)
        XCTAssertTrue(
            kept.err.contains(
                "idv-res unpack: kept the stale temporary \(stale) (left by process \(pid), which no longer runs; "
                    + "--keep-stale): remove it with rm -r\n"), kept.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stale))

        try FileManager.default.removeItem(at: target)
        let cleaned = runCLI(["unpack", bundle.smallZip.path, "-o", target.path])
        XCTAssertEqual(cleaned.status, 0, cleaned.err)
        XCTAssertTrue(
            cleaned.err.contains(
                "idv-res unpack: removed the stale temporary \(stale) (left by process \(pid), which no longer runs)\n"),
            cleaned.err)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: place.path).sorted(), [busy.lastPathComponent, "out"])
    }

    func testAKilledPackLeavesItsZipWhichTheNextRunRemoves() throws {
        let bundle = try bundle
        let place = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: place) }
        let target = place.appendingPathComponent("out.zip")
        let child = try Child.start(
            idvRes, ["pack", bundle.directory.path, "-o", target.path, "--force", "--store-media"])
        try child.waitUntil("pack half-way") { self.writtenBytes(under: place) > 20 << 20 }
        kill(child.process.processIdentifier, SIGKILL)
        child.process.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: place.path)
        XCTAssertEqual(left.count, 1, "\(left)")
        XCTAssertTrue(left[0].hasPrefix(".out.zip.idv-res-pack-\(child.process.processIdentifier)-"), "\(left)")

        let packed = runCLI(["pack", bundle.smallDirectory.path, "-o", target.path])
        XCTAssertEqual(packed.status, 0, packed.err)
        XCTAssertTrue(
            packed.err.contains("idv-res pack: removed the stale temporary \(place.path)/\(left[0])"), packed.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.path), ["out.zip"])
    }

    /// `unpack --force` killed between its two renames: the user's previous folder waits as
    /// `.out.idv-res-old-PID-...` and `out` is missing; the next run puts it back.
    func testThePreviousFolderOfAKilledForcedUnpackIsPutBack() throws {
        let bundle = try bundle
        let place = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: place) }
        let pid = try deadProcessID()
        let old = place.appendingPathComponent(".out.idv-res-old-\(pid)-1f")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: old.appendingPathComponent("keep.txt"))
        let target = place.appendingPathComponent("out")

        let result = runCLI(["unpack", bundle.smallZip.path, "-o", target.path])
        XCTAssertEqual(result.status, 2, "the folder is back, so it exists: --force is needed to replace it")
        XCTAssertTrue(
            result.err.contains(
                "idv-res unpack: restored the previous folder from \(old.path) (left by process \(pid), "
                    + "which no longer runs while replacing it)\n"), result.err)
        XCTAssertEqual(try String(contentsOf: target.appendingPathComponent("keep.txt"), encoding: .utf8), "mine")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.path), ["out"])
    }

    func testAStaleTemporaryBesideAnExportedFileIsRemoved() throws {
        let place = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: place) }
        let app = place.appendingPathComponent("app")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("app-resources"), to: app)
        let pid = try deadProcessID()
        let stale = place.appendingPathComponent(".es.xliff.idv-res-edit-\(pid)-9")
        try Data("half".utf8).write(to: stale)
        let xliff = place.appendingPathComponent("es.xliff").path
        let result = runCLI(["strings", app.path, "--missing", "es", "--export", "xliff", "-o", xliff])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(
            result.err.contains("idv-res strings: removed the stale temporary \(stale.path) (left by process \(pid)"),
            result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.path).sorted(), ["app", "es.xliff"])
    }

    /// `validate -` saves standard input to a temporary folder; a signal while it waits for
    /// the input removes it too.
    func testStandardInputsTemporaryIsRemovedOnASignal() throws {
        let input = Pipe()
        let child = try Child.start(idvRes, ["validate", "-"], standardInput: input)
        defer { try? input.fileHandleForWriting.close() }
        let pid = child.process.processIdentifier
        let temporary = FileManager.default.temporaryDirectory
        func saved() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter {
                $0.hasPrefix("idv-res-stdin-\(pid)-")
            }
        }
        try child.waitUntil("validate - waiting for its input") { !saved().isEmpty }
        kill(pid, SIGTERM)
        child.process.waitUntilExit()
        XCTAssertEqual(child.process.terminationStatus, 143, child.stderr())
        XCTAssertEqual(child.stderr(), "interrupted: nothing was written\n")
        XCTAssertEqual(saved(), [])
    }

    // MARK: helpers

    /// Bytes in the files under `folder` (hidden temporaries included), except `besides`.
    private func writtenBytes(under folder: URL, besides: Set<String> = []) -> UInt64 {
        var total: UInt64 = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where !besides.contains(name) {
            let path = folder.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let files =
                isDirectory.boolValue
                ? (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).map { path + "/" + $0 }
                : [path]
            for file in files {
                total += (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? UInt64) ?? 0
            }
        }
        return total
    }

    /// The id of a process that ran and is gone (reaped).
    private func deadProcessID() throws -> Int32 {
        let child = try Child.start("/bin/sh", ["-c", "exit 0"])
        child.process.waitUntilExit()
        return child.process.processIdentifier
    }

    private var idvRes: String { productsDirectory.appendingPathComponent("idv-res").path }
}

/// The built products (`idv-res` beside the test bundle).
private var productsDirectory: URL {
    #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
    #endif
    return Bundle.main.bundleURL
}

/// A child process whose output goes to files (no pipe to fill up).
private final class Child {
    let process = Process()
    private let folder: URL

    private init() throws {
        folder = try makeTemporaryDirectory()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts `executable` with SIGINT at its default disposition, whatever this process
    /// does with it (a runner started in the background ignores it, and children inherit that).
    static func start(_ executable: String, _ arguments: [String], standardInput: Pipe? = nil) throws -> Child {
        let child = try Child()
        for name in ["out", "err"] {
            _ = FileManager.default.createFile(atPath: child.folder.appendingPathComponent(name).path, contents: nil)
        }
        child.process.executableURL = URL(fileURLWithPath: executable)
        child.process.arguments = arguments
        child.process.standardOutput = try FileHandle(forWritingTo: child.folder.appendingPathComponent("out"))
        child.process.standardError = try FileHandle(forWritingTo: child.folder.appendingPathComponent("err"))
        child.process.standardInput = standardInput ?? FileHandle.nullDevice
        let previous = signal(SIGINT, SIG_DFL)
        defer { signal(SIGINT, previous) }
        try child.process.run()
        return child
    }

    /// Polls `condition` every 2 ms; fails if the child ends first (the bundle is large enough
    /// for this never to happen) or after 60 s.
    func waitUntil(_ what: String, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            guard process.isRunning else {
                throw Failure(
                    what:
                        "\(what): the command ended (status \(process.terminationStatus)) before it was interrupted: \(stderr())"
                )
            }
            guard Date() < deadline else { throw Failure(what: "\(what): not reached in 60 s") }
            usleep(2_000)
        }
    }

    func stdout() -> String { read("out") }
    func stderr() -> String { read("err") }

    private func read(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    struct Failure: Error {
        var what: String
    }
}

/// The made-up bundle: the good sample plus 20 random 10 MB videos (about 200 MB), a
/// directory and its zip (stored), and a small directory and zip for the runs that finish.
private struct LargeBundle {
    let folder: URL
    let directory: URL
    let zip: URL
    let smallDirectory: URL
    let smallZip: URL

    init() throws {
        folder = try makeTemporaryDirectory()
        smallDirectory = samplesDirectory.appendingPathComponent("bundles/good")
        directory = folder.appendingPathComponent("big")
        try FileManager.default.copyItem(at: smallDirectory, to: directory)
        let random = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/urandom"))
        defer { try? random.close() }
        for index in 1...20 {
            let data = try random.read(upToCount: 10 << 20) ?? Data()
            try data.write(to: directory.appendingPathComponent("other/clip\(index).mp4"))
        }
        zip = folder.appendingPathComponent("big.zip")
        var options = Packer.Options()
        options.storeMedia = true
        _ = try Packer.pack(directory: directory.path, to: zip.path, options: options)
        smallZip = folder.appendingPathComponent("small.zip")
        _ = try Packer.pack(directory: smallDirectory.path, to: smallZip.path)
    }
}
