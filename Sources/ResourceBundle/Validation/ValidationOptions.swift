import Diagnostics
import Localization

/// What the user asked `validate` (and the commands built on it) to check beyond defaults.
public struct ValidationOptions: Sendable {
    /// A `specificData` string to check against the bundle's document models.
    public var specificData: String?
    /// `MODE_SEARCH`, `MODE_SPECIFIC` or `MODE_GENERIC`, with `specificData`.
    public var scanMode: String?
    /// Zip hygiene limits (entries, total size, compression ratio).
    public var limits = ZipLimits()
    /// Limits of each text file (size, line length, attributes, depth): past them a file
    /// is refused (`input.limit`) before it is parsed.
    public var inputLimits = InputLimits()
    /// Told how far long checks got (the CLI shows it on a TTY).
    public var progress: ProgressHandler?

    /// A widget.xml (`viewsContent`) checked outside a bundle.
    public var views: String?
    /// Strings files (`translationsContent`), each with its language or told by its name.
    public var translations: [StandaloneTranslations] = []
    /// How the caller's user gives a translations file's language, named when one is missing.
    public var translationsNaming = StandaloneTranslations.Naming.library
    /// The folder of `<N>dpi/` folders the views' resources are looked up in.
    public var resources: String?

    /// Standalone views/translations were given.
    public var hasStandaloneInput: Bool { views != nil || !translations.isEmpty }
    /// Also check Lottie animations against the lottie-spec 1.0 schema.
    public var lottieConformance = false

    /// The SDK key catalog app `Localizable` files are checked against (nil: SelphID iOS).
    public var catalog: SDKCatalog?
    /// The language others are compared with in app resources (nil: `en`).
    public var baseLanguage: String?
    /// Token ids (`*` globs) whose text is meant to be the default text in every language
    /// (`"sameAsDefault"` of `.idv-res.json`): never reported as untranslated.
    public var sameAsDefault: [String] = []
    /// Inputs checked at once (nil: as many as there are processors).
    public var jobs: Int?

    /// The `.idv-res.json` of the run: `ResourceValidator` reports with its `rules`
    /// (severities, `off`) and `ignore`, as `idv-res validate` prints.
    public var configuration = Configuration()

    /// Document models' results shared by validations of bundles that hold the same files
    /// (`upgrade` validates NEW and OUT, whose untouched models are NEW's bytes): a model
    /// another validation analysed is not parsed again.
    package var modelMemo: ModelMemo?

    public init() {}

    /// The options a configuration file sets: its rules and ignores, `sameAsDefault` and
    /// `limits`; the caller's own settings go on top.
    public init(configuration: Configuration) {
        self.configuration = configuration
        sameAsDefault = configuration.sameAsDefault
        inputLimits = configuration.limits ?? InputLimits()
    }
}
