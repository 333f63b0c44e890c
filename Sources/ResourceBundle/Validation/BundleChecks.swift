/// Every check `validate` runs on a bundle. A new check is one line in `content`.
public enum BundleChecks {
    /// The container's own check (names, links, sizes, bombs). It runs first, and alone on an
    /// explosive archive: every other check reads entries, which is what a bomb wants.
    public static let container: BundleCheck = ZipHygieneCheck()

    /// The checks of what the bundle holds. Each reads the facts it needs from the context,
    /// computed on first use, so none depends on another having run: the order only decides
    /// the order of findings that share a place.
    public static let content: [BundleCheck] = [
        NothingToCheck(),
        LayoutCheck(),
        XMLFilesCheck(),
        ViewsCheck(),
        TranslationsCheck(),
        LottieCheck(),
        LocalizableCheck(),
        ModelsCheck(),
    ]

    public static var all: [BundleCheck] { [container] + content }
}
