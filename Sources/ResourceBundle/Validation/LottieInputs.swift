import Diagnostics
import LottieValidation

/// `idv-res lottie FILE|DIR ...`: each input is a Lottie file or a folder of them (a zip is
/// read as a folder); only the Lottie check runs.
public enum LottieInputs {
    public static func validate(_ paths: [String], conformance: Bool, catalog: AnimationCatalog?) -> Report {
        Report(inputs: OrderedParallel.map(paths) { validate($0, conformance: conformance, catalog: catalog) })
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
