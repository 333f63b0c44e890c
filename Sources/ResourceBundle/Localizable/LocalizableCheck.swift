import Diagnostics
import Localization

/// Runs the Localizable rules when the input holds app resources (`*.lproj` tables or a
/// String Catalog), against the SDK catalog in the options (the SelphID iOS one by default).
struct LocalizableCheck: BundleCheck {
    func run(in context: BundleContext) {
        let app = AppLocalizations.load(context)
        guard !app.isEmpty else { return }
        let analyzer = LocalizableAnalyzer(
            catalog: context.options.catalog ?? SDKCatalog.selphidIOS,
            baseLanguage: context.options.baseLanguage ?? "en",
            locate: { context.location($0, line: $1, column: $2, jsonPath: $3) })
        analyzer.analyze(app, into: context.sink)
    }
}
