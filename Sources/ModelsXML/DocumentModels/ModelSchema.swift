/// The structure of document-model XML, learnt from the vendor's real files of every
/// generation (the 12 zips of `../shared/corpus/zips`, 2024-2026): which elements go where
/// and the attributes each takes. ML instructions are in `MLInstructionTable`.
///
/// Decisions that depend on the generation (where each was seen; docs/document-models.md
/// has the table):
/// - `<region>` in `<FACE>` and `<MRZ>`: DocumentID_All.xml of the six zips of 2024-03 to
///   2025-01 (36 per zip). Valid for its generation; the 2025-11 zip and the newest one write
///   `<FACE x= y= w= h=>` and no MRZ region, so it is also reported as a note
///   (`models.older-vocabulary`, `OlderVocabulary`).
/// - `allow_special_chars="true"` on `<MRZ>`: the Paraguayan card of DocumentID_All.xml in
///   seven zips, 2024-03 to 2025-11. Valid.
/// - `document_type` on `<Version>`: on no Version of the 2024-03 zip (70 Versions in four
///   files): not required. A Version without it among siblings that have it (the `Juvenil`
///   card, 1 of 46 in DocumentID_All.xml of four zips) is `models.inconsistent-version`.
/// Not learnt, though the vendor wrote them: see `MLInstructionTable` (`str`, `sr2`, `src2`
/// on `rejectIfNotValid`).
public enum ModelSchema {
    public struct Element: Sendable {
        /// Searched linearly: a few short names compare faster than they hash.
        public var attributes: [String]
        public var required: [String]
        public var children: Set<String>
    }

    /// Position of `name` in a short list of names; lengths are compared first, which rules
    /// out most candidates without a string comparison.
    @inline(__always)
    static func index(of name: String, in names: [String]) -> Int? {
        let length = name.utf8.count
        for index in names.indices where names[index].utf8.count == length && names[index] == name {
            return index
        }
        return nil
    }

    public static let root = "selphid-widget-conf"
    static let rulesRoot = "rules"
    public static let programNames: Set<String> = ["ML", "ML-90", "ML-JP", "ML-KR"]
    static let captureBlocks: Set<String> = [
        "FACE", "MRZ", "OCR", "CROP", "BARCODE", "PDF417", "BLINKID", "DATA_TABLE",
    ]
    static let programAttributes: [String] = [
        "cols", "split_by", "separation", "space_separation", "c_separation", "y_separation",
    ]

    public static let elements: [String: Element] = {
        var table: [String: Element] = [
            root: Element(attributes: ["version"], required: [], children: ["DocumentID", "Supported", "rule"]),
            "DocumentID": Element(attributes: ["id", "iso"], required: ["id", "iso"], children: ["Version"]),
            "Version": Element(
                attributes: ["id", "type", "document_type", "document_id", "priority", "dimensions"],
                required: ["id"], children: ["Front", "Back"]),
            "FACE": Element(attributes: ["x", "y", "w", "h"], required: [], children: ["region"]),
            "MRZ": Element(
                attributes: ["type", "mrzType", "optional", "lines", "allow_special_chars"], required: [],
                children: ["field", "region"]),
            "OCR": Element(attributes: [], required: [], children: ["region"]),
            "CROP": Element(attributes: [], required: [], children: ["region"]),
            "region": Element(
                attributes: ["id", "x", "y", "w", "h", "r"], required: ["id", "x", "y", "w", "h"], children: []),
            "BARCODE": Element(
                attributes: ["types", "optional", "decode", "charset", "presence"], required: [], children: ["field"]),
            "PDF417": Element(
                attributes: ["optional", "decode", "timeout", "charset"], required: [], children: ["field"]),
            "DATA_TABLE": Element(
                attributes: ["cols", "rows", "col_header", "row_header"], required: ["cols", "rows"],
                children: ["field"]),
            "Supported": Element(
                attributes: ["Front", "Back", "Exceptions-Front", "Exceptions-Back"], required: [], children: []),
            "rule": Element(attributes: ["id", "fields"], required: ["id", "fields"], children: []),
            // DocumentRules.xml may also be a bare `<rules>` list.
            rulesRoot: Element(attributes: [], required: [], children: ["rule"]),
        ]
        let sideChildren = captureBlocks.union(programNames)
        table["Front"] = Element(attributes: [], required: [], children: sideChildren)
        table["Back"] = Element(attributes: [], required: [], children: sideChildren)
        table["BLINKID"] = Element(attributes: [], required: [], children: Set(["BARCODE", "MRZ"]).union(programNames))
        for name in programNames {
            table[name] = Element(attributes: programAttributes, required: [], children: ["field"])
        }
        return table
    }()

    /// `<field>` attributes by the block that holds it.
    public static let fieldAttributes: [String: Element] = {
        var table: [String: Element] = [
            "MRZ": Element(
                attributes: ["id", "line", "starts", "count", "regex", "move", "copy", "optional"], required: ["id"],
                children: []),
            "BARCODE": Element(
                attributes: ["id", "data", "move", "copy", "regex", "optional"], required: ["id"], children: []),
            "PDF417": Element(
                attributes: ["id", "data", "move", "copy", "regex", "optional"], required: ["id"], children: []),
            "DATA_TABLE": Element(
                attributes: ["id", "col", "row", "row_name", "col_name", "regex", "format"],
                required: ["id", "col", "row"], children: []),
        ]
        for name in programNames {
            table[name] = Element(
                attributes: ["id", "move", "copy", "join", "separator"], required: ["id"], children: [])
        }
        return table
    }()

    /// Enumerated attribute values (formats.md section 4).
    public static let documentTypes: Set<String> = ["IDC", "PSP", "DLI", "VIS", "FOC", "CUS", "RES"]
    public static let versionTypes: Set<String> = ["TD1", "TD2", "TD3"]
    public static let mrzTypes: [String: String] = ["Type1": "TD1", "Type2": "TD2", "Type3": "TD3"]
}
