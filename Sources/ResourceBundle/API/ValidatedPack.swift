import Diagnostics
import Foundation

/// `pack` as one library call: validates a resources directory while its zip is written
/// beside the destination (two cores: about the time of the slower of the two), and puts the
/// zip in place only if the caller accepts the validation report.
public enum ValidatedPack {
    public struct Options: Sendable {
        public var packing = Packer.Options()
        public var validation = ValidationOptions()

        public init() {}
    }

    /// What happened to the zip.
    public enum Zip: Sendable {
        /// In place at the destination.
        case written(Packer.Result)
        /// Written, then removed: the caller did not accept the report.
        case refused
        /// Writing it or moving it into place failed; nothing was left behind.
        case failed(Packer.Failure)
    }

    public struct Outcome: Sendable {
        /// The validation of the directory, with `options.validation.configuration` applied.
        public var report: Report
        public var zip: Zip
    }

    /// Packs `directory` into `output`. `accept` sees the report once validation is done and
    /// says whether the zip goes into place; it is called even when writing failed (a caller
    /// prints the report either way). Throws only `Interruption.Interrupted`, at once, without
    /// waiting for the validation, with nothing written.
    public static func pack(
        directory: String, to output: String, options: Options = Options(), accept: (Report) -> Bool
    ) throws -> Outcome {
        let validation = BackgroundResult { [options] in
            BundleValidator.validate([directory], options: options.validation)
        }
        let written = Result { try Packer.prepare(directory: directory, to: output, options: options.packing) }
        if case .failure(let error) = written, error is Interruption.Interrupted { throw error }
        var report = validation.wait()
        for index in report.inputs.indices {
            report.inputs[index].diagnostics = options.validation.configuration.apply(
                to: report.inputs[index].diagnostics)
        }
        let accepted = accept(report)
        let prepared: Packer.Prepared
        switch written {
        case .failure(let error):
            return Outcome(report: report, zip: .failed(failure(error)))
        case .success(let value):
            prepared = value
        }
        guard accepted else {
            prepared.discard()
            return Outcome(report: report, zip: .refused)
        }
        do {
            try prepared.commit()
        } catch {
            return Outcome(report: report, zip: .failed(failure(error)))
        }
        return Outcome(report: report, zip: .written(prepared.result))
    }

    /// The same, accepting the zip when validation found no errors and read every input.
    public static func pack(directory: String, to output: String, options: Options = Options()) throws -> Outcome {
        try pack(directory: directory, to: output, options: options) { report in
            !report.hasUnreadableInput && !report.fails(strict: false)
        }
    }

    private static func failure(_ error: any Error) -> Packer.Failure {
        error as? Packer.Failure ?? Packer.Failure(message: error.userMessage)
    }
}
