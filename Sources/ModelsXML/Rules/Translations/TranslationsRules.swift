/// Rules a strings file is checked against on its own.
public enum TranslationsRules {}
