/// What the user asked `validate` (and the commands built on it) to check beyond defaults.
public struct ValidationOptions: Sendable {
    /// A `specificData` string to check against the bundle's document models.
    public var specificData: String?
    /// `MODE_SEARCH`, `MODE_SPECIFIC` or `MODE_GENERIC`, with `specificData`.
    public var scanMode: String?
    /// Also check Lottie animations against the lottie-spec 1.0 schema (`--strict`).
    public var lottieConformance = false

    public init() {}
}
