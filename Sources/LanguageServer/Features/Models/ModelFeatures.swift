import ModelsXML

/// Document models (`documents/*.xml`): completion of element names (`ModelSchema`; in an ML
/// program, the instructions of `MLInstructionTable`), attribute names, enumerated values,
/// variables and labels of the program; go-to-definition from a variable read
/// (`rejectIfNotValid src=`) to the instruction that wrote it, and from a jump to its label.
enum ModelFeatures {
    static func completions(_ request: FeatureRequest, _ cursor: CursorContext) -> [CompletionCandidate] {
        cursor.completions(
            elements: { elements(cursor) }, attributes: { attributes(cursor) },
            values: { (values(request, cursor), cursor.word) })
    }

    static func definitions(_ request: FeatureRequest, _ cursor: CursorContext) -> [DefinitionTarget] {
        guard let (role, value) = instructionValue(cursor), !value.isEmpty, let program = ModelProgram(cursor) else {
            return []
        }
        let targets: [ModelProgram.Instruction]
        switch role {
        case .read, .update:
            // The nearest write before the read is the one it reads; a loop may reach later ones.
            targets = Array(program.writers(of: value, before: cursor.tag?.range.lowerBound ?? cursor.offset).prefix(1))
        case .labelReference:
            targets = program.labels.filter { $0.name == value }.map(\.definition)
        default:
            targets = []
        }
        let lines = TextPositions(request.text)
        return targets.map { target(of: $0.tag, in: request.path, lines) }
    }

    static func target(of tag: MarkupLexer.Tag, in path: String, _ lines: TextPositions) -> DefinitionTarget {
        let line = lines.lineContaining(tag.range.lowerBound)
        return DefinitionTarget(path: path, line: line + 1, column: tag.range.lowerBound - lines.lineStarts[line] + 1)
    }

    /// The role and value of the instruction attribute under the cursor.
    private static func instructionValue(_ cursor: CursorContext) -> (MLInstructionTable.Role, String)? {
        guard let attribute = cursor.valueAttribute, let element = cursor.elementName,
            let role = MLInstructionTable.spec(element)?.role(of: cursor.lexer.text(attribute.nameRange))
        else { return nil }
        return (role, cursor.lexer.value(cursor.word))
    }

    /// The children the parent takes; in a program, its instructions and `<field>`.
    private static func elements(_ cursor: CursorContext) -> [CompletionCandidate] {
        guard let parent = cursor.parentName else {
            return cursor.isAtRoot ? [cursor.element(ModelSchema.root)] : []
        }
        if ModelSchema.programNames.contains(parent) {
            let instructions = MLInstructionTable.instructions.map { instruction in
                cursor.element(
                    instruction.name, kind: .instruction,
                    detail: instruction.required.isEmpty
                        ? nil : "requires " + instruction.required.joined(separator: ", "),
                    documentation: attributeList(instruction))
            }
            return instructions + [cursor.element("field")]
        }
        return (ModelSchema.elements[parent]?.children ?? []).sorted().map { cursor.element($0) }
    }

    /// `dst` (writes a variable), `src` (reads a variable)...: an instruction's documentation.
    private static func attributeList(_ instruction: MLInstructionTable.Instruction) -> String {
        zip(instruction.attributes, instruction.roles).map { name, role in
            "- \(Markdown.code(name)): \(describe(role))" + (instruction.required.contains(name) ? " (required)" : "")
        }.joined(separator: "\n")
    }

    private static func describe(_ role: MLInstructionTable.Role) -> String {
        switch role {
        case .read: "reads a variable"
        case .write: "writes a variable"
        case .update: "reads and writes a variable"
        case .labelDefinition: "defines a label"
        case .labelReference: "goes to a label"
        case .regex: "a regular expression (ICU)"
        case .threshold: "a threshold: a ratio 0-1 or a number of edits"
        case .value: "a value"
        }
    }

    /// The element's attributes less those present: an instruction's from the table, a
    /// `<field>`'s by the block that holds it, the others' from the schema.
    private static func attributes(_ cursor: CursorContext) -> [CompletionCandidate] {
        guard let element = cursor.elementName, cursor.tag?.kind == .start else { return [] }
        let present = cursor.otherAttributeNames
        let hasValue = cursor.attributes.contains { $0.nameRange == cursor.word && $0.valueRange != nil }
        var names: [(name: String, detail: String?)] = []
        if let instruction = MLInstructionTable.spec(element) {
            names = zip(instruction.attributes, instruction.roles).map { name, role in
                (name, describe(role) + (instruction.required.contains(name) ? " (required)" : ""))
            }
        } else if element == "field", let parent = cursor.parentName, let schema = ModelSchema.fieldAttributes[parent] {
            names = schema.attributes.map { ($0, schema.required.contains($0) ? "required" : nil) }
        } else if let schema = ModelSchema.elements[element] {
            names = schema.attributes.map { ($0, schema.required.contains($0) ? "required" : nil) }
        }
        return names.filter { !present.contains($0.name) }.map { name, detail in
            CompletionCandidate.attribute(name, detail: detail, withValue: !hasValue, replacing: cursor.word)
        }
    }

    private static func values(_ request: FeatureRequest, _ cursor: CursorContext) -> [CompletionCandidate] {
        guard let attribute = cursor.valueAttribute, let element = cursor.elementName else { return [] }
        let name = cursor.lexer.text(attribute.nameRange)
        func words(_ values: [String]) -> [CompletionCandidate] {
            values.map { CompletionCandidate(label: $0, kind: .value, replacing: cursor.word) }
        }
        switch (element, name) {
        case ("Version", "document_type"): return words(ModelSchema.documentTypes.sorted())
        case ("Version", "type"), ("MRZ", "type"): return words(ModelSchema.versionTypes.sorted())
        case ("MRZ", "mrzType"): return words(ModelSchema.mrzTypes.keys.sorted())
        default: break
        }
        guard let role = MLInstructionTable.spec(element)?.role(of: name), let program = ModelProgram(cursor) else {
            return []
        }
        let lines = TextPositions(request.text)
        switch role {
        case .read, .update, .write:
            return program.variables(before: cursor.tag?.range.lowerBound ?? cursor.offset).map { variable, writer in
                let line = lines.lineContaining(writer.tag.range.lowerBound) + 1
                return CompletionCandidate(
                    label: variable, kind: .variable, detail: "written by <\(writer.name)> at line \(line)",
                    replacing: cursor.word)
            }
        case .labelReference:
            return program.labels.map { label, definition in
                let line = lines.lineContaining(definition.tag.range.lowerBound) + 1
                return CompletionCandidate(
                    label: label, kind: .variable, detail: "label at line \(line)", replacing: cursor.word)
            }
        default:
            return []
        }
    }
}
