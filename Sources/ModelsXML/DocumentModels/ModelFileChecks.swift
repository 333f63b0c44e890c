import Diagnostics
import Foundation

/// The checks over one parsed document-model file. Each returns located findings; the
/// bundle check turns them into diagnostics of the file.
public enum ModelFileChecks {
    /// Every per-file check, in report order (the report sorts by location anyway).
    public static func run(_ file: DocumentModelFile) -> [ModelFinding] {
        var findings = file.schemaFindings
        findings += identities(file)
        findings += mrzGeometry(file)
        var memo = ProgramAnalysis.RoleMemo()
        for document in file.documents {
            for version in document.versions {
                version.forEachBlock { block in
                    findings += patterns(block)
                    if block.isProgram { findings += ProgramAnalysis.run(block, memo: &memo) }
                }
            }
        }
        findings += supported(file)
        return oncePerFile(findings)
    }

    /// An unused variable is noted once per file, at its first unread write; the note says in
    /// how many more programs of the file it is written and never read.
    static func oncePerFile(_ findings: [ModelFinding]) -> [ModelFinding] {
        var first: [String: Int] = [:]
        var more: [Int: Int] = [:]
        var kept: [ModelFinding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            guard finding.rule.id == ModelsRules.UnusedVariable.description.id, let variable = finding.subject else {
                kept.append(finding)
                continue
            }
            if let index = first[variable] {
                more[index, default: 0] += 1
            } else {
                first[variable] = kept.count
                kept.append(finding)
            }
        }
        for (index, count) in more {
            kept[index].message += " (nor in \(count) more \(count == 1 ? "program" : "programs") of this file)"
        }
        return kept
    }

    // MARK: DocumentID, Version: ids, country codes, document_id

    static func identities(_ file: DocumentModelFile) -> [ModelFinding] {
        var findings: [ModelFinding] = []
        var seenDocuments: [String: Int] = [:]
        // The oldest model files have document_type on no Version; one missing among
        // siblings that have it is a slip.
        let allVersions = file.documents.reduce(0) { $0 + $1.versions.count }
        let typedVersions = file.documents.reduce(0) { total, document in
            document.versions.reduce(total) { $0 + ($1.documentType != nil ? 1 : 0) }
        }
        for document in file.documents {
            if let id = document.id {
                if let first = seenDocuments[id.value] {
                    findings.append(
                        ModelFinding(
                            ModelsRules.DuplicateID.description, at: id,
                            "duplicate DocumentID id '\(id.value)' (first at line \(first)): the SDK keeps one of them")
                    )
                } else {
                    seenDocuments[id.value] = id.line
                }
            }
            findings += countryCodes(document)
            var seenVersions: [String: Int] = [:]
            for version in document.versions {
                if version.documentType == nil, typedVersions > 0 {
                    findings.append(
                        ModelFinding(
                            ModelsRules.InconsistentVersion.description, at: version.tag,
                            "<Version id=\"\(version.id?.value ?? "")\"> has no document_type, while \(typedVersions) of the "
                                + "\(allVersions) Versions of this file have one: the SDK reports no document type for it"
                        ))
                }
                if let id = version.id {
                    if let first = seenVersions[id.value] {
                        findings.append(
                            ModelFinding(
                                ModelsRules.DuplicateID.description, at: id,
                                "duplicate Version id '\(id.value)' in DocumentID '\(document.id?.value ?? "")' (first at line \(first))"
                            ))
                    } else {
                        seenVersions[id.value] = id.line
                    }
                }
                findings += versionValues(version, in: document)
            }
        }
        return findings
    }

