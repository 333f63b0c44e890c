import ResourceBundle

/// `--keep-stale`, shared by the commands that write through temporaries (pack, unpack,
/// strings): temporaries of killed runs beside the target are removed, or only named.
enum StaleOptions {
    static var keepStale: Flag {
        Flag(
            "--keep-stale", help: "Name the temporaries a killed run left beside the target instead of removing them.")
    }

    /// Each stale temporary found is one line on standard error.
    static func policy(_ arguments: ParsedArguments<some StaleReading>, io: CommandIO, command: String) -> StalePolicy {
        StalePolicy(keep: arguments[\.keepStale]) { stale in
            io.err("idv-res \(command): \(stale.message)\n")
        }
    }
}

/// A command with `--keep-stale` (`StaleOptions.keepStale`).
protocol StaleReading: CommandOptions {
    var keepStale: Flag { get }
}
