import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res strings ZIP|DIR`. This branch implements the app resources mode (`*.lproj`);
/// the resources-zip mode (widget translations) comes with issue 4 and is unified at merge.
enum StringsCommand: CLICommand {
    static let spec = CommandSpec(
        name: "strings",
        abstract: "Translation coverage: tokens and keys by language.",
        discussion: """
            Given an app resources directory (with *.lproj/Localizable.strings or Localizable.xcstrings): \
            the SDK catalog's keys x languages (overridden, SDK default, unknown, percent), the Localizable \
            findings, and the XLIFF round trip for translators (--missing LANG --export xliff -o FILE; --import FILE).
            """,
        arguments: [ArgumentSpec(name: "input", help: "A resources zip or an app Resources directory.")],
        options: [
            .value("--format", valueName: "format", help: "Output format: a table, or the same as data.", allowed: ["text", "json", "csv"], defaultValue: "text"),
        ] + LocalizableStringsMode.options
    )

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
        let input = arguments.positionals[0]
        if LocalizableStringsMode.applies(to: input) || arguments.value("--import") != nil {
            return try LocalizableStringsMode.run(arguments, io: io)
        }
        io.err("idv-res strings: \(input) has no *.lproj/Localizable.strings; resources zips are covered by issue 4\n")
        return .usage
    }
}
