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
        // Each model is checked, indexed and dropped on the core that parsed it: memory stays
        // flat in the number of models, and this thread only gathers what they left.
        context.forEachDocumentModel(modelEntries + ruleEntries, summarize: ModelSummary.init) { entry, summary in
            report(summary.findings, in: entry.path, context)
            if summary.isRules {
                rules += summary.rules.map { (entry.path, $0) }
            } else {
                index.add(summary.index)
                outputNames.append((entry.path, summary.uses))
            }
            context.keepSourceLines(summary.lines, of: entry)
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

/// What ModelsCheck needs of one model file, made on the core that parsed it.
private struct ModelSummary: Sendable {
    var findings: [ModelFinding]
    /// DocumentRules.xml: its `<rule>` elements; else the file's countries, versions and
    /// output field names.
    var isRules: Bool
    var rules: [XMLStartTag] = []
    var index = ModelIndex()
    var uses: [OutputFieldNames.Use] = []
    /// The lines its findings point to, now and once the bundle is known (field names, rule
    /// ids), kept while the bytes are here.
    var lines: SourceLines.Kept.File

    init(_ entry: BundleEntry, _ model: DocumentModelFile, _ bytes: [UInt8]) {
        findings = ModelChecks.run(model)
        isRules = BundleLayout.role(of: entry.path) == .documentRules
        var lines = findings.compactMap(\.line)
        if isRules {
            rules = model.rules
            lines += rules.compactMap { $0[attribute: "id"]?.line }
        } else {
            index.add(model)
            uses = OutputFieldNames.uses(in: model)
            lines += uses.map(\.attribute.line)
        }
        self.lines = SourceLines.Kept.File(lines, from: bytes)
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
    /// Parses model files on all cores, each as soon as it is read. `summarize` makes what
    /// `body` needs of each model on the core that parsed it, where the model is dropped; the
    /// summaries reach `body` in file order, on this thread. A parse problem is reported
    /// (`xml.malformed` / `xml.doctype`) instead. Only a few models are held at a time.
    func forEachDocumentModel<Summary: Sendable>(
        _ entries: [BundleEntry],
        summarize: @escaping @Sendable (BundleEntry, DocumentModelFile, [UInt8]) -> Summary,
        _ body: (BundleEntry, Summary) -> Void
    ) {
        typealias Parsed = (entry: BundleEntry, summary: Summary?, issue: XMLParseIssue?, lines: SourceLines.Kept.File?)
        func deliver(_ parsed: Parsed) {
            if let issue = parsed.issue {
                XMLRules.report(issue, at: location(parsed.entry.path), into: sink)
                if let lines = parsed.lines { keepSourceLines(lines, of: parsed.entry) }
            } else if let summary = parsed.summary {
                body(parsed.entry, summary)
            }
        }
        var pipeline = OrderedPipeline<Parsed>()
        for entry in entries {
            guard let bytes = bytes(of: entry) else { continue }
            pipeline.submit(
                {
                    let model = DocumentModelParser.parse(bytes)
                    if let issue = model.parseIssue {
                        return (entry, nil, issue, SourceLines.Kept.File([issue.line], from: bytes))
                    }
                    return (entry, summarize(entry, model, bytes), nil, nil)
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
        let entries = context.files { $0 == .documentModels }
        context.forEachDocumentModel(entries, summarize: { _, model, _ in model }, { index.add($1) })
        return (index, context.sink.diagnostics)
    }

    /// Every model file of a zip, directory or model file, by path, and the problems met.
    public static func files(of path: String) throws -> (
        files: [(path: String, model: DocumentModelFile)], problems: [Diagnostic]
    ) {
        let context = BundleContext(reader: try BundleValidator.openInput(path), options: ValidationOptions())
        var files: [(path: String, model: DocumentModelFile)] = []
        let entries = context.files { $0 == .documentModels }
        context.forEachDocumentModel(entries, summarize: { _, model, _ in model }, { files.append(($0.path, $1)) })
        return (files, context.sink.diagnostics)
    }
}
