import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog

/// One bundle the editor has files of open: its files on disk, listed once per open, save or
/// close (not per keystroke), the document models' results kept between validations, and what
/// was last published for each of its files.
final class BundleSession {
    let location: BundleLocation
    let settings: ServerSettings
    private(set) var configuration = Configuration()
    /// Why the configuration or the baseline could not be read (shown once to the user).
    private(set) var setupProblem: String?
    private var configurationBytes: [UInt8]?
    private var baseline: Baseline?
    private var base: BundleReader?
    private var memo = ModelMemo()
    /// The findings last published, by absolute path of the file they are in.
    private(set) var published: [String: [Diagnostic]] = [:]

    init(location: BundleLocation, settings: ServerSettings) {
        self.location = location
        self.settings = settings
        refresh()
    }

    /// Lists the files on disk again and re-reads the configuration and baseline (a change of
    /// the configuration drops the kept model results: its limits decide them).
    func refresh() {
        base = try? InputOpener.open(location.root).reader()
        let path = settings.configurationPath ?? Configuration.discover(from: folder)
        let bytes = path.flatMap { try? RegularFile.read($0, limit: 16 << 20) }
        if bytes != configurationBytes || configurationBytes == nil {
            configurationBytes = bytes
            setupProblem = nil
            configuration = Configuration()
            if let path {
                do {
                    configuration = try Configuration.load(path: path, knownRules: RuleRegistry.ids)
                } catch {
                    setupProblem = "\(path): \(error.message)"
                }
            }
            memo = ModelMemo()
        }
        if let baselinePath = settings.baselinePath, baseline == nil {
            do {
                baseline = try Baseline.load(path: baselinePath)
            } catch {
                setupProblem = "\(baselinePath): \(error.message)"
            }
        }
    }

    /// The folder a configuration is looked for from (the bundle's, or the loose file's).
    var folder: String { location.isDirectory ? location.root : PathParts(location.root).folder }

    var options: ValidationOptions { ValidationOptions(configuration: configuration) }

    /// The path inside the bundle of the file at absolute `path` (nil: not in this bundle).
    func bundlePath(of path: String) -> String? {
        if location.isDirectory {
            guard path.hasPrefix(location.root + "/") else { return nil }
            return String(path.dropFirst(location.root.count + 1))
        }
        guard path == location.root else { return nil }
        return base?.entries.first?.path
    }

    /// The absolute path of the file a finding is in.
    func absolutePath(of diagnostic: Diagnostic) -> String {
        let file = diagnostic.location.file
        if !location.isDirectory || file.hasPrefix("/") { return location.isDirectory ? file : location.root }
        return location.root + "/" + file
    }

    /// The bundle as the editor has it: `documents` (open, by absolute path) over the disk.
    func reader(_ documents: [OpenDocument]) -> BundleReader? {
        guard let base else { return nil }
        var overlays: [String: [UInt8]] = [:]
        for document in documents {
            guard let path = bundlePath(of: document.path) else { continue }
            // The editor's text (UTF-8) in its file's encoding, as the file will be saved: a
            // UTF-16 document read as UTF-8 that declares UTF-16 would be "mislabelled".
            let onDisk = DecodedText.detect((try? RegularFile.head(document.path, count: 4)) ?? [])
            overlays[path] = onDisk.isUTF16 ? onDisk.encode(document.text) : document.text
        }
        return OverlayBundleReader(base: base, overlays: overlays)
    }

    /// `validate` of the bundle with the open documents' text: its findings with the
    /// configuration, inline suppressions and baseline applied, by absolute path of the file.
    func validate(_ documents: [OpenDocument]) -> [String: [Diagnostic]] {
        guard let reader = reader(documents) else { return [:] }
        var input = BundleValidator.validate(reader, named: location.root, options: options, memo: memo)
        input.diagnostics = configuration.apply(to: input.diagnostics)
        if let baseline {
            input = baseline.apply(to: Report(inputs: [input])).inputs[0]
        }
        memo.retain(paths: Set(reader.entries.map(\.path)))
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in input.diagnostics {
            let (path, shown) = whereShown(diagnostic, reader)
            byFile[path, default: []].append(shown)
        }
        return byFile
    }

    /// The file a finding is published at, and the finding as shown there. A finding about a
    /// folder (`__MACOSX/`) goes to the bundle's widget.xml, else to a file of the folder,
    /// named in its message: editors show a folder URI's findings with a blank name, or fail.
    func whereShown(_ diagnostic: Diagnostic, _ reader: BundleReader) -> (String, Diagnostic) {
        let folder = diagnostic.location.file
        guard location.isDirectory, folder.isEmpty || folder.hasSuffix("/") else {
            return (absolutePath(of: diagnostic), diagnostic)
        }
        let files = reader.entries.filter { !$0.isDirectory }
        let file =
            files.first { BundleLayout.role(of: $0.path) == .views } ?? files.first { $0.path.hasPrefix(folder) }
            ?? files.first
        guard let file else { return (absolutePath(of: diagnostic), diagnostic) }
        var shown = diagnostic
        let name = folder.isEmpty ? "the bundle's folder" : "'\(folder)'"
        if folder.isEmpty || !diagnostic.message.contains(folder) { shown.message = name + ": " + diagnostic.message }
        return (location.root + "/" + file.path, shown)
    }

    /// Records what is published now; returns the files whose findings changed (every file that
    /// had findings and has none now among them, with an empty list).
    func publish(_ findings: [String: [Diagnostic]]) -> [String: [Diagnostic]] {
        var changed: [String: [Diagnostic]] = [:]
        for (path, diagnostics) in findings where published[path] != diagnostics { changed[path] = diagnostics }
        for path in published.keys where findings[path] == nil { changed[path] = [] }
        published = findings
        return changed
    }
}

/// How the server was started (the `lsp` command's options).
public struct ServerSettings: Sendable {
    /// A `.idv-res.json` for every bundle; nil: each bundle's nearest, as `validate` finds it.
    public var configurationPath: String?
    /// A baseline (`validate --write-baseline`): the findings it records are not shown.
    public var baselinePath: String?
    /// The largest message accepted (a 50 MB document fits).
    public var maxMessageBytes = 128 << 20
    /// The live previews the "Preview this view" code lens opens; nil: no such lens.
    public var previews: (any ViewPreviews)?

    public init(configurationPath: String? = nil, baselinePath: String? = nil) {
        self.configurationPath = configurationPath
        self.baselinePath = baselinePath
    }
}
