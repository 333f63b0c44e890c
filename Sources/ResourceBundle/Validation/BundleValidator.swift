import Diagnostics
import Foundation
import ModelsXML

/// `validate` for one input: opens it (zip, directory, or a single file), runs every check,
/// and returns its part of the report. Never throws: an unreadable input is a finding.
public enum BundleValidator {
    public static func validate(_ path: String, options: ValidationOptions = ValidationOptions()) -> Report.Input {
        let reader: BundleReader
        do {
            reader = try openInput(path)
        } catch {
            if let damaged = BundleHygiene.unopenableZip(path, error) { return damaged }
            let message = (error as? BundleReadError)?.message ?? "\(error)"
            return Report.Input(
                name: path,
                diagnostics: [Diagnostic(InputRules.Unreadable.description, at: Location(file: path), "cannot read: \(message)")],
                unreadable: true)
        }
        let context = BundleContext(reader: reader, options: options)
        for check in BundleChecks.all {
            CheckTimings.measure(path, check) { check.run(in: context) }
            // A zip bomb: the other checks would decompress it.
            if context.cached(BundleHygiene.explosiveKey, { false }) { break }
        }
        if let pending = context.cached(BundleHygiene.pendingKey, { nil as PendingVerification? }) {
            context.sink.append(contentsOf: pending.wait())
        }
        return Report.Input(name: path, diagnostics: context.sink.diagnostics)
    }

    /// Validates several inputs in parallel on all cores; results in input order.
    public static func validate(_ paths: [String], options: ValidationOptions = ValidationOptions()) -> Report {
        Report(inputs: OrderedParallel.map(paths) { validate($0, options: options) })
    }

    /// A zip or a directory as a bundle; a loose file as a one-file bundle at the path its
    /// content says.
    static func openInput(_ path: String) throws -> BundleReader {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BundleReadError(path: path, message: "no such file or directory")
        }
        if isDirectory.boolValue { return try DirectoryBundleReader(path: path) }
        if let kind = RegularFile.specialKind(path) {
            throw BundleReadError(path: path, message: "\(kind), not a file: refused (reading it could block forever)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw BundleReadError(path: path, message: "permission denied")
        }
        let head = try readFileHead(path, count: 4096)
        if head.starts(with: [0x50, 0x4B]) || path.lowercased().hasSuffix(".zip") {
            return try ZipBundleReader(path: path)
        }
        guard let bundlePath = LooseFileKind.bundlePath(forFileNamed: (path as NSString).lastPathComponent, head: head) else {
            throw BundleReadError(path: path, message: "not a zip, a directory, or a file idv-res knows (widget.xml, strings XML, document model XML, Lottie JSON)")
        }
        return SingleFileBundleReader(path: path, bundlePath: bundlePath)
    }
}

/// Decides what a loose file is from its name and first bytes.
enum LooseFileKind {
    static func bundlePath(forFileNamed name: String, head: [UInt8]) -> String? {
        let text = HeadBytes(bytes: head)
        if text.contains("<facephi-widget-conf") { return "widget.xml" }
        if text.contains("<translations") {
            if name.hasPrefix("strings") { return "strings/" + name }
            return "strings/strings.xml"
        }
        if text.contains("<selphid-widget-conf") || text.contains("<DocumentID") {
            return name == "DocumentRules.xml" ? "documents/DocumentRules.xml" : "documents/" + name
        }
        if text.contains("<rules") || text.contains("<rule ") { return "documents/DocumentRules.xml" }
        // A Lottie animation (checked with its name against the SDK catalog).
        if name.lowercased().hasSuffix(".json") { return name }
        return nil
    }
}

/// The first `count` bytes of a regular file.
func readFileHead(_ path: String, count: Int) throws -> [UInt8] {
    do {
        return try RegularFile.head(path, count: count)
    } catch {
        throw BundleReadError(path: path, message: error.message)
    }
}
