import Diagnostics

/// Static analysis of one ML program, in one pass over its instructions: regexes and
/// thresholds, labels (defined, used) and variables (written before they are read, read at
/// all). Variables live in one program; `$_...` values are literals. It builds no finding:
/// its rules word what it found (`ProgramFacts`, `ModelRule.visitProgram`).
enum ProgramAnalysis {
    /// What the checks ask of each attribute of an instruction, worked out once per attribute
    /// list (generated models repeat the same lists) instead of comparing names per attribute.
    /// A class: handing one around costs one reference count.
    final class Layout {
        struct Slot {
            var role: MLInstructionTable.Role?
            var isDst: Bool
            var isSrc: Bool
            var isParam2: Bool
        }

        var names: [String]
        var slots: [Slot]
        /// Positions of `value`, `value1`...: templates that may name the regex's groups.
        var valueTemplates: [Int]
        var hasSrc: Bool
        var opPosition: Int?
        /// findLineMatch*: the raw line written to `src` is not worth a note when unread.
        var writesRawLine: Bool

        init(_ attributes: [XMLAttribute], _ spec: MLInstructionTable.Instruction) {
            let names = attributes.map(\.name)
            self.names = names
            slots = names.map {
                Slot(role: spec.role(of: $0), isDst: $0 == "dst", isSrc: $0 == "src", isParam2: $0 == "param_2")
            }
            valueTemplates = names.indices.filter { names[$0].hasPrefix("value") }
            hasSrc = names.contains("src")
            opPosition = names.firstIndex(of: "op")
            writesRawLine = spec.name.hasPrefix("findLineMatch")
        }
    }

    /// Per instruction kind, the layouts of the last few attribute lists seen (one memo per
    /// file checked): programs alternate between a handful of lists per instruction.
    struct RoleMemo {
        static let listsPerKind = 8
        var layouts = [[Layout]](repeating: [], count: MLInstructionTable.instructions.count)
        /// Per kind, the entry the next new list replaces once `listsPerKind` are kept.
        var nextEvicted = [Int](repeating: 0, count: MLInstructionTable.instructions.count)
        /// The last program's variables, emptied for the next (their tables keep their size).
        var variables = Variables()

        mutating func layout(of attributes: [XMLAttribute], kind: Int) -> Layout {
            for layout in layouts[kind] where AttributeNames.same(attributes, layout.names) { return layout }
            let layout = Layout(attributes, MLInstructionTable.instructions[kind])
            if layouts[kind].count < RoleMemo.listsPerKind {
                layouts[kind].append(layout)
            } else {
                layouts[kind][nextEvicted[kind]] = layout
                nextEvicted[kind] = (nextEvicted[kind] + 1) % RoleMemo.listsPerKind
            }
            return layout
        }
    }

    /// An attribute of an instruction, by position (no copies of tags in the hot loop).
    struct Use {
        var instruction: Int
        var attribute: Int
    }

    /// The variables of one program as small ids, and their read and written marks. Names
    /// are looked up in an open-addressing table on a seeded hash of their bytes: each use
    /// hashes its name once, and the standard Hasher cost more than the rest of a use.
    struct Variables {
        /// Per slot, the id there plus one (0: empty); a power of two, at most half full.
        private var slots = [Int32](repeating: 0, count: 64)
        /// The slots in use, to empty them for the next program.
        private var used: [Int] = []
        private var hashes: [UInt64] = []
        private(set) var names: [String] = []
        private(set) var isRead: [Bool] = []
        private(set) var isWritten: [Bool] = []
        /// Once a name is not ASCII (String equality is then canonical equivalence, which
        /// bytes do not show), the program's names go to a Dictionary, as they used to.
        private var byName: [String: Int]?
        /// Random per process: a file cannot pick names that crowd one slot.
        private static let processSeed = UInt64.random(in: .min ... .max)
        private let seed = Variables.processSeed
        /// What the memo holds while a program has its table (shared: no allocation).
        static let placeholder = Variables()

        mutating func removeAll() {
            for slot in used { slots[slot] = 0 }
            used.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            names.removeAll(keepingCapacity: true)
            isRead.removeAll(keepingCapacity: true)
            isWritten.removeAll(keepingCapacity: true)
            byName = nil
        }

        mutating func id(_ name: String) -> Int {
            if byName != nil { return dictionaryID(name) }
            guard let hash = hash(name) else {
                byName = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
                return dictionaryID(name)
            }
            let (slot, known) = find(name, hash: hash)
            if let known { return known }
            let id = add(name, hash: hash)
            slots[slot] = Int32(truncatingIfNeeded: id + 1)
            used.append(slot)
            if names.count * 2 > slots.count { grow() }
            return id
        }

