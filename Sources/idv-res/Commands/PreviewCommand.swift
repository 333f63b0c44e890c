import Diagnostics
import Foundation
import Preview
import ResourceBundle

/// `idv-res preview ZIP|DIR -o SITE`: every view in every language as a static site;
/// `--check` measures it in headless Chromium.
enum PreviewCommand: CLICommand {
    struct Options: GroupedReportOptions {
        let input = Argument<String>("input", help: "The resources zip or bundle folder.", bundle: .zipFolderOrFile)
        let output = Option<String>(
            "--output", "-o", valueName: "dir", help: "The site folder to write (required unless --serve).",
            writes: Writes.output(.previewSite, replacing: .itsOwnKind, createsFolders: true).unless("--serve"))
        let device = Option(
            "--device", valueName: "name", help: "The phone size.", defaultValue: PreviewOptions.devices[0])
        let serve = Flag(
            "--serve",
            help: "Serve the site on 127.0.0.1 instead of writing it, and redraw the open pages as the bundle's "
                + "files change (Ctrl-C stops).")
        let port = Option(
            "--port", valueName: "n", help: "With --serve: the port to listen on (default 0: any free one).",
            number: NumberValue(expected: "a port number from 0 to 65535") {
                Int($0).flatMap { (0...65535).contains($0) ? $0 : nil }
            })
        let open = Flag(
            "--open",
            help: "With --serve, open the index in the default browser; else print the path of index.html.")
        let check = Flag("--check", help: "Measure the pages in headless Chromium and report overflowing texts.")
        let browserArguments = Flag(
            "--print-browser-arguments",
            help: "Also print the switches --check starts Chromium with (no background traffic), one a line.")
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil

        /// `--serve` writes nothing and reports nothing on the command line: the options of
        /// the site written and of `--check`'s report do not go with it.
        static func validate(_ arguments: ParsedArguments<Self>) throws {
            guard arguments[\.serve] else {
                try arguments.reject([\.port], "goes with --serve")
                if arguments[\.output] == nil {
                    throw UsageError(
                        message: "missing '--output <dir>': the folder to write the site into (or --serve)",
                        command: arguments.spec.name)
                }
                return
            }
            try arguments.reject(
                [
                    \.output, \.check, \.browserArguments, \.reporting.format, \.reporting.strict, \.reporting.config,
                    \.reporting.report, \.reporting.annotateNotes,
                ], "does not go with --serve (the site is served, not written; its findings are on its pages)")
        }
    }

    static let spec = CommandSpec(
        name: "preview",
        abstract: "Draw every view of a bundle, in every language, as a static web site (or serve it live: --serve).",
        discussion: """
            Writes SITE/index.html (every view, findings per view, language and density \
            switchers) and one page per view, language and density. The site uses relative \
            links only and works from the file system. SITE must not exist, be empty, or hold \
            an earlier preview (it is then replaced once the new site is complete). --check \
            then loads every language in headless Chromium and reports texts that overflow in a \
            language but not in the default one, and images that do not load. With --serve \
            nothing is written: the site is served on 127.0.0.1 (first line: `Serving \
            http://127.0.0.1:PORT/ (Ctrl-C to stop)`), each page drawn when a browser asks for \
            it; the bundle (a folder, or a zip read again when it changes) is watched, and an \
            open page whose content changed reloads itself in place. A widget.xml that does not \
            parse shows its error in place of the phone until the next good save. Ctrl-C, \
            SIGTERM and SIGHUP stop it (exit 0).
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        if arguments[\.serve] { return serve(arguments, io: io) }
        let input = arguments[\.input]
        guard let output = arguments[\.output] else { return .usage }  // Options.validate asked for it
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
