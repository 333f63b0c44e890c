/// What the user asked `validate` (and the commands built on it) to check beyond defaults.
public struct ValidationOptions: Sendable {
    /// A `specificData` string to check against the bundle's document models.
    public var specificData: String?
    /// `MODE_SEARCH`, `MODE_SPECIFIC` or `MODE_GENERIC`, with `specificData`.
    public var scanMode: String?

    /// The SDK key catalog app `Localizable` files are checked against (nil: SelphID iOS).
    public var catalog: SDKCatalog?
    /// The language others are compared with in app resources (nil: `en`).
    public var baseLanguage: String?

    public init() {}
}
