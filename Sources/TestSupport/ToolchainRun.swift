import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command that drives the Swift toolchain (`swift package`, `make install`): a crash of
/// the toolchain itself (swift-package or swift-build killed by a signal under load, an LLVM
/// "Stack dump:") is not a failure of idv-res, so the command runs once more, saying so; a
/// second crash, or any other failure, is the result.
public enum ToolchainRun {
    /// - Parameter childIsToolchain: the program started is the toolchain (`swift`), so its own
    ///   death by a signal is a toolchain crash; for `make`, only the toolchain's words count
    ///   (a recipe may run idv-res, whose crash is a product failure).
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, childIsToolchain: Bool, log: (String) -> Void = { print($0) }
    ) throws -> ProcessResult {
        let first = try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
        guard let crash = toolchainCrash(first, childIsToolchain: childIsToolchain) else { return first }
        let command = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
        log("\(command): the Swift toolchain crashed (\(crash)), not idv-res: running it once more")
        return try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
    }

    /// Why `result` is a crash of the toolchain, or nil when it is not one.
    public static func toolchainCrash(_ result: ProcessResult, childIsToolchain: Bool) -> String? {
        let crashSignals: Set<Int32> = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP]
        if childIsToolchain, let signal = result.signal, crashSignals.contains(signal) {
            return "signal \(signal)"
        }
        let text = result.out + "\n" + result.err
        if text.contains("Stack dump:") { return "a stack dump" }
        // swift-package telling of a tool it ran: "swift-build ... (signal 11)", "exit code 139".
        for line in text.split(separator: "\n") {
            let tool = ["swift-build", "swift-package", "swift-frontend", "swift-driver", "swiftc"]
                .first { line.contains($0) }
            let death = ["signal 11", "signal: 11", "Segmentation fault", "exit code 139", "exit code -11"]
                .first { line.contains($0) }
            if let tool, let death { return "\(tool): \(death)" }
        }
        return nil
    }
}
