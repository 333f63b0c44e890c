import Diagnostics

/// Static checks of one ML program, in one pass over its instructions: regexes and
/// thresholds, labels (defined, used) and variables (written before they are read, read at
/// all). Variables live in one program; `$_...` values are literals.
enum ProgramAnalysis {
    /// Per instruction kind, the roles of the last attribute list seen (one per file checked).
    struct RoleMemo {
        var names = [[String]](repeating: [], count: MLInstructionTable.instructions.count)
        var roles = [[MLInstructionTable.Role?]](repeating: [], count: MLInstructionTable.instructions.count)
    }

    /// An attribute of an instruction, by position (no copies of tags in the hot loop).
    struct Use {
        var instruction: Int
        var attribute: Int
    }

    /// A required output the author could not leave out, of an instruction another output
    /// of which is read: `findLineMatch src="line" dst="x"` read for its line, `dst2` of
    /// `findLineMatch2`, `matchIfValid2/3`, `splitIfValid2/3` when only some parts are used.
    static func isByProduct(
        _ write: Use, in instructions: [XMLStartTag], reads: Set<String>, memo: RoleMemo, kinds: [Int]
    ) -> Bool {
        let tag = instructions[write.instruction]
        let spec = MLInstructionTable.instructions[kinds[write.instruction]]
        let written = tag.attributes[write.attribute]
        guard spec.required.contains(written.name) else { return false }
        for (position, other) in tag.attributes.enumerated() where position != write.attribute {
            let role = spec.role(of: other.name)
            if role == .write || role == .update, reads.contains(other.value) { return true }
        }
        return false
    }

    /// `value`, `value1`...: `$N` must name a group of the instruction's regex.
    static func captureGroups(_ tag: XMLStartTag, regex: XMLAttribute) -> [ModelFinding] {
        guard
            tag.attributes.contains(where: { $0.name.hasPrefix("value") && $0.value.utf8.contains(UInt8(ascii: "$")) })
        else { return [] }
        let groups = CaptureGroups.count(regex.value)
        var findings: [ModelFinding] = []
        for attribute in tag.attributes where attribute.name.hasPrefix("value") {
            for number in Set(CaptureGroups.missing(in: attribute.value, groups: groups)).sorted() {
                let defines =
                    groups == 0 ? "defines no group" : groups == 1 ? "defines 1 group" : "defines \(groups) groups"
                findings.append(
                    ModelFinding(
                        ModelRules.CaptureGroup.description, at: attribute,
                        "\(attribute.name) of <\(tag.name)> uses $\(number), but its regex \(defines): "
                            + "that part of the value is always empty"))
            }
        }
        return findings
    }

    static func run(_ program: CaptureBlock, regexes: inout ModelChecks.RegexCache, memo: inout RoleMemo)
        -> [ModelFinding]
    {
        let instructions = program.instructions
        func attribute(_ use: Use) -> XMLAttribute { instructions[use.instruction].attributes[use.attribute] }
        func name(_ use: Use) -> String { attribute(use).value }

        var labels: [String: Use] = [:]
        var labelReferences: [Use] = []
        var reads: Set<String> = []
        var written: Set<String> = []
        var readBeforeWrite: [Use] = []
        /// First writes, in order; findLineMatch's raw-line `src` is not worth a note when unread.
        var writes: [Use] = []
        var pendingWrites: [Use] = []
        var findings: [ModelFinding] = []

        for (index, kind) in program.instructionKinds.enumerated() {
            let spec = MLInstructionTable.instructions[kind]
            let tag = instructions[index]
            pendingWrites.removeAll(keepingCapacity: true)
            // The roles of this attribute list (generated models repeat the same lists).
            if !AttributeNames.same(tag.attributes, memo.names[kind]) {
                memo.names[kind] = tag.attributes.map(\.name)
                memo.roles[kind] = tag.attributes.map { spec.role(of: $0.name) }
            }
            let roles = memo.roles[kind]
            for (position, attribute) in tag.attributes.enumerated() {
                guard let role = roles[position] else { continue }
                if attribute.value.isEmpty, role != .threshold { continue }
                let use = Use(instruction: index, attribute: position)
                switch role {
                case .read:
                    if attribute.value.utf8.first == UInt8(ascii: "$") { continue }
                    reads.insert(attribute.value)
                    // splitIfValidN's `dst` is its source, in place.
                    if attribute.name == "dst" { continue }
                    if !written.contains(attribute.value) { readBeforeWrite.append(use) }
                case .write:
                    // In place (no src): the instruction also reads dst; reading it unset is
                    // the "if not found yet" case, so it is a use, never a read-before-write.
                    if spec.inPlace, attribute.name == "dst", tag[attribute: "src"] == nil {
                        reads.insert(attribute.value)
                    }
                    pendingWrites.append(use)
                case .update:
                    reads.insert(attribute.value)
                    pendingWrites.append(use)
                case .labelDefinition:
                    if labels[attribute.value] == nil { labels[attribute.value] = use }
                case .labelReference:
                    labelReferences.append(use)
                case .regex:
                    findings += ModelChecks.checkRegex(attribute, on: tag, regexes: &regexes)
                    findings += captureGroups(tag, regex: attribute)
                case .threshold:
                    findings += ModelChecks.checkThreshold(attribute, on: tag)
                case .value:
                    // `op="distance"` compares with the similarity in `param_2`.
                    if attribute.name == "param_2", tag[attribute: "op"]?.value == "distance" {
                        findings += ModelChecks.checkThreshold(attribute, on: tag)
                    }
                }
            }
            for use in pendingWrites where written.insert(name(use)).inserted {
                if !(attribute(use).name == "src" && spec.name.hasPrefix("findLineMatch")) { writes.append(use) }
            }
        }

        for reference in labelReferences where labels[name(reference)] == nil {
            let label = name(reference)
            let suggestion = Suggestions.closest(to: label, in: labels.keys)
            findings.append(
                ModelFinding(
                    ModelRules.UndefinedLabel.description, at: attribute(reference),
                    "<\(instructions[reference.instruction].name)> goes to label '\(label)', which no <label> of this <\(program.kind)> defines\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }
        let referenced = Set(labelReferences.map(name))
        for (label, definition) in labels where !referenced.contains(label) {
            findings.append(
                ModelFinding(
                    ModelRules.UnusedLabel.description, at: attribute(definition),
                    "label '\(label)' is never the target of a jump"))
        }

        for use in readBeforeWrite {
            let variable = name(use)
            let instruction = instructions[use.instruction].name
            // `rejectIfNotValid src="dummy"`, on a variable nothing writes: a deliberate
            // unconditional reject, an idiom of the vendor's files.
            if instruction == "rejectIfNotValid" || instruction == "rejectIfValid", !written.contains(variable) {
                continue
            }
            let suggestion = Suggestions.closest(to: variable, in: written)
            let never =
                written.contains(variable)
                ? "before any instruction writes it" : "and no instruction of this <\(program.kind)> writes it"
            findings.append(
                ModelFinding(
                    ModelRules.ReadBeforeWrite.description, at: attribute(use),
                    "<\(instruction)> reads variable '\(variable)' \(never), so it is never valid there\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }

        for write in writes
        where !reads.contains(name(write))
            && !isByProduct(write, in: instructions, reads: reads, memo: memo, kinds: program.instructionKinds)
        {
            var finding = ModelFinding(
                ModelRules.UnusedVariable.description, at: attribute(write),
                "variable '\(name(write))' is written but never read")
            finding.subject = name(write)
            findings.append(finding)
        }
        return findings
    }
}
