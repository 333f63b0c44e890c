import Diagnostics
import Localization
import ModelsXML

/// Everything the checks of one input share: the bundle, the options, the sink, and the facts
/// about the input. Each fact is a typed property computed on first use and kept, whichever
/// check asks first: no check depends on another having run, so their order decides only
/// the order of the findings.
public final class BundleContext {
    public let reader: BundleReader
    public let options: ValidationOptions
    public let sink: DiagnosticSink
    /// Inline suppressions of the XML files read so far, by path in the bundle.
    private(set) var suppressions: [String: [InlineSuppression]] = [:]

    // MARK: Facts, each computed once

    /// Files of the bundle with their role, in entry order (junk included). FIFOs, sockets and
    /// devices are never read (hygiene reports them): reading one could block forever.
    private(set) lazy var filesWithRoles: [(entry: BundleEntry, role: FileRole)] =
        reader.entries.filter { !$0.isDirectory && $0.fileType != .special }.map {
            ($0, BundleLayout.role(of: $0.path))
        }

    /// The container's hygiene (names, links, sizes, layout), without the data check; nil for
    /// a loose file, whose bundle path is made up.
    private(set) lazy var hygiene: BundleHygiene.Findings? =
        reader is SingleFileBundleReader
        ? nil : BundleHygiene.inspect(reader, limits: options.limits, verifyData: false)

    /// The archive is a bomb (sizes, ratios or overlapping entries): reading its entries is
    /// what it wants, so no check reads them.
    var isExplosive: Bool { hygiene?.isExplosive ?? false }

    /// No file of the input is one idv-res reads (reported once, by `NothingToCheck`).
    private(set) lazy var holdsNothingToCheck: Bool = InputShape.readsNothing(files { _ in true }.map(\.path))

    /// Every file path of the bundle (Lottie image references resolve against it).
    private(set) lazy var filePaths: Set<String> = Set(reader.entries.filter { !$0.isDirectory }.map(\.path))

    /// widget.xml as a model (see `widgetModel()`).
    lazy var widget: WidgetModel? = loadWidgetModel()
    /// The readable strings files (see `translationFiles()`).
    lazy var translations: [LoadedTranslations] = loadTranslationFiles()
    /// The `resources/<N>dpi/` inventory (see `resourceIndex()`).
    lazy var resources: ResourceIndex? = loadResourceIndex()
    /// The app's Localizable tables (see `AppLocalizations.load`).
    lazy var appLocalizations: AppLocalizations = AppLocalizations.parse(self)

    /// Whether each file checked against the input limits was refused (one finding per file,
    /// however many checks ask).
    private var refusedByLimits: [String: Bool] = [:]
    /// Located element trees of XML files, by path; nil when the file had no root to check.
    private var xmlTrees: [String: LocatedElement?] = [:]
    /// The pass that inflates and CRC-checks every zip entry once (`validate` on a zip).
    private var dataPass: ZipDataPass?
    /// Source lines kept by checks while they held the bytes (see `SourceLines.annotate`).
    private(set) var keptLines = SourceLines.Kept()
    /// Document models' results kept from earlier validations of this bundle (nil: none).
    package var modelMemo: ModelMemo?

    public init(reader: BundleReader, options: ValidationOptions, sink: DiagnosticSink = DiagnosticSink()) {
        self.reader = reader
        self.options = options
        self.sink = sink
    }

    /// The location of a finding in the file at `path` inside the bundle.
    public func location(_ path: String, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) -> Location {
        var location = reader.location(of: path)
        location.line = line
        location.column = column
        location.jsonPath = jsonPath
        return location
    }

    /// Files of the bundle with a role `matches`, in entry order.
    public func files(_ matches: (FileRole) -> Bool) -> [BundleEntry] {
        filesWithRoles.filter { matches($0.role) }.map(\.entry)
    }

    /// Starts checking every entry's data on another core (a zip that is not explosive);
    /// the checks then take the bytes that pass inflates instead of inflating them again.
    func startDataPass() {
        guard dataPass == nil, let zip = reader as? ZipBundleReader, let hygiene, !hygiene.isExplosive else { return }
        let maxFileSize = options.inputLimits.maxFileSize
        dataPass = ZipDataPass(zip, skipping: hygiene.damaged, progress: options.progress) { entry in
            entry.fileType == .regular && entry.size <= maxFileSize && NothingToCheck.isRead(entry.path)
        }
    }

    /// Ends the data pass and returns its findings (CRC, decompression), in entry order.
    func finishDataPass() -> [Diagnostic] {
        guard let pass = dataPass, let zip = reader as? ZipBundleReader else { return [] }
        dataPass = nil
        return pass.finish(in: zip)
    }

    /// The bytes of `entry`, or nil after reporting why they could not be read or why they
    /// are refused: past the input limits (checked once per file, before any parser).
    public func bytes(of entry: BundleEntry) -> [UInt8]? {
        guard let bytes = unscreenedBytes(of: entry) else { return nil }
        return accept(screener(for: entry)(bytes), of: entry) ? bytes : nil
    }

