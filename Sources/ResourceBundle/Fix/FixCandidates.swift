import Diagnostics
import ModelsXML

/// "One candidate": a fix is certain only when the suggestion is the single name nearest to
/// the typo among every name the place could hold (all widget versions, every `<field>` block,
/// the tokens of every strings file), leaving out the attributes the element already has (one
/// of those cannot be the answer: `sr2` beside `src` means `src2`). A tie between two names
/// left leaves the typo alone.
struct FixCandidates {
    /// Token ids of every strings file of the bundle, read once.
    private var tokens: Set<String>?
    private let reader: BundleReader

    init(reader: BundleReader) {
        self.reader = reader
    }

    mutating func isOnlyCandidate(
        _ suggestion: String, for typo: String, rule: String, element: String?, present: Set<String> = []
    ) -> Bool {
        var names: Set<String>
        switch rule {
        case "views.unknown-attribute":
            guard let element, let known = ViewsVocabulary.elements(version: nil)[element] else { return false }
            names = Set(known.keys)
        case "models.unknown-attribute":
            guard let element else { return false }
            if element == "field" {
                names = Set(ModelSchema.fieldAttributes.values.flatMap(\.attributes))
            } else if let instruction = MLInstructionTable.spec(element) {
                names = Set(instruction.attributes)
            } else {
                guard let known = ModelSchema.elements[element] else { return false }
                names = Set(known.attributes)
            }
        case "views.undefined-token":
            names = allTokens()
        default:
            return false
        }
        if rule != "views.undefined-token" { names.subtract(present) }
        let lowered = typo.lowercased()
        let distances = names.filter { $0 != typo }.map { ($0, Suggestions.editDistance(lowered, $0.lowercased())) }
        guard let best = distances.map(\.1).min() else { return false }
        let nearest = distances.filter { $0.1 == best }.map(\.0)
        return nearest == [suggestion]
    }

    private mutating func allTokens() -> Set<String> {
        if let tokens { return tokens }
        var found: Set<String> = []
        for entry in reader.entries where !entry.isDirectory {
            guard case .translations = BundleLayout.role(of: entry.path), let bytes = try? reader.read(entry),
                let root = XMLTree.parse(bytes).root
            else { continue }
            for token in root.children(named: "token") {
                if let id = token[attribute: "id"]?.value { found.insert(id) }
            }
        }
        tokens = found
        return found
    }

    /// The attribute names of the start tag that holds the byte at `offset`, but the one that
    /// starts there (the typo itself).
    static func attributeNames(around offset: Int, in bytes: [UInt8]) -> Set<String> {
        var index = offset
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return [] }
        index += 1
        while index < bytes.count, ByteEdit.isNameByte(bytes[index]) { index += 1 }
        var names: Set<String> = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") { break }
            if byte == 0x22 || byte == 0x27 {
                // A quoted value: skip to its closing quote.
                guard let close = bytes[(index + 1)...].firstIndex(of: byte) else { break }
                index = close + 1
                continue
            }
            guard ByteEdit.isNameByte(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, ByteEdit.isNameByte(bytes[index]) { index += 1 }
            if start != offset { names.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
        }
        return names
    }

    /// The name of the element whose start tag holds the byte at `offset`: the nearest `<`
    /// before it, then the name after it.
    static func elementName(at offset: Int, in bytes: [UInt8]) -> String? {
        var index = offset
        while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
        guard bytes[index] == UInt8(ascii: "<") else { return nil }
        var end = index + 1
        while end < bytes.count, ByteEdit.isNameByte(bytes[end]) { end += 1 }
        return end > index + 1 ? String(decoding: bytes[index + 1..<end], as: UTF8.self) : nil
    }
}
