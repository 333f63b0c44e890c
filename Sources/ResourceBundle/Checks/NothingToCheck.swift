import Diagnostics
import Localization

/// An input in which nothing is a file idv-res reads fails (`input.nothing-to-check`).
struct NothingToCheck: BundleCheck {
    func run(in context: BundleContext) {
        InputRules.NothingToCheck.check(context)
    }

    /// A file some check reads: views, translations, document models and rules, app
    /// localizations or a Lottie animation.
    static func isRead(_ path: String) -> Bool {
        switch BundleLayout.role(of: path) {
        case .views, .translations, .documentModels, .documentRules, .localizable, .lottie: return true
        case .resource, .other, .junk, .unknown: return AppLocalizations.isLocalizableFile(path)
        }
    }
}
