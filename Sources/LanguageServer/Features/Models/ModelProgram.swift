import ModelsXML

/// The ML program (`<ML>`, `<ML-90>`...) around the cursor in a document model, as written:
/// its instructions in order, and the variables and labels each one writes and reads
/// (`MLInstructionTable`'s roles). Variables belong to one program, as `ProgramAnalysis`
/// reads them.
struct ModelProgram {
    struct Instruction {
        var tag: MarkupLexer.Tag
        var name: String
        /// Attribute name, value, and the role the instruction table gives it.
        var attributes: [(name: String, value: String, role: MLInstructionTable.Role)]

        func values(_ roles: Set<MLInstructionTable.Role>) -> [String] {
            attributes.filter { roles.contains($0.role) }.map(\.value)
        }
    }

    let tag: MarkupLexer.Tag
    let instructions: [Instruction]

    /// The program the cursor is in; nil outside every program.
    init?(_ cursor: CursorContext) {
        let lexer = cursor.lexer
        guard
            let program = cursor.ancestors.last(where: { ModelSchema.programNames.contains(lexer.text($0.nameRange)) })
        else { return nil }
        tag = program
        let name = lexer.bytes[program.nameRange]
        var found: [Instruction] = []
        var position = program.range.upperBound
        while let next = lexer.nextTag(from: position) {
            position = max(next.range.upperBound, next.range.lowerBound + 1)
            let nextName = lexer.text(next.nameRange)
            if next.kind == .end, lexer.bytes[next.nameRange] == name { break }
            // An unclosed program ends where the next block or side begins.
            if next.kind == .start, ModelSchema.elements[nextName] != nil { break }
            guard next.kind == .start, let spec = MLInstructionTable.spec(nextName) else { continue }
            let attributes = lexer.attributes(of: next).compactMap {
                attribute -> (name: String, value: String, role: MLInstructionTable.Role)? in
                let attributeName = lexer.text(attribute.nameRange)
                guard let role = spec.role(of: attributeName) else { return nil }
                return (attributeName, attribute.valueRange.map(lexer.value) ?? "", role)
            }
            found.append(Instruction(tag: next, name: nextName, attributes: attributes))
        }
        instructions = found
    }

    static let writes: Set<MLInstructionTable.Role> = [.write, .update]
    static let reads: Set<MLInstructionTable.Role> = [.read, .update]

    /// The instructions that write `variable`: the nearest one before `offset` first, then
    /// the earlier ones nearest first, then the later ones in order.
    func writers(of variable: String, before offset: Int) -> [Instruction] {
        let writing = instructions.filter { $0.values(Self.writes).contains(variable) }
        let before = writing.filter { $0.tag.range.lowerBound < offset && !$0.tag.range.contains(offset) }
        let after = writing.filter { $0.tag.range.lowerBound >= offset }
        return before.reversed() + after
    }

    /// Every variable the program writes, each once: those written before `offset` nearest
    /// first, then the others in order; with the instruction that writes it first.
    func variables(before offset: Int) -> [(name: String, writer: Instruction)] {
        var seen: Set<String> = []
        var result: [(name: String, writer: Instruction)] = []
        let before = instructions.filter { $0.tag.range.upperBound <= offset }
        let rest = instructions.filter { $0.tag.range.upperBound > offset && !$0.tag.range.contains(offset) }
        for instruction in before.reversed() + rest {
            for name in instruction.values(Self.writes) where !name.isEmpty && seen.insert(name).inserted {
                result.append((name, instruction))
            }
        }
        return result
    }

    /// The `<label src=L>` instructions: the labels a jump may go to.
    var labels: [(name: String, definition: Instruction)] {
        instructions.flatMap { instruction in
            instruction.values([.labelDefinition]).map { ($0, instruction) }
        }
    }
}
