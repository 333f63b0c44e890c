import Diagnostics
import ResourceBundle

extension BundleDiff {
    /// The diff as lines a person reads: one section per kind of unit, `+` added, `-`
    /// removed, `~` changed, lines as `old line -> new line`. Everything from the bundles is
    /// escaped (control characters), values are quoted.
    public func text() -> String {
        var out = DiffLines(quote: { "\"\($0.escapingControlCharacters)\"" }, name: { $0.escapingControlCharacters })
        out.render(self)
        return out.text
    }

    /// The diff as GitHub Markdown: the same lines in a list per section, every text from the
    /// bundles escaped so that it cannot make markup, a link or a mention.
    public func markdown() -> String {
        var out = DiffLines(
            quote: { "\"\(MarkdownSummary.escape($0))\"" }, name: { MarkdownSummary.escape($0) }, markdown: true)
        out.render(self)
        return out.text
    }
}

/// Writes the sections of a diff, for plain text or Markdown.
struct DiffLines {
    let quote: (String) -> String
    let name: (String) -> String
    var markdown = false
    var text = ""

    mutating func heading(_ title: String) {
        text += markdown ? "\n### \(title)\n\n" : "\(title):\n"
    }

    mutating func line(_ depth: Int, _ content: String) {
        guard markdown else {
            text += String(repeating: "  ", count: depth + 1) + content + "\n"
            return
        }
        // A sign first in a list item would start a list of its own (`- + x` is a bullet in a
        // bullet): escaped, it is the character.
        let escaped = ["+ ", "- ", "~ "].contains(where: content.hasPrefix) ? "\\" + content : content
        text += String(repeating: "  ", count: depth) + "- " + escaped + "\n"
    }

    static func sign(_ kind: ChangeKind) -> String {
        switch kind {
        case .added: return "+"
        case .removed: return "-"
        case .changed: return "~"
        }
    }

    static func lines(_ old: Int?, _ new: Int?) -> String {
        switch (old, new) {
        case (let old?, let new?): return "line \(old) -> \(new)"
        case (let old?, nil): return "old line \(old)"
        case (nil, let new?): return "new line \(new)"
        case (nil, nil): return ""
        }
    }

    mutating func render(_ diff: BundleDiff) {
        if markdown {
            text += "## idv-res diff \(name(diff.old)) \(name(diff.new))\n"
            if diff.isEmpty { text += "\nNo differences.\n" }
        } else if diff.isEmpty {
            return
        }
        if !diff.texts.isEmpty { renderTexts(diff.texts) }
        if !diff.views.isEmpty { renderViews(diff) }
        if !diff.resources.isEmpty { renderResources(diff) }
        if !diff.models.isEmpty { renderModels(diff.models) }
        if !diff.files.isEmpty {
            heading("files")
            // Junk (__MACOSX/, ._*, .DS_Store) is one line per kind of change: the SDK never
            // reads it, and a zip made on a Mac brings dozens (JSON lists every one).
            let junk = diff.files.filter { BundleLayout.isJunk($0.path) }
            for file in diff.files where !BundleLayout.isJunk(file.path) {
                line(0, fileLine(file, name(file.path)) + (file.lines == nil ? "" : ":"))
                // A short text file (`other/version.txt`): its lines, the version string it holds.
                for change in file.lines ?? [] {
                    let place = change.kind == .removed ? "old line \(change.line)" : "new line \(change.line)"
                    line(1, "\(Self.sign(change.kind)) \(quote(change.text)) (\(place))")
                }
            }
            for kind in [ChangeKind.added, .removed, .changed] {
                let count = junk.filter { $0.kind == kind }.count
                guard count > 0 else { continue }
                line(
                    0,
                    "\(Self.sign(kind)) \(count) junk \(count == 1 ? "file" : "files") \(kind.rawValue) (__MACOSX/, ._*, .DS_Store...)"
                )
            }
        }
    }

    mutating func renderTexts(_ texts: [BundleDiff.LanguageChange]) {
        heading("texts")
        for language in texts {
            let path = name(language.newPath ?? language.oldPath ?? "")
            switch language.kind {
            case .added, .removed:
                let verb = language.kind == .added ? "added" : "removed"
                line(
                    0,
                    "\(Self.sign(language.kind)) language \(name(language.language)) \(verb) (\(path), \(language.tokens.count) tokens)"
                )
            case .changed:
                line(0, "language \(name(language.language)) (\(path)):")
                for token in language.tokens {
                    let place = Self.lines(token.oldLine, token.newLine)
                    // The second token of one id (a duplicate) as `id#2`.
                    let id = name(token.id) + (token.occurrence > 1 ? "#\(token.occurrence)" : "")
                    switch token.kind {
                    case .added: line(1, "+ \(id) = \(quote(token.new ?? "")) (\(place))")
                    case .removed: line(1, "- \(id) = \(quote(token.old ?? "")) (\(place))")
                    case .changed:
                        line(1, "~ \(id): \(quote(token.old ?? "")) -> \(quote(token.new ?? "")) (\(place))")
                    }
                }
            }
        }
    }

