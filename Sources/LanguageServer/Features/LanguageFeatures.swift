import ResourceBundle

/// Completion, hover and go-to-definition for one request. The entry points the server calls;
/// each kind of file (widget.xml, strings, document models) answers in its own file. They work
/// on the text as typed (`CursorContext`), never needing it to be well-formed.
public enum LanguageFeatures {
    /// Candidates at the cursor, best first.
    public static func completions(_ request: FeatureRequest) -> [CompletionCandidate] {
        guard let (role, cursor) = context(request) else { return [] }
        switch role {
        case .views: return ViewsCompletion.candidates(request, cursor)
        case .translations: return StringsFeatures.completions(request, cursor)
        case .documentModels, .documentRules: return ModelFeatures.completions(request, cursor)
        default: return []
        }
    }

    /// What the cursor is on, explained; nil when it is on nothing idv-res knows. A finding
    /// there comes first, then what the name under the cursor refers to.
    public static func hover(_ request: FeatureRequest) -> HoverText? {
        guard let (role, cursor) = context(request) else { return nil }
        let finding = FindingHover.hover(request, lines: TextPositions(request.text))
        let about: HoverText?
        switch role {
        case .views: about = ViewsReferences.hover(request, cursor)
        case .translations: about = StringsFeatures.hover(request, cursor)
        case .documentModels: about = MRZHover.hover(cursor)
        default: about = nil
        }
        guard let finding else { return about }
        guard let about else { return finding }
        return HoverText(
            markdown: finding.markdown + "\n\n---\n\n" + about.markdown, range: about.range ?? finding.range)
    }

    /// Where the name under the cursor is defined (a token in each strings file: several).
    public static func definitions(_ request: FeatureRequest) -> [DefinitionTarget] {
        guard let (role, cursor) = context(request) else { return [] }
        switch role {
        case .views: return ViewsReferences.definitions(request, cursor)
        case .translations: return StringsFeatures.definitions(request, cursor)
        case .documentModels: return ModelFeatures.definitions(request, cursor)
        default: return []
        }
    }

    /// Every place the token or resource under the cursor is written: widget.xml's references
    /// to it, and with `includeDeclaration` its definitions (the token in each strings file,
    /// the resource's files).
    public static func references(_ request: FeatureRequest, includeDeclaration: Bool) -> [DefinitionTarget] {
        guard let (name, _) = BundleNames.name(at: request) else { return [] }
        let uses = BundleNames.uses(of: name, in: request.context)
        return (includeDeclaration ? uses.definitions : []) + uses.references
    }

    /// The file's outline (views and elements, documents and Versions, tokens, rules).
    public static func outline(_ request: FeatureRequest) -> [OutlineSymbol] { DocumentSymbols.outline(request) }

    /// The colours written in widget.xml.
    public static func colours(_ request: FeatureRequest) -> [ColourValue] { ColourValues.colours(request) }

    /// The default-language text after each token reference of widget.xml in `range`.
    public static func inlayHints(_ request: FeatureRequest, in range: Range<Int>) -> [InlayHintText] {
        TokenHints.hints(request, in: range)
    }

    /// The file's role and the cursor's place in its text; nil for a text larger than the
    /// input limits let a check read (validate refuses it too: nothing to offer).
    private static func context(_ request: FeatureRequest) -> (FileRole, CursorContext)? {
        guard UInt64(request.text.count) <= request.context.options.inputLimits.maxFileSize else { return nil }
        return (BundleLayout.role(of: request.path), CursorContext(request.text, offset: request.offset))
    }
}
