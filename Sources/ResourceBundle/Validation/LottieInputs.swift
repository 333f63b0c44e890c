import Diagnostics
import Foundation
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
        let reader: BundleReader
        var isDirectory: ObjCBool = false
        do {
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw BundleReadError(path: path, message: "no such file or directory")
            }
            if isDirectory.boolValue {
                reader = try DirectoryBundleReader(path: path)
            } else if path.lowercased().hasSuffix(".zip") {
                reader = try ZipBundleReader(path: path)
            } else {
                guard FileManager.default.isReadableFile(atPath: path) else {
                    throw BundleReadError(path: path, message: "permission denied")
                }
                reader = SingleFileBundleReader(path: path, bundlePath: (path as NSString).lastPathComponent)
            }
        } catch {
            let message = error.userMessage
            return Report.Input(
                name: path,
                diagnostics: [
                    Diagnostic(InputRules.Unreadable.description, at: Location(file: path), "cannot read: \(message)")
                ],
                unreadable: true)
        }
        let context = BundleContext(reader: reader, options: options)
        LottieCheck(catalog: catalog, everyFileIsAnimation: !isDirectory.boolValue).run(in: context)
        return Report.Input(name: path, diagnostics: context.sink.diagnostics)
    }
}
