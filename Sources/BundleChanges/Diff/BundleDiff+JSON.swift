import Diagnostics

extension BundleDiff {
    /// The diff as JSON (keys in a fixed order): `equal`, then one array per section.
    public func json() -> JSONOutput {
        .object([
            ("old", .string(old)),
            ("new", .string(new)),
            ("equal", .bool(isEmpty)),
            ("texts", .array(texts.map(Self.json))),
            ("viewsPath", .optional(viewsPath)),
            ("views", .array(views.map(Self.json))),
            ("resources", .array(resources.map(Self.json))),
            (
                "resourcesChangedInSomeDensities",
                .array(
                    unevenResources.map {
                        .object([
                            ("name", .string($0.name)), ("changedIn", .array($0.changedIn.map(JSONOutput.string))),
                            ("unchangedIn", .array($0.unchangedIn.map(JSONOutput.string))),
                        ])
                    })
            ),
            ("models", .array(models.map(Self.json))),
            ("files", .array(files.map(Self.json))),
        ])
    }

    static func json(_ language: LanguageChange) -> JSONOutput {
        .object([
            ("change", .string(language.kind.rawValue)), ("language", .string(language.language)),
            ("oldPath", .optional(language.oldPath)), ("newPath", .optional(language.newPath)),
            (
                "tokens",
                .array(
                    language.tokens.map {
                        .object([
                            ("change", .string($0.kind.rawValue)), ("id", .string($0.id)),
                            ("occurrence", .int($0.occurrence)), ("old", .optional($0.old)),
                            ("new", .optional($0.new)), ("oldLine", .optional($0.oldLine)),
                            ("newLine", .optional($0.newLine)),
                        ])
                    })
            ),
        ])
    }

    static func json(_ view: ViewChange) -> JSONOutput {
        .object([
            ("change", .string(view.kind.rawValue)), ("view", .string(view.id)),
            ("oldLine", .optional(view.oldLine)), ("newLine", .optional(view.newLine)),
            ("elements", .array(view.elements.map(json))),
        ])
    }

    static func json(_ element: ElementChange) -> JSONOutput {
        .object([
            ("change", .string(element.kind.rawValue)), ("path", .string(element.path)),
            ("element", .string(element.name)), ("oldLine", .optional(element.oldLine)),
            ("newLine", .optional(element.newLine)),
            (
                "attributes",
                .array(
                    element.attributes.map {
                        .object([
                            ("name", .string($0.name)), ("old", .optional($0.old)), ("new", .optional($0.new)),
                            ("oldLine", .optional($0.oldLine)), ("newLine", .optional($0.newLine)),
                        ])
                    })
            ),
        ])
    }

    static func json(_ density: DensityChange) -> JSONOutput {
        .object([("density", .string(density.density)), ("files", .array(density.files.map(json)))])
    }

    static func json(_ facts: FileFacts?) -> JSONOutput {
        guard let facts else { return .null }
        var members: [(String, JSONOutput)] = [("size", .int(facts.size)), ("sha256", .string(facts.sha256))]
        if let pixels = facts.pixels {
            members.append(("width", .int(pixels.width)))
            members.append(("height", .int(pixels.height)))
        }
        return .object(members)
    }

    static func json(_ file: FileChange) -> JSONOutput {
        .object([
            ("change", .string(file.kind.rawValue)), ("path", .string(file.path)), ("old", json(file.old)),
            ("new", json(file.new)), ("note", .optional(file.note)),
            (
                "lines",
                file.lines.map { lines in
                    .array(
                        lines.map {
                            .object([
                                ("change", .string($0.kind.rawValue)), ("text", .string($0.text)),
                                ("line", .int($0.line)),
                            ])
                        })
                } ?? .null
            ),
        ])
    }

    static func json(_ model: ModelChange) -> JSONOutput {
        .object([
            ("change", .string(model.kind.rawValue)), ("path", .string(model.path)),
            (
                "versions",
                .array(
                    model.versions.map {
                        .object([
                            ("change", .string($0.kind.rawValue)), ("version", .string($0.key)),
                            ("oldLine", .optional($0.oldLine)), ("newLine", .optional($0.newLine)),
                            ("fields", .array($0.fields.map(json))),
                        ])
                    })
            ),
            ("outsideVersions", .array(model.other.map(json))),
        ])
    }
}
