import Diagnostics
import Foundation
import ModelsXML

/// Document models (`documents/*.xml`) and DocumentRules.xml: parsed once each, streaming,
/// into typed models; every model check; rule ids and `--specific-data` against them.
struct ModelsCheck: BundleCheck {
    func run(in context: BundleContext) {
        let modelEntries = context.files { $0 == .documentModels }
        let ruleEntries = context.files { $0 == .documentRules }
        let findings = context.parseDocumentModels(modelEntries + ruleEntries, checked: true)
        var index = ModelIndex()
        var outputNames: [(path: String, uses: [OutputFieldNames.Use])] = []
        for entry in modelEntries {
            guard let model = context.documentModel(entry) else { continue }
            index.add(model)
            report(findings[entry.path] ?? [], in: entry.path, context)
            outputNames.append((entry.path, OutputFieldNames.uses(in: model)))
        }
        reportFieldNameSlips(outputNames, context)
        // DocumentRules.xml: parsed the same way (its <rule> elements are checked against the
        // schema), its rule ids resolved once the models are known.
        var rules: [(path: String, tag: XMLStartTag)] = []
        for entry in ruleEntries {
            guard let model = context.documentModel(entry) else { continue }
            report(findings[entry.path] ?? [], in: entry.path, context)
            rules += model.rules.map { (entry.path, $0) }
        }
        guard !index.isEmpty else {
            if let text = context.options.specificData {
                // Nothing to resolve against: syntax and scan mode only.
                context.sink.append(
                    contentsOf: SpecificData.check(text, models: nil, scanMode: context.options.scanMode))
            }
            return
        }
        for (path, rule) in rules {
            guard let id = rule[attribute: "id"], let message = DocumentRulesResolution.problem(id.value, in: index)
            else { continue }
            context.sink.report(
                ModelRules.UnresolvedRule.description, at: context.location(path, line: id.line, column: id.column),
                message.text, suggestion: message.suggestion)
        }
        if let text = context.options.specificData {
            context.sink.append(contentsOf: SpecificData.check(text, models: index, scanMode: context.options.scanMode))
        }
    }
}

/// Output field names across every model file of the bundle (`models.field-name`).
private func reportFieldNameSlips(_ files: [(path: String, uses: [OutputFieldNames.Use])], _ context: BundleContext) {
    var counts: [String: Int] = [:]
    for file in files {
        for use in file.uses { counts[use.name, default: 0] += 1 }
    }
    let slips = OutputFieldNames.slips(counts)
    guard !slips.isEmpty else { return }
    for file in files {
        for use in file.uses {
            guard let meant = slips[use.name] else { continue }
            context.sink.report(
                ModelRules.FieldNameSlip.description,
                at: context.location(file.path, line: use.attribute.line, column: use.attribute.column),
                "output field '\(use.name)' (\(counts[use.name]!) in the bundle's models) is not '\(meant)' "
                    + "(\(counts[meant]!)): an app reading '\(meant)' gets nothing from this model; did you mean '\(meant)'?",
                suggestion: meant)
        }
    }
}

private func report(_ findings: [ModelFinding], in path: String, _ context: BundleContext) {
    for finding in findings {
        context.sink.report(
            finding.rule, at: context.location(path, line: finding.line, column: finding.column),
            finding.message, suggestion: finding.suggestion)
    }
}

