/// The rules whose findings `validate --fix` repairs, and how; `explain` says so. A fix is
/// applied only when the finding carries its single suggestion and the source still holds
/// exactly what the message names.
public enum FixableRules {
    public enum Kind: Sendable {
        /// Rename the attribute at the finding (`regx` -> `regex`).
        case attributeName
        /// Replace the attribute value at the finding (a token id: `FinishTitel` -> `FinishTitle`).
        case attributeValue
        /// Delete the file or folder (directory bundles only).
        case removeJunk
    }

    public static let kinds: [String: Kind] = [
        "models.unknown-attribute": .attributeName,
        "views.unknown-attribute": .attributeName,
        "views.undefined-token": .attributeValue,
        "zip.junk": .removeJunk,
    ]

    /// One line for `explain`.
    public static func explanation(of id: String) -> String {
        switch kinds[id] {
        case .attributeName: "Fixable: `validate --fix` renames the attribute when the finding names one candidate."
        case .attributeValue: "Fixable: `validate --fix` replaces the token when the finding names one candidate."
        case .removeJunk:
            "Fixable: `validate --fix` deletes the junk from a directory bundle (a zip: `--fix -o FIXED.zip`)."
        case nil: "Not fixable automatically."
        }
    }
}
