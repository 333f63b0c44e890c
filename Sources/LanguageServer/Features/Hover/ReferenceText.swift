import ModelsXML
import ResourceBundle

/// How hovers and completion documentation describe what a name refers to: a token's text in
/// every language, a resource's densities and pixel sizes. Bundle text is escaped.
enum ReferenceText {
    /// A token's text in each strings file, the default first; the files without it named.
    static func token(_ id: String, in context: BundleContext, index: FeatureIndex) -> String {
        let entries = index.tokens[id] ?? []
        var lines = ["\(Markdown.code(id)): text token"]
        if entries.isEmpty {
            lines.append("")
            lines.append("In no strings file.")
        }
        for entry in entries {
            let text = entry.text.isEmpty ? "*(empty)*" : Markdown.escaped(entry.text)
            lines.append("- **\(Markdown.escaped(entry.language))**: \(text)")
        }
        let lacking = context.translationFiles().filter { file in !entries.contains { $0.path == file.path } }
        if !entries.isEmpty, !lacking.isEmpty {
            lines.append("")
            lines.append("Missing in " + lacking.map { Markdown.code($0.fileName) }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// The first line of a token's default text, shortened: a completion's detail.
    static func summary(_ text: String, limit: Int = 60) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let more = line.count < text.count ? "…" : ""
        return line.count > limit ? String(line.prefix(limit)) + "…" : line + more
    }

    /// A resource's densities, and each file's pixel size (images) or byte size.
    static func resource(_ name: String, in context: BundleContext, index: FeatureIndex) -> String {
        let entries = index.resources[name] ?? []
        var lines = ["\(Markdown.code(name)): resource file"]
        if entries.isEmpty {
            lines.append("")
            lines.append("In no `resources/<N>dpi/` folder.")
            return lines.joined(separator: "\n")
        }
        for entry in entries {
            lines.append("- **\(entry.density)dpi**: " + size(of: entry.path, in: context))
        }
        let missing = Set(BundleLayout.densityBuckets).subtracting(entries.map(\.density)).sorted()
        if !missing.isEmpty {
            lines.append("")
            lines.append("Not in " + missing.map { "\($0)dpi" }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// `163dpi, 326dpi`: a completion's detail.
    static func densities(_ entries: [FeatureIndex.ResourceEntry]) -> String {
        entries.map { "\($0.density)dpi" }.joined(separator: ", ")
    }

    /// `120x80 px`, or the byte count for a file that is not an image; the file is read from
    /// the bundle (one entry, only when hovered).
    private static func size(of path: String, in context: BundleContext) -> String {
        guard let entry = context.reader.entry(at: path) else { return "unreadable" }
        let isImage = ResourceKind.image.extensions.contains(entry.name.split(separator: ".").last?.lowercased() ?? "")
        guard isImage, entry.size <= maximumImageBytes,
            let bytes = try? context.reader.read(entry, limit: maximumImageBytes), let pixels = PixelSize(bytes)
        else { return "\(entry.size) bytes" }
        return "\(pixels) (\(entry.size) bytes)"
    }

    /// Images larger than this are not read for their size (the hover says their bytes).
    private static let maximumImageBytes: UInt64 = 16 << 20
}
