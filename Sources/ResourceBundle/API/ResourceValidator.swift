import Diagnostics

/// `validate` as one library call: every input (zip, directory or file), checked in
/// parallel and reported in the order given, then the standalone `views`/`translations` of
/// the options (what an app passes at run time) as one more input. The options'
/// configuration is applied (rules, severities, ignores), so a library caller gets the report
/// `idv-res validate --config` prints.
public enum ResourceValidator {
    public static func validate(_ paths: [String], options: ValidationOptions = ValidationOptions()) -> Report {
        validate(opened: InputOpener.open(paths), options: options)
    }

    /// `validate` of inputs already opened (and sniffed) by `InputOpener`.
    public static func validate(opened inputs: [OpenedInput], options: ValidationOptions = ValidationOptions())
        -> Report
    {
        var report = BundleValidator.validate(opened: inputs, options: options)
        if options.hasStandaloneInput {
            report.inputs.append(StandaloneValidator.validate(options))
        }
        for index in report.inputs.indices {
            report.inputs[index].diagnostics = options.configuration.apply(to: report.inputs[index].diagnostics)
        }
        return report
    }
}
