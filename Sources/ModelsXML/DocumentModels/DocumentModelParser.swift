import Diagnostics

/// Parses a document-model file in one streaming pass (libxml2 SAX through
/// `LocatedXMLParser`) into a `DocumentModelFile`, checking each element and attribute
/// against `ModelSchema` and `MLInstructionTable` on the way, while its parent is known.
public enum DocumentModelParser {
    public static func parse(_ bytes: [UInt8]) -> DocumentModelFile {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> DocumentModelFile {
        let builder = ModelBuilder()
        let issue = LocatedXMLParser.parse(buffer, handler: builder)
        var file = builder.file
        file.parseIssue = issue
        return file
    }
}

private final class ModelBuilder: XMLContentHandler {
    /// What each open element started, so its end can close it.
    enum Opened {
        case none, root, document, version, side, block, ignored
    }

    // One builder per parse, used by one thread, never re-entered: the run-time exclusivity
    // checks of these properties (two calls per access, several accesses per element) buy nothing.
    @exclusivity(unchecked) var file = DocumentModelFile()
    @exclusivity(unchecked) var stack: [(name: String, opened: Opened)] = []
    @exclusivity(unchecked) var document: DocumentNode?
    @exclusivity(unchecked) var version: VersionNode?
    @exclusivity(unchecked) var side: SideNode?
    @exclusivity(unchecked) var blocks: [CaptureBlock] = []
    /// Per instruction kind, the last attribute list that passed the schema check.
    @exclusivity(unchecked) var validNames = [[String]](repeating: [], count: MLInstructionTable.instructions.count)
    /// Places of older vocabulary already noted in this file.
    @exclusivity(unchecked) var reportedOlder: Set<String> = []
    /// Per name id of this document (`XMLStartTag.nameID`): its instruction kind, -1 for none,
    /// -2 not looked up yet (most elements are instructions: one hash per name, not per element).
    @exclusivity(unchecked) var kindsByNameID: [Int] = []

    init() {
        stack.reserveCapacity(16)
    }

    var wantsCharacters: Bool { false }

    func startElement(_ tag: XMLStartTag) {
        let opened = open(tag)
        stack.append((tag.name, opened))
    }

    func endElement(_ name: String) {
        guard let (_, opened) = stack.popLast() else { return }
        switch opened {
        case .document:
            if let document { file.documents.append(document) }
            document = nil
        case .version:
            if let version { document?.versions.append(version) }
            version = nil
        case .side:
            if let side { version?.sides.append(side) }
            side = nil
        case .block:
            guard let block = blocks.popLast() else { return }
            if blocks.isEmpty {
                side?.blocks.append(block)
            } else {
                blocks[blocks.count - 1].nested.append(block)
            }
        case .none, .root, .ignored:
            break
        }
    }

    private func open(_ tag: XMLStartTag) -> Opened {
        guard let parent = stack.last else {
            if tag.name != ModelSchema.root, tag.name != ModelSchema.rulesRoot {
                unknownElement(tag, in: nil, candidates: [ModelSchema.root])
                return .ignored
            }
            file.root = tag
            checkAttributes(tag, ModelSchema.elements[tag.name]!)
            return .root
        }
        if parent.opened == .ignored { return .ignored }

        // Inside a capture block: fields, regions, instructions.
        // (Appends go through `blocks[last]` in place: a copy of the block would copy its arrays.)
        if parent.opened == .block, !blocks.isEmpty, !(parent.name == "BLINKID" && tag.name != "field") {
            let last = blocks.count - 1
            if tag.name == "field" {
                guard let spec = ModelSchema.fieldAttributes[parent.name] else {
                    unknownElement(tag, in: parent.name, candidates: ModelSchema.elements[parent.name]?.children ?? [])
                    return .ignored
                }
                checkAttributes(tag, spec)
                blocks[last].fields.append(tag)
                return .none
            }
            if blocks[last].isProgram {
                guard let kind = instructionKind(tag) else {
                    unknownElement(tag, in: parent.name, candidates: MLInstructionTable.names + ["field"])
                    return .ignored
                }
                // Generated models repeat the same attribute lists: one already found valid
                // for this instruction needs no second look.
                if !AttributeNames.same(tag.attributes, validNames[kind]) {
                    let instruction = MLInstructionTable.instructions[kind]
                    let before = file.schemaFindings.count
                    checkAttributes(tag, attributes: instruction.attributes, required: instruction.required)
                    if file.schemaFindings.count == before { validNames[kind] = tag.attributes.map(\.name) }
                }
                blocks[last].instructions.append(tag)
                blocks[last].instructionKinds.append(kind)
                return .none
            }
            guard ModelSchema.elements[parent.name]?.children.contains(tag.name) == true,
                let spec = ModelSchema.elements[tag.name]
            else {
                unknownElement(tag, in: parent.name, candidates: ModelSchema.elements[parent.name]?.children ?? [])
                return .ignored
            }
            checkAttributes(tag, spec)
            if tag.name == "region" {
                blocks[last].regions.append(tag)
                if parent.name == "FACE" || parent.name == "MRZ" { olderVocabulary(tag, in: parent.name) }
            }
            return .none
        }

        guard let parentSpec = ModelSchema.elements[parent.name], parentSpec.children.contains(tag.name),
            let spec = ModelSchema.elements[tag.name]
        else {
            unknownElement(tag, in: parent.name, candidates: ModelSchema.elements[parent.name]?.children ?? [])
            return .ignored
        }
        checkAttributes(tag, spec)
        switch tag.name {
        case "DocumentID":
            document = DocumentNode(tag: tag)
            return .document
        case "Version":
            version = VersionNode(tag: tag)
            return .version
        case "Front", "Back":
            side = SideNode(tag: tag)
            return .side
        case "Supported":
            file.supported.append(tag)
            return .none
        case "rule":
            file.rules.append(tag)
            return .none
        default:
            var block = CaptureBlock(tag: tag)
            if block.isProgram {
                // Programs hold tens of instructions (45 on average in the real models): room
                // for 32 saves most of the regrowths (each one copies the array).
                block.instructions.reserveCapacity(32)
                block.instructionKinds.reserveCapacity(32)
            }
            blocks.append(block)
            return .block
        }
    }

