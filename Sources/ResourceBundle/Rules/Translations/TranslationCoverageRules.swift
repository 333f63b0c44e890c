import Diagnostics
import ModelsXML

/// The languages of a bundle against each other.
public enum TranslationCoverageRules {

}
