import Diagnostics

/// A rule example as the user would type it: its settings named by their flags, then its
/// arguments (`{input}` still in place). `explain` shows it; the example test runs it.
enum ExampleCommandLine {
    static func arguments(_ example: RuleExample) -> [String] {
        example.settings.flatMap(flags) + example.arguments
    }

    static func flags(_ setting: RuleExample.Setting) -> [String] {
        switch setting {
        case .lottieConformance: [LottieCommand.Options().strict.spec.key]
        case .animationCatalog(let file): [LottieCommand.Options().catalog.spec.key, "{input}/" + file]
        case .configuration(let file): [ReportOptions.config.spec.key, "{input}/" + file]
        case .limit(let key, let value): [InputLimitOptions.names[key], value]
        case .sumsFile(let file): [VerifyCommand.Options().check.spec.names.last!, "{input}/" + file]
        case .packageManifest(let file): [VerifyCommand.Options().packageSwift.spec.key, "{input}/" + file]
        case .filesInInput: [VerifyCommand.Options().dir.spec.key, "{input}"]
        case .previewMeasure: [PreviewCommand.Options().check.spec.key]
        case .previewSite(let suffix): [PreviewCommand.Options().output.spec.names.last!, "{input}" + suffix]
        }
    }
}
