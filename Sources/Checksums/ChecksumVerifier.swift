import Diagnostics
import Foundation
import ResourceBundle

/// One file to verify: the name shown in `NAME: OK` lines, the path opened, the expected
/// digest, and where a mismatch or an absence is reported (the digest, the file name).
public struct ChecksumExpectation: Sendable, Equatable {
    public var name: String
    /// The file as the user would name it (`dist/openssl.zip`).
    public var path: String
    /// Where it is opened (absolute, or `path` itself).
    public var openPath: String
    /// Lower-case hex.
    public var expectedHex: String
    public var digestLocation: Location
    public var fileLocation: Location
    /// `binaryTarget 'IdentiaFlow'` for a Package.swift entry; nil for a sums line.
    public var origin: String?

    public init(
        name: String, path: String, openPath: String? = nil, expectedHex: String, digestLocation: Location,
        fileLocation: Location,
        origin: String? = nil
    ) {
        self.name = name
        self.path = path
        self.openPath = openPath ?? path
        self.expectedHex = expectedHex.lowercased()
        self.digestLocation = digestLocation
        self.fileLocation = fileLocation
        self.origin = origin
    }
}

/// What came of verifying one file.
public enum ChecksumOutcome: Sendable, Equatable {
    case ok
    case mismatch(computed: String)
    case missing(reason: String)
    case unreadable(reason: String)

    /// The word `sha256sum -c` users know: `OK`, `FAILED`, `MISSING`, `FAILED open or read`.
    public var status: String {
        switch self {
        case .ok: "OK"
        case .mismatch: "FAILED"
        case .missing: "MISSING"
        case .unreadable: "FAILED open or read"
        }
    }
}

/// What a sums file, a Package.swift or a `--sha256` asks to verify, and what was wrong in the
/// asking itself (malformed lines, nothing to verify, an unreadable manifest).
public struct ChecksumPlan: Sendable {
    /// The manifest as the user named it (empty for `--sha256`).
    public var source: String
    public var expectations: [ChecksumExpectation] = []
    public var diagnostics: [Diagnostic] = []
    /// The manifest itself could not be read (exit status 3).
    public var unreadable = false

    /// `name` inside `directory` unless absolute or no directory is given.
    package static func resolve(_ name: String, in directory: String?) -> String {
        guard let directory, !name.hasPrefix("/") else { return name }
        return PathParts.joining(directory, name)
    }

    /// A file named in a manifest: shown as `directory/name`, opened from `base` (the working directory).
    static func expectation(
        _ name: String, directory: String?, base: String, hex: String, digest: Location, file: Location,
        origin: String? = nil
    ) -> ChecksumExpectation {
        let path = resolve(name, in: directory)
        return ChecksumExpectation(
            name: name, path: path, openPath: resolve(path, in: base), expectedHex: hex,
            digestLocation: digest, fileLocation: file, origin: origin)
    }

