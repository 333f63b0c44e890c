import Diagnostics
import Foundation
import ModelsXML

/// Document models (`documents/*.xml`) and DocumentRules.xml: parsed once each, streaming,
/// into typed models; every model check; rule ids and `--specific-data` against them.
struct ModelsCheck: BundleCheck {
    func run(in context: BundleContext) {
        let modelEntries = context.files { $0 == .documentModels }
        let ruleEntries = context.files { $0 == .documentRules }
        var index = ModelIndex()
        var outputNames: [(path: String, uses: [OutputFieldNames.Use])] = []
        // DocumentRules.xml: parsed the same way (its <rule> elements are checked against the
        // schema), its rule ids resolved once the models are known.
        var rules: [(path: String, tag: XMLStartTag)] = []
        // Each model is dropped once indexed: memory stays flat in the number of models.
        context.forEachDocumentModel(modelEntries + ruleEntries, checked: true) { entry, model, findings in
            report(findings, in: entry.path, context)
            if BundleLayout.role(of: entry.path) == .documentRules {
                rules += model.rules.map { (entry.path, $0) }
            } else {
                index.add(model)
                outputNames.append((entry.path, OutputFieldNames.uses(in: model)))
            }
        }
        reportFieldNameSlips(outputNames, context)
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
    /// Parses (and with `checked`, runs the model checks on) model files on all cores, each
    /// as soon as it is read, and hands each model with its check findings to `body` in file
    /// order, on this thread. A parse problem is reported (`xml.malformed` / `xml.doctype`)
    /// instead. Only a few models are held at a time.
    func forEachDocumentModel(
        _ entries: [BundleEntry], checked: Bool, _ body: (BundleEntry, DocumentModelFile, [ModelFinding]) -> Void
    ) {
        func deliver(_ parsed: (entry: BundleEntry, model: DocumentModelFile, findings: [ModelFinding])) {
            if let issue = parsed.model.parseIssue {
                XMLRules.report(issue, at: location(parsed.entry.path), into: sink)
            } else {
                body(parsed.entry, parsed.model, parsed.findings)
            }
        }
        var pipeline = OrderedPipeline<(entry: BundleEntry, model: DocumentModelFile, findings: [ModelFinding])>()
        for entry in entries {
            guard let bytes = bytes(of: entry) else { continue }
            pipeline.submit(
                {
                    let model = DocumentModelParser.parse(bytes)
                    return (entry, model, checked && model.parseIssue == nil ? ModelChecks.run(model) : [])
                }, deliver: deliver)
        }
        pipeline.finish(deliver: deliver)
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
        let context = BundleContext(reader: try BundleValidator.openInput(path), options: ValidationOptions())
        var index = ModelIndex()
        context.forEachDocumentModel(context.files { $0 == .documentModels }, checked: false) { _, model, _ in
            index.add(model)
        }
        return (index, context.sink.diagnostics)
    }

    /// Every model file of a zip, directory or model file, by path, and the problems met.
    public static func files(of path: String) throws -> (
        files: [(path: String, model: DocumentModelFile)], problems: [Diagnostic]
    ) {
        let context = BundleContext(reader: try BundleValidator.openInput(path), options: ValidationOptions())
        var files: [(path: String, model: DocumentModelFile)] = []
        context.forEachDocumentModel(context.files { $0 == .documentModels }, checked: false) { entry, model, _ in
            files.append((entry.path, model))
        }
        return (files, context.sink.diagnostics)
    }
}
