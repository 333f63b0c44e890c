/// Completion, hover and go-to-definition for one request. The entry points the server calls;
/// each kind of file (widget.xml, strings, document models) answers in its own file.
public enum LanguageFeatures {
    /// Candidates at the cursor, best first.
    public static func completions(_ request: FeatureRequest) -> [CompletionCandidate] {
        []  // filled in by issue 32's features branch
    }

    /// What the cursor is on, explained; nil when it is on nothing idv-res knows.
    public static func hover(_ request: FeatureRequest) -> HoverText? {
        nil  // filled in by issue 32's features branch
    }

    /// Where the name under the cursor is defined (a token in each strings file: several).
    public static func definitions(_ request: FeatureRequest) -> [DefinitionTarget] {
        []  // filled in by issue 32's features branch
    }
}
