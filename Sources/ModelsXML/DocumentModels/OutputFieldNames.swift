/// The names under which models publish results (`assignField field=`, `assignResult
/// field=`, `<field id=>` of MRZ, barcode, table and ML blocks), and the ones that look like
/// a slip of a name the bundle uses more often: an app reading the common name gets nothing.
public enum OutputFieldNames {
    public struct Use: Sendable {
        public var name: String
        public var attribute: XMLAttribute
    }

    /// Every output name of a file, in file order.
    public static func uses(in file: DocumentModelFile) -> [Use] {
        var uses: [Use] = []
        for document in file.documents {
            for version in document.versions {
                for block in version.allBlocks {
                    for field in block.fields {
                        if let id = field[attribute: "id"] { uses.append(Use(name: id.value, attribute: id)) }
                    }
                    for instruction in block.instructions
                    where instruction.name == "assignField" || instruction.name == "assignResult" {
                        if let field = instruction[attribute: "field"] {
                            uses.append(Use(name: field.value, attribute: field))
                        }
                    }
                }
            }
        }
        return uses
    }

    /// For each name that is a slip of another, the name meant. Evidence, not frequency
    /// alone: names that differ only in case or spaces (`Lastname`, `Date Of Birth`, `END`,
    /// which the vendor itself renamed `End` later) go to the one in the house style (PascalCase, else the more
    /// common); a single-character typo (`DateOdBirth`, `Heigth`, `FirsName`) to a name used
    /// at least three times as often. Digits and capital letters are codes (`Opt1`/`Opt2`,
    /// `ClassB`/`ClassC`), a trailing `s` a plural, a different first letter another word
    /// (`Weight`/`Height`): none of these is a slip.
    public static func slips(_ counts: [String: Int]) -> [String: String] {
        var byKey: [String: [String]] = [:]
        for name in counts.keys { byKey[normalized(name), default: []].append(name) }
        var result: [String: String] = [:]
        for names in byKey.values where names.count > 1 {
            let preferred = names.max { rank($0, counts) < rank($1, counts) }!
            for name in names where name != preferred { result[name] = preferred }
        }
        // Candidates by first letter and length: a typo changes the length by one at most.
        var candidates: [Character: [(name: String, characters: [Character], count: Int)]] = [:]
        for (name, count) in counts where name.count >= 6 {
            candidates[name.first!, default: []].append((name, Array(name), count))
        }
        for (name, count) in counts where result[name] == nil && name.count >= 6 {
            let characters = Array(name)
            var best: (name: String, count: Int)?
            for other in candidates[characters[0]] ?? []
            where other.count >= 3 * count && other.count > (best?.count ?? 0)
                && abs(other.characters.count - characters.count) <= 1
            {
                if isTypo(characters, other.characters) { best = (other.name, other.count) }
            }
            if let best { result[name] = best.name }
        }
        return result
    }

    static func normalized(_ name: String) -> String {
        // Punctuation is kept: `Barcode#` and `DocumentNumber#` are further barcode fields
        // (`data="1"`, `data="2"`) beside `Barcode` and `DocumentNumber`, not slips.
        String(name.lowercased().unicodeScalars.filter { $0 != " " })
    }

    /// House style first (PascalCase, no spaces or punctuation), then frequency, then order.
    private static func rank(_ name: String, _ counts: [String: Int]) -> (Int, Int, String) {
        let first = name.unicodeScalars.first!
        let pascal =
            ("A"..."Z").contains(first) && name != name.uppercased()
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        return (pascal ? 1 : 0, counts[name] ?? 0, name)
    }

    /// One lowercase letter inserted, dropped or replaced, or two neighbours swapped, with
    /// the same first letter.
    static func isTypo(_ a: [Character], _ b: [Character]) -> Bool {
        guard a.first == b.first, a != b else { return false }
        func plain(_ character: Character) -> Bool { character.isLowercase && character.isLetter }
        if a.count == b.count {
            let differ = a.indices.filter { a[$0] != b[$0] }
            if differ.count == 1 { return plain(a[differ[0]]) && plain(b[differ[0]]) }
            if differ.count == 2, differ[1] == differ[0] + 1 {
                return a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
            }
            return false
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var index = 0
        while index < short.count, short[index] == long[index] { index += 1 }
        guard Array(long[(index + 1)...]) == Array(short[index...]) else { return false }
        let extra = long[index]
        // `GivenName`/`GivenNames`: a plural, not a slip.
        if index == short.count, extra == "s" { return false }
        return plain(extra)
    }
}
