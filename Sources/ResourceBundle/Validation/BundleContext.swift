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

    /// Files of the bundle with `role`, in path order (junk excluded).
    public func files(_ matches: (FileRole) -> Bool) -> [BundleEntry] {
        cached("files:roles") { reader.entries.filter { !$0.isDirectory }.map { ($0, BundleLayout.role(of: $0.path)) } }
            .filter { matches($0.1) }
            .map(\.0)
    }

    /// The bytes of `entry`, or nil after reporting why they could not be read.
    public func bytes(of entry: BundleEntry) -> [UInt8]? {
        do {
            let bytes = try reader.read(entry)
            if entry.path.lowercased().hasSuffix(".xml"), suppressions[entry.path] == nil {
                suppressions[entry.path] = InlineSuppression.scan(bytes)
            }
            return bytes
        } catch {
            sink.report(InputRules.UnreadableEntry.description, at: location(entry.path), "cannot read \(entry.path): \((error as? BundleReadError)?.message ?? "\(error)")")
            return nil
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
