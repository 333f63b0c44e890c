import Diagnostics
import Foundation
import Localization
import ModelsXML

/// `validate` for one input: opens it (zip, directory, or a single file), runs every check,
/// and returns its part of the report. Never throws: an unreadable input is a finding.
public enum BundleValidator {
    public static func validate(_ path: String, options: ValidationOptions = ValidationOptions()) -> Report.Input {
        validate(InputOpener.open(path), options: options)
    }

    /// `validate` of an input already opened (and sniffed) by `InputOpener`.
    public static func validate(_ input: OpenedInput, options: ValidationOptions = ValidationOptions()) -> Report.Input
    {
        validate(input, options: options, checks: BundleChecks.content)
    }

    /// `validate` with the content checks `checks`, in that order (tests reorder them).
    static func validate(_ path: String, options: ValidationOptions, checks: [BundleCheck]) -> Report.Input {
        validate(InputOpener.open(path), options: options, checks: checks)
    }

    static func validate(_ input: OpenedInput, options: ValidationOptions, checks: [BundleCheck]) -> Report.Input {
        let path = input.path
        let reader: BundleReader
        do {
            reader = try input.takeReader()
        } catch {
            return InputShape.unopenable(path, error)
        }
        return validate(reader, named: path, options: options, checks: checks)
    }

    /// `validate` of a bundle read through `reader` (the language server's: open documents
    /// over the files on disk), reported as input `path`; `memo` keeps the document models'
    /// results between calls.
    package static func validate(
        _ reader: BundleReader, named path: String, options: ValidationOptions, memo: ModelMemo?
    ) -> Report.Input {
        validate(reader, named: path, options: options, checks: BundleChecks.content, memo: memo)
    }

    private static func validate(
        _ reader: BundleReader, named path: String, options: ValidationOptions, checks: [BundleCheck],
        memo: ModelMemo? = nil
    ) -> Report.Input {
        let context = BundleContext(reader: reader, options: options)
        context.modelMemo = memo ?? options.modelMemo
        CheckTimings.measure(path, BundleChecks.container) { BundleChecks.container.run(in: context) }
        // A zip bomb: the content checks would decompress it.
        if !context.isExplosive {
            context.startDataPass()
            for check in checks {
                CheckTimings.measure(path, check) { check.run(in: context) }
            }
            context.sink.append(contentsOf: context.finishDataPass())
        }
        let kept = InlineSuppressions.apply(context.sink.diagnostics, context.suppressions, context: context)
        let annotated = SourceLines.annotate(kept, reader: reader, kept: context.keptLines)
        // Part of it could not be read (an I/O error, the zip gone meanwhile): exit 3, as unopened.
        let unreadable = annotated.contains { $0.ruleID == InputRules.Unreadable.description.id }
        return Report.Input(name: path, diagnostics: annotated, unreadable: unreadable)
    }

    /// Validates several inputs in parallel (`options.jobs` at a time, default all cores);
    /// results in input order.
    public static func validate(_ paths: [String], options: ValidationOptions = ValidationOptions()) -> Report {
        validate(opened: InputOpener.open(paths), options: options)
    }

    /// `validate` of inputs already opened by `InputOpener`, in parallel; results in input order.
    public static func validate(opened inputs: [OpenedInput], options: ValidationOptions = ValidationOptions())
        -> Report
    {
        Report(inputs: OrderedParallel.map(inputs, jobs: options.jobs) { validate($0, options: options) })
    }

    /// The report of an input that cannot be read.
    static func unreadable(_ path: String, _ error: any Error) -> Report.Input {
        Report.Input(
            name: path,
            diagnostics: [
                InputRules.Unreadable.finding(at: Location(file: path), reason: error.userMessage)
            ],
            unreadable: true)
    }

    /// Whether validating `path` verifies zip data (and so reports its progress): a zip file.
    public static func verifiesZipData(_ path: String) -> Bool {
        InputOpener.open(path).isZip
    }
}

/// Decides what a loose file is from its name and first bytes.
enum LooseFileKind {
    static func bundlePath(forFileAt path: String, head: [UInt8]) -> String? {
        let name = PathParts(path).name
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xcstrings") { return "Localizable.xcstrings" }
        if lowered.hasSuffix(".strings") {
            // The language is the `.lproj` folder it sits in; alone, it is the Base table.
            let folder = PathParts(PathParts(path).folder).name
            let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "Base"
            return language + ".lproj/Localizable.strings"
        }
        let text = HeadBytes(bytes: DecodedText(head).utf8)
        if text.contains("<facephi-widget-conf") { return "widget.xml" }
        if text.contains("<translations") {
            if name.hasPrefix("strings") { return "strings/" + name }
            return "strings/strings.xml"
        }
        if text.contains("<selphid-widget-conf") || text.contains("<DocumentID") {
            return name == "DocumentRules.xml" ? "documents/DocumentRules.xml" : "documents/" + name
        }
        if text.contains("<rules") || text.contains("<rule ") { return "documents/DocumentRules.xml" }
        // A Lottie animation (checked with its name against the SDK catalog).
        if name.lowercased().hasSuffix(".json") { return name }
        return nil
    }
}

/// The first `count` bytes of a regular file.
func readFileHead(_ path: String, count: Int) throws -> [UInt8] {
    do {
        return try RegularFile.head(path, count: count)
    } catch {
        throw BundleReadError(path: path, message: error.message)
    }
}
