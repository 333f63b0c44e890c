/// A translator's slips in `strings/strings.LANG.xml`, each language against the default
/// file (`strings.xml`, the source language).
public enum TranslatorRules {}
