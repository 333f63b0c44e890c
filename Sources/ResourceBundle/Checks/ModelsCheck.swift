import Diagnostics
import Foundation
import ModelsXML

/// Document models (`documents/*.xml`) and DocumentRules.xml: parsed once each, streaming,
/// into typed models; every model check; rule ids and `--specific-data` against them.
struct ModelsCheck: BundleCheck {
    func run(in context: BundleContext) {
        let modelEntries = context.files { $0 == .documentModels }
        let ruleEntries = context.files { $0 == .documentRules }
        var models = ModelSet { path, line, column in context.location(path, line: line, column: column) }
        // Each model is checked, indexed and dropped on the core that parsed it: memory stays
        // flat in the number of models, and this thread only gathers what they left.
        let summarize: @Sendable (BundleEntry, DocumentModelFile, [UInt8]) -> ModelSummary = {
            ModelSummary($0, $1, $2)
        }
        context.forEachDocumentModel(modelEntries + ruleEntries, summarize: summarize) { entry, summary in
            report(summary.findings, in: entry.path, context)
            if summary.isRules {
                // DocumentRules.xml: parsed the same way (its <rule> elements are checked
                // against the schema), its rule ids resolved once the models are known.
                models.rules += summary.rules.map { (entry.path, $0) }
            } else {
                models.index.add(summary.index)
                models.outputNames.append((entry.path, summary.uses))
                models.outputNameCounts.merge(summary.useCounts, uniquingKeysWith: +)
            }
            context.keepSourceLines(summary.lines, of: entry, atLeast: summary.findingLines)
        }
        var diagnostics: [Diagnostic] = []
        for rule in ModelFileChecks.registeredRules { rule.visitModelSet(models, into: &diagnostics) }
        context.sink.append(contentsOf: diagnostics)
        if let text = context.options.specificData {
            // No models: nothing to resolve against, syntax and scan mode only.
            let index = models.index.isEmpty ? nil : models.index
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
    /// How many times each output name is used in the file (summed over the bundle after).
    var useCounts: [String: Int] = [:]
    /// The lines its findings point to, now and once the bundle is known (field names, rule
    /// ids), kept while the bytes are here; and those of its findings alone, kept instead once
    /// the bundle's kept lines reach their budget.
    var lines: SourceLines.Kept.File
    var findingLines: SourceLines.Kept.File

    init(_ entry: BundleEntry, _ model: DocumentModelFile, _ bytes: [UInt8]) {
        findings = ModelFileChecks.run(model)
        isRules = BundleLayout.role(of: entry.path) == .documentRules
        let findingLines = findings.compactMap(\.line)
        var lines = findingLines
        if isRules {
            rules = model.rules
            lines += rules.compactMap { $0[attribute: "id"]?.line }
        } else {
            index.add(model)
            uses = OutputFieldNames.uses(in: model)
            for use in uses { useCounts[use.name, default: 0] += 1 }
            lines += uses.map(\.attribute.line)
        }
        self.lines = SourceLines.Kept.File(lines, from: bytes)
        self.findingLines = self.lines.keeping(findingLines)
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
    /// Parses model files on all cores, each as soon as it is read. The scans before any
    /// parser (`bytes(of:)`), the parse and `summarize` (what `body` needs of the model) run on
    /// the core that parsed it, where the model is dropped; the summaries reach `body` in file
    /// order, on this thread. A parse problem is reported (`xml.malformed` / `xml.doctype`)
    /// instead. Only a few models are held at a time.
    func forEachDocumentModel<Summary: Sendable>(
        _ entries: [BundleEntry],
        summarize: @escaping @Sendable (BundleEntry, DocumentModelFile, [UInt8]) -> Summary,
        _ body: (BundleEntry, Summary) -> Void
    ) {
        func deliver(_ parsed: ParsedModel<Summary>) {
            // A file refused by the input limits was not parsed.
            guard accept(parsed.screening, of: parsed.entry), let outcome = parsed.outcome else { return }
            switch outcome {
            case .success(let summary): body(parsed.entry, summary)
            case .failure(let failure):
                // xml.malformed / xml.doctype are the parser's own verdict (libxml2's error or
                // a DOCTYPE), not a walk over a model: no rule protocol, one call per parse.
                XMLRules.report(failure.issue, at: location(parsed.entry.path), into: sink)
                keepSourceLines(failure.lines, of: parsed.entry)
            }
        }
        var pipeline = OrderedPipeline<ParsedModel<Summary>>()
        let memo = modelMemo
        for entry in entries {
            guard let bytes = unscreenedBytes(of: entry) else { continue }
            if var kept = memo?.lookup(entry.path, bytes, as: ParsedModel<Summary>.self) {
                // Unchanged since the last validation (the language server), or the same bytes
                // in another bundle (upgrade's NEW): it stands, as this bundle's entry.
                kept.entry = entry
                let hit = kept
                pipeline.submit({ hit }, deliver: deliver)
                continue
            }
            let screen = screener(for: entry)
            pipeline.submit(
                {
                    let parsed = Self.parseModel(entry, bytes, screen, summarize)
                    memo?.keep(parsed, for: entry.path, bytes)
                    return parsed
                }, deliver: deliver)
        }
        pipeline.finish(deliver: deliver)
    }

    /// One model's scans, parse and summary, on a worker.
    private static func parseModel<Summary: Sendable>(
        _ entry: BundleEntry, _ bytes: [UInt8], _ screen: ([UInt8]) -> Screening,
        _ summarize: (BundleEntry, DocumentModelFile, [UInt8]) -> Summary
    ) -> ParsedModel<Summary> {
        let screening = screen(bytes)
        guard screening.violation == nil else { return ParsedModel(entry: entry, screening: screening) }
        let model = DocumentModelParser.parse(bytes)
        if let issue = model.parseIssue {
            let lines = SourceLines.Kept.File([issue.line], from: bytes)
            let failure = ModelParseFailure(issue: issue, lines: lines)
            return ParsedModel(entry: entry, screening: screening, outcome: .failure(failure))
        }
        return ParsedModel(entry: entry, screening: screening, outcome: .success(summarize(entry, model, bytes)))
    }
}

/// One model file after the worker: what the scans found, then its summary or why it did not
/// parse (no outcome: refused by the input limits).
struct ParsedModel<Summary: Sendable>: Sendable {
    var entry: BundleEntry
    var screening: BundleContext.Screening
    var outcome: Result<Summary, ModelParseFailure>? = nil
}

/// A model file that is not well-formed XML, and the line its finding cites.
struct ModelParseFailure: Error, Sendable {
    var issue: XMLParseIssue
    var lines: SourceLines.Kept.File
}

/// The document models of a zip, directory or model file, for `idv-res specific-data --models`.
public enum DocumentModelsLoader {
    /// The merged index and the problems met while reading (unreadable or malformed files).
    public static func index(of path: String) throws -> (index: ModelIndex, problems: [Diagnostic]) {
        let context = BundleContext(reader: try InputOpener.open(path).reader(), options: ValidationOptions())
        var index = ModelIndex()
        let entries = context.files { $0 == .documentModels }
        context.forEachDocumentModel(entries, summarize: { _, model, _ in model }, { index.add($1) })
        return (index, context.sink.diagnostics)
    }

    /// Every model file of a zip, directory or model file, by path, and the problems met.
    public static func files(of path: String) throws -> (
        files: [(path: String, model: DocumentModelFile)], problems: [Diagnostic]
    ) {
        let context = BundleContext(reader: try InputOpener.open(path).reader(), options: ValidationOptions())
        var files: [(path: String, model: DocumentModelFile)] = []
        let entries = context.files { $0 == .documentModels }
        context.forEachDocumentModel(entries, summarize: { _, model, _ in model }, { files.append(($0.path, $1)) })
        return (files, context.sink.diagnostics)
    }
}