    /// `bytes(of:)` in three steps, so the scans can run on another core: the bytes, not yet
    /// scanned (nil after reporting why: too big, unreadable); ...
    func unscreenedBytes(of entry: BundleEntry) -> [UInt8]? {
        let limits = options.inputLimits
        if entry.size > limits.maxFileSize {
            refuseOnce(
                entry,
                InputRules.Limit.tooBig(
                    entry.path, size: entry.size, limit: limits.maxFileSize, limitName: limits.names[.maxFileSize],
                    at: location(entry.path)))
            return nil
        }
        return read(entry)
    }

    /// ... the scans this context has not made of the file yet (inline suppressions, input
    /// limits), as a function to run on any thread; ...
    func screener(for entry: BundleEntry) -> @Sendable ([UInt8]) -> Screening {
        let name = entry.path.lowercased()
        let isXML = name.hasSuffix(".xml")
        let scansSuppressions = isXML && suppressions[entry.path] == nil
        let scansLimits = (isXML || name.hasSuffix(".strings")) && refusedByLimits[entry.path] == nil
        let limits = options.inputLimits
        return { bytes in
            Screening(
                suppressions: scansSuppressions ? InlineSuppression.scan(bytes) : nil,
                // UTF-16 (rare) is measured as the text the parsers read: the same lines and tags.
                violation: scansLimits
                    ? InputLimitScan.check(DecodedText.convertingUTF16(bytes), xml: isXML, limits: limits) : nil,
                scannedLimits: scansLimits)
        }
    }

    /// ... and, back on this thread, what they found recorded (a refusal reported once):
    /// whether the bytes may be parsed.
    func accept(_ screening: Screening, of entry: BundleEntry) -> Bool {
        if let found = screening.suppressions, suppressions[entry.path] == nil { suppressions[entry.path] = found }
        if screening.scannedLimits, refusedByLimits[entry.path] == nil {
            refusedByLimits[entry.path] = false
            if let violation = screening.violation {
                refuseOnce(
                    entry,
                    InputRules.Limit.exceeded(
                        violation, at: location(entry.path, line: violation.line, column: violation.column)))
            }
        }
        return refusedByLimits[entry.path] != true
    }

    /// What the scans before any parser found in one file's bytes.
    struct Screening: Sendable {
        fileprivate var suppressions: [InlineSuppression]?
        fileprivate(set) var violation: InputLimitScan.Violation?
        fileprivate var scannedLimits: Bool
    }

    /// Keeps lines of `entry` (taken on any thread while its bytes were at hand) for the
    /// findings' fingerprints, so the file is not read again after the checks.
    func keepSourceLines(_ lines: SourceLines.Kept.File, of entry: BundleEntry) {
        keptLines.keep(lines, of: entry)
    }

    /// The same, keeping `preferred` while the kept lines are within their budget, else
    /// `essential` (see `SourceLines.Kept.budget`, 1 MiB).
    func keepSourceLines(
        _ preferred: SourceLines.Kept.File, of entry: BundleEntry, atLeast essential: SourceLines.Kept.File
    ) {
        keptLines.keep(preferred, of: entry, atLeast: essential)
    }

    /// The entry's bytes from the data pass, or read here (one inflation either way).
    private func read(_ entry: BundleEntry) -> [UInt8]? {
        if let taken = dataPass?.take(entry) { return taken }
        do {
            let bytes = try reader.read(entry, limit: options.inputLimits.maxFileSize)
            dataPass?.record(entry, failure: nil)
            return bytes
        } catch {
            let readError = error as? BundleReadError
            dataPass?.record(entry, failure: readError ?? BundleReadError(path: entry.path, message: "\(error)"))
            InputRules.UnreadableEntry.report(
                entry.path, readError?.message ?? "\(error)", at: location(entry.path), sink)
            return nil
        }
    }

    /// A file refused by the input limits: one finding, however many checks ask.
    private func refuseOnce(_ entry: BundleEntry, _ refusal: @autoclosure () -> Diagnostic) {
        guard refusedByLimits[entry.path] != true else { return }
        refusedByLimits[entry.path] = true
        sink.report(refusal())
    }

    /// The located element tree of an XML file, parsed once; a parse problem is reported
    /// once, and nil returned when there is no root to check.
    public func xmlTree(_ entry: BundleEntry) -> LocatedElement? {
        if let parsed = xmlTrees[entry.path] { return parsed }
        var root: LocatedElement?
        if let bytes = bytes(of: entry) {
            let (parsed, issue) = XMLTree.parse(bytes)
            if let issue {
                XMLRules.report(issue, at: location(entry.path), into: sink)
            } else {
                root = parsed
            }
        }
        xmlTrees[entry.path] = .some(root)
        return root
    }
}

/// One check over a bundle. Checks report through the context's sink and never print.
public protocol BundleCheck: Sendable {
    func run(in context: BundleContext)
}
