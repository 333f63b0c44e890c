import Foundation
import ResourceBundle
import TestPrerequisites
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

    func testTheHarnessDoesNotIgnoreOrBlockTheSignalsInTheChild() throws {
        #if os(Linux)
            // Python, not a shell: dash clears its signal mask when it starts.
            let python = "/usr/bin/python3"
            guard FileManager.default.isExecutableFile(atPath: python) else {
                throw XCTSkip("\(python) is needed to read a child's signal masks")
            }
            let child = try Child.start(python, ["-c", "print(open('/proc/self/status').read())"])
            try child.waitForExit("python3")
            let status = child.stdout()
            for name in ["SigIgn", "SigBlk"] {
                let mask = signalMask(named: name, in: status)
                for signal in Interruption.signals {
                    XCTAssertEqual(
                        mask & (1 << UInt64(signal - 1)), 0,
                        "the child starts with \(Interruption.name(of: signal)) in \(name): \(status)")
                }
            }
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
                let what = "unpack\(existing ? " --force" : "") stopped by \(Interruption.name(of: signal))"
                let child = try startStoppedHalfWay(
                    what, ["unpack", bundle.zip.path, "-o", target.path] + (existing ? ["--overwrite"] : []),
                    in: place, temporaryPrefix: ".out.idv-res-unpack-"
                ) {
                    guard existing else { return }
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    try Data("mine".utf8).write(to: target.appendingPathComponent("keep.txt"))
                }
                try child.interrupt(with: signal)
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
                // A zip (only a zip may be replaced): its local header's signature, then the user's bytes.
                let mine = Data("PK\u{03}\u{04} not really a zip, but mine".utf8)
                let what = "pack\(existing ? " --overwrite" : "") stopped by \(Interruption.name(of: signal))"
                let child = try startStoppedHalfWay(
                    what,
                    ["pack", bundle.directory.path, "-o", target.path, "--force", "--store-media"]
                        + (existing ? ["--overwrite"] : []),
                    in: place, temporaryPrefix: ".out.zip.idv-res-pack-"
                ) {
                    if existing { try mine.write(to: target) }
                }
                try child.interrupt(with: signal)
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

    /// `upgrade` writes the merged files into a staging folder beside OUT, then packs and
    /// validates it: stopped by a signal while that folder exists, it removes the folder,
    /// writes nothing at OUT, and ends with 128 + the signal.
    func testUpgradeInterruptedBySignalRemovesItsStagingFolder() throws {
        let (base, new) = try upgradeHistory()
        for signal in Interruption.signals {
            let place = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: place) }
            let out = place.appendingPathComponent("out.zip")
            let what = "upgrade stopped by \(Interruption.name(of: signal))"
            let child = try startUpgradeWhileStaging(what, base: base, new: new, in: place)
            try child.interrupt(with: signal)
            XCTAssertEqual(child.process.terminationReason, .exit, what)
            XCTAssertEqual(child.process.terminationStatus, 128 + signal, "\(what): \(child.stderr())")
            // CUSTOM is BASE here (nothing customised), which the input gate says first.
            XCTAssertEqual(
                child.stderr(), "note: custom and --from are both \(base)\ninterrupted: nothing was written\n", what)
            XCTAssertEqual(child.stdout(), "", what)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.path), [], what)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), what)
        }
    }

    /// Issue #44: `upgrade` killed outright (SIGKILL) left its staging folder in $TMPDIR for
    /// good. Beside OUT and named for its process, the next run removes it (--keep-stale: names it).
    func testAKilledUpgradeLeavesItsStagingFolderWhichTheNextRunRemoves() throws {
        let (base, new) = try upgradeHistory()
        let place = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: place) }
        let out = place.appendingPathComponent("out.zip")
        let child = try startUpgradeWhileStaging("upgrade killed", base: base, new: new, in: place)
        try child.interrupt(with: SIGKILL)
        let pid = child.process.processIdentifier
        let left = try FileManager.default.contentsOfDirectory(atPath: place.path).filter {
            $0.hasPrefix(".out.zip.idv-res-staging-")
        }
        XCTAssertEqual(left.count, 1, "\(left)")
        XCTAssertTrue(left[0].hasPrefix(".out.zip.idv-res-staging-\(pid)-"), "the folder names its process: \(left)")
        let stale = place.appendingPathComponent(left[0]).path

        let kept = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out.path, "--keep-stale"])
        // NEW's own errors are the vendor's: not counted (issue #40).
        XCTAssertEqual(kept.status, 0, kept.err)
        XCTAssertTrue(
            kept.err.contains(
                "idv-res upgrade: kept the stale temporary \(stale) (left by process \(pid), which no longer runs; "
                    + "--keep-stale): remove it with rm -r\n"), kept.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stale))

        let cleaned = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out.path, "--overwrite"])
        XCTAssertEqual(cleaned.status, 0, cleaned.err)
        XCTAssertTrue(
            cleaned.err.contains(
                "idv-res upgrade: removed the stale temporary \(stale) (left by process \(pid), which no longer runs)\n"
            ),
            cleaned.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.path), ["out.zip"])
    }

    /// Two real versions of a vendor bundle, big enough to catch `upgrade` staging them.
    private func upgradeHistory() throws -> (base: String, new: String) {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: upgrade is not interrupted")
        }
        return (
            corpus.appendingPathComponent("zips/history/and-63f1d381db64.zip").path,
            corpus.appendingPathComponent("zips/history/and-d5e0bc959cdb.zip").path
        )
    }

    /// `upgrade BASE --from BASE --to NEW -o place/out.zip`, stopped while its staging folder
    /// is beside OUT and OUT is not yet there.
    private func startUpgradeWhileStaging(_ what: String, base: String, new: String, in place: URL) throws -> Child {
        let out = place.appendingPathComponent("out.zip")
        func staging() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []).filter {
                $0.hasPrefix(".out.zip.idv-res-staging-")
            }
        }
        return try startStoppedWhile(
            what, ["upgrade", base, "--from", base, "--to", new, "-o", out.path],
            environment: [:], until: { !staging().isEmpty },
            stillThere: { !staging().isEmpty && !FileManager.default.fileExists(atPath: out.path) },
            clean: {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? [] {
                    try? FileManager.default.removeItem(at: place.appendingPathComponent(name))
                }
            })
    }

    func testAKilledUnpackLeavesItsFolderWhichTheNextRunRemoves() throws {
        let bundle = try bundle
        let place = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: place) }
        let target = place.appendingPathComponent("out")
        let child = try startStoppedHalfWay(
            "unpack killed", ["unpack", bundle.zip.path, "-o", target.path], in: place,
            temporaryPrefix: ".out.idv-res-unpack-")
        try child.interrupt(with: SIGKILL)
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
        let child = try startStoppedHalfWay(
            "pack killed", ["pack", bundle.directory.path, "-o", target.path, "--force", "--store-media"],
            in: place, temporaryPrefix: ".out.zip.idv-res-pack-")
        try child.interrupt(with: SIGKILL)
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
        XCTAssertEqual(result.status, 2, "the folder is back, so it exists: --overwrite is needed to replace it")
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
        try WaitingForInput(idvRes).stopWithSIGTERM()
    }

    /// The signal sources read the signals through a signalfd, which sees only blocked signals:
    /// every thread of `idv-res` blocks them, so none runs a handler (which ThreadSanitizer
    /// held back while the pack's main thread waited in libdispatch, until the zip was done).
    func testEveryThreadBlocksTheInterruptionSignals() throws {
        #if os(Linux)
            let waiting = try WaitingForInput(idvRes)
            let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(waiting.pid)/task")
            XCTAssertGreaterThan(threads.count, 1, "the signal sources' thread")
            for thread in threads {
                let status = try String(contentsOfFile: "/proc/\(waiting.pid)/task/\(thread)/status", encoding: .utf8)
                let blocked = signalMask(named: "SigBlk", in: status)
                for signal in Interruption.signals {
                    XCTAssertNotEqual(
                        blocked & (1 << UInt64(signal - 1)), 0,
                        "thread \(thread) of \(threads.count) does not block \(Interruption.name(of: signal))")
                }
            }
            try waiting.stopWithSIGTERM()
        #else
            throw XCTSkip("/proc is Linux only; on macOS the signal sources use kqueue, and nothing is blocked")
        #endif
    }

    /// `nohup idv-res ...` (or a job a script started in the background with SIGINT ignored):
    /// a signal ignored when the command starts stays ignored, as the user asked.
    func testASignalIgnoredAtTheStartStaysIgnored() throws {
        let waiting = try WaitingForInput(idvRes, ignoring: [SIGHUP])
        kill(waiting.pid, SIGHUP)
        // No wait for nothing to happen: a SIGHUP it did not ignore is still pending when the
        // SIGTERM comes, and is taken first (the lower number), so the status would be 129, not 143.
        XCTAssertTrue(waiting.child.process.isRunning, "SIGHUP stopped it: \(waiting.child.stderr())")
        try waiting.stopWithSIGTERM()
    }

    /// ...but a child `idv-res` starts (headless Chromium for `preview --check`) starts with
    /// nothing blocked, so `Process.terminate()` can stop it at the time limit. It is started
    /// from a worker thread, which inherits the blocked signals of the main thread.
    func testAChildStartsWithNoSignalBlocked() throws {
        #if os(Linux)
            let place = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: place) }
            let seen = place.appendingPathComponent("status")
            let browser = place.appendingPathComponent("chromium")
            // Python, not a shell script: dash clears its signal mask when it starts.
            let python = "/usr/bin/python3"
            guard FileManager.default.isExecutableFile(atPath: python) else {
                throw XCTSkip("\(python) is needed to stand in for Chromium")
            }
            try Data(
                """
                #!\(python)
                open("\(seen.path)", "w").write(open("/proc/self/status").read())

                """.utf8
            ).write(to: browser)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
            let child = try Child.start(
                idvRes,
                [
                    "preview", "--check", samplesDirectory.appendingPathComponent("preview/long-german").path,
                    "-o", place.appendingPathComponent("site").path,
                ],
                environment: ["IDV_RES_CHROMIUM": browser.path])
            try child.waitForExit("preview --check")
            XCTAssertTrue(child.stderr().contains("Chromium did not finish measuring"), child.stderr())
            let status = try String(contentsOf: seen, encoding: .utf8)
            XCTAssertEqual(signalMask(named: "SigBlk", in: status), 0, status)
            for signal in Interruption.signals {
                XCTAssertEqual(signalMask(named: "SigIgn", in: status) & (1 << UInt64(signal - 1)), 0, status)
            }
        #else
            throw XCTSkip("/proc is Linux only")
        #endif
    }

    /// A mask line of /proc/PID/status (`SigBlk:\t0000000000004003`), bit N-1 for signal N.
    private func signalMask(named name: String, in status: String) -> UInt64 {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
        return UInt64(line.split(separator: "\t").last ?? "", radix: 16) ?? UInt64.max
    }

    // MARK: helpers

    /// Starts `idv-res arguments` in `place` (made ready by `setUp`) and stops it (SIGSTOP)
    /// half-way: its one temporary holds at least 1 MB and at most 100 MB of the bundle's
    /// 200 MB, and nothing else in `place` changed. Polling can miss that window on a loaded
    /// machine (under ThreadSanitizer the whole write takes about half a second); a run that
    /// was not caught half-way proves nothing, so it is killed, `place` is set up again and
    /// the command runs again, at most 5 times.
    private func startStoppedHalfWay(
        _ what: String, _ arguments: [String], in place: URL, temporaryPrefix: String,
        setUp: () throws -> Void = {}
    ) throws -> Child {
        var misses: [String] = []
        for _ in 1...5 {
            try setUp()
            let before = try FileManager.default.contentsOfDirectory(atPath: place.path)
            func temporaries() -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []).filter {
                    $0.hasPrefix(temporaryPrefix)
                }
            }
            func temporaryBytes() -> UInt64 {
                temporaries().reduce(0) { $0 + writtenBytes(at: place.appendingPathComponent($1)) }
            }
            let child = try Child.start(idvRes, arguments)
            if try child.poll(until: { temporaryBytes() >= 1 << 20 }) {
                kill(child.process.processIdentifier, SIGSTOP)
                let now = try FileManager.default.contentsOfDirectory(atPath: place.path)
                let written = temporaryBytes()
                let halfWay = temporaries().count == 1 && written <= 100 << 20
                if halfWay, Set(now).subtracting(temporaries()) == Set(before) {
                    if !misses.isEmpty { print("\(what): caught half-way after \(misses.count) misses: \(misses)") }
                    return child
                }
                misses.append("\(written) bytes written, \(now.sorted()) in the folder")
            } else {
                misses.append("it ended first (status \(child.process.terminationStatus)): \(child.stderr())")
            }
            try child.interrupt(with: SIGKILL)
            for name in try FileManager.default.contentsOfDirectory(atPath: place.path) {
                try FileManager.default.removeItem(at: place.appendingPathComponent(name))
            }
        }
        throw Child.Failure(what: "\(what): never caught half-way in 5 runs: \(misses)")
    }

    /// Starts `idv-res arguments` and stops it (SIGSTOP) as soon as `until` holds; a run that
    /// is past that state once stopped (`stillThere` is false: it finished meanwhile) proves
    /// nothing, so it is killed, `clean` runs and the command runs again, at most 5 times.
    private func startStoppedWhile(
        _ what: String, _ arguments: [String], environment: [String: String], until condition: () -> Bool,
        stillThere: () -> Bool, clean: () -> Void
    ) throws -> Child {
        var misses: [String] = []
        for _ in 1...5 {
            let child = try Child.start(idvRes, arguments, environment: environment)
            if try child.poll(until: condition) {
                kill(child.process.processIdentifier, SIGSTOP)
                if stillThere() {
                    if !misses.isEmpty { print("\(what): caught after \(misses.count) misses: \(misses)") }
                    return child
                }
                misses.append("past the state once stopped")
            } else {
                misses.append("it ended first (status \(child.process.terminationStatus)): \(child.stderr())")
            }
            try child.interrupt(with: SIGKILL)
            clean()
        }
        throw Child.Failure(what: "\(what): never caught in 5 runs: \(misses)")
    }

    /// Bytes in the file at `url`, or in the files under it if it is a folder.
    private func writtenBytes(at url: URL) -> UInt64 {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let files =
            isDirectory.boolValue
            ? (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).map {
                url.path + "/" + $0
            }
            : [url.path]
        return files.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? UInt64) ?? 0)
        }
    }

    /// The id of a process that ran and is gone (reaped).
    private func deadProcessID() throws -> Int32 {
        let child = try Child.start("/bin/sh", ["-c", "exit 0"])
        child.process.waitUntilExit()
        return child.process.processIdentifier
    }

    private var idvRes: String {
        get throws { try builtExecutable() }
    }
}

