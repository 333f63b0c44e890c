import Diagnostics
import Foundation
import ResourceBundle

/// What `idv-res doctor` is asked to do besides reading the project.
public struct DoctorOptions: Sendable {
    /// Sums files (`SHA256SUMS`) of the downloaded SDK zips, verified as `verify -c` does; the
    /// zips are looked for beside each sums file.
    public var distributions: [String] = []
    /// Where relative paths of `distributions` are opened from (the working directory).
    public var base: String = FileManager.default.currentDirectoryPath
    public var jobs = 2

    public init() {}
}

/// Checks an iOS app project's integration of the SDKs: the mistakes that build without a
/// warning and fail on the phone (docs/doctor.md).
public enum ProjectDoctor {
    /// One report: the project directory as one input, each sums file as more.
    public static func check(_ root: String, options: DoctorOptions = DoctorOptions()) -> Report {
        var report = Report(inputs: [checkProject(root)])
        for sums in options.distributions {
            report.inputs += DistributionCheck.verify(sums, base: options.base, jobs: options.jobs)
        }
        return report
    }

    static func checkProject(_ root: String) -> Report.Input {
        let tree: ProjectTree
        do {
            tree = try ProjectTree.scan(root)
        } catch {
            let message = error.userMessage
            let finding = InputRules.Unreadable.finding(at: Location(file: root), reason: message)
            return Report.Input(name: root, diagnostics: [finding], unreadable: true)
        }
        if tree.projects.isEmpty, tree.infoPlists.isEmpty, tree.swiftFiles.isEmpty {
            let finding = InputRules.Unreadable.notAnAppProject(at: Location(file: ""))
            return Report.Input(name: root, diagnostics: [finding], unreadable: true).inContainer(root)
        }
        var files = ProjectFiles(tree: tree)
        let sources = SourceWalk(tree: tree)
        let targets = TargetResolver.targets(tree: tree, files: &files)
        var diagnostics = sources.diagnostics
        let named = Set(targets.compactMap(\.entitlementsPath))
        let unusedEntitlements = tree.entitlements.filter { !named.contains($0) }
        // A target is checked once per build configuration; configurations that differ only in
        // where the same missing key would go (two generated Info.plists) report it once.
        var seen = Set<String>()
        for target in targets {
            let sink = DiagnosticSink()
            // A file the target names but that could not be read is reported as such (or fails
            // the build); its keys are not guessed at.
            let unread =
                (target.infoPlistPath != nil && target.infoPlist == nil && target.generatedLocation == nil)
                || (target.entitlementsPath != nil && target.entitlements == nil)
            if !unread {
                let facts = DoctorTarget(target, sources: sources, unusedEntitlements: unusedEntitlements)
                for rule in DoctorRules.registered { rule.visit(plists: facts, sink) }
            }
            if let xcodeTarget = target.xcodeTarget, let project = target.project {
                for rule in DoctorRules.registered { rule.visit(phases: target, of: xcodeTarget, in: project, sink) }
            }
            let project = target.project?.path ?? ""
            diagnostics += sink.diagnostics.filter {
                seen.insert("\(project)|\(target.name)|\($0.ruleID)|\($0.message)").inserted
            }
        }
        let sink = DiagnosticSink()
        for path in tree.xcframeworks {
            for rule in DoctorRules.registered { rule.visit(xcframework: path, in: tree, &files, sink) }
        }
        // Last: the files that could not be read, by any of the walks above.
        for problem in files.problems {
            for rule in DoctorRules.registered { rule.visit(unreadable: problem, sink) }
        }
        diagnostics += sink.diagnostics
        // Projects but no app target read: nothing was checked, which must not pass as clean.
        if !tree.projects.isEmpty, targets.isEmpty {
            let finding = InputRules.Unreadable.finding(
                reading: "an app target", at: Location(file: tree.projects[0]),
                reason: TargetResolver.noAppTargetReason(tree: tree, files: &files))
            return Report.Input(name: root, diagnostics: deduplicated(diagnostics + [finding]), unreadable: true)
                .inContainer(root)
        }
        return Report.Input(name: root, diagnostics: deduplicated(diagnostics)).inContainer(root)
    }

    /// Two build configurations of one target often share their files: one finding each.
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert("\($0.ruleID)|\($0.location)|\($0.message)").inserted }
    }
}

extension Report.Input {
    /// Findings located relative to the project, shown under the directory the user named.
    func inContainer(_ root: String) -> Report.Input {
        var copy = self
        copy.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.location.container == nil { diagnostic.location = diagnostic.location.inContainer(root) }
            return diagnostic
        }
        return copy
    }
}

/// The project's files, each read once; what could not be read is a finding, once.
struct ProjectFiles {
    let tree: ProjectTree
    var plists: [String: PlistFile?] = [:]
    var problems: [UnreadableProjectFile] = []

    init(tree: ProjectTree) {
        self.tree = tree
    }

    /// No project file is near this size; a larger one is not read (and says so).
    static let maximumFileBytes = 64 << 20

    func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: tree.absolute(path)))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The file's bytes; nil when it cannot be read or is over the limit (reported).
    mutating func bytes(_ path: String) -> [UInt8]? {
        guard size(path) <= Self.maximumFileBytes else {
            problems.append(
                UnreadableProjectFile(
                    path: path, location: Location(file: path), problem: .tooLarge(maximumBytes: Self.maximumFileBytes))
            )
            return nil
        }
        guard let data = FileManager.default.contents(atPath: tree.absolute(path)) else {
            if exists(path) {
                problems.append(UnreadableProjectFile(path: path, location: Location(file: path), problem: .cannotOpen))
            }
            return nil
        }
        return Array(data)
    }

    /// The names in a folder of the project, sorted (none when it is not a readable folder).
    func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: tree.absolute(path))) ?? []).sorted()
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: tree.absolute(path))
    }

    /// The plist at `path` (relative), or nil when it is missing or unreadable (reported).
    mutating func plist(_ path: String) -> PlistFile? {
        if let cached = plists[path] { return cached }
        var file: PlistFile?
        if let bytes = bytes(path) {
            switch PlistReader.read(bytes, path: path) {
            case .success(let read):
                file = read
            case .failure(let error):
                let location = Location(file: path, line: error.line ?? 1, column: error.column ?? 1)
                problems.append(
                    UnreadableProjectFile(path: path, location: location, problem: .notPlist(error.message)))
            }
        }
        plists[path] = file
        return file
    }
}
