/// The languages of a bundle against each other.
public enum TranslationCoverageRules {}
