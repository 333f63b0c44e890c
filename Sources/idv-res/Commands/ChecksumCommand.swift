import Checksums
import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res checksum FILE ...`: SHA-256 lines as `sha256sum` (or `--tag`: BSD) prints them.
enum ChecksumCommand: CLICommand {
    struct Options: JobsOption {
        let files = RepeatedArgument<String>(
            "files", help: "Files; '-' reads standard input.", minimum: 1, isInput: true)
        let tag = Flag("--tag", help: "Print BSD-style lines: 'SHA256 (FILE) = HEX'.")
        let jobs = ChecksumOptions.jobs
    }

    static let spec = CommandSpec(
        name: "checksum",
        abstract: "Print SHA-256 sums of files.",
        discussion: """
            Prints 'HEX  FILE' lines (GNU sha256sum), or 'SHA256 (FILE) = HEX' with --tag; both are read \
            back by 'idv-res verify -c' and by sha256sum -c. Files are streamed in 1 MiB reads (memory does \
            not grow with their size), several at once, and printed in the order given. A progress bar \
            shows on standard error (when it is a terminal) while a file over 64 MiB is read.
            """,
        habits: ["-c": ChecksumOptions.useVerify, "--check": ChecksumOptions.useVerify],
        exitCodes: [.success, .usage, .unreadable]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let jobs = ChecksumOptions.jobs(arguments)
        let files = arguments[\.files]
        let tag = arguments[\.tag]
        let hasher = FileHasher()
        let progress = ChecksumProgress(
            sizes: files.map { $0 == "-" ? nil : FileHasher.size(of: resolve($0, io)) }, io: io)
        let advance = progress?.advancer
        var failed = false
        OrderedParallel.run(
            count: files.count, jobs: jobs,
            work: { index -> Result<String, FileHashError> in
                let file = files[index]
                do {
                    if file == "-" {
                        if let descriptor = io.standardInputDescriptor {
                            return .success(
                                SHA256Digest.hex(
                                    try hasher.digest(fileDescriptor: descriptor, name: "-", progress: advance)))
                        }
                        return .success(SHA256Digest.hex(of: io.readStandardInput()))
                    }
                    return .success(SHA256Digest.hex(try hasher.digest(path: resolve(file, io), progress: advance)))
                } catch let error as FileHashError {
                    return .failure(FileHashError(path: file, errorNumber: error.errorNumber, reason: error.reason))
                } catch {
                    return .failure(FileHashError(path: file, errorNumber: EIO))
                }
            },
            deliver: { index, result in
                switch result {
                case .success(let hex):
                    progress?.finish()
                    io.out(
                        (tag
                            ? ChecksumLine.bsd(hex: hex, name: files[index])
                            : ChecksumLine.gnu(hex: hex, name: files[index])) + "\n")
                case .failure(let error):
                    progress?.finish()
                    io.err("error: \(error)\n")
                    failed = true
                }
            })
        return failed ? .unreadable : .success
    }

    /// A relative path as the user meant it: from the command's working directory.
    static func resolve(_ path: String, _ io: CommandIO) -> String {
        PathParts.resolving(path, in: io.currentDirectory)
    }
}

/// Options `checksum` and `verify` share.
enum ChecksumOptions {
    /// The hint for `checksum -c`, sha256sum's way to check sums.
    static let useVerify = "to check sums, use 'idv-res verify -c SUMS'"

    static var jobs: Option<Int> {
        Option(
            "--jobs", "-j", valueName: "n",
            help: "Files read at once (default: the number of processors).", number: .jobs)
    }

    /// `--jobs`, else the number of processors.
    static func jobs(_ arguments: ParsedArguments<some JobsOption>) -> Int {
        arguments[\.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
    }
}

/// A command with `--jobs` (`ChecksumOptions.jobs`).
protocol JobsOption: CommandOptions {
    var jobs: Option<Int> { get }
}

extension NumberValue where Number == Int {
    /// `--jobs N` (checksum, verify, doctor, validate): how many at once.
    static var jobs: Self { .wholeNumber(atLeast: 1) }
}
