import Diagnostics

/// One document-model file (`documents/*.xml`, or `DocumentRules.xml`), typed, with the
/// location of every element and attribute. Built in one SAX pass by `DocumentModelParser`.
public struct DocumentModelFile: Sendable {
    /// The root element (`<selphid-widget-conf>`), nil when the file has none.
    public var root: XMLStartTag?
    public var documents: [DocumentNode] = []
    /// `<Supported Front= Back= Exceptions-Front= Exceptions-Back=/>`.
    public var supported: [XMLStartTag] = []
    /// `<rule id="ITALY|ID" fields="..."/>` (DocumentRules.xml).
    public var rules: [XMLStartTag] = []
    /// Unknown elements and attributes, missing required attributes: found while parsing,
    /// because that is when the parent of each element is known.
    public var schemaFindings: [ModelFinding] = []
    /// libxml2's first problem (malformed XML, bad encoding, a refused DOCTYPE).
    public var parseIssue: XMLParseIssue?

    public init() {}
}

/// `<DocumentID id="ES" iso="ESP">`: one country (or `000`, generic) and its versions.
public struct DocumentNode: Sendable {
    public var tag: XMLStartTag
    public var versions: [VersionNode] = []
    public var id: XMLAttribute? { tag[attribute: "id"] }
    public var iso: XMLAttribute? { tag[attribute: "iso"] }
}

/// `<Version id= type= document_type= document_id=>`: one document model.
public struct VersionNode: Sendable {
    public var tag: XMLStartTag
    public var sides: [SideNode] = []
    public var id: XMLAttribute? { tag[attribute: "id"] }
    public var documentType: XMLAttribute? { tag[attribute: "document_type"] }
    public var documentID: XMLAttribute? { tag[attribute: "document_id"] }
}

/// `<Front>` or `<Back>`.
public struct SideNode: Sendable {
    public var tag: XMLStartTag
    public var blocks: [CaptureBlock] = []
}

/// A capture block of a side: `FACE`, `MRZ`, `OCR`, `CROP`, `BARCODE`, `PDF417`, `BLINKID`,
/// `DATA_TABLE`, or an ML program (`ML`, `ML-90`, `ML-JP`, `ML-KR`). `BLINKID` nests blocks.
public struct CaptureBlock: Sendable {
    public var tag: XMLStartTag
    /// `<field>` children (MRZ fields, barcode and table fields, ML field moves).
    public var fields: [XMLStartTag] = []
    /// `<region>` children of OCR and CROP.
    public var regions: [XMLStartTag] = []
    /// The instructions of an ML program, in order, and each one's index in
    /// `MLInstructionTable.instructions`.
    public var instructions: [XMLStartTag] = []
    public var instructionKinds: [Int] = []
    public var nested: [CaptureBlock] = []

    public let isProgram: Bool

    init(tag: XMLStartTag) {
        self.tag = tag
        isProgram = ModelSchema.programNames.contains(tag.name)
    }

    public var kind: String { tag.name }

    /// This block and the blocks nested in it, in the order of `forEachBlock`.
    public var allBlocks: [CaptureBlock] {
        var blocks: [CaptureBlock] = []
        forEachBlock { blocks.append($0) }
        return blocks
    }
}

extension VersionNode {
    /// Every block of the version, in the order of `forEachBlock`.
    public var allBlocks: [CaptureBlock] {
        var blocks: [CaptureBlock] = []
        forEachBlock { blocks.append($0) }
        return blocks
    }
}

/// A finding about a document model, located in its file; the bundle check adds the path.
public struct ModelFinding: Sendable {
    public var rule: RuleDescription
    public var line: Int?
    public var column: Int?
    public var message: String
    public var suggestion: String?
    /// What the finding is about when several findings may name it (a variable).
    public var subject: String?

    public init(_ rule: RuleDescription, line: Int?, column: Int?, _ message: String, suggestion: String? = nil) {
        self.rule = rule
        self.line = line
        self.column = column
        self.message = message
        self.suggestion = suggestion
    }

    init(_ rule: RuleDescription, at tag: XMLStartTag, _ message: String, suggestion: String? = nil) {
        self.init(rule, line: tag.line, column: tag.column, message, suggestion: suggestion)
    }

    init(_ rule: RuleDescription, at attribute: XMLAttribute, _ message: String, suggestion: String? = nil) {
        self.init(rule, line: attribute.line, column: attribute.column, message, suggestion: suggestion)
    }
}