    /// The whole file, also when it is a pipe (`-c -` reads /dev/stdin); nil if unreadable.
    static func read(_ path: String) -> Result<[UInt8], FileHashError> {
        let descriptor: Int32
        do {
            descriptor = try FileHashError.openRegular(path)
        } catch {
            return .failure(error)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(FileHashError(path: path, errorNumber: errno)) }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// A sums file: names resolve against `directory` (`--dir`), else against `base` (the
    /// working directory, as `sha256sum -c` does) and, with `besideSums`, a name not there
    /// against the sums file's folder (where `cd dist && sha256sum *.zip > SHA256SUMS` put its
    /// names). `openPath` is where to read the sums file when it differs from its name.
    public static func manifest(
        _ path: String, openPath: String? = nil, directory: String?, base: String, besideSums: Bool = false
    )
        -> ChecksumPlan
    {
        var plan = ChecksumPlan(source: path)
        guard let bytes = plan.readSource(openPath ?? path, what: "the sums file") else { return plan }
        let manifest = ChecksumManifest(bytes: bytes)
        let sink = DiagnosticSink()
        for problem in manifest.malformed {
            for rule in ChecksumRules.registered { rule.visit(malformedLine: problem, in: path, sink) }
        }
        // The sums file's folder, as typed (`dist` of `dist/SUMS`); none for standard input or a
        // name without one (Foundation's deletingLastPathComponent traps on "-").
        let sumsFolder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) }
        let second = besideSums && directory == nil && path != "-" ? sumsFolder : nil
        for entry in manifest.entries {
            func expected(in folder: String?) -> ChecksumExpectation {
                expectation(
                    entry.fileName, directory: folder, base: base, hex: entry.hex,
                    digest: Location(file: path, line: entry.line, column: entry.hexColumn),
                    file: Location(file: path, line: entry.line, column: entry.nameColumn))
            }
            let first = expected(in: directory)
            if let second, !FileManager.default.fileExists(atPath: first.openPath) {
                let beside = expected(in: second)
                if FileManager.default.fileExists(atPath: beside.openPath) {
                    plan.expectations.append(beside)
                    continue
                }
            }
            plan.expectations.append(first)
        }
        let summary = ChecksumManifestSummary.sums(
            path: path, entries: manifest.entries.count, malformed: manifest.malformed.count)
        for rule in ChecksumRules.registered { rule.visit(manifestEnd: summary, sink) }
        plan.diagnostics += sink.diagnostics
        return plan
    }

    /// Every `.binaryTarget(url:checksum:)` of a Package.swift, checked against the zip of the
    /// URL's file name in `directory`. Targets with `path:` (a local binary) are not downloads
    /// and are skipped.
    public static func packageSwift(_ path: String, openPath: String? = nil, directory: String?, base: String)
        -> ChecksumPlan
    {
        var plan = ChecksumPlan(source: path)
        guard let bytes = plan.readSource(openPath ?? path, what: "the Package.swift") else { return plan }
        let targets = PackageSwiftScanner.binaryTargets(in: DecodedText(bytes).utf8)
        let sink = DiagnosticSink()
        var remote = 0
        for target in targets where target.path == nil {
            remote += 1
            for rule in ChecksumRules.registered { rule.visit(binaryTarget: target, in: path, sink) }
            // What the rules reported on is not verified.
            guard let checksum = target.checksum, ChecksumManifest.isSHA256Hex(checksum.value), let url = target.url,
                let fileName = target.archiveFileName
            else { continue }
            plan.expectations.append(
                expectation(
                    fileName, directory: directory, base: base, hex: checksum.value,
                    digest: Location(file: path, line: checksum.line, column: checksum.column),
                    file: Location(file: path, line: url.line, column: url.column), origin: target.label))
        }
        let summary = ChecksumManifestSummary.packageSwift(path: path, remoteTargets: remote)
        for rule in ChecksumRules.registered { rule.visit(manifestEnd: summary, sink) }
        plan.diagnostics += sink.diagnostics
        return plan
    }

    /// One file against one digest (`verify FILE --sha256 HEX`); `openPath` for standard input.
    public static func single(_ path: String, openPath: String? = nil, hex: String) -> ChecksumPlan {
        var plan = ChecksumPlan(source: "")
        let location = Location(file: path)
        plan.expectations = [
            ChecksumExpectation(
                name: path, path: path, openPath: openPath, expectedHex: hex, digestLocation: location,
                fileLocation: location)
        ]
        return plan
    }
}

/// Hashes the planned files (several at once) and judges each; results in plan order.
public enum ChecksumVerifier {
    public static func verify(
        _ expectations: [ChecksumExpectation], jobs: Int, hasher: FileHasher = FileHasher(),
        progress: (@Sendable (Int) -> Void)? = nil, deliver: (Int, ChecksumOutcome) -> Void
    ) {
        OrderedParallel.run(
            count: expectations.count, jobs: jobs,
            work: { index in
                let expectation = expectations[index]
                do {
                    let computed = SHA256Digest.hex(try hasher.digest(path: expectation.openPath, progress: progress))
                    return computed == expectation.expectedHex ? .ok : .mismatch(computed: computed)
                } catch let error as FileHashError {
                    return error.isMissing ? .missing(reason: error.reason) : .unreadable(reason: error.reason)
                } catch {
                    return .unreadable(reason: "\(error)")
                }
            }, deliver: deliver)
    }

    /// The finding for a failed file; nil when it is OK.
    public static func diagnostic(for expectation: ChecksumExpectation, _ outcome: ChecksumOutcome) -> Diagnostic? {
        let sink = DiagnosticSink()
        for rule in ChecksumRules.registered { rule.visit(expectation: expectation, outcome, sink) }
        return sink.diagnostics.first
    }
}

extension ChecksumExpectation {
    /// How findings name the file: `a.zip`, `binaryTarget 'A': a.zip`.
    var subject: String { origin.map { "\($0): \(name)" } ?? name }
}

extension BinaryTargetDeclaration {
    /// How findings name the target: `binaryTarget 'IdentiaFlow'`.
    var label: String { "binaryTarget '\(name?.value ?? "?")'" }
}

extension ChecksumPlan {
    /// The bytes of the plan's own source (sums file, Package.swift), or nil after recording
    /// it as unreadable input (exit 3).
    mutating func readSource(_ openPath: String, what: String) -> [UInt8]? {
        switch Self.read(openPath) {
        case .success(let bytes):
            return bytes
        case .failure(let error):
            unreadable = true
            diagnostics.append(
                InputRules.Unreadable.finding(
                    reading: what, at: Location(file: source), reason: error.reason.lowercased()))
            return nil
        }
    }
}
