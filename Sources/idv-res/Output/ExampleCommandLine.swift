import Diagnostics

/// A rule example as the user would type it: its settings named by their flags, then its
/// arguments (`{input}` still in place), then the settings that read after what they qualify
/// (`verify FILE --sha256 HEX`, `specific-data STRING --models DIR`). `explain` shows it; the
/// example test runs it.
enum ExampleCommandLine {
    static func arguments(_ example: RuleExample) -> [String] {
        let leading = example.settings.filter { !followsInput($0) }
        let trailing = example.settings.filter(followsInput)
        return leading.flatMap(flags) + example.arguments + trailing.flatMap(flags)
    }

    /// A setting about the input itself reads after it.
    static func followsInput(_ setting: RuleExample.Setting) -> Bool {
        switch setting {
        case .expectedSHA256, .xliffImport, .modelsInInput, .scanMode, .specificData, .mergeBase, .mergeNew,
            .mergeReportOnly:
            true
        default: false
        }
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
        case .expectedSHA256(let hex): [VerifyCommand.Options().sha256.spec.key, hex]
        case .xliffImport(let file): [StringsCommand.Options().importFile.spec.key, "{input}/" + file]
        case .modelsInInput: [SpecificDataCommand.Options().models.spec.key, "{input}"]
        case .scanMode(let mode): [SpecificDataCommand.Options().scanMode.spec.key, mode]
        case .specificData(let text): [ValidateCommand.Options().specificData.spec.key, text]
        case .mergeBase(let folder): [UpgradeCommand.Options().from.spec.key, "{input}/" + folder]
        case .mergeNew(let folder): [UpgradeCommand.Options().to.spec.key, "{input}/" + folder]
        case .mergeReportOnly: [UpgradeCommand.Options().dryRun.spec.key]
        }
    }
}