    mutating func renderViews(_ diff: BundleDiff) {
        heading("views (\(name(diff.viewsPath ?? "widget.xml")))")
        for view in diff.views {
            switch view.kind {
            case .added, .removed:
                line(0, "\(Self.sign(view.kind)) view \(name(view.id)) (\(Self.lines(view.oldLine, view.newLine)))")
            case .changed:
                line(0, view.id == "(root)" ? "root element:" : "view \(name(view.id)):")
                renderElements(view.elements, depth: 1, own: "view")
            }
        }
    }

    /// Elements of a view or a model file, each as `name path`; the view's or Version's own
    /// attributes (path `""`) sit directly under it.
    mutating func renderElements(_ elements: [ElementChange], depth: Int, own: String) {
        let name = self.name
        render(elements, depth: depth) { element in
            element.path.isEmpty ? own : "\(name(element.name)) \(name(element.path))"
        }
    }

    /// `render` for elements named by `label`; `inline`: an added or removed one with all of
    /// its attributes on its line (an instruction's attributes are what it does).
    mutating func render(
        _ elements: [ElementChange], depth: Int, inline: Bool = false, label: (ElementChange) -> String
    ) {
        for element in elements {
            let place = Self.lines(element.oldLine, element.newLine)
            switch element.kind {
            case .added, .removed:
                let attributes =
                    inline
                    ? element.attributes.map {
                        " \(name($0.name))=\(quote((element.kind == .added ? $0.new : $0.old) ?? ""))"
                    }.joined() : ""
                line(depth, "\(Self.sign(element.kind)) \(label(element))\(attributes) (\(place))")
            case .changed:
                let inner = element.path.isEmpty ? depth : depth + 1
                if !element.path.isEmpty { line(depth, "~ \(label(element)) (\(place)):") }
                for attribute in element.attributes {
                    let old = attribute.old.map(quote) ?? "(none)"
                    let new = attribute.new.map(quote) ?? "(none)"
                    line(
                        inner,
                        "\(name(attribute.name)): \(old) -> \(new) (\(Self.lines(attribute.oldLine, attribute.newLine)))"
                    )
                }
            }
        }
    }

    mutating func renderResources(_ diff: BundleDiff) {
        heading("resources")
        for density in diff.resources {
            line(0, "\(name(density.density)):")
            for file in density.files {
                line(1, fileLine(file, name(String(file.path.split(separator: "/").last ?? ""))))
            }
        }
        for uneven in diff.unevenResources {
            line(
                0,
                "! \(name(uneven.name)) changed in \(uneven.changedIn.map(name).joined(separator: ", ")) only "
                    + "(unchanged in \(uneven.unchangedIn.map(name).joined(separator: ", ")))")
        }
    }

    func fileLine(_ file: BundleDiff.FileChange, _ label: String) -> String {
        var text: String
        switch file.kind {
        case .added: text = "+ \(label) (\(file.new!.summary))"
        case .removed: text = "- \(label) (\(file.old!.summary))"
        case .changed:
            let old = file.old!
            let new = file.new!
            text = "~ \(label): \(old.size) -> \(new.size) bytes, sha256 \(old.sha256) -> \(new.sha256)"
            if old.pixels != nil || new.pixels != nil {
                text += ", \(old.pixels.map(\.description) ?? "?") -> \(new.pixels.map(\.description) ?? "?")"
            }
        }
        if let note = file.note { text += " (\(note))" }
        return text
    }

    mutating func renderModels(_ models: [BundleDiff.ModelChange]) {
        heading("document models")
        for model in models {
            switch model.kind {
            case .added, .removed:
                line(0, "\(Self.sign(model.kind)) \(name(model.path)) (\(model.versions.count) Versions)")
                for version in model.versions { line(1, "\(Self.sign(version.kind)) Version \(name(version.key))") }
            case .changed:
                line(0, "\(name(model.path)):")
                for version in model.versions {
                    let place = Self.lines(version.oldLine, version.newLine)
                    if version.kind == .changed {
                        line(1, "~ Version \(name(version.key)) (\(place)):")
                        renderInstructions(version.fields, depth: 2)
                    } else {
                        line(1, "\(Self.sign(version.kind)) Version \(name(version.key)) (\(place))")
                    }
                }
                if !model.other.isEmpty {
                    line(1, "outside Versions:")
                    renderElements(model.other, depth: 2, own: "root")
                }
            }
        }
    }

    /// A Version's changes: its own attributes, then each element as its path
    /// (`Back/ML/rejectIfNotValid2`): an added or removed one with all of its attributes on
    /// its line, a changed one with each attribute `old -> new` below it.
    mutating func renderInstructions(_ elements: [ElementChange], depth: Int) {
        let name = self.name
        render(elements, depth: depth, inline: true) { name($0.path) }
    }
}