extension BundleContext {
    /// Parses (and with `checked`, runs the model checks on) several model files on all
    /// cores: the files are read one by one (a zip has one reader), then parsed in parallel.
    /// The models land in the cache `documentModel(_:)` reads; parse problems are reported
    /// in file order. Returns each file's check findings by path.
    @discardableResult
    func parseDocumentModels(_ entries: [BundleEntry], checked: Bool) -> [String: [ModelFinding]] {
        // Each file is parsed on a worker as soon as it is read, while the next one inflates.
        let results = OrderedResults<(DocumentModelFile, [ModelFinding])?>(count: entries.count)
        let group = DispatchGroup()
        for (index, entry) in entries.enumerated() {
            guard let bytes = bytes(of: entry) else {
                results[index] = .some(nil)
                continue
            }
            DispatchQueue.global().async(group: group) {
                let model = DocumentModelParser.parse(bytes)
                results[index] = .some((model, checked && model.parseIssue == nil ? ModelChecks.run(model) : []))
            }
        }
        group.wait()
        var findings: [String: [ModelFinding]] = [:]
        for (entry, result) in zip(entries, results.values) {
            let path = entry.path
            _ = cached("model:" + path) { () -> DocumentModelFile? in
                guard let (model, _) = result else { return nil }
                if let issue = model.parseIssue {
                    XMLRules.report(issue, at: location(path), into: sink)
                    return nil
                }
                return model
            }
            findings[path] = result?.1 ?? []
        }
        return findings
    }

    /// The typed document model of `entry`, parsed once; a parse problem is reported (as
    /// `xml.malformed` / `xml.doctype`) and nil returned.
    public func documentModel(_ entry: BundleEntry) -> DocumentModelFile? {
        cached("model:" + entry.path) { () -> DocumentModelFile? in
            guard let bytes = bytes(of: entry) else { return nil }
            let model = DocumentModelParser.parse(bytes)
            if let issue = model.parseIssue {
                XMLRules.report(issue, at: location(entry.path), into: sink)
                return nil
            }
            return model
        }
    }
}

/// How a DocumentRules.xml rule id (`COUNTRY|DOCUMENT`) names models.
enum DocumentRulesResolution {
    static func problem(_ id: String, in index: ModelIndex) -> (text: String, suggestion: String?)? {
        let parts = id.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let countryCode = parts[0]
        guard let country = index.country(countryCode) else {
            let suggestion = Suggestions.closest(to: countryCode, in: index.countryOrder)
            return (
                "rule '\(id)' resolves to no document model: no DocumentID has id or iso '\(countryCode)'\(Suggestions.didYouMean(suggestion))",
                suggestion
            )
        }
        guard parts.count == 2, !parts[1].isEmpty, parts[1] != "<ALL>" else { return nil }
        let document = parts[1]
        if country.versions.contains(document) || country.otherNames.contains(document) { return nil }
        let suggestion = Suggestions.closest(to: document, in: country.versions + country.otherNames.sorted())
        return (
            "rule '\(id)' resolves to no document model: DocumentID '\(country.id)' has no Version, document_type or document_id '\(document)'\(Suggestions.didYouMean(suggestion))",
            suggestion
        )
    }
}

/// The document models of a zip, directory or model file, for `idv-res specific-data --models`.
public enum DocumentModelsLoader {
    /// The merged index and the problems met while reading (unreadable or malformed files).
    public static func index(of path: String) throws -> (index: ModelIndex, problems: [Diagnostic]) {
        let reader = try BundleValidator.openInput(path)
        let context = BundleContext(reader: reader, options: ValidationOptions())
        var index = ModelIndex()
        let entries = context.files { $0 == .documentModels }
        context.parseDocumentModels(entries, checked: false)
        for entry in entries {
            if let model = context.documentModel(entry) { index.add(model) }
        }
        return (index, context.sink.diagnostics)
    }

    /// Every model file of a zip, directory or model file, by path, and the problems met.
    public static func files(of path: String) throws -> (
        files: [(path: String, model: DocumentModelFile)], problems: [Diagnostic]
    ) {
        let reader = try BundleValidator.openInput(path)
        let context = BundleContext(reader: reader, options: ValidationOptions())
        let entries = context.files { $0 == .documentModels }
        context.parseDocumentModels(entries, checked: false)
        let files = entries.compactMap { entry in context.documentModel(entry).map { (entry.path, $0) } }
        return (files, context.sink.diagnostics)
    }
}