/// A child process whose output goes to files (no pipe to fill up): the shared `ChildProcess`,
/// which starts it with the interruption signals at their default disposition, whatever this
/// process does with them (a runner started in the background ignores SIGINT, one under `nohup`
/// SIGHUP, and children inherit that; `idv-res` keeps them ignored), except those in `ignoring`.
private final class Child {
    let process: ChildProcess

    private init(_ process: ChildProcess) { self.process = process }

    /// With `standardInput`, the child reads a pipe this test holds open (`process.inputPipe`).
    static func start(
        _ executable: String, _ arguments: [String], standardInput: Bool = false, environment: [String: String] = [:],
        ignoring: [Int32] = []
    ) throws -> Child {
        Child(
            try ChildProcess(
                executable, arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                input: standardInput ? .pipe : .none, ignoring: ignoring))
    }

    /// Polls `condition` every 2 ms; fails if the child ends first or after 60 s.
    func waitUntil(_ what: String, _ condition: () -> Bool) throws {
        guard try poll(until: condition) else {
            throw Failure(
                what: "\(what): the command ended (status \(process.terminationStatus)) first: \(stderr())")
        }
    }

    /// Polls `condition` every 2 ms until it holds (true) or the child ended (false); fails
    /// after 60 s.
    func poll(until condition: () -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            guard process.isRunning else { return false }
            guard Date() < deadline else { throw Failure(what: "\(process.arguments): not reached in 60 s") }
            usleep(2_000)
        }
        return true
    }

    /// Sends `signal` to the child, which may be stopped (SIGCONT lets it handle the signal),
    /// and waits for it to end.
    func interrupt(with signal: Int32) throws {
        kill(process.processIdentifier, signal)
        kill(process.processIdentifier, SIGCONT)
        try waitForExit("\(process.arguments) after \(Interruption.name(of: signal))")
    }

    /// Waits for the child to end; a child still running after 60 s (a lost signal) is
    /// killed and the test fails, rather than hang the suite.
    func waitForExit(_ what: String) throws {
        if process.wait(timeout: 60).timedOut {
            throw Failure(what: "\(what): still running after 60 s: \(stderr())")
        }
    }

    func stdout() -> String { process.standardOutput() }
    func stderr() -> String { process.standardError() }

    struct Failure: Error {
        var what: String
    }
}

