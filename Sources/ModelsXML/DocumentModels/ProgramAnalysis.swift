import Diagnostics

/// Static checks of one ML program: labels (defined, used) and variables (written before
/// they are read, read at all). Variables live in one program; `$_...` values are literals.
enum ProgramAnalysis {
    struct Use {
        var name: String
        var attribute: XMLAttribute
        var instruction: XMLStartTag
    }

    static func run(_ program: CaptureBlock) -> [ModelFinding] {
        var labels: [String: XMLAttribute] = [:]
        var labelReferences: [Use] = []
        var reads: [Use] = []
        /// Reads of `dst` by in-place instructions: they use the variable, but reading an
        /// unset one is their normal "if not yet found" case.
        var inPlaceReads: Set<String> = []
        var writes: [Use] = []
        var written: Set<String> = []
        var readBeforeWrite: [Use] = []

        for instruction in program.instructions {
            guard let spec = MLInstructionTable.spec(instruction.name) else { continue }
            var instructionWrites: [Use] = []
            for attribute in instruction.attributes where !attribute.value.isEmpty {
                let use = Use(name: attribute.value, attribute: attribute, instruction: instruction)
                switch spec.attributes[attribute.name] {
                case .read?:
                    if attribute.value.hasPrefix("$") { continue }
                    if instruction.name.hasPrefix("splitIfValid"), attribute.name == "dst" {
                        inPlaceReads.insert(attribute.value)
                        continue
                    }
                    reads.append(use)
                    if !written.contains(use.name) { readBeforeWrite.append(use) }
                case .write?:
                    if spec.inPlace, attribute.name == "dst", instruction[attribute: "src"] == nil {
                        inPlaceReads.insert(attribute.value)
                    }
                    instructionWrites.append(use)
                case .update?:
                    inPlaceReads.insert(attribute.value)
                    instructionWrites.append(use)
                case .labelDefinition?:
                    if labels[attribute.value] == nil { labels[attribute.value] = attribute }
                case .labelReference?:
                    labelReferences.append(use)
                default:
                    break
                }
            }
            for use in instructionWrites {
                written.insert(use.name)
                // findLineMatch's `src` keeps the raw line: not worth a note when unread.
                if !(use.attribute.name == "src" && instruction.name.hasPrefix("findLineMatch")) { writes.append(use) }
            }
        }

        var findings: [ModelFinding] = []
        for reference in labelReferences where labels[reference.name] == nil {
            let suggestion = Suggestions.closest(to: reference.name, in: labels.keys)
            findings.append(ModelFinding(ModelRules.UndefinedLabel.description, at: reference.attribute,
                                         "<\(reference.instruction.name)> goes to label '\(reference.name)', which no <label> of this <\(program.kind)> defines\(Suggestions.didYouMean(suggestion))",
                                         suggestion: suggestion))
        }
        let referenced = Set(labelReferences.map(\.name))
        for (name, definition) in labels where !referenced.contains(name) {
            findings.append(ModelFinding(ModelRules.UnusedLabel.description, at: definition, "label '\(name)' is never the target of a jump"))
        }

        for use in readBeforeWrite {
            // `rejectIfNotValid src="dummy"`, on a variable nothing writes: a deliberate
            // unconditional reject, an idiom of the vendor's files.
            if (use.instruction.name == "rejectIfNotValid" || use.instruction.name == "rejectIfValid"), !written.contains(use.name) { continue }
            let suggestion = Suggestions.closest(to: use.name, in: written)
            let never = written.contains(use.name) ? "before any instruction writes it" : "and no instruction of this <\(program.kind)> writes it"
            findings.append(ModelFinding(ModelRules.ReadBeforeWrite.description, at: use.attribute,
                                         "<\(use.instruction.name)> reads variable '\(use.name)' \(never), so it is never valid there\(Suggestions.didYouMean(suggestion))",
                                         suggestion: suggestion))
        }

        let used = Set(reads.map(\.name)).union(inPlaceReads)
        var reported: Set<String> = []
        for write in writes where !used.contains(write.name) && reported.insert(write.name).inserted {
            findings.append(ModelFinding(ModelRules.UnusedVariable.description, at: write.attribute,
                                         "variable '\(write.name)' is written but never read"))
        }
        return findings
    }
}
