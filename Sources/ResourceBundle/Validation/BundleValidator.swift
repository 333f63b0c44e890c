import Diagnostics
import Foundation
import Localization
import ModelsXML

/// `validate` for one input: opens it (zip, directory, or a single file), runs every check,
/// and returns its part of the report. Never throws: an unreadable input is a finding.
public enum BundleValidator {
    public static func validate(_ path: String, options: ValidationOptions = ValidationOptions()) -> Report.Input {
        validate(path, options: options, checks: BundleChecks.content)
    }

    /// `validate` with the content checks `checks`, in that order (tests reorder them).
    static func validate(_ path: String, options: ValidationOptions, checks: [BundleCheck]) -> Report.Input {
        let reader: BundleReader
        do {
            reader = try openInput(path)
        } catch {
            if let damaged = BundleHygiene.unopenableZip(path, error) { return damaged }
            let message = error.userMessage
            return Report.Input(
                name: path,
                diagnostics: [
                    Diagnostic(InputRules.Unreadable.description, at: Location(file: path), "cannot read: \(message)")
                ],
                unreadable: true)
        }
        let context = BundleContext(reader: reader, options: options)
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
        return Report.Input(name: path, diagnostics: annotated)
    }

    /// Validates several inputs in parallel (`options.jobs` at a time, default all cores);
    /// results in input order.
    public static func validate(_ paths: [String], options: ValidationOptions = ValidationOptions()) -> Report {
        Report(inputs: OrderedParallel.map(paths, jobs: options.jobs) { validate($0, options: options) })
    }

    /// Whether validating `path` verifies zip data (and so reports its progress): a zip file.
    public static func verifiesZipData(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return false
        }
        let head = (try? readFileHead(path, count: 2)) ?? []
        return head.starts(with: [0x50, 0x4B]) || path.lowercased().hasSuffix(".zip")
    }

    /// Whether `path` holds app localizations (`*.lproj/Localizable.strings`, `.xcstrings`).
    public static func hasAppLocalizations(_ path: String) -> Bool {
        (try? openInput(path))?.entries.contains { !$0.isDirectory && AppLocalizations.isLocalizableFile($0.path) }
            ?? false
    }

    /// What `path` opens as (nil when it cannot be opened).
    public static func inputKind(_ path: String) -> BundleKind? {
        (try? openInput(path))?.kind
    }

    /// A zip or a directory as a bundle; a loose file as a one-file bundle at the path its
    /// content says.
    package static func openInput(_ path: String) throws -> BundleReader {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BundleReadError(path: path, message: "no such file or directory")
        }
        if isDirectory.boolValue {
            let name = (path as NSString).standardizingPath.split(separator: "/").last.map(String.init) ?? ""
            // An `.lproj` folder alone: its tables keep their language.
            return try DirectoryBundleReader(path: path, prefix: name.hasSuffix(".lproj") ? name + "/" : "")
        }
        if let kind = RegularFile.specialKind(path) {
            throw BundleReadError(path: path, message: "\(kind), not a file: refused (reading it could block forever)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw BundleReadError(path: path, message: "permission denied")
        }
        let head = try readFileHead(path, count: 4096)
        if head.starts(with: [0x50, 0x4B]) || path.lowercased().hasSuffix(".zip") {
            return try ZipBundleReader(path: path)
        }
        guard let bundlePath = LooseFileKind.bundlePath(forFileAt: path, head: head) else {
            throw BundleReadError(
                path: path,
                message: "not a zip, a directory, or a file idv-res knows (widget.xml, "
                    + "strings XML, "
                    + "document model XML, Localizable.strings, .xcstrings, Lottie JSON)")
        }
        return SingleFileBundleReader(path: path, bundlePath: bundlePath)
    }
}

/// Decides what a loose file is from its name and first bytes.
enum LooseFileKind {
    static func bundlePath(forFileAt path: String, head: [UInt8]) -> String? {
        let name = (path as NSString).lastPathComponent
        let lowered = name.lowercased()
        if lowered.hasSuffix(".xcstrings") { return "Localizable.xcstrings" }
        if lowered.hasSuffix(".strings") {
            // The language is the `.lproj` folder it sits in; alone, it is the Base table.
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "Base"
            return language + ".lproj/Localizable.strings"
        }
        let text = HeadBytes(bytes: SourceLines.utf16HeadAsUTF8(head))
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