/// `idv-res validate -` started with an open, empty standard input: once its temporary
/// folder exists it has set up its signal handling and waits for the input.
private struct WaitingForInput {
    let child: Child
    var pid: Int32 { child.process.processIdentifier }

    init(_ idvRes: String, ignoring: [Int32] = []) throws {
        child = try Child.start(idvRes, ["validate", "-"], standardInput: true, ignoring: ignoring)
        try child.waitUntil("validate - waiting for its input") { [self] in !saved().isEmpty }
    }

    /// SIGTERM: it ends with 143, says nothing was written, and leaves no temporary.
    func stopWithSIGTERM(file: StaticString = #filePath, line: UInt = #line) throws {
        kill(pid, SIGTERM)
        try child.waitForExit("validate - stopped by SIGTERM")
        XCTAssertEqual(child.process.terminationStatus, 143, child.stderr(), file: file, line: line)
        XCTAssertEqual(child.stderr(), "interrupted: nothing was written\n", file: file, line: line)
        XCTAssertEqual(saved(), [], file: file, line: line)
    }

    /// The temporary folders of this process in $TMPDIR.
    func saved() -> [String] {
        let temporary = FileManager.default.temporaryDirectory
        return ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter {
            $0.hasPrefix("idv-res-stdin-\(pid)-")
        }
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
