extension InputLimits {
    /// A limit a caller can set. The library says which limit a finding is about; the caller
    /// says how its user sets it (`Names`): the CLI with a flag, a configuration file with its
    /// `limits` key. The raw value is the key in the `limits` object of `.idv-res.json`.
    public enum Key: String, CaseIterable, Sendable {
        /// `InputLimits.maxFileSize`.
        case maxFileSize
        /// `InputLimits.maxLineLength`.
        case maxLineLength
        /// `InputLimits.maxAttributes`.
        case maxAttributes
        /// `InputLimits.maxDepth`.
        case maxDepth
        /// The zip limits (`ZipLimits`): options of a run only, never in the configuration.
        case maxEntries
        case maxTotalSize
        case maxRatio

        /// The limits of one text file: the keys the configuration's `limits` object accepts.
        public static let fileLimits: [Key] = [.maxFileSize, .maxLineLength, .maxAttributes, .maxDepth]

        /// The place of the case in `allCases`.
        var index: Int {
            switch self {
            case .maxFileSize: 0
            case .maxLineLength: 1
            case .maxAttributes: 2
            case .maxDepth: 3
            case .maxEntries: 4
            case .maxTotalSize: 5
            case .maxRatio: 6
            }
        }

        /// The limit named `text` in the configuration's `limits` object.
        public init?(configurationKey text: String) {
            guard let key = Key(rawValue: text), Key.fileLimits.contains(key) else { return nil }
            self = key
        }
    }

    /// How a caller's user sets each limit, for the findings that name it ("over the limit
    /// of 64 (--max-depth)"): given by the CLI; without it, the configuration key.
    public struct Names: Sendable, Equatable {
        /// By `Key`'s case order. An array, not a `[Key: String]`: a dictionary's metadata checks
        /// `Key: Hashable` at run time with a scan of the binary's conformance records, on
        /// every run that sets a limit (~60,000 instructions, for seven names).
        private var names: [String?] = Array(repeating: nil, count: Key.allCases.count)

        public init(_ names: [Key: String] = [:]) {
            for (key, name) in names { self[key] = name }
        }

        public subscript(key: Key) -> String {
            get { names[key.index] ?? key.rawValue }
            set { names[key.index] = newValue }
        }
    }

    /// Why a value cannot be a limit.
    public struct ValueProblem: Error, Sendable, Equatable {
        public var message: String
    }

    /// Sets the limit `key` (one of `Key.fileLimits`) from `text`, as the configuration and the
    /// CLI give it.
    public mutating func set(_ key: Key, _ text: String) throws(ValueProblem) {
        func count() throws(ValueProblem) -> Int {
            guard let value = Int(text), value >= 1 else {
                throw ValueProblem(message: "expected a whole number of at least 1")
            }
            return value
        }
        switch key {
        case .maxFileSize:
            guard let size = InputLimits.parseSize(text), size >= 1 else {
                throw ValueProblem(message: "expected a size such as 1048576, 512K or 64M")
            }
            maxFileSize = size
        case .maxLineLength: maxLineLength = try count()
        case .maxAttributes: maxAttributes = try count()
        case .maxDepth: maxDepth = try count()
        case .maxEntries, .maxTotalSize, .maxRatio:
            preconditionFailure("\(key) is a zip limit (ZipLimits), not a limit of one file")
        }
    }
}
