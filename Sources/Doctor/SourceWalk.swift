import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

/// The literal SDK configuration in the project's Swift files: each endPoint and SelphID
/// configuration visited by the rules, reported where it is written.
struct SourceWalk {
    let tree: ProjectTree
    /// The Swift files (relative paths) that use each SDK or permission-asking API, with the
    /// first token that names it, in the order of the files.
    var uses: [SwiftAPI: [SourceUse]] = [:]
    /// Swift files that use Core NFC or an NFC library, with what they use.
    var nfcFiles: [(path: String, use: NFCUse)] = []
    var diagnostics: [Diagnostic] = []
    /// The document models of each resources zip, read once however many configurations name it.
    private var models: [String: ModelIndex?] = [:]
    private var resolvedPaths: [String: String?] = [:]

    /// Swift files larger than this are generated code, not configuration: not read.
    static let maximumSourceBytes = 4 << 20

    init(tree: ProjectTree) {
        self.tree = tree
        // Tokenizing is the bulk of the work: files are scanned on all cores, checked in order.
        let root = tree
        let scanned = OrderedParallel.map(tree.swiftFiles) { path -> SDKConfiguration? in
            let attributes = try? FileManager.default.attributesOfItem(atPath: root.absolute(path))
            guard ((attributes?[.size] as? NSNumber)?.intValue ?? 0) <= Self.maximumSourceBytes,
                let data = FileManager.default.contents(atPath: root.absolute(path))
            else { return nil }
            return SDKConfigurationScanner.scan(String(decoding: DecodedText(Array(data)).utf8, as: UTF8.self))
        }
        for (path, configuration) in zip(tree.swiftFiles, scanned) {
            guard let configuration else { continue }
            for (api, token) in configuration.uses {
                uses[api, default: []].append(SourceUse(path: path, token: token))
            }
            if !configuration.nfc.isEmpty { nfcFiles.append((path, configuration.nfc)) }
            let sink = DiagnosticSink()
            for endpoint in configuration.endpoints {
                for rule in DoctorRules.registered { rule.visit(endpoint: endpoint, in: path, sink) }
            }
            diagnostics += sink.diagnostics
            for settings in configuration.selphID {
                visit(settings, file: path)
            }
        }
    }

    /// Those of `files` that `target` compiles: those of its Compile Sources phase (by name);
    /// all of them when it builds synchronized folders or there is no project to say.
    static func compiled(by target: AppTarget, _ files: [String]) -> [String] {
        guard let xcodeTarget = target.xcodeTarget, !xcodeTarget.hasSynchronizedFolders else { return files }
        let names = Set(xcodeTarget.sources)
        return files.filter { names.contains(String($0.split(separator: "/").last ?? "")) }
    }

    private func at(_ token: SwiftToken, _ file: String) -> Location {
        Location(file: file, line: token.line, column: token.column)
    }

    /// The rules' findings on one SelphID configuration, then its specificData's checked
    /// against the document models of the zip its resourcesPath names.
    private mutating func visit(_ settings: SelphIDSettings, file: String) {
        let path = settings.string("resourcesPath")?.literal?.value
        let found = path.flatMap { resourcesFile($0) }
        let sink = DiagnosticSink()
        for rule in DoctorRules.registered {
            rule.visit(selphID: SelphIDConfiguration(settings: settings, file: file, resourcesFile: found), sink)
        }
        diagnostics += sink.diagnostics
        // The models are read from a zip only (any other resourcesPath is a finding).
        var index: ModelIndex?
        if let found, path?.lowercased().hasSuffix(".zip") == true { index = models(of: found) }
        if let token = settings.string("specificData"), let literal = token.literal, let text = literal.value {
            var scanMode: String?
            if case .member(let mode, _)? = settings.properties["scanMode"] { scanMode = mode }
            for finding in SpecificData.check(text, models: index, scanMode: scanMode, file: file) {
                var finding = finding
                // Column N of the string is byte N-1 of the value: where that byte is written.
                if let position = literal.position(ofByte: (finding.location.column ?? 1) - 1) {
                    finding.location = Location(file: file, line: position.line, column: position.column)
                } else {
                    finding.location = at(token, file)
                }
                diagnostics.append(finding)
            }
        }
    }

    /// The project file a resourcesPath names (its path ends with it; one under a Resources
    /// folder first), looked up once per path.
    private mutating func resourcesFile(_ path: String) -> String? {
        if let known = resolvedPaths[path] { return known }
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        let matches = tree.files.filter { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
        let found = matches.first { $0.split(separator: "/").contains("Resources") } ?? matches.first
        resolvedPaths.updateValue(found, forKey: path)
        return found
    }

    /// The document models of a resources zip of the project, read once.
    private mutating func models(of found: String) -> ModelIndex? {
        if let cached = models[found] { return cached }
        let loaded = (try? DocumentModelsLoader.index(of: tree.absolute(found)))?.index
        let index = loaded?.isEmpty == false ? loaded : nil
        models.updateValue(index, forKey: found)
        return index
    }
}

/// Where a Swift file uses an API: the file and the first token naming it.
struct SourceUse {
    let path: String
    let token: SwiftToken

    /// `IdentiaFlowView in App/ContentView.swift:8`.
    var described: String { "\(token.text) in \(path):\(token.line)" }
}
