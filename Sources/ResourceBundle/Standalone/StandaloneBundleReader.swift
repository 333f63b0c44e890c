import Diagnostics
import Foundation

/// The `viewsContent` / `translationsContent` strings an app passes at run time, checked as
/// files: `validate --views widget.xml --translations strings.xml [--translations ...]
/// [--resources DIR]`. Seen as a bundle that holds them at their bundle paths; findings name
/// the files the user gave.
public final class StandaloneBundleReader: BundleReader {
    public let displayName: String
    public let kind = BundleKind.directory
    public let entries: [BundleEntry]
    /// Resource files were given (`--resources`), so missing ones can be reported.
    public let hasResources: Bool
    private let realPaths: [String: String]

    /// A translations file whose language is not given is told by its name: `strings.xml`,
    /// `strings.<lang>.xml` or `strings-<lang>.xml`; any other name is the default language
    /// (once). `resources` is a folder of `<N>dpi/` folders, or a bundle folder that has
    /// `resources/`. `naming` is how the caller's user gives a language, for the messages.
    public init(
        views: String?, translations: [StandaloneTranslations], resources: String?,
        naming: StandaloneTranslations.Naming = .library
    ) throws {
        var paths: [String: String] = [:]
        func add(_ bundlePath: String, _ real: String) throws {
            guard FileManager.default.isReadableFile(atPath: real) else {
                throw BundleReadError(path: real, message: "no such file, or not readable")
            }
            guard paths[bundlePath] == nil else {
                throw BundleReadError(
                    path: real, message: "a second file for \(bundlePath) (give \(naming.form) to say its language)")
            }
            paths[bundlePath] = real
        }
        if let views { try add("widget.xml", views) }
        for translations in translations {
            try add(
                try StandaloneBundleReader.bundlePath(of: translations, taken: Set(paths.keys), naming: naming),
                translations.file)
        }
        if let resources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resources, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw BundleReadError(path: resources, message: "not a directory")
            }
            let nested = PathParts.joining(resources, "resources")
            let root = FileManager.default.fileExists(atPath: nested) ? nested : resources
            for bucket in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            where bucket.hasSuffix("dpi") {
                let folder = PathParts.joining(root, bucket)
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                    paths["resources/\(bucket)/\(name)"] = PathParts.joining(folder, name)
                }
            }
        }
        realPaths = paths
        hasResources = resources != nil
        displayName = views ?? translations.first?.file ?? resources ?? "-"
        entries = paths.keys.sorted().enumerated().map { index, path in
            let size =
                ((try? FileManager.default.attributesOfItem(atPath: paths[path]!))?[.size] as? NSNumber)?.uint64Value
                ?? 0
            return BundleEntry(path: path, isDirectory: false, size: size, compressedSize: size, index: index)
        }
    }

    public func location(of path: String) -> Location {
        Location(file: realPaths[path] ?? path)
    }

    public func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        guard let real = realPaths[entry.path] else {
            throw BundleReadError(path: entry.path, message: "not part of the input")
        }
        return try readFile(real, limit: limit)
    }

    static func bundlePath(
        of translations: StandaloneTranslations, taken: Set<String>, naming: StandaloneTranslations.Naming
    ) throws -> String {
        switch translations.language {
        case .defaultLanguage: return "strings/strings.xml"
        case .named(let language): return "strings/strings.\(language).xml"
        case .fromName: break
        }
        let name = PathParts(translations.file).name
        if case .translations = BundleLayout.role(of: "strings/" + name) { return "strings/" + name }
        if !taken.contains("strings/strings.xml") { return "strings/strings.xml" }
        throw BundleReadError(
            path: translations.file,
            message: "cannot tell this strings file's language from its name; give it as \(naming.form) "
                + "(\(naming.example(translations.file)))")
    }
}

/// `validate --views/--translations/--resources` as one more input of the report.
public enum StandaloneValidator {
    public static func validate(_ options: ValidationOptions) -> Report.Input {
        let (views, translations, resources) = (options.views, options.translations, options.resources)
        let name = views ?? translations.first?.file ?? resources ?? "-"
        let reader: StandaloneBundleReader
        do {
            reader = try StandaloneBundleReader(
                views: views, translations: translations, resources: resources, naming: options.translationsNaming)
        } catch {
            let problem = error as? BundleReadError
            return Report.Input(
                name: name,
                diagnostics: [
                    InputRules.Unreadable.finding(
                        at: Location(file: problem?.path ?? name), reason: problem?.message ?? "\(error)")
                ],
                unreadable: true)
        }
        let context = BundleContext(reader: reader, options: options)
        // Loose views and strings are not a bundle: a missing widget.xml or strings.xml is fine.
        for check in BundleChecks.all where !(check is LayoutCheck) {
            CheckTimings.measure(reader.displayName, check) { check.run(in: context) }
        }
        return Report.Input(name: reader.displayName, diagnostics: context.sink.diagnostics)
    }
}
