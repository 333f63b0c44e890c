import Diagnostics
import ResourceBundle

/// `idv-res ls ZIP|DIR`: the inventory, one row per file.
enum ListCommand: CLICommand {
    struct Options: CommandOptions {
        let input = Argument<String>("input", help: "A resources zip or directory.", isInput: true)
        let format = Option(
            "--format", valueName: "format", help: "Output format.", defaultValue: ListingFormat.text)
    }

    static let spec = CommandSpec(
        name: "ls",
        abstract: "List a bundle's inventory: path, kind, density, sizes.",
        discussion:
            "Kinds: views, translations, document-model, document-rules, image, font, video, resource, other, junk, link, special, unknown.",
        exitCodes: [.success, .findings, .usage, .unreadable],
        exitMeanings: [.success: "listed", .findings: "the zip is damaged (validate's finding and status)"]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let input = arguments[\.input]
        let reader: BundleReader
        do {
            reader = try InputOpener.open(input, looseFiles: .refused).reader()
        } catch {
            // A damaged zip is validate's finding, with its status; a file that is not there or
            // not a zip cannot be read.
            if let damaged = BundleHygiene.unopenableZip(input, error)?.diagnostics.first {
                io.err(TextReporter(colored: false).line(for: damaged) + "\n")
                return .findings
            }
            io.err("error: cannot read \(input): \(error.userMessage)\n")
            return .unreadable
        }
        let inventory = Inventory(reader)
        io.out(
            arguments[\.format] == .json ? inventory.json(input: input).render() + "\n" : inventory.text())
        return .success
    }
}
