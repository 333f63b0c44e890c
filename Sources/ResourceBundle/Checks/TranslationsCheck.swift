import Diagnostics
import Localization
import ModelsXML

/// The bundle's strings files through `TranslationsWalk` with every translations rule, with
/// widget.xml (for `_alt` texts) and the configuration's `sameAsDefault`.
struct TranslationsCheck: BundleCheck {
    func run(in context: BundleContext) {
        let files = context.translationFiles()
        let inputs = files.map { loaded in
            TranslationsInput(
                path: loaded.path, file: loaded.file, location: context.location(loaded.path),
                name: context.shownName(loaded.path))
        }
        TranslationsWalk.check(
            inputs, widget: context.widgetModel(), sameAsDefault: context.options.sameAsDefault,
            rules: TranslationsWalk.registeredRules, into: context.sink)
    }
}
