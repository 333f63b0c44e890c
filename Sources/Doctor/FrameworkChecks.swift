import Checksums
import Diagnostics
import Foundation
import ResourceBundle

/// The SDK frameworks: embedded and signed in each target, OpenSSL beside Identia Flow with its
/// license files, and versions published together.
enum FrameworkChecks {
    static let identiaFlow = "identiaFlow.xcframework"
    static let openSSL = "OpenSSL.xcframework"
    /// The SDK's xcframeworks that must be embedded (both are dynamic).
    static let embeddedFrameworks = [identiaFlow, openSSL]

    /// Identia Flow version -> the OpenSSL.xcframework version published with it (docs/doctor.md).
    static let openSSLForIdentiaFlow = ["0.0.8": "3.6.2000"]

    /// What the guide says happens when a dynamic framework is not in the app.
    static func dyld(_ framework: String) -> String {
        let module = framework.replacingOccurrences(of: ".xcframework", with: "")
        return "the app builds, then dies at launch with "
            + "'dyld: Library not loaded: @rpath/\(module).framework/\(module)'"
    }

    static func check(_ target: AppTarget, sources: SourceChecks) -> [Diagnostic] {
        guard let xcodeTarget = target.xcodeTarget, let project = target.project else { return [] }
        var diagnostics: [Diagnostic] = []
        let label = "target '\(target.name)'"
        let rule = DoctorRules.EmbedAndSign.description
        for name in embeddedFrameworks {
            let linked = xcodeTarget.linked.first { $0.name == name }
            let embedded = xcodeTarget.embedded.first { $0.name == name }
            if let linked, embedded == nil {
                diagnostics.append(
                    Diagnostic(
                        rule, at: project.location(linked.line, linked.column),
                        "\(name) is linked by \(label) but not embedded (Do Not Embed): \(dyld(name)); "
                            + "choose Embed & Sign"))
            }
            if let embedded, !embedded.attributes.contains("CodeSignOnCopy") {
                diagnostics.append(
                    Diagnostic(
                        rule, at: project.location(embedded.line, embedded.column),
                        "\(name) is embedded in \(label) without code signing (Embed Without Signing): "
                            + "iOS refuses to load an unsigned framework at launch; choose Embed & Sign"))
            }
        }
        let sdkFile = (xcodeTarget.linked + xcodeTarget.embedded).first { $0.name == identiaFlow }
        if let sdkFile, !target.frameworkNames.contains(openSSL) {
            let location = project.location(sdkFile.line, sdkFile.column)
            diagnostics.append(
                Diagnostic(
                    DoctorRules.OpenSSLMissing.description, at: location,
                    "\(label) uses \(identiaFlow) without \(openSSL), which it links dynamically: \(dyld(openSSL))"))
        }
        return diagnostics
    }

    /// The xcframework folders on disk: OpenSSL beside Identia Flow with its LICENSE.txt and
    /// README.md, and the versions of the two published together.
    static func checkPackages(tree: ProjectTree, files: inout ProjectFiles) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let package = DoctorRules.OpenSSLPackage.description
        for path in tree.xcframeworks where path.hasSuffix("/" + openSSL) || path == openSSL {
            let folder = parent(path)
            for document in ["LICENSE.txt", "README.md"]
            where !files.exists(path + "/" + document) && !files.exists(join(folder, document)) {
                diagnostics.append(
                    Diagnostic(
                        package, at: Location(file: path),
                        "\(document) of \(openSSL) is missing (neither in \(path) nor beside it): "
                            + "the OpenSSL package ships it and it must be kept with the framework"))
            }
        }
        for path in tree.xcframeworks where path.hasSuffix("/" + identiaFlow) || path == identiaFlow {
            let sibling = join(parent(path), openSSL)
            guard tree.xcframeworks.contains(sibling) else {
                let elsewhere = tree.xcframeworks.first { $0.hasSuffix(openSSL) }.map { " (found at \($0))" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        package, at: Location(file: path),
                        "\(openSSL) is not beside \(path)\(elsewhere): the SDK ships the two together; "
                            + "keep them in one folder so they are updated together"))
                continue
            }
            diagnostics += checkVersions(identiaFlowPath: path, openSSLPath: sibling, files: &files)
        }
        return diagnostics
    }

    private static func checkVersions(
        identiaFlowPath: String, openSSLPath: String,
        files: inout ProjectFiles
    ) -> [Diagnostic] {
        guard let sdk = version(of: identiaFlowPath, files: &files), let paired = openSSLForIdentiaFlow[sdk.version],
            let ssl = version(of: openSSLPath, files: &files), ssl.version != paired
        else { return [] }
        return [
            Diagnostic(
                DoctorRules.FrameworkVersions.description, at: ssl.location,
                "\(openSSL) is version \(DoctorText.shown(ssl.version)), but \(identiaFlow) \(sdk.version) is published "
                    + "with OpenSSL \(paired): \(dyld(openSSL)) (or fails when it first calls OpenSSL)\(ssl.note)")
        ]
    }

    /// CFBundleShortVersionString of the framework inside an xcframework (the first slice
    /// whose Info.plist has one), located at that key.
    static func version(
        of xcframework: String,
        files: inout ProjectFiles
    ) -> (version: String, location: Location, note: String)? {
        var candidates: [String] = []
        for library in files.plist(xcframework + "/Info.plist")?.root["AvailableLibraries"]?.array ?? [] {
            if let identifier = library["LibraryIdentifier"]?.string, let libraryPath = library["LibraryPath"]?.string {
                candidates.append("\(xcframework)/\(identifier)/\(libraryPath)/Info.plist")
            }
        }
        for slice in files.list(xcframework) {
            candidates += files.list(xcframework + "/" + slice).filter { $0.hasSuffix(".framework") }
                .map { "\(xcframework)/\(slice)/\($0)/Info.plist" }
        }
        for candidate in candidates where files.exists(candidate) {
            if let plist = files.plist(candidate), let entry = plist.root.entry("CFBundleShortVersionString"),
                let version = entry.value.string
            {
                return (version, plist.location(of: entry), plist.lineNote)
            }
        }
        return nil
    }

    static func parent(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}

/// `doctor --distributions SUMS`: the downloaded SDK zips verified as `verify -c` does, each
/// looked for beside its sums file.
enum DistributionCheck {
    static func verify(_ sums: String, base: String, jobs: Int) -> [Report.Input] {
        let folder = (sums as NSString).deletingLastPathComponent
        let plan = ChecksumPlan.manifest(
            sums, openPath: ChecksumPlan.resolve(sums, in: base),
            directory: folder.isEmpty ? nil : folder, base: base)
        var inputs: [Report.Input] = []
        if !plan.diagnostics.isEmpty {
            inputs.append(Report.Input(name: sums, diagnostics: plan.diagnostics, unreadable: plan.unreadable))
        }
        ChecksumVerifier.verify(plan.expectations, jobs: jobs) { index, outcome in
            let expectation = plan.expectations[index]
            let diagnostics = ChecksumVerifier.diagnostic(for: expectation, outcome).map { [$0] } ?? []
            inputs.append(Report.Input(name: expectation.path, diagnostics: diagnostics))
        }
        return inputs
    }
}
