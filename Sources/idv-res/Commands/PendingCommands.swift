/// Commands whose declarations exist so the command line is complete; each is filled in by
/// its own issue. Until then they say so and exit 2.
protocol PendingCommand: CLICommand {}

extension PendingCommand {
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
        io.err("idv-res \(spec.name): not available in this build yet\n")
        return .usage
    }
}

enum PackCommand: PendingCommand {
    static let spec = CommandSpec(name: "pack", abstract: "Pack a resources directory into a deterministic zip.",
                                  arguments: [ArgumentSpec(name: "directory", help: "The unpacked resources.")])
}

enum UnpackCommand: PendingCommand {
    static let spec = CommandSpec(name: "unpack", abstract: "Unpack a resources zip safely, all or nothing.",
                                  arguments: [ArgumentSpec(name: "zip", help: "The resources zip.")])
}

enum ListCommand: PendingCommand {
    static let spec = CommandSpec(name: "ls", abstract: "List a bundle's inventory: path, kind, density, sizes.",
                                  arguments: [ArgumentSpec(name: "input", help: "A resources zip or directory.")])
}

enum StringsCommand: PendingCommand {
    static let spec = CommandSpec(name: "strings", abstract: "Translation coverage: tokens and keys by language.",
                                  arguments: [ArgumentSpec(name: "input", help: "A resources zip or an app Resources directory.")])
}

enum LottieCommand: PendingCommand {
    static let spec = CommandSpec(name: "lottie", abstract: "Check Lottie animations and their names.",
                                  arguments: [ArgumentSpec(name: "inputs", help: "Lottie files or directories.", isRepeating: true)])
}

enum ChecksumCommand: PendingCommand {
    static let spec = CommandSpec(name: "checksum", abstract: "Print SHA-256 sums of files.",
                                  arguments: [ArgumentSpec(name: "files", help: "Files; '-' reads standard input.", isRepeating: true)])
}

enum VerifyCommand: PendingCommand {
    static let spec = CommandSpec(name: "verify", abstract: "Verify SHA-256 sums of SDK distributions.",
                                  arguments: [ArgumentSpec(name: "files", help: "Files to check.", isOptional: true, isRepeating: true)])
}
