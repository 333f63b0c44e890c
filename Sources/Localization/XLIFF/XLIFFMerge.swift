import Diagnostics
import Foundation
import ModelsXML

/// `strings --import`, one pipeline for every kind of target: reads each XLIFF document,
/// checks every translated unit, then merges the good ones into each target language's file
/// through an `XLIFFTarget` (an app's `Localizable.strings`, a zip's `strings/strings*.xml`),
/// all or nothing. Units of other files are counted, never merged; units still under review
/// wait for `acceptNeedsReview`.
///
/// One policy for an XLIFF that is not valid (a document that does not parse, a `<file>`
/// without a target language): `xml.malformed` where it is, and the checks go on, so one run
/// lists every problem of every document. While any error stands nothing is written, so no
/// language is ever half imported and no translator's text is lost to a partial write.
public enum XLIFFMerge {
    public struct Options: Sendable {
        /// Overrides the XLIFF's `target-language`.
        public var language: String?
        public var acceptNeedsReview = false
        /// Compute and report, write nothing.
        public var dryRun = false

        public init(language: String? = nil, acceptNeedsReview: Bool = false, dryRun: Bool = false) {
            self.language = language
            self.acceptNeedsReview = acceptNeedsReview
            self.dryRun = dryRun
        }
    }

    /// One XLIFF file as read, before it is parsed.
    public struct Document: Sendable {
        /// As shown in findings.
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// One key's change, for a dry run.
    public struct KeyChange: Sendable, Equatable {
        public var key: String
        /// Nil when the key is added.
        public var old: String?
        public var new: String
    }

    public struct FileChange: Sendable {
        /// Inside the input (the app resources directory, the bundle).
        public var path: String
        public var language: String
        public var created: Bool
        public var outcome: MergeOutcome
        /// The file's new bytes.
        public var bytes: [UInt8]
        public var keys: [KeyChange]
    }

    public struct Result: Sendable {
        /// Findings in the XLIFF (located there) or about the target files.
        public var diagnostics: [Diagnostic]
        /// The files to write (empty when an error stopped it).
        public var changes: [FileChange]

        public init(diagnostics: [Diagnostic], changes: [FileChange]) {
            self.diagnostics = diagnostics
            self.changes = changes
        }
    }

    /// The message of a `<file>` whose language nothing names (a caller may say how to name it).
    public static let noTargetLanguage = XMLRules.Malformed.noTargetLanguage

    /// Checks every unit of `documents` with `rules`, then computes each language's new file
    /// with `target`.
    public static func plan(
        _ documents: [Document], into target: some XLIFFTarget, options: Options,
        rules: [any XLIFFRule.Type] = XLIFFRules.all
    ) -> Result {
        let sink = DiagnosticSink()
        var byLanguage: [(language: String, values: [(key: String, value: String)])] = []
        for document in documents {
            let files: [XLIFFImport.File]
            do {
                files = try XLIFFImport.read(document.bytes)
            } catch {
                let location = Location(file: document.path, line: error.line, column: error.column)
                sink.report(XMLRules.Malformed.finding(error.message, at: location))
                continue
            }
            for file in files {
                guard
                    let (language, values) = check(
                        file, path: document.path, target: target, options: options, rules: rules, into: sink)
                else { continue }
                if let index = byLanguage.firstIndex(where: { $0.language == language }) {
                    byLanguage[index].values += values
                } else {
                    byLanguage.append((language, values))
                }
            }
        }
        let diagnostics = sink.diagnostics
        if sink.hasErrors {
            return Result(diagnostics: diagnostics, changes: [])
        }

        // Compute every new file before any is written.
        var changes: [FileChange] = []
        for (language, values) in byLanguage where !values.isEmpty {
            let unique = lastOfEachKey(values)
            switch target.merge(language: language, values: unique) {
            case .failure(let refusal):
                return Result(diagnostics: diagnostics + [refusal.diagnostic], changes: [])
            case .success(let edit):
                let touched = Set(edit.outcome.added + edit.outcome.replaced)
                let keys = unique.filter { touched.contains($0.key) }.map {
                    KeyChange(
                        key: $0.key, old: edit.outcome.replaced.contains($0.key) ? edit.old[$0.key] : nil,
                        new: $0.value)
                }
                changes.append(
                    FileChange(
                        path: edit.path, language: language, created: edit.created, outcome: edit.outcome,
                        bytes: edit.bytes, keys: keys))
            }
        }
        return Result(diagnostics: diagnostics, changes: changes)
    }

    /// The walk over one `<file>`: the language and the values to write, or nil when none of
    /// it goes in. It builds no finding but `xml.malformed` for a file without a language.
    private static func check(
        _ file: XLIFFImport.File, path: String, target: some XLIFFTarget, options: Options,
        rules: [any XLIFFRule.Type], into sink: DiagnosticSink
    ) -> (String, [(key: String, value: String)])? {
        let fileLocation = Location(file: path, line: file.line, column: file.column)
        if let reason = target.refusal(of: file.original) {
            let context = XLIFFContext(path: path, location: fileLocation, language: "", options: options, sink: sink)
            for rule in rules { rule.checkRefusedFile(file, reason: reason, context) }
            return nil
        }
        guard let language = options.language ?? file.targetLanguage ?? target.language(ofOriginal: file.original)
        else {
            sink.report(XMLRules.Malformed.noTargetLanguage(at: fileLocation))
            return nil
        }
        let context = XLIFFContext(path: path, location: fileLocation, language: language, options: options, sink: sink)
        for rule in rules { rule.checkFile(file, context) }
        var values: [(key: String, value: String)] = []
        for unit in file.units {
            let location = Location(file: path, line: unit.line, column: unit.column)
            if let unknown = target.unknownUnit(unit, at: location) {
                sink.report(unknown)
                continue
            }
            let visit = XLIFFUnit(unit: unit, location: location, reference: target.reference(of: unit))
            guard rules.allSatisfy({ $0.checkUnit(visit, context) }) else { continue }
            sink.append(contentsOf: target.warnings(about: unit, language: language, at: location))
            values.append((unit.key, unit.target))
        }
        return (language, values)
    }

    /// Each key once, with the text of its last unit (a later file of a directory wins), in
    /// the order of those last units: one edit per key, so two units of a key never edit the
    /// same bytes twice.
    static func lastOfEachKey(_ values: [(key: String, value: String)]) -> [(key: String, value: String)] {
        var seen = Set<String>()
        return values.reversed().filter { seen.insert($0.key).inserted }.reversed()
    }
}
