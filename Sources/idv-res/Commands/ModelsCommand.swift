import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

/// `idv-res models mrz MODELS --version VERSION [--document COUNTRY] 'MRZ' | -`: a model
/// version's MRZ fields applied to MRZ text, with every ICAO 9303 check digit.
enum ModelsCommand: CLICommand {
    struct Options: CommandOptions {
        let action = Argument<String>("action", help: "What to try: mrz.")
        let models = Argument<String>(
            "models", help: "A resources zip, directory or document-model XML file.", isInput: true)
        let text = Argument<String>("text", help: "The MRZ text, or - for standard input.")
        let version = RequiredOption<String>(
            "--version", valueName: "id", help: "The Version id whose MRZ fields read the text.",
            missing: "the Version id whose MRZ fields read the text")
        let document = Option<String>(
            "--document", valueName: "country", help: "The DocumentID id, when several have a Version of that id.")
    }

    static let spec = CommandSpec(
        name: "models",
        abstract: "Try document models on text: 'models mrz' reads MRZ text with a model version's fields.",
        discussion: """
            idv-res models mrz resources.zip --version GenericPassport 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
            L898902C36UTO7408122F1204159ZE184226B<<<<<10'. The MRZ lines are separated by newlines (or \
            run together); '-' reads them from standard input. Prints each field the model cuts out and \
            each check digit's verdict; exit 1 when a check digit fails or the text does not fit the format.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let action = arguments[\.action]
        guard action == "mrz" else {
            throw UsageError(
                message:
                    "unknown action '\(action)'\(Suggestions.didYouMean(Suggestions.closest(to: action, in: ["mrz"])))",
                command: spec.name)
        }
        let versionID = arguments[\.version]
        let models = arguments[\.models]
        let typed = arguments[\.text]
        let text = typed == "-" ? String(decoding: io.readStandardInput(), as: UTF8.self) : typed
        let loaded: [(path: String, model: DocumentModelFile)]
        do {
            loaded = try DocumentModelsLoader.files(of: models).files
        } catch {
            io.err("error: \(models): cannot read: \(error.userMessage)\n")
            return .unreadable
        }
        let country = arguments[\.document]
        var matches: [(path: String, document: DocumentNode, version: VersionNode)] = []
        var versionIDs: [String] = []
        for (path, model) in loaded {
            for document in model.documents
            where country == nil || document.id?.value == country || document.iso?.value == country {
                for version in document.versions {
                    if let id = version.id?.value { versionIDs.append(id) }
                    if version.id?.value == versionID, version.allBlocks.contains(where: { $0.kind == "MRZ" }) {
                        matches.append((path, document, version))
                    }
                }
            }
        }
        guard let match = matches.first else {
            let suggestion = Suggestions.closest(to: versionID, in: Set(versionIDs))
            io.err(
                "error: no Version '\(TerminalText.escape(versionID))' with an MRZ in \(models)"
                    + "\(country.map { " under DocumentID '\(TerminalText.escape($0))'" } ?? "")\(Suggestions.didYouMean(suggestion.map(TerminalText.escape)))\n"
            )
            return .usage
        }
        if matches.count > 1 {
            let places = matches.map { "\($0.document.id?.value ?? "?") in \($0.path)" }
            io.err(
                "error: Version '\(TerminalText.escape(versionID))' is in several DocumentIDs (\(TerminalText.escape(places.joined(separator: ", ")))); "
                    + "name one with --document\n")
            return .usage
        }
        let block =
            match.version.allBlocks.first { $0.kind == "MRZ" && !$0.fields.isEmpty } ?? match.version.allBlocks.first {
                $0.kind == "MRZ"
            }!
        let reading = MRZReading(block: block, version: match.version, text: text)
        io.out(render(reading, path: match.path, document: match.document, version: versionID, block: block))
        let fine = reading.problems.isEmpty && reading.checkDigits.allSatisfy(\.isValid)
        return fine ? .success : .findings
    }

    static func render(
        _ reading: MRZReading, path: String, document: DocumentNode, version: String, block: CaptureBlock
    ) -> String {
        let e = TerminalText.escape
        var out =
            "\(e(path)):\(block.tag.line): DocumentID \(e(document.id?.value ?? "?")), Version \(e(version)): "
            + "\(reading.format.rawValue) (\(reading.format.part))\n"
        for line in reading.lines { out += "  \(e(line))\n" }
        for problem in reading.problems { out += "error: \(problem)\n" }
        out += "\n"
        let width = max(5, reading.fields.map { e($0.id).count }.max() ?? 0)
        out += pad("FIELD", width) + "  " + pad("AT", 10) + "  VALUE\n"
        for field in reading.fields {
            let at = field.span.map { "\($0.line):\($0.start)-\($0.end)" } ?? "varies"
            let value = field.value.map { "\"\(e($0))\"" } ?? "(not in the text)"
            out += pad(e(field.id), width) + "  " + pad(at, 10) + "  " + value + "\n"
        }
        out += "\n" + pad("CHECK DIGIT", 31) + "  " + pad("AT", 6) + "  VERDICT\n"
        for check in reading.checkDigits {
            let verdict: String
            if let expected = check.expected, let found = check.found {
                verdict = check.isValid ? "ok (\(expected))" : "FAILED: '\(e(String(found)))', expected \(expected)"
            } else {
                verdict = "FAILED: not computable (text too short or not MRZ characters)"
            }
            out +=
                pad(check.name, 31) + "  " + pad("\(check.position.line):\(check.position.start)", 6) + "  " + verdict
                + "\n"
        }
        return out
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

/// Text from inputs, safe to print on a terminal: control characters (escape sequences
/// included) are shown as `\u{1B}`.
enum TerminalText {
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
            {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