        /// FNV-1a of the bytes (read in place), mixed; nil when the name is not ASCII.
        private func hash(_ name: String) -> UInt64? {
            let seed = self.seed
            func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
                var hash = 0xcbf2_9ce4_8422_2325 ^ seed
                var bits: UInt8 = 0
                for byte in bytes {
                    bits |= byte
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                }
                guard bits < 0x80 else { return nil }
                hash ^= hash >> 33
                hash &*= 0xff51_afd7_ed55_8ccd
                return hash ^ hash >> 33
            }
            if let hash = name.utf8.withContiguousStorageIfAvailable(fnv) { return hash }
            return Array(name.utf8).withUnsafeBufferPointer(fnv)
        }

        /// The name's id, or the empty slot where it goes.
        private func find(_ name: String, hash: UInt64) -> (slot: Int, id: Int?) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let id = Int(slots[slot]) - 1
                if hashes[id] == hash, names[id] == name { return (slot, id) }
                slot = (slot + 1) & mask
            }
            return (slot, nil)
        }

        private mutating func dictionaryID(_ name: String) -> Int {
            if let known = byName?[name] { return known }
            let id = add(name, hash: 0)
            byName?[name] = id
            return id
        }

        private mutating func add(_ name: String, hash: UInt64) -> Int {
            hashes.append(hash)
            names.append(name)
            isRead.append(false)
            isWritten.append(false)
            return names.count - 1
        }

        private mutating func grow() {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            used.removeAll(keepingCapacity: true)
            let mask = slots.count - 1
            for id in names.indices {
                var slot = Int(truncatingIfNeeded: hashes[id]) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(truncatingIfNeeded: id + 1)
                used.append(slot)
            }
        }

        /// Whether a variable of that name was read (for the rare unread write).
        func wasRead(_ name: String) -> Bool {
            if let byName { return byName[name].map { isRead[$0] } ?? false }
            guard let hash = hash(name) else {
                // Only ASCII names so far, and this one is not: equal to one only canonically.
                return names.indices.contains { names[$0] == name && isRead[$0] }
            }
            return find(name, hash: hash).id.map { isRead[$0] } ?? false
        }
        mutating func markRead(_ id: Int) { isRead[id] = true }
        /// False when it was written already.
        mutating func markWritten(_ id: Int) -> Bool {
            defer { isWritten[id] = true }
            return !isWritten[id]
        }
        var written: Set<String> { Set(names.indices.lazy.filter { isWritten[$0] }.map { names[$0] }) }
    }

    /// A required output the author could not leave out, of an instruction another output
    /// of which is read: `findLineMatch src="line" dst="x"` read for its line, `dst2` of
    /// `findLineMatch2`, `matchIfValid2/3`, `splitIfValid2/3` when only some parts are used.
    static func isByProduct(
        _ write: Use, in instructions: [XMLStartTag], variables: Variables, memo: RoleMemo, kinds: [Int]
    ) -> Bool {
        let tag = instructions[write.instruction]
        let spec = MLInstructionTable.instructions[kinds[write.instruction]]
        let written = tag.attributes[write.attribute]
        guard spec.required.contains(written.name) else { return false }
        for (position, other) in tag.attributes.enumerated() where position != write.attribute {
            let role = spec.role(of: other.name)
            if role == .write || role == .update, variables.wasRead(other.value) { return true }
        }
        return false
    }

    /// `value`, `value1`...: `$N` must name a group of the instruction's regex.
    static func captureGroups(_ tag: XMLStartTag, regex: String, layout: Layout, into facts: inout ProgramFacts) {
        let attributes = tag.attributes
        // Groups are counted only as far as the highest `$N` needs: past it, nothing is missing.
        let highest = layout.valueTemplates.reduce(0) {
            max($0, CaptureGroups.highestReference(in: attributes[$1].value))
        }
        guard highest > 0 else { return }
        let groups = CaptureGroups.count(regex, upTo: highest)
        if groups >= highest { return }
        for position in layout.valueTemplates {
            let missing = CaptureGroups.missing(in: attributes[position].value, groups: groups)
            if missing.isEmpty { continue }
            let attribute = attributes[position]
            for number in Set(missing).sorted() {
                facts.missingGroups.append((attribute, tag, number, groups))
            }
        }
    }

    static func run(_ program: CaptureBlock, memo: inout RoleMemo) -> ProgramFacts {
        let instructions = program.instructions
        func attribute(_ use: Use) -> XMLAttribute { instructions[use.instruction].attributes[use.attribute] }
        func name(_ use: Use) -> String { attribute(use).value }

        var labels: [String: Use] = [:]
        var labelReferences: [Use] = []
        var variables = memo.variables
        memo.variables = .placeholder  // one owner: no copy on write, and no new table

        variables.removeAll()
        defer { memo.variables = variables }
        var readBeforeWrite: [Use] = []
        /// First writes, in order; findLineMatch's raw-line `src` is not worth a note when unread.
        var writes: [(use: Use, variable: Int)] = []
        var pendingWrites: [(use: Use, variable: Int)] = []
        var facts = ProgramFacts(kind: program.kind)

        for (index, kind) in program.instructionKinds.enumerated() {
            let spec = MLInstructionTable.instructions[kind]
            let tag = instructions[index]
            let attributes = tag.attributes
            if !pendingWrites.isEmpty { pendingWrites.removeAll(keepingCapacity: true) }
            let layout = memo.layout(of: attributes, kind: kind)
            for position in layout.slots.indices {
                let slot = layout.slots[position]
                guard let role = slot.role else { continue }
                let value = attributes[position].value
                if value.isEmpty, role != .threshold { continue }
                let use = Use(instruction: index, attribute: position)
                switch role {
                case .read:
                    if value.utf8.first == UInt8(ascii: "$") { continue }
                    let variable = variables.id(value)
                    variables.markRead(variable)
                    // splitIfValidN's `dst` is its source, in place.
                    if slot.isDst { continue }
                    if !variables.isWritten[variable] { readBeforeWrite.append(use) }
                case .write:
                    // In place (no src): the instruction also reads dst; reading it unset is
                    // the "if not found yet" case, so it is a use, never a read-before-write.
                    let variable = variables.id(value)
                    if spec.inPlace, slot.isDst, !layout.hasSrc {
                        variables.markRead(variable)
                    }
                    pendingWrites.append((use, variable))
                case .update:
                    let variable = variables.id(value)
                    variables.markRead(variable)
                    pendingWrites.append((use, variable))
                case .labelDefinition:
                    if labels[value] == nil { labels[value] = use }
                case .labelReference:
                    labelReferences.append(use)
                // The attribute itself is copied only for a finding (the common case has none).
                case .regex:
                    if ModelFileChecks.RegexCache.error(value) != nil {
                        facts.invalidRegexes.append((attributes[position], tag))
                    }
                    captureGroups(tag, regex: value, layout: layout, into: &facts)
                case .threshold:
                    if !PlainNumber.isRatioOrWholeNumber(value) {
                        facts.unfitThresholds.append((attributes[position], tag))
                    }
                case .value:
                    // `op="distance"` compares with the similarity in `param_2`.
                    if slot.isParam2, let op = layout.opPosition, attributes[op].value == "distance",
                        !PlainNumber.isRatioOrWholeNumber(value)
                    {
                        facts.unfitThresholds.append((attributes[position], tag))
                    }
                }
            }
            for (use, variable) in pendingWrites where variables.markWritten(variable) {
                if !(layout.slots[use.attribute].isSrc && layout.writesRawLine) { writes.append((use, variable)) }
            }
        }

        for reference in labelReferences where labels[name(reference)] == nil {
            facts.undefinedLabels.append((attribute(reference), instructions[reference.instruction].name))
        }
        if !facts.undefinedLabels.isEmpty { facts.labels = Array(labels.keys) }
        let referenced = labels.isEmpty ? [] : Set(labelReferences.map(name))
        for (label, definition) in labels where !referenced.contains(label) {
            facts.unusedLabels.append((label, attribute(definition)))
        }

        let written = readBeforeWrite.isEmpty ? [] : variables.written
        facts.written = written
        for use in readBeforeWrite {
            let variable = name(use)
            let instruction = instructions[use.instruction].name
            // `rejectIfNotValid src="dummy"`, on a variable nothing writes: a deliberate
            // unconditional reject, an idiom of the vendor's files.
            if instruction == "rejectIfNotValid" || instruction == "rejectIfValid", !written.contains(variable) {
                continue
            }
            facts.readsBeforeWrite.append((attribute(use), instruction))
        }

        for (write, variable) in writes
        where !variables.isRead[variable]
            && !isByProduct(write, in: instructions, variables: variables, memo: memo, kinds: program.instructionKinds)
        {
            facts.unreadWrites.append(attribute(write))
        }
        return facts
    }
}
