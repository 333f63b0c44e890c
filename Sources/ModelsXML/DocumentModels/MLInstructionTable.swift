/// The ML language: every instruction the vendor's models use, the attributes each takes
/// and what each attribute is (a variable read or written, a label, a regex, a threshold).
/// Learnt from the real corpus (formats.md section 4); `idv-res explain models.unknown-attribute`
/// points here.
public enum MLInstructionTable {
    public enum Role: Sendable, Hashable {
        /// Names a variable the instruction reads (`src`, `src2`...).
        case read
        /// Names a variable the instruction writes (`dst`, `dst1`...).
        case write
        /// Both: the instruction updates the variable (`concatenateIfValid dst`).
        case update
        /// Defines a label (`label src=L`).
        case labelDefinition
        /// Goes to a label (`jump dst=L`, `rejectIfNotValid label=L`).
        case labelReference
        /// A regular expression (ICU syntax).
        case regex
        /// A similarity threshold: a ratio in 0..1, or a whole number of edits.
        case threshold
        /// Any other value.
        case value
    }

    /// A class: handing one around costs one reference count, not one per array.
    public final class Instruction: Sendable {
        public let name: String
        /// Attribute names and their roles, in parallel; searched linearly (a dozen short
        /// names compare faster than they hash).
        public let attributes: [String]
        public let roles: [Role]
        public let required: [String]
        /// Without `src`, the instruction works on `dst` in place (reads it).
        public let inPlace: Bool

        init(name: String, attributes: [String], roles: [Role], required: [String], inPlace: Bool) {
            self.name = name
            self.attributes = attributes
            self.roles = roles
            self.required = required
            self.inPlace = inPlace
        }

        public func role(of attribute: String) -> Role? {
            ModelSchema.index(of: attribute, in: attributes).map { roles[$0] }
        }
    }

    /// Every instruction; `kind(of:)` gives an index into it.
    public static let instructions: [Instruction] = table.values.sorted { $0.name < $1.name }
    private static let kinds: [String: Int] = Dictionary(
        uniqueKeysWithValues: instructions.enumerated().map { ($1.name, $0) })

    public static func kind(of name: String) -> Int? { kinds[name] }
    public static func spec(_ name: String) -> Instruction? { kinds[name].map { instructions[$0] } }
    public static var names: [String] { instructions.map(\.name) }

