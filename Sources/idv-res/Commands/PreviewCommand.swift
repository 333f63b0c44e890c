import Diagnostics
import Foundation
import Preview
import ResourceBundle

/// `idv-res preview ZIP|DIR -o SITE`: every view in every language as a static site;
/// `--check` measures it in headless Chromium.
enum PreviewCommand: CLICommand {
    struct Options: GroupedReportOptions {
        let input = Argument<String>("input", help: "The resources zip or bundle folder.", bundle: .zipFolderOrFile)
        let output = RequiredOption<String>(
            "--output", "-o", valueName: "dir", help: "The site folder to write (required).",
            missing: "the folder to write the site into",
            writes: .output(.previewSite, replacing: .itsOwnKind, createsFolders: true))
        let device = Option(
            "--device", valueName: "name", help: "The phone size.", defaultValue: PreviewOptions.devices[0])
        let open = Flag("--open", help: "Print the path of index.html on standard output.")
        let check = Flag("--check", help: "Measure the pages in headless Chromium and report overflowing texts.")
        let browserArguments = Flag(
            "--print-browser-arguments",
            help: "Also print the switches --check starts Chromium with (no background traffic), one a line.")
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil
    }

    static let spec = CommandSpec(
        name: "preview",
        abstract: "Draw every view of a bundle, in every language, as a static web site.",
        discussion: """
            Writes SITE/index.html (every view, findings per view, language and density \
            switchers) and one page per view, language and density. The site uses relative \
            links only and works from the file system. SITE must not exist, be empty, or hold \
            an earlier preview (it is then replaced once the new site is complete). --check \
            then loads every language in headless Chromium and reports texts that overflow in a \
            language but not in the default one, and images that do not load.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let input = arguments[\.input]
        let output = arguments[\.output]
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var options = PreviewOptions()
        if let device = arguments[\.device] { options.device = device }
        let chromium = PreviewCheck.findChromium(environment: io.environment)
        if arguments[\.check], chromium == nil {
            io.err("error: --check: \(PreviewCheck.installHint)\n")
            return .unreadable
        }
        let site: PreviewSite.Result
        do {
            site = try PreviewSite.write(input, to: output, options: options)
        } catch let failure as PreviewSite.Failure {
            switch failure {
            // Made since the output gate looked.
            case .destinationExists: throw OutputGate.Refusal(message: failure.description)
            // The site could not be written where the command line says: exit 2, as for a bad -o.
            case .writeFailed:
                io.err("error: \(failure.description)\n")
                return .usage
            case .unreadable, .noWidget:
                io.err("error: \(failure.description)\n")
                return .unreadable
            }
        }
        io.err(
            "wrote \(site.pages) pages to \(output): \(site.views) views x \(site.languages.count) languages "
                + "(\(site.languages.joined(separator: ", "))) x \(max(1, site.densities.count)) densities\n")
        if arguments[\.open] {
            io.out(URL(fileURLWithPath: output).standardizedFileURL.appendingPathComponent("index.html").path + "\n")
        }
        if arguments[\.browserArguments] {
            // One source for scripts that run Chromium on the site (scripts/preview-demo.sh).
            io.out(PreviewCheck.offlineArguments.map { $0 + "\n" }.joined())
        }
        guard arguments[\.check], let chromium else { return .success }
        let findings: [Diagnostic]
        do {
            let checked = try PreviewCheck.check(site, chromium: chromium, configuration: configuration)
            findings = checked.findings
            // The site again, with what --check found on its pages, index and language badges.
            if !checked.placed.isEmpty {
                _ = try PreviewSite.write(input, to: output, options: options, checked: checked.placed)
            }
        } catch {
            io.err("error: --check: \(error)\n")
            return .unreadable
        }
        let report = Report(inputs: [Report.Input(name: input, diagnostics: findings)])
        return ReportOptions.emit(report, arguments, io: io, configuration: configuration)
    }

}

/// `--device`: the presets, the default first.
extension PreviewOptions.Device: ChoiceValue {
    static var choices: [PreviewOptions.Device] { PreviewOptions.devices }
    var choiceName: String { name }
}
