import Diagnostics

/// What a bundle holds, one row per file: `idv-res ls`.
public struct Inventory: Sendable {
    public struct Row: Sendable {
        public var path: String
        /// `views`, `translations`, `document-model`, `document-rules`, `image`, `font`,
        /// `video`, `resource`, `other`, `localizable`, `lottie`, `junk`, `link`, `special`, `unknown`.
        public var kind: String
        /// The density bucket (163, 326, 489) of a file under `resources/<N>dpi/`.
        public var density: Int?
        /// The language of a strings file (nil: the default language).
        public var language: String?
        public var size: UInt64
        public var compressedSize: UInt64

        /// Uncompressed over compressed size (1 for stored files and directories on disk).
        public var ratio: Double {
            compressedSize == 0 ? (size == 0 ? 1 : .infinity) : Double(size) / Double(compressedSize)
        }
    }

    public var rows: [Row]

    public var size: UInt64 { rows.reduce(0) { $0 &+ $1.size } }
    public var compressedSize: UInt64 { rows.reduce(0) { $0 &+ $1.compressedSize } }

    public init(_ reader: BundleReader) {
        rows = reader.entries.filter { !$0.isDirectory }.map { entry in
            var row = Row(
                path: entry.path, kind: "unknown", density: nil, language: nil, size: entry.size,
                compressedSize: entry.compressedSize)
            if entry.fileType == .symlink || entry.fileType == .special {
                row.kind = entry.fileType == .symlink ? "link" : "special"
                return row
            }
            switch BundleLayout.role(of: entry.path) {
            case .views: row.kind = "views"
            case .translations(let language):
                row.kind = "translations"
                row.language = language
            case .documentModels: row.kind = "document-model"
            case .documentRules: row.kind = "document-rules"
            case .resource(let density):
                row.density = density
                row.kind = Inventory.mediaKind(entry.path)
            case .other: row.kind = "other"
            case .localizable(let language):
                row.kind = "localizable"
                row.language = language
            case .lottie: row.kind = "lottie"
            case .junk: row.kind = "junk"
            case .unknown: row.kind = "unknown"
            }
            return row
        }
    }

    static func mediaKind(_ path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "png", "jpg", "jpeg", "gif", "webp", "svg", "pdf": return "image"
        case "ttf", "otf": return "font"
        case "mp4", "mov", "m4v": return "video"
        case "json": return "lottie"
        default: return "resource"
        }
    }

    /// `ls --format json`: stable keys, sizes in bytes.
    public func json(input: String) -> JSONOutput {
        .object([
            ("input", .string(input)),
            ("files", .int(rows.count)),
            ("size", .int(Int(clamping: size))),
            ("compressedSize", .int(Int(clamping: compressedSize))),
            (
                "entries",
                .array(
                    rows.map { row in
                        .object([
                            ("path", .string(row.path)),
                            ("kind", .string(row.kind)),
                            ("density", .optional(row.density)),
                            ("language", .optional(row.language)),
                            ("size", .int(Int(clamping: row.size))),
                            ("compressedSize", .int(Int(clamping: row.compressedSize))),
                            ("ratio", row.ratio.isFinite ? .double((row.ratio * 100).rounded() / 100) : .null),
                        ])
                    })
            ),
        ])
    }

    /// `ls`: aligned columns and a total line.
    public func text() -> String {
        let header = ["PATH", "KIND", "DENSITY", "SIZE", "COMPRESSED", "RATIO"]
        let cells = rows.map { row -> [String] in
            [
                row.path, row.kind + (row.language.map { " (\($0))" } ?? ""), row.density.map(String.init) ?? "-",
                String(row.size),
                String(row.compressedSize), row.ratio.isFinite ? String(format1(row.ratio)) : "-",
            ]
        }
        var widths = header.map(\.count)
        for line in cells { for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) } }
        func format(_ line: [String]) -> String {
            line.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return index < 2 ? cell + pad : pad + cell
            }.joined(separator: "  ") + "\n"
        }
        var out = format(header)
        for line in cells { out += format(line) }
        let overall = compressedSize == 0 ? "-" : format1(Double(size) / Double(compressedSize))
        out +=
            "\(counted(rows.count, "file")), \(counted(Int(size), "byte")), \(compressedSize) compressed (ratio \(overall))\n"
        return out
    }

    private func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