    static let table: [String: Instruction] = {
        var list: [Instruction] = []
        func add(_ name: String, _ roles: [String: Role], required: [String], inPlace: Bool = false) {
            let names = roles.keys.sorted()
            list.append(
                Instruction(
                    name: name, attributes: names, roles: names.map { roles[$0]! }, required: required, inPlace: inPlace
                ))
        }
        func values(_ names: [String]) -> [String: Role] {
            Dictionary(uniqueKeysWithValues: names.map { ($0, Role.value) })
        }
        let boxRoles = values(["x", "y", "w", "h"])

        // Locating text.
        add(
            "calculateOffset", boxRoles.merging(["content": .value, "threshold": .threshold]) { $1 },
            required: ["x", "y", "w", "h", "content"])
        add(
            "findElementsIntersecting", boxRoles.merging(["dst": .write]) { $1 }, required: ["dst", "x", "y", "w", "h"])
        add(
            "findLineIntersecting", boxRoles.merging(["dst": .write, "overwrite": .value]) { $1 },
            required: ["dst", "x", "y", "w", "h"])
        add(
            "findLineInside", boxRoles.merging(["dst": .write, "overwrite": .value]) { $1 },
            required: ["dst", "x", "y", "w", "h"])
        add(
            "findLineContent",
            ["dst": .write, "content": .value, "threshold": .threshold, "overwrite": .value, "mode": .value],
            required: ["dst", "content"])
        add(
            "findLineFrom", ["dst": .write, "src": .read, "direction": .value, "overwrite": .value],
            required: ["dst", "src", "direction"])
        // findLineMatch* write the whole matching line to `src` and the formatted value to `dst`.
        add(
            "findLineMatch",
            ["src": .write, "dst": .write, "regex": .regex, "value": .value, "overwrite": .value, "mode": .value],
            required: ["dst", "regex", "value"])
        add(
            "findLineMatch2",
            [
                "src": .write, "dst": .write, "dst2": .write, "regex": .regex, "value": .value, "overwrite": .value,
                "mode": .value,
            ],
            required: ["dst", "dst2", "regex", "value"])
        var multiple: [String: Role] = ["src": .write, "regex": .regex, "overwrite": .value, "mode": .value]
        for index in 1...6 {
            multiple["dst\(index)"] = .write
            multiple["value\(index)"] = .value
        }
        add("findLineMatchMultiple", multiple, required: ["regex", "dst1", "value1"])

        // Transforming variables.
        add(
            "assignIfValid", ["dst": .write, "src": .read, "offset": .value, "overwrite": .value],
            required: ["dst", "src"])
        add(
            "assignFromList",
            ["dst": .write, "src": .read, "threshold": .threshold, "list": .value, "overwrite": .value],
            required: ["dst", "src", "list"])
        add(
            "assignIfContent",
            [
                "dst": .write, "src": .read, "value": .value, "op": .value, "param": .value, "param_2": .value,
                "overwrite": .value,
            ],
            required: ["dst", "op", "value"], inPlace: true)
        add(
            "assignIfContent2",
            [
                "dst": .write, "src": .read, "value": .value, "op": .value, "param": .value, "op2": .value,
                "param2": .value, "overwrite": .value,
            ],
            required: ["dst", "value", "op", "op2"], inPlace: true)
        add(
            "assignIfContent3",
            [
                "dst": .write, "src": .read, "value": .value, "op": .value, "param": .value, "op2": .value,
                "param2": .value,
                "op3": .value, "param3": .value, "overwrite": .value,
            ],
            required: ["dst", "value", "op", "op2", "op3"], inPlace: true)
        add(
            "concatenateIfValid", ["dst": .update, "src": .read, "prefix": .value, "suffix": .value],
            required: ["dst", "src"])
        add(
            "matchIfValid", ["dst": .write, "src": .read, "regex": .regex, "value": .value, "overwrite": .value],
            required: ["dst", "regex", "value"], inPlace: true)
        add(
            "matchIfValid2",
            ["dst": .write, "dst2": .write, "src": .read, "regex": .regex, "value": .value, "overwrite": .value],
            required: ["dst", "dst2", "regex", "value"], inPlace: true)
        add(
            "matchIfValid3",
            [
                "dst": .write, "dst2": .write, "dst3": .write, "src": .read, "regex": .regex, "value": .value,
                "overwrite": .value,
            ],
            required: ["dst", "dst2", "dst3", "regex", "value"], inPlace: true)
        var matchMultiple: [String: Role] = ["src": .read, "regex": .regex, "overwrite": .value]
        for index in 1...6 {
            matchMultiple["dst\(index)"] = .write
            matchMultiple["value\(index)"] = .value
        }
        add("matchIfValidMultiple", matchMultiple, required: ["src", "regex", "dst1", "value1"])
        add("modifyIfValid", ["dst": .write, "src": .read, "op": .value], required: ["dst", "op"], inPlace: true)
        add(
            "replaceIfValid",
            [
                "dst": .write, "src": .read, "content": .value, "replace": .value, "threshold": .threshold,
                "overwrite": .value,
            ],
            required: ["dst", "content", "replace"], inPlace: true)
        // splitIfValidN read `src` (or, in the corpus, `dst` in place) into dst1..dstN.
        add(
            "splitIfValid2",
            ["src": .read, "dst": .read, "by": .value, "dst1": .write, "dst2": .write, "overwrite": .value],
            required: ["by", "dst1", "dst2"])
        add(
            "splitIfValid3",
            [
                "src": .read, "dst": .read, "by": .value, "dst1": .write, "dst2": .write, "dst3": .write,
                "overwrite": .value,
            ],
            required: ["by", "dst1", "dst2", "dst3"])
        var image = values([
            "dst", "rMin", "rMax", "gMin", "gMax", "bMin", "bMax", "rWeight", "gWeight", "bWeight", "nonLinear",
        ])
        image["dst"] = .value
        add("postProcessImage", image, required: ["rMin", "rMax", "gMin", "gMax", "bMin", "bMax"])

        // Publishing results.
        // `source="MRZ"`: DocumentDL_All.xml of the 2025-11 zip (8 times), on fields read from the MRZ.
        add(
            "assignField",
            [
                "src": .read, "field": .value, "reason": .value, "mask": .value, "ifNull": .value, "block": .value,
                "source": .value,
            ],
            required: ["src", "field"])
        add("assignResult", ["src": .read, "field": .value], required: ["src", "field"])

        // Control flow.
        add("label", ["src": .labelDefinition], required: ["src"])
        add("jump", ["dst": .labelReference], required: ["dst"])
        add("jumpIfValid", ["src": .read, "dst": .labelReference], required: ["src", "dst"])
        add("jumpIfNotValid", ["src": .read, "dst": .labelReference], required: ["src", "dst"])
        add("jumpIfValid2", ["src": .read, "src2": .read, "dst": .labelReference], required: ["src", "src2", "dst"])
        // Not learnt: `rejectIfNotValid src= src2=` (DocumentDL_All.xml, six zips of 2024-03 to
        // 2025-01) is a slip the vendor fixed to `rejectIfNotValid2` in 2025-11; `str=` for
        // `src` on matchIfValid and `sr2=` for `src2` are typos; all stay errors.
        add("rejectIfValid", ["src": .read, "reason": .value], required: ["src"])
        add("rejectIfNotValid", ["src": .read, "reason": .value, "label": .labelReference], required: ["src"])
        for count in 2...4 {
            var roles: [String: Role] = ["src": .read, "reason": .value]
            var required = ["src"]
            for index in 2...count {
                roles["src\(index)"] = .read
                required.append("src\(index)")
            }
            add("rejectIfValid\(count)", roles, required: required)
            add("rejectIfNotValid\(count)", roles, required: required)
        }
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()
}
