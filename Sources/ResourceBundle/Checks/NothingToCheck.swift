import Diagnostics
import Localization

/// An input in which nothing is a file idv-res reads fails, naming what was expected: a
/// mistyped path or a zip of the wrong folder must never pass green.
struct NothingToCheck: BundleCheck {
    func run(in context: BundleContext) {
        guard context.holdsNothingToCheck else { return }
        let files = context.files { _ in true }
        let found: String
        if files.isEmpty {
            found = context.reader.kind == .zip ? "the zip holds no files" : "the directory is empty"
        } else {
            let shown = files.prefix(3).map { "'\($0.path)'" }.joined(separator: ", ")
            let more = files.count > 3 ? ", ..." : ""
            found = "found \(files.count) other file\(files.count == 1 ? "" : "s") (\(shown)\(more))"
        }
        context.sink.report(
            InputRules.NothingToCheck.description, at: context.location(""),
            "nothing idv-res reads: expected \(InputRules.NothingToCheck.expected); \(found)")
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