    private func instructionKind(_ tag: XMLStartTag) -> Int? {
        let id = tag.nameID
        guard id >= 0 else { return MLInstructionTable.kind(of: tag.name) }
        if id >= kindsByNameID.count {
            kindsByNameID.append(contentsOf: repeatElement(-2, count: id - kindsByNameID.count + 1))
        }
        if kindsByNameID[id] == -2 { kindsByNameID[id] = MLInstructionTable.kind(of: tag.name) ?? -1 }
        let kind = kindsByNameID[id]
        return kind >= 0 ? kind : nil
    }

    /// `<region>` in FACE or MRZ: valid in the models of 2024-03 to 2025-01, gone from newer
    /// ones (ModelSchema). One note per file and place, at the first one.
    private func olderVocabulary(_ tag: XMLStartTag, in parent: String) {
        guard reportedOlder.insert(parent).inserted else { return }
        file.schemaFindings.append(ModelsRules.OlderVocabulary.finding(region: tag, in: parent))
    }

    private func unknownElement<S: Sequence>(_ tag: XMLStartTag, in parent: String?, candidates: S)
    where S.Element == String {
        file.schemaFindings.append(
            ModelsRules.UnknownElement.finding(
                tag, in: parent, suggestion: Suggestions.closest(to: tag.name, in: candidates)))
    }

    private func checkAttributes(_ tag: XMLStartTag, _ spec: ModelSchema.Element) {
        checkAttributes(tag, attributes: spec.attributes, required: spec.required)
    }

    private func checkAttributes(_ tag: XMLStartTag, attributes known: [String], required: [String]) {
        var suggested: Set<String> = []
        for attribute in tag.attributes where ModelSchema.index(of: attribute.name, in: known) == nil {
            let missing = required.filter { tag[attribute: $0] == nil }
            // A typo of a required attribute that is missing is the likeliest reading.
            let absent = known.filter { tag[attribute: $0] == nil && $0.first == attribute.name.first }
            let suggestion =
                Suggestions.closest(to: attribute.name, in: missing) ?? Suggestions.closest(
                    to: attribute.name, in: known)
                ?? Suggestions.closest(to: attribute.name, in: absent, maxDistance: 2)
            if let suggestion { suggested.insert(suggestion) }
            if let numbered = numberedVariant(of: tag.name, taking: attribute.name) {
                file.schemaFindings.append(ModelsRules.UnknownAttribute.finding(attribute, on: tag, numbered: numbered))
                continue
            }
            file.schemaFindings.append(ModelsRules.UnknownAttribute.finding(attribute, on: tag, suggestion: suggestion))
        }
        for name in required where tag[attribute: name] == nil && !suggested.contains(name) {
            file.schemaFindings.append(ModelsRules.MissingAttribute.finding(name, on: tag))
        }
    }
}

/// `rejectIfNotValid src2=`: the numbered instruction that takes `src2` (the vendor wrote
/// the first and fixed it to `rejectIfNotValid2` in the 2025-11 models).
private func numberedVariant(of instruction: String, taking attribute: String) -> String? {
    guard attribute.hasPrefix("src"), let number = Int(attribute.dropFirst(3)), number >= 2, number <= 4,
        MLInstructionTable.kind(of: instruction) != nil, MLInstructionTable.kind(of: instruction + "2") != nil
    else { return nil }
    let numbered = instruction + String(number)
    return MLInstructionTable.spec(numbered)?.role(of: attribute) == .read ? numbered : nil
}

/// Compares attribute lists by name; names are interned per document, so equal names are
/// usually the same bits and compare at once.
enum AttributeNames {
    @inline(__always)
    static func same(_ attributes: [XMLAttribute], _ names: [String]) -> Bool {
        guard attributes.count == names.count, !names.isEmpty else { return false }
        for index in names.indices where attributes[index].name != names[index] { return false }
        return true
    }
}
