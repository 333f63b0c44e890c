/// `idv-res man`: the man page, idv-res(1), in roff, written from the same command specs as
/// `--help` (never by hand). No date in it: the same binary writes the same page.
enum ManPage {
    static func render(_ commands: [CommandSpec], version: String, abstract: String, exitStatus: String) -> String {
        var out = ".TH IDV\\-RES 1 \"\" \"idv-res \(escape(version))\" \"User Commands\"\n"
        out += ".SH NAME\nidv\\-res \\- \(escape(abstract))\n"
        out += ".SH SYNOPSIS\n.B idv\\-res\n.I command\n.RI [ options ]\n.br\n.B idv\\-res \\-\\-version\n"
        out += ".SH DESCRIPTION\n"
        out += text(
            "idv-res checks the resources identity-verification SDKs load at run time: resources zips "
                + "(widget.xml, strings, document models, images), an app's Localizable files and Lottie "
                + "animations, and the SHA-256 sums of SDK distributions. Diagnostics print as "
                + "'path:line:col: severity: message [rule]'.")
        out += ".SH OPTIONS\n"
        for option in RootOptions.all {
            out += ".TP\n.B \(escape(option.name))\n\(text(option.help))"
        }
        out += ".SH COMMANDS\n"
        for command in commands {
            let usage = HelpFormatter.usage(command, commandPath: "idv-res \(command.name)")
            out += ".SS \"\(escape(usage).replacingOccurrences(of: "\"", with: "\\(dq"))\"\n"
            out += text(command.abstract)
            if !command.discussion.isEmpty { out += discussion(command.discussion) }
            for argument in command.arguments {
                out += ".TP\n.I \(escape("<\(argument.name)>"))\n\(text(argument.help))"
            }
            for option in command.options {
                out += ".TP\n" + label(option) + "\n" + text(HelpFormatter.optionHelp(option))
            }
        }
        out += ".SH \"EXIT STATUS\"\n.nf\n"
        out += lines(
            exitStatus.split(separator: "\n").dropFirst().map { $0.drop(while: \.isWhitespace) }
                .joined(separator: "\n"))
        out += ".fi\n.SH FILES\n.TP\n.I .idv-res.json\n"
        out += text("The configuration: the nearest one from the working directory upward, or --config FILE.")
        out += ".SH \"SEE ALSO\"\n"
        out += text("idv-res help COMMAND; idv-res explain RULE; idv-res rules.")
        return out
    }

    /// `\fB--format\fR, \fB-f\fR \fIformat\fR`.
    private static func label(_ option: OptionSpec) -> String {
        var label = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
        switch option.kind {
        case .flag: break
        case .value(let name), .repeated(let name): label += " \\fI\(escape(name))\\fR"
        }
        return label
    }

    /// A command's discussion: prose filled to the reader's width (a line break kept as `.br`,
    /// a blank line a new paragraph); lines indented by two spaces (examples, tables) as written.
    static func discussion(_ text: String) -> String {
        var out = ".PP\n"
        var literal = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indented = line.hasPrefix("  ")
            if indented != literal {
                out += indented ? ".nf\n" : ".fi\n"
                literal = indented
            }
            if line.isEmpty {
                out += ".PP\n"
            } else {
                out += lines(line) + (indented ? "" : ".br\n")
            }
        }
        return out + (literal ? ".fi\n" : "")
    }

    /// Filled text: one input line per source line, none starting with a control character.
    private static func text(_ text: String) -> String {
        lines(text.oneLine)
    }

    /// Every line escaped and guarded so that roff reads it as text, never as a request.
    private static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "\\&" + escape(String($0)) + "\n" }.joined()
    }

    /// Backslashes and hyphens as roff wants them.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }
}
