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
        exitCodes: [.success, .usage, .unreadable]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let input = arguments[\.input]
        let reader: BundleReader
        do {
            reader = try InputOpener.open(input, looseFiles: .refused).reader()
        } catch {
            let reason =
                BundleHygiene.unopenableZip(input, error)?.diagnostics.first?.message
                ?? "cannot read \(input): \(error.userMessage)"
            io.err("error: \(reason)\n")
            return .unreadable
        }
        let inventory = Inventory(reader)
        io.out(
            arguments[\.format] == .json ? inventory.json(input: input).render() + "\n" : inventory.text())
        return .success
    }
}
