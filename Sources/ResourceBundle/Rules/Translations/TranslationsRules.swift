/// Rules of the strings files: each file on its own (structure, duplicate ids, empty texts), the
/// languages against each other and widget.xml (coverage, `_alt` texts), and each language's
/// texts against the default file's (a translator's slips). Each is a `TranslationsRule` that
/// `TranslationsWalk` calls.
public enum TranslationsRules {}
