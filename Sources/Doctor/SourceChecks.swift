import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

/// The literal SDK configuration in the project's Swift files, checked where it is written.
struct SourceChecks {
    let tree: ProjectTree
    /// Swift files (relative paths) that use each SDK's API.
    var identiaFlowFiles: [String] = []
    var selphIDFiles: [String] = []
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
            return SDKConfigurationScanner.scan(String(decoding: data, as: UTF8.self))
        }
        for (path, configuration) in zip(tree.swiftFiles, scanned) {
            guard let configuration else { continue }
            if configuration.usesIdentiaFlow { identiaFlowFiles.append(path) }
            if configuration.usesSelphID { selphIDFiles.append(path) }
            for endpoint in configuration.endpoints {
                checkEndpoint(endpoint, file: path)
            }
            for settings in configuration.selphID {
                checkSelphID(settings, file: path)
            }
        }
    }

    /// Whether `target` compiles one of `files`: those of its Compile Sources phase (by name);
    /// every file when it builds synchronized folders or there is no project to say.
    static func compiles(_ target: AppTarget, any files: [String]) -> Bool {
        guard let xcodeTarget = target.xcodeTarget, !xcodeTarget.hasSynchronizedFolders else { return !files.isEmpty }
        let names = Set(xcodeTarget.sources)
        return files.contains { names.contains(String($0.split(separator: "/").last ?? "")) }
    }

    private func at(_ token: SwiftToken, _ file: String) -> Location {
        Location(file: file, line: token.line, column: token.column)
    }

    // MARK: Identia Flow

    /// The SDK loads nothing unless the endpoint is https under identia.pe (403 sdk:endpoint:invalid).
    private mutating func checkEndpoint(_ token: SwiftToken, file: String) {
        guard let text = token.literal?.value, let problem = Self.endpointProblem(text) else { return }
        diagnostics.append(
            Diagnostic(
                DoctorRules.Endpoint.description, at: at(token, file),
                "IdentiaFlowView endPoint \"\(DoctorText.shown(text))\" \(problem): "
                    + "the SDK loads nothing and answers 403 sdk:endpoint:invalid"))
    }

    static func endpointProblem(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
            let host = components.host, !host.isEmpty
        else {
            return "is not a URL"
        }
        if scheme.lowercased() != "https" { return "does not use https" }
        let lower = host.lowercased()
        if lower != "identia.pe" && !lower.hasSuffix(".identia.pe") {
            return "is not under the identia.pe domain (host \(DoctorText.shown(host)))"
        }
        return nil
    }

    // MARK: SelphID

    private mutating func checkSelphID(_ settings: SelphIDSettings, file: String) {
        var index: ModelIndex?
        if let token = settings.string("resourcesPath"), let path = token.literal?.value {
            index = checkResourcesPath(path, token: token, file: file)
        }
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
        if case .number(let quality, let token)? = settings.properties["tokenImageQuality"],
            !(0...1).contains(quality)
        {
            diagnostics.append(
                Diagnostic(
                    DoctorRules.TokenImageQuality.description, at: at(token, file),
                    "tokenImageQuality \(quality.asWritten) is outside 0...1: "
                        + "the quality of the tokenized images is a fraction between 0 and 1"))
        }
        if case .strings(let tokens)? = settings.properties["enabledCountries"] {
            for token in tokens {
                guard let code = token.literal?.value, !CountryCodes.isAssignedAlpha2(code) else { continue }
                let upper = code.uppercased()
                let suggestion =
                    CountryCodes.alpha2(forAlpha3: upper)
                    ?? (CountryCodes.isAssignedAlpha2(upper) ? upper : nil)
                diagnostics.append(
                    Diagnostic(
                        DoctorRules.EnabledCountries.description, at: at(token, file),
                        "enabledCountries \"\(DoctorText.shown(code))\" is no ISO 3166-1 alpha-2 code: "
                            + "the selector drops it (and shows every country when none is valid)"
                            + Suggestions.didYouMean(suggestion), suggestion: suggestion))
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

    /// `resourcesPath` must name a zip in the app's resources; its document models when it does.
    private mutating func checkResourcesPath(_ path: String, token: SwiftToken, file: String) -> ModelIndex? {
        let rule = DoctorRules.ResourcesPath.description
        let shown = DoctorText.shown(path)
        guard path.lowercased().hasSuffix(".zip") else {
            diagnostics.append(
                Diagnostic(
                    rule, at: at(token, file),
                    "resourcesPath \"\(shown)\" names no zip: the SDK expects the resources zip (SPD_RESOURCES_NOT_FOUND)"
                ))
            return nil
        }
        guard let found = resourcesFile(path) else {
            diagnostics.append(
                Diagnostic(
                    rule, at: at(token, file),
                    "resourcesPath \"\(shown)\" names no file of the project: the path is relative to the app's "
                        + "Resources folder; the SDK fails with SPD_RESOURCES_NOT_FOUND"))
            return nil
        }
        if let cached = models[found] { return cached }
        let loaded = (try? DocumentModelsLoader.index(of: tree.absolute(found)))?.index
        let index = loaded?.isEmpty == false ? loaded : nil
        models.updateValue(index, forKey: found)
        return index
    }
}

extension Double {
    /// `1.5`, `2` (no trailing `.0`), as the user would have written it.
    fileprivate var asWritten: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
