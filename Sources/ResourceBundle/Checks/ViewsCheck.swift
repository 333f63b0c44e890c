import Diagnostics
import ModelsXML

/// widget.xml through `WidgetWalk` with every views rule, fed with what the bundle holds: its
/// resource index and the token ids of each strings file.
struct ViewsCheck: BundleCheck {
    func run(in context: BundleContext) {
        guard let model = context.widgetModel() else { return }
        var bundle = WidgetBundleIndex()
        // A file with another root is walked no further: the bundle is not read for it.
        if model.root.name == ViewsVocabulary.rootName {
            bundle.resources = context.resourceIndex()
            // A strings file with another root holds no texts at all: reported once by its own rule.
            bundle.languages = context.translationFiles().filter { $0.file.root.name == "translations" }.map {
                (name: context.shownName($0.path), ids: $0.file.ids)
            }
        }
        WidgetWalk.check(
            model, file: context.location(context.widgetPath), bundle: bundle, rules: WidgetWalk.registeredRules,
            into: context.sink)
    }
}
