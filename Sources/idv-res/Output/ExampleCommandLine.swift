import Diagnostics

/// A rule example as the user would type it: its settings named by their flags, then its
/// arguments (`{input}` still in place), then the settings of a specificData string, which
/// read after what they qualify (`specific-data STRING --models DIR`). `explain` shows it;
/// the example test runs it.
enum ExampleCommandLine {
    static func arguments(_ example: RuleExample) -> [String] {
        example.settings.filter { !followsArguments($0) }.flatMap(flags) + example.arguments
            + example.settings.filter(followsArguments).flatMap(flags)
    }

    private static func followsArguments(_ setting: RuleExample.Setting) -> Bool {
        switch setting {
        case .modelsInInput, .scanMode, .specificData: true
        default: false
        }
    }

    static func flags(_ setting: RuleExample.Setting) -> [String] {
        switch setting {
        case .lottieConformance: [LottieCommand.strict.spec.key]
        case .animationCatalog(let file): [LottieCommand.catalog.spec.key, "{input}/" + file]
        case .configuration(let file): [ReportOptions.config.spec.key, "{input}/" + file]
        case .limit(let key, let value): [InputLimitOptions.names[key], value]
        case .sumsFile(let file): [VerifyCommand.check.spec.names.last!, "{input}/" + file]
        case .packageManifest(let file): [VerifyCommand.packageSwift.spec.key, "{input}/" + file]
        case .filesInInput: [VerifyCommand.dir.spec.key, "{input}"]
        case .previewMeasure: [PreviewCommand.check.spec.key]
        case .previewSite(let suffix): [PreviewCommand.output.spec.names.last!, "{input}" + suffix]
        case .modelsInInput: [SpecificDataCommand.models.spec.key, "{input}"]
        case .scanMode(let mode): [SpecificDataCommand.scanMode.spec.key, mode]
        case .specificData(let text): [ValidateCommand.specificData.spec.key, text]
        }
    }
}
