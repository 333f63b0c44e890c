import ResourceBundle

/// Renaming a text token: its `id` in every strings file and every widget.xml reference to it
/// (and its `_alt` text's), as one edit. A name another token has, or widget.xml already
/// names, is refused (the two would become one); so is a name no `id` could be written as.
enum TokenRename {
    /// Why a rename is not made, as the editor shows it.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// The token under the cursor and its bytes; a refusal on a resource (renamed as files),
    /// nil on anything else.
    static func prepare(_ request: FeatureRequest) -> Result<(id: String, range: Range<Int>), Refusal>? {
        switch BundleNames.name(at: request) {
        case (.token(let id), let range)?: return .success((id, range))
        case (.resource(let name), _)?:
            return .failure(
                Refusal(
                    message: "'\(name)' is a resource file: rename it in every resources/<N>dpi/ folder; "
                        + "idv-res renames text tokens"))
        case nil: return nil
        }
    }

    /// One place to write a new name at.
    struct Edit: Equatable {
        var place: DefinitionTarget
        var newText: String
    }

    /// Every place the token under the cursor is written, with `newName` to write there; its
    /// `X_alt` accessibility text, when X is no element id it could still describe, follows
    /// as `newName_alt` (else it would describe nothing).
    static func edits(_ request: FeatureRequest, newName: String) -> Result<[Edit], Refusal> {
        guard let prepared = prepare(request) else {
            return .failure(Refusal(message: "no text token here to rename"))
        }
        let id: String
        switch prepared {
        case .success(let token): id = token.id
        case .failure(let refusal): return .failure(refusal)
        }
        if let problem = problem(with: newName) { return .failure(Refusal(message: problem)) }
        let context = request.context
        var renames = [(id, newName)]
        let alt = id + "_alt"
        if !id.hasSuffix("_alt"), !newName.hasSuffix("_alt"),
            !BundleNames.tokenDefinitions(of: alt, in: context).isEmpty,
            !BundleNames.elementIDs(in: context).contains(id)
        {
            renames.append((alt, newName + "_alt"))
        }
        var edits: [Edit] = []
        for (old, new) in renames where old != new {
            if let refusal = taken(new, in: context) { return .failure(refusal) }
            let uses = BundleNames.uses(of: .token(old), in: context)
            edits += (uses.definitions + uses.references).map { Edit(place: $0, newText: new) }
        }
        return .success(edits)
    }

    /// Why `name` is taken: another token has it, or widget.xml already names it.
    private static func taken(_ name: String, in context: BundleContext) -> Refusal? {
        let uses = BundleNames.uses(of: .token(name), in: context)
        if let token = uses.definitions.first {
            return Refusal(message: "'\(name)' is already a token (\(token.path):\(token.line)): not renamed")
        }
        if let named = uses.references.first {
            return Refusal(message: "'\(name)' is already named by \(named.path):\(named.line): not renamed")
        }
        return nil
    }

    /// Why `name` cannot be a token id written as it is: empty, or with a space, a control
    /// character, or what XML or a list of names would read otherwise.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "a token id cannot be empty" }
        let refused = name.unicodeScalars.first {
            $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F || "<>&\"',".unicodeScalars.contains($0)
        }
        guard let refused else { return nil }
        let shown =
            refused.properties.isWhitespace || refused.value < 0x20 ? "a space or control character" : "'\(refused)'"
        return "'\(name)' cannot be a token id: it holds \(shown)"
    }
}
