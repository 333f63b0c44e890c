import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a program run by the tests did.
public struct ProcessResult: Sendable {
    /// The exit status, or 128 + the signal that ended it, as a shell says.
    public var status: Int32
    public var out: String
    /// Standard error; empty when it went to `out` (`mergingErrors`).
    public var err: String
    /// The signal that ended it; nil when it exited.
    public var signal: Int32?
    /// Killed at the time limit.
    public var timedOut: Bool
    /// Peak resident memory, in MiB.
    public var peakMiB: Int

    public init(status: Int32, out: String, err: String, signal: Int32? = nil, timedOut: Bool = false, peakMiB: Int = 0)
    {
        self.status = status
        self.out = out
        self.err = err
        self.signal = signal
        self.timedOut = timedOut
        self.peakMiB = peakMiB
    }
}

/// A program started by a test, the one way every test starts one. Its output goes to files
/// (a child that writes a lot never blocks on a full pipe), it starts with no signal blocked
/// and the usual ones at their default disposition (whatever the test runner inherited), and it
/// is reaped by `wait4`, so its peak memory is its own.
public final class ChildProcess: @unchecked Sendable {  // what changes is in `outcome`, under its lock
    /// What the child reads on standard input.
    public enum Input: Sendable {
        case none
        case data(Data)
        /// A pipe the test holds open (`inputPipe`): the child waits for input until it is closed.
        case pipe
    }

    public enum Termination: Sendable { case exit, uncaughtSignal }

    public let processIdentifier: pid_t
    public let arguments: [String]
    /// The pipe's writing end, with `input: .pipe`.
    public let inputPipe: FileHandle?

    private let folder: URL
    private let outcome = Outcome()

    /// Filled by the thread that reaps the child (which must not hold the child object: a
    /// child dropped while running is killed by `deinit`).
    private final class Outcome: @unchecked Sendable {  // every var under `lock`
        let lock = NSLock()
        var rawStatus: Int32?
        var usage = rusage()
        let ended = DispatchSemaphore(value: 0)
    }

    /// Starts `executable` (looked up on PATH when it has no `/`) with `arguments`, in `directory`
    /// (default: this process's), with `environment` (default: this process's), keeping the
    /// signals in `ignoring` ignored. Under `make sanitize` a given environment keeps the
    /// sanitizer options, without which LeakSanitizer turns a clean exit into status 1.
    public init(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
        input: Input = .none, mergingErrors: Bool = false, ignoring: [Int32] = []
    ) throws {
        self.arguments = arguments
        folder = try TemporaryFolder.make("idv-res-child")
        var environment = environment ?? ProcessInfo.processInfo.environment
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS"] where environment[name] == nil {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var readEnd: Int32 = -1
        switch input {
        case .none:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            inputPipe = nil
        case .data(let data):
            let path = folder.appendingPathComponent("in").path
            try data.write(to: URL(fileURLWithPath: path))
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
            inputPipe = nil
        case .pipe:
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw Failure("pipe: \(String(cString: strerror(errno)))") }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            readEnd = ends[0]
            posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
            inputPipe = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        }
        defer { if readEnd >= 0 { close(readEnd) } }
        let out = folder.appendingPathComponent("out").path
        let err = folder.appendingPathComponent("err").path
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if mergingErrors {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }

        // No signal blocked, every catchable one at its default (a runner started in the
        // background ignores SIGINT, one under nohup SIGHUP, and children inherit that).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number: Int32 in 1..<32 where number != SIGKILL && number != SIGSTOP { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // A folder to start in, or a signal to ignore: a shell sets them up, then becomes the
        // program (the same process, so `wait4` measures the program).
        var argv = [executable] + arguments
        if directory != nil || !ignoring.isEmpty {
            let traps = ignoring.map { "trap '' \($0); " }.joined()
            argv = ["/bin/sh", "-c", traps + "cd \"$0\" && exec \"$@\"", directory ?? "."] + argv
        }
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in cArguments { free(pointer) }
            for pointer in cEnvironment { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw Failure("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        processIdentifier = pid
        let outcome = outcome
        let child = pid
        Thread.detachNewThread {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
            outcome.lock.withLock {
                outcome.rawStatus = status
                outcome.usage = usage
            }
            outcome.ended.signal()
        }
    }

    deinit {
        if isRunning {
            kill(processIdentifier, SIGKILL)
            outcome.ended.wait()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    public var isRunning: Bool { outcome.lock.withLock { outcome.rawStatus == nil } }

    /// Waits for the end, at most `timeout` seconds; then kills the child (`timedOut`).
    @discardableResult
    public func wait(timeout: TimeInterval = 600) -> ProcessResult {
        let timedOut = outcome.ended.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            kill(processIdentifier, SIGKILL)
            outcome.ended.wait()
        }
        outcome.ended.signal()  // for the next `wait`
        let (raw, peak) = outcome.lock.withLock { (outcome.rawStatus ?? 0, Int(outcome.usage.ru_maxrss) / 1024) }
        let signal: Int32? = (raw & 0x7F) == 0 ? nil : raw & 0x7F
        return ProcessResult(
            status: signal.map { 128 + $0 } ?? (raw >> 8) & 0xFF, out: standardOutput(), err: standardError(),
            signal: signal, timedOut: timedOut, peakMiB: peak)
    }

    /// Waits for the end (at most 10 minutes), as `Process.waitUntilExit` does.
    public func waitUntilExit() { wait() }

    /// Once ended: `.exit` or `.uncaughtSignal`, as `Process` says.
    public var terminationReason: Termination {
        outcome.lock.withLock { ((outcome.rawStatus ?? 0) & 0x7F) == 0 ? .exit : .uncaughtSignal }
    }

    /// Once ended: the exit status, or the signal's number, as `Process` says.
    public var terminationStatus: Int32 {
        outcome.lock.withLock {
            let raw = outcome.rawStatus ?? 0
            return (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : raw & 0x7F
        }
    }

    /// What it wrote so far.
    public func standardOutput() -> String { read("out") }
    public func standardError() -> String { read("err") }

    private func read(_ name: String) -> String {
        String(
            decoding: FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data(),
            as: UTF8.self)
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}

/// Runs a program to its end.
public enum ProcessRunner {
    /// Runs `executable arguments` (see `ChildProcess`), killing it after `timeout` seconds.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
        input: Data? = nil, mergingErrors: Bool = false, timeout: TimeInterval = 600
    ) throws -> ProcessResult {
        try ChildProcess(
            executable, arguments, in: directory, environment: environment, input: input.map { .data($0) } ?? .none,
            mergingErrors: mergingErrors
        ).wait(timeout: timeout)
    }

    /// `PATH` lookup of a tool; nil when it is not installed.
    public static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
