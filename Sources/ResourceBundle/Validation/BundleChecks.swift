/// Every check `validate` runs on a bundle, in order. A new check is one line here.
public enum BundleChecks {
    public static let all: [BundleCheck] = [
        ZipHygieneCheck(),
        NothingToCheck(),
        LayoutCheck(),
        XMLFilesCheck(),
        ViewsCheck(),
        TranslationsCheck(),
        LottieCheck(),
        LocalizableCheck(),
        ModelsCheck(),
    ]
}
