/// One example input of a rule, run by the generic rule test through the real command line.
///
/// The input is a small bundle directory made of `files` (path -> text), or a zip built from
/// `archive`. A `↓` in a file's text marks where a finding must be reported (the character
/// after it); the marks are removed before the file is written. Findings without a line (a
/// whole file, a zip entry) are listed in `expected` instead.
public struct RuleExample: Sendable, Hashable {
    /// The `idv-res` subcommand that runs the example: `validate`, `strings`, `lottie`...
    public var command: String
    /// What the example sets beyond the defaults, said as the library's settings: the
    /// command line names each with its flag, before `arguments` (a setting about the input
    /// itself, after them).
    public var settings: [Setting]
    /// Arguments after the subcommand and the settings. `{input}` is replaced by the example's
    /// directory (or zip); without it, the input path is appended as the last argument.
    public var arguments: [String]
    /// Files of the input bundle, path -> text, with `↓` marks.
    public var files: [String: String]
    /// When set, the input is a zip built from these entries instead of a directory.
    public var archive: [ArchiveEntryRecipe]?
    /// Expected locations that cannot be marked with `↓` (path inside the input, line, column).
    public var expected: [Location]
    /// Zips written inside the input directory, path -> entries (a project tree's resources zip).
    public var archives: [String: [ArchiveEntryRecipe]] = [:]
    /// Files of `files` written as UTF-16 little-endian with a byte order mark (as plistlib and
    /// Xcode write a UTF-16 plist) instead of UTF-8.
    public var utf16Files: Set<String> = []

    public init(
        _ files: [String: String],
        command: String = "validate",
        settings: [Setting] = [],
        arguments: [String] = [],
        archive: [ArchiveEntryRecipe]? = nil,
        expected: [Location] = []
    ) {
        self.command = command
        self.settings = settings
        self.arguments = arguments
        self.files = files
        self.archive = archive
        self.expected = expected
    }

    /// A one-file example: `RuleExample("widget.xml", "<facephi-widget-conf ...")`.
    public init(
        _ path: String, _ text: String, command: String = "validate", settings: [Setting] = [],
        arguments: [String] = [], expected: [Location] = []
    ) {
        self.init([path: text], command: command, settings: settings, arguments: arguments, expected: expected)
    }
}

extension RuleExample {
    /// A setting of the run an example needs, as the library knows it; `file`s are paths
    /// inside the example's input.
    public enum Setting: Sendable, Hashable {
        /// Lottie animations checked against lottie-spec (`lottieConformance`).
        case lottieConformance
        /// The SDK animation catalog to check names against.
        case animationCatalog(file: String)
        /// The configuration (`.idv-res.json`) of the run.
        case configuration(file: String)
        /// A limit, with its value as the configuration writes it (`"1K"`, `"2"`).
        case limit(InputLimits.Key, String)
        /// A sums file to verify (`SHA256SUMS`).
        case sumsFile(String)
        /// A Package.swift whose binary targets are verified.
        case packageManifest(String)
        /// The files the sums name are in the input folder.
        case filesInInput
        /// The preview measured in a browser.
        case previewMeasure
        /// The preview site written beside the input, its name the input's and `besideInput`.
        case previewSite(besideInput: String)
        /// The SHA-256 the one file verified must have (64 hex digits); said after the file.
        case expectedSHA256(String)
        /// An XLIFF file of the input merged into the strings; said after the input.
        case xliffImport(file: String)
        /// The document models a specificData string is checked against are the input.
        case modelsInInput
        /// The SDK scan mode a specificData string is used with.
        case scanMode(String)
        /// A specificData string checked against the input's document models.
        case specificData(String)
        /// The vendor bundle the input (the customer's) was made from: a three-way merge's base,
        /// a folder of the example; said after the input.
        case mergeBase(folder: String)
        /// The vendor's next bundle the input is merged onto, a folder of the example; said
        /// after the input.
        case mergeNew(folder: String)
        /// The merge is reported, nothing written; said after the input.
        case mergeReportOnly
    }
}

/// One entry of a zip that a rule example or a test builds in code (never a committed binary).
public struct ArchiveEntryRecipe: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case file
        case directory
        case symlink(target: String)
    }

    public var name: String
    public var contents: [UInt8]
    public var kind: Kind
    /// Stored without compression (true) or deflated (false).
    public var stored: Bool
    /// Damage applied as it is written, to build hostile archives (see `Damage`).
    public var damage: Set<Damage>

    public init(_ name: String, _ text: String = "", kind: Kind = .file, stored: Bool = false, damage: Set<Damage> = [])
    {
        self.init(name, bytes: Array(text.utf8), kind: kind, stored: stored, damage: damage)
    }

    public init(_ name: String, bytes: [UInt8], kind: Kind = .file, stored: Bool = false, damage: Set<Damage> = []) {
        self.name = name
        self.contents = bytes
        self.kind = kind
        self.stored = stored
        self.damage = damage
    }
}
