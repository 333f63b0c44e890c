import Diagnostics

/// The files an SDK resources bundle cannot do without (`bundle.missing-required`).
struct LayoutCheck: BundleCheck {
    func run(in context: BundleContext) {
        BundleRules.MissingRequired.check(context)
    }
}
