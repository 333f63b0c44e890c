import Diagnostics
import ModelsXML

/// Everything the checks of one input share: the bundle, the options, the sink, and parsed
/// files (each parsed once, whichever check asks first).
public final class BundleContext {
    public let reader: BundleReader
    public let options: ValidationOptions
    public let sink: DiagnosticSink
    private var cache: [String: Any] = [:]
    /// Inline suppressions of the XML files read so far, by path in the bundle.
    private(set) var suppressions: [String: [InlineSuppression]] = [:]

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

    /// Computes a value once per input, under `key`.
    public func cached<T>(_ key: String, _ make: () -> T) -> T {
        // `cache[key] as? T` would succeed on a missing key when T is itself optional.
        if let stored = cache[key] { return stored as! T }
        let value = make()
        cache[key] = value
        return value
    }

    /// Files of the bundle with `role`, in path order (junk excluded). FIFOs, sockets and
    /// devices are never read (hygiene reports them): reading one could block forever.
    public func files(_ matches: (FileRole) -> Bool) -> [BundleEntry] {
        cached("files:roles") {
            reader.entries.filter { !$0.isDirectory && $0.fileType != .special }.map {
                ($0, BundleLayout.role(of: $0.path))
            }
        }
        .filter { matches($0.1) }
        .map(\.0)
    }

    /// The bytes of `entry`, or nil after reporting why they could not be read or why they
    /// are refused: past the input limits (checked once per file, before any parser).
    public func bytes(of entry: BundleEntry) -> [UInt8]? {
        let limits = options.inputLimits
        if entry.size > limits.maxFileSize {
            reportLimitOnce(
                entry,
                "\(entry.path) is \(entry.size) bytes, over the \(RegularFile.describe(limits.maxFileSize)) file size limit (--max-file-size)"
            )
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try reader.read(entry, limit: limits.maxFileSize)
            if entry.path.lowercased().hasSuffix(".xml"), suppressions[entry.path] == nil {
                suppressions[entry.path] = InlineSuppression.scan(bytes)
            }
        } catch {
            sink.report(
                InputRules.UnreadableEntry.description, at: location(entry.path),
                "cannot read \(entry.path): \((error as? BundleReadError)?.message ?? "\(error)")")
            return nil
        }
        let name = entry.path.lowercased()
        guard name.hasSuffix(".xml") || name.hasSuffix(".strings") else { return bytes }
        let refused = cached("limits:" + entry.path) { () -> Bool in
            guard let violation = InputLimitScan.check(bytes, xml: name.hasSuffix(".xml"), limits: limits) else {
                return false
            }
            sink.report(
                InputRules.Limit.description, at: location(entry.path, line: violation.line, column: violation.column),
                violation.message + ": refused before parsing")
            return true
        }
        return refused ? nil : bytes
    }

    /// A file refused by its declared size: one finding, however many checks ask.
    private func reportLimitOnce(_ entry: BundleEntry, _ message: String) {
        _ = cached("limits:" + entry.path) { () -> Bool in
            sink.report(InputRules.Limit.description, at: location(entry.path), message + ": refused before reading")
            return true
        }
    }

    /// The located element tree of an XML file, parsed once; a parse problem is reported
    /// once, and nil returned when there is no root to check.
    public func xmlTree(_ entry: BundleEntry) -> XMLElement? {
        cached("xml:" + entry.path) { () -> XMLElement? in
            guard let bytes = bytes(of: entry) else { return nil }
            let (root, issue) = XMLTree.parse(bytes)
            if let issue {
                XMLRules.report(issue, at: location(entry.path), into: sink)
                return nil
            }
            return root
        }
    }
}

/// One check over a bundle. Checks report through the context's sink and never print.
public protocol BundleCheck: Sendable {
    func run(in context: BundleContext)
}
