import Diagnostics
import LottieValidation
import ModelsXML

/// Every rule idv-res has, in one list: `idv-res rules`, `explain`, SARIF rule metadata,
/// configuration checks and the generic example test all read it.
public enum RuleRegistry {
    public static let all: [RuleDescription] = {
        let rules =
            InputRules.all
            + XMLRules.all
            + LayoutRules.all
            + ChecksumRules.all
            + ViewsAndTranslationsRules.all
            + ZipRules.all
            + LottieRules.all
            + LocalizableRules.all + XLIFFRules.all
            + ModelRules.all
            + SpecificDataRules.all
            + DoctorRules.all
            + SuppressionRules.all
            + PreviewRules.all
        return rules.sorted { $0.id < $1.id }
    }()

    public static func rule(_ id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map(\.id) }
}
