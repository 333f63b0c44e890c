import Diagnostics

/// The files an SDK resources bundle cannot do without.
struct LayoutCheck: BundleCheck {
    func run(in context: BundleContext) {
        guard context.reader.kind != .file else { return }
        // Nothing to check was said once; "widget.xml is missing" would only repeat it.
        guard !context.holdsNothingToCheck else { return }
        guard context.reader.kind == .zip || LayoutRules.looksLikeResourcesBundle(context.reader) else { return }
        let roles = Set(context.files { _ in true }.map { BundleLayout.role(of: $0.path) })
        if !roles.contains(.views) {
            context.sink.report(
                LayoutRules.MissingRequired.description, at: context.location("widget.xml"),
                "widget.xml is missing: the SDK draws every screen with its built-in defaults")
        }
        if !roles.contains(.translations(language: nil)) {
            context.sink.report(
                LayoutRules.MissingRequired.description, at: context.location("strings/strings.xml"),
                "strings/strings.xml is missing: the default language has no texts")
        }
    }
}
