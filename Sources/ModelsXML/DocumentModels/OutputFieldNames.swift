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
                version.forEachBlock { block in
                    for field in block.fields.indices {
                        if let id = block.fields[field][attribute: "id"] {
                            uses.append(Use(name: id.value, attribute: id))
                        }
                    }
                    // By kind: the instructions' names are not compared one by one.
                    for (index, kind) in block.instructionKinds.enumerated()
                    where kind == publishing.field || kind == publishing.result {
                        if let field = block.instructions[index][attribute: "field"] {
                            uses.append(Use(name: field.value, attribute: field))
                        }
                    }
                }
            }
        }
        return uses
    }

    /// The kinds of `assignField` and `assignResult`.
    private static let publishing = (
        field: MLInstructionTable.kind(of: "assignField") ?? -1,
        result: MLInstructionTable.kind(of: "assignResult") ?? -1
    )

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
        // Names of ASCII only (all real ones) compare by byte: a Character is a byte there
        // (but for "\r\n"), and breaking names into Characters is the cost of this pass.
        if counts.keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }) {
            typos(
                counts, into: &result, letters: { Array($0.utf8) }, plural: UInt8(ascii: "s"),
                plain: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        } else {
            typos(
                counts, into: &result, letters: { Array($0) }, plural: "s", plain: { $0.isLowercase && $0.isLetter })
        }
        return result
    }

    /// A single-character typo of a name at least three times as common (the most common
    /// such name, then the first by bytes), for names of 6 letters or more; `plain` tells a
    /// lowercase letter.
    private static func typos<Letter: Hashable>(
        _ counts: [String: Int], into result: inout [String: String], letters: (String) -> [Letter], plural: Letter,
        plain: (Letter) -> Bool
    ) {
        // Candidates by first letter and length: a typo changes the length by one at most.
        let named = counts.map { (name: $0.key, letters: letters($0.key), count: $0.value) }.filter {
            $0.letters.count >= 6
        }
        var candidates: [Letter: [(name: String, letters: [Letter], count: Int)]] = [:]
        for entry in named { candidates[entry.letters[0], default: []].append(entry) }
        for (name, characters, count) in named where result[name] == nil {
            var best: (name: String, count: Int)?
            for other in candidates[characters[0]] ?? []
            where other.count >= 3 * count && abs(other.letters.count - characters.count) <= 1 {
                // The more common; on a tie the first by bytes, never the first in the
                // Dictionary's order, which changes from one run to the next.
                let better =
                    best.map {
                        other.count > $0.count
                            || (other.count == $0.count && other.name.utf8.lexicographicallyPrecedes($0.name.utf8))
                    } ?? true
                if better, isTypo(characters, other.letters, plural: plural, plain: plain) {
                    best = (other.name, other.count)
                }
            }
            if let best { result[name] = best.name }
        }
    }

    /// The name of the real zips' models (`OutputFieldNamesTable.swift`) that `name`, which
    /// none of them publishes, is a slip of, and the zips that publish it: a vendor slip the
    /// corpus has (`ClasD1EDateOfExpiry`), or one lowercase letter or the case or spaces away
    /// from a corpus name (the one in the most zips, then the first by bytes). So a name
    /// misspelled wherever one bundle uses it is found; a name a real zip publishes never is.
    public static func corpusSlip(of name: String) -> (meant: String, zips: [String])? {
        guard corpusNames[name] == nil else { return nil }
        func seen(_ meant: String) -> (meant: String, zips: [String])? {
            guard let letters = corpusNames[meant] else { return nil }
            let zips = letters.unicodeScalars.compactMap { scalar -> String? in
                let index = Int(scalar.value) - Int(("A" as Unicode.Scalar).value)
                return corpusZips.indices.contains(index) ? corpusZips[index] : nil
            }
            return (meant, zips)
        }
        if let meant = corpusSlips[name] { return seen(meant) }
        let key = normalized(name)
        let letters = Array(name.utf8)
        var best: (name: String, zips: Int)?
        for (other, zips) in corpusNames {
            let sameButCase = normalized(other) == key && rank(other, [:]).0 == 1
            let typo =
                !sameButCase && letters.count >= 6 && other.utf8.count >= 6
                && abs(other.utf8.count - letters.count) <= 1
                && isTypo(
                    letters, Array(other.utf8), plural: UInt8(ascii: "s"),
                    plain: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
            guard sameButCase || typo else { continue }
            if let current = best,
                zips.count < current.zips
                    || (zips.count == current.zips && !other.utf8.lexicographicallyPrecedes(current.name.utf8))
            {
                continue
            }
            best = (other, zips.count)
        }
        return best.flatMap { seen($0.name) }
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
    private static func isTypo<Letter: Equatable>(
        _ a: [Letter], _ b: [Letter], plural: Letter, plain: (Letter) -> Bool
    ) -> Bool {
        guard a.first == b.first, a != b else { return false }
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
        guard long[(index + 1)...].elementsEqual(short[index...]) else { return false }
        let extra = long[index]
        // `GivenName`/`GivenNames`: a plural, not a slip.
        if index == short.count, extra == plural { return false }
        return plain(extra)
    }
}