    static func countryCodes(_ document: DocumentNode) -> [ModelFinding] {
        guard let id = document.id, let iso = document.iso else { return [] }
        let rule = ModelsRules.CountryCode.description
        var findings: [ModelFinding] = []
        let isoKnown = iso.value == CountryCodes.generic || CountryCodes.alpha3.contains(iso.value)
        if !isoKnown {
            let suggestion =
                CountryCodes.alpha2ToAlpha3[id.value]
                ?? Suggestions.closest(to: iso.value, in: CountryCodes.alpha3, maxDistance: 1)
            findings.append(
                ModelFinding(
                    rule, at: iso,
                    "iso '\(iso.value)' is not an ISO 3166-1 alpha-3 code (or 000 for generic)\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }
        if id.value == CountryCodes.generic || iso.value == CountryCodes.generic {
            if id.value != iso.value {
                findings.append(
                    ModelFinding(
                        rule, at: id.value == CountryCodes.generic ? iso : id,
                        "DocumentID id '\(id.value)' and iso '\(iso.value)' disagree: the generic models use 000 for both"
                    ))
            }
            return findings
        }
        // The USA models use the alpha-3 code as their id; accepted when it equals iso.
        if id.value == iso.value, CountryCodes.alpha3.contains(id.value) { return findings }
        guard let expected = CountryCodes.alpha2ToAlpha3[id.value] else {
            let byAlpha3 = CountryCodes.alpha2ToAlpha3.first { $0.value == iso.value }?.key
            let suggestion =
                byAlpha3 ?? Suggestions.closest(to: id.value, in: CountryCodes.alpha2ToAlpha3.keys, maxDistance: 1)
            findings.append(
                ModelFinding(
                    rule, at: id,
                    "DocumentID id '\(id.value)' is not an ISO 3166-1 alpha-2 code (or 000 for generic)\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
            return findings
        }
        if isoKnown, expected != iso.value {
            findings.append(
                ModelFinding(
                    rule, at: iso,
                    "iso '\(iso.value)' does not match DocumentID id '\(id.value)' (\(expected))\(Suggestions.didYouMean(expected))",
                    suggestion: expected))
        }
        return findings
    }

    static func versionValues(_ version: VersionNode, in document: DocumentNode) -> [ModelFinding] {
        var findings: [ModelFinding] = []
        let invalid = ModelsRules.InvalidValue.description
        if let type = version.tag[attribute: "type"], !ModelSchema.versionTypes.contains(type.value) {
            let suggestion = Suggestions.closest(to: type.value, in: ModelSchema.versionTypes)
            findings.append(
                ModelFinding(
                    invalid, at: type,
                    "Version type '\(type.value)' is not TD1, TD2 or TD3\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }
        if let type = version.documentType, !ModelSchema.documentTypes.contains(type.value) {
            let suggestion = Suggestions.closest(to: type.value, in: ModelSchema.documentTypes)
            findings.append(
                ModelFinding(
                    invalid, at: type,
                    "document_type '\(type.value)' is not one of \(ModelSchema.documentTypes.sorted().joined(separator: ", "))\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }
        guard let documentID = version.documentID, let type = version.documentType else { return findings }
        let rule = ModelsRules.DocumentIDMismatch.description
        // Substrings: the parts are only compared, but in a finding (rare) where they are joined.
        let parts = dashSeparatedParts(documentID.value)
        if parts.count == 1 {
            // A bare type (`document_id="DLI"`) names a country-wide fallback model.
            if parts[0] != type.value {
                findings.append(
                    ModelFinding(
                        rule, at: documentID,
                        "document_id '\(documentID.value)' names type '\(parts[0])' but document_type is '\(type.value)'",
                        suggestion: type.value))
            }
            return findings
        }
        guard parts.count >= 3 else {
            findings.append(
                ModelFinding(
                    rule, at: documentID,
                    "document_id '\(documentID.value)' is not of the form ISO-NN-TYPE-YEAR-... (ESP-00-IDC-2015-V03-01-00)"
                ))
            return findings
        }
        if let iso = document.iso, parts[0] != iso.value {
            var fixed = parts.map(String.init)
            fixed[0] = iso.value
            let suggestion = fixed.joined(separator: "-")
            findings.append(
                ModelFinding(
                    rule, at: documentID,
                    "document_id '\(documentID.value)' starts with '\(parts[0])' but its DocumentID iso is '\(iso.value)'\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }
        if parts[2] != type.value {
            var fixed = parts.map(String.init)
            fixed[2] = type.value
            let suggestion = fixed.joined(separator: "-")
            findings.append(
                ModelFinding(
                    rule, at: documentID,
                    "document_id '\(documentID.value)' names type '\(parts[2])' but document_type is '\(type.value)'\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion))
        }
        return findings
    }

    /// `text.split(separator: "-", omittingEmptySubsequences: false)`. An ASCII text (every
    /// real document_id) is split on the byte; elsewhere by Character, as a mark after `-`
    /// makes one Character of both.
    static func dashSeparatedParts(_ text: String) -> [Substring] {
        guard text.utf8.isAllASCII else {
            return text.split(separator: "-", omittingEmptySubsequences: false)
        }
        return text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Whole numbers of MRZ positions: digits only (no sign). Any number past `maximum`, of
    /// however many digits, is `maximum + 1`: no overflow, and callers' arithmetic stays small.
    enum MRZNumber {
        static let maximum = 999

        static func parse(_ text: String) -> Int? {
            var value = 0
            var digits = 0
            /// Digits after the leading zeros.
            var significant = 0
            for byte in text.utf8 {
                guard byte >= 48, byte <= 57 else { return nil }
                digits += 1
                if significant > 0 || byte != 48 {
                    significant += 1
                    if significant <= 4 { value = value * 10 + Int(byte - 48) }
                }
            }
            guard digits > 0 else { return nil }
            guard significant <= 4 else { return maximum + 1 }
            return value == 0 ? nil : min(value, maximum + 1)
        }
    }

    // MARK: Regexes and thresholds

    /// Whether a pattern compiles. Most are plain, and `RegexSyntax` says so from their bytes
    /// (cheaper than hashing them); each other distinct pattern is compiled once per process:
    /// the vendor's files repeat their patterns, across files checked in parallel.
    enum RegexCache {
        private final class Shared: @unchecked Sendable {  // `errors` is used under `lock` only
            let lock = NSLock()
            var errors: [String: String?] = [:]
        }
        private static let shared = Shared()

        static func error(_ pattern: String) -> String? {
            if RegexSyntax.isCertainlyValid(pattern) { return nil }
            let shared = RegexCache.shared
            if let known = shared.lock.withLock({ shared.errors[pattern] }) { return known }
            var message: String?
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                message = "NSRegularExpression rejects it"
            }
            shared.lock.withLock { shared.errors[pattern] = message }
            return message
        }
    }

    /// Regexes of a block's fields (ML instructions are checked by `ProgramAnalysis`, in
    /// the same pass as their variables).
    static func patterns(_ block: CaptureBlock) -> [ModelFinding] {
        var findings: [ModelFinding] = []
        for field in block.fields {
            if let regex = field[attribute: "regex"] { findings += checkRegex(regex, on: field) }
        }
        return findings
    }

    static func checkRegex(_ attribute: XMLAttribute, on tag: XMLStartTag) -> [ModelFinding] {
        // `regex=""` is what the vendor's generator writes for "take the text as it is".
        guard !attribute.value.isEmpty, let error = RegexCache.error(attribute.value) else { return [] }
        return [
            ModelFinding(
                ModelsRules.InvalidRegex.description, at: attribute,
                "regex '\(attribute.value)' on <\(tag.name)> does not compile: \(error)")
        ]
    }

    /// Its callers have already let plain ratios and whole numbers (nearly all) through.
    static func checkThreshold(_ attribute: XMLAttribute, on tag: XMLStartTag) -> [ModelFinding] {
        let rule = ModelsRules.ThresholdRange.description
        guard let value = Double(attribute.value), value.isFinite else {
            return [
                ModelFinding(
                    rule, at: attribute, "\(attribute.name) '\(attribute.value)' on <\(tag.name)> is not a number")
            ]
        }
        // A ratio in 0..1, or (for text matching) a whole number of differing characters.
        if value < 0 || (value > 1 && value != value.rounded()) {
            return [
                ModelFinding(
                    rule, at: attribute,
                    "\(attribute.name) \(attribute.value) on <\(tag.name)> is outside 0..1 (and not a whole number of edits)"
                )
            ]
        }
        return []
    }

    // MARK: Supported

    static func supported(_ file: DocumentModelFile) -> [ModelFinding] {
        let rule = ModelsRules.SupportedUnknownID.description
        let ids = Set(file.documents.compactMap { $0.id?.value })
        var findings: [ModelFinding] = []
        for tag in file.supported {
            for side in ["Front", "Back"] {
                guard let list = tag[attribute: side], list.value != "ALL" else { continue }
                for code in entries(list.value) where CountryCodes.alpha2ToAlpha3[code] == nil && !ids.contains(code) {
                    let suggestion = Suggestions.closest(to: code, in: CountryCodes.alpha2ToAlpha3.keys, maxDistance: 1)
                    findings.append(
                        ModelFinding(
                            rule, at: list,
                            "Supported \(side) lists '\(code)', which is no ISO 3166-1 alpha-2 code\(Suggestions.didYouMean(suggestion))",
                            suggestion: suggestion))
                }
            }
            for side in ["Exceptions-Front", "Exceptions-Back"] {
                guard let list = tag[attribute: side] else { continue }
                for code in entries(list.value) where !ids.contains(code) {
                    let suggestion = Suggestions.closest(to: code, in: ids)
                    findings.append(
                        ModelFinding(
                            rule, at: list,
                            "Supported \(side) names '\(code)', but no DocumentID of this file has that id\(Suggestions.didYouMean(suggestion))",
                            suggestion: suggestion))
                }
            }
        }
        return findings
    }

    static func entries(_ list: String) -> [String] {
        list.split(separator: ",").map(trimmed).filter { !$0.isEmpty }
    }

    /// `trimmingCharacters(in: .whitespaces)`, without Foundation when there is nothing to trim:
    /// an entry that starts and ends with a visible ASCII character (every real list).
    private static func trimmed(_ entry: Substring) -> String {
        func visible(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
        if visible(entry.utf8.first), visible(entry.utf8.last) { return String(entry) }
        return entry.trimmingCharacters(in: .whitespaces)
    }
}
