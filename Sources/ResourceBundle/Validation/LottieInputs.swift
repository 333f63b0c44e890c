import Diagnostics
import LottieValidation

/// `idv-res lottie FILE|DIR ...`: each input is a Lottie file or a folder of them (a zip is
/// read as a folder); only the Lottie check runs.
public enum LottieInputs {
    /// Each path's findings, with `configuration` (severities, disabled rules, ignores) applied.
    public static func validate(
        _ paths: [String], conformance: Bool, catalog: AnimationCatalog?, configuration: Configuration = Configuration()
    ) -> Report {
        Report(
            inputs: OrderedParallel.map(paths) { path in
                var input = validate(path, conformance: conformance, catalog: catalog)
                input.diagnostics = configuration.apply(to: input.diagnostics)
                return input
            })
    }

    static func validate(_ path: String, conformance: Bool, catalog: AnimationCatalog?) -> Report.Input {
        var options = ValidationOptions()
        options.lottieConformance = conformance
        let input = InputOpener.open(path, looseFiles: .animations)
        let reader: BundleReader
        do {
            reader = try input.takeReader()
        } catch {
            return BundleValidator.unreadable(path, error)
        }
        let context = BundleContext(reader: reader, options: options)
        LottieCheck(catalog: catalog, everyFileIsAnimation: reader.kind != .directory).run(in: context)
        return Report.Input(name: path, diagnostics: context.sink.diagnostics)
    }
}
