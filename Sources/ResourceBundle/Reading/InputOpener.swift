import Diagnostics
import Foundation
import Localization

/// The one way every command opens what the user named: a zip, a folder, or one loose file.
/// One policy for all of them: a missing path, a FIFO, socket or device (reading it could
/// block forever) and an unreadable file are refused with the same messages; a symlink is
/// followed (it names the file or folder it points at); sizes are judged later, per file, by
/// `InputLimits`. The file's first bytes are read once and decide what it is.
public enum InputOpener {
    /// What a loose file (not a zip, not a folder) is taken for.
    public enum LooseFiles: Sendable {
        /// Sniffed from its name and first bytes (widget.xml, strings XML, document models,
        /// Localizable.strings, .xcstrings, Lottie JSON): `validate`, `fix`, `preview`.
        case sniffed
        /// Every file is one animation, at its own name; a zip only by its name: `lottie`.
        case animations
        /// No loose files: every file is opened as a zip (`strings`, `ls`).
        case refused
    }

    /// Opens `path` once; what it is and why it cannot be read are in the result.
    public static func open(_ path: String, looseFiles: LooseFiles = .sniffed) -> OpenedInput {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return OpenedInput(path, .failed(BundleReadError(path: path, message: "no such file or directory")))
        }
        if isDirectory.boolValue { return OpenedInput(path, .directory(prefix: lprojPrefix(path, looseFiles))) }
        let namedZip = path.lowercased().hasSuffix(".zip")
        if let kind = RegularFile.specialKind(path) {
            return OpenedInput(
                path,
                .failed(
                    BundleReadError(
                        path: path, message: "\(kind), not a file: refused (reading it could block forever)")
                ), namedZip: namedZip)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            return OpenedInput(
                path, .failed(BundleReadError(path: path, message: "permission denied")), namedZip: namedZip)
        }
        switch looseFiles {
        case .refused:
            return OpenedInput(path, .zip, namedZip: namedZip)
        case .animations:
            return OpenedInput(path, namedZip ? .zip : .file(bundlePath: PathParts(path).name))
        case .sniffed:
            let head: [UInt8]
            do {
                head = try readFileHead(path, count: 4096)
            } catch {
                return OpenedInput(path, .failed(error), namedZip: namedZip)
            }
            if head.starts(with: [0x50, 0x4B]) || namedZip { return OpenedInput(path, .zip) }
            guard let bundlePath = LooseFileKind.bundlePath(forFileAt: path, head: head) else {
                return OpenedInput(
                    path,
                    .failed(
                        BundleReadError(
                            path: path,
                            message: "not a zip, a directory, or a file idv-res knows (widget.xml, "
                                + "strings XML, document model XML, Localizable.strings, .xcstrings, Lottie JSON)")))
            }
            return OpenedInput(path, .file(bundlePath: bundlePath))
        }
    }

    /// Opens each of `paths` once, in order.
    public static func open(_ paths: [String], looseFiles: LooseFiles = .sniffed) -> [OpenedInput] {
        paths.map { open($0, looseFiles: looseFiles) }
    }

    /// An `.lproj` folder alone keeps its tables' language (when loose files are sniffed too).
    private static func lprojPrefix(_ path: String, _ looseFiles: LooseFiles) -> String {
        guard looseFiles == .sniffed else { return "" }
        let name = (path as NSString).standardizingPath.split(separator: "/").last.map(String.init) ?? ""
        return name.hasSuffix(".lproj") ? name + "/" : ""
    }
}

/// One input of a run, as `InputOpener` found it: what it is, and its reader, opened on first
/// use and kept until `takeReader()` hands it to the one check run that needs it.
public final class OpenedInput: @unchecked Sendable {
    public enum Kind: Sendable {
        case zip
        /// A folder; `prefix` is put before each path (an `.lproj` folder alone: `fr.lproj/`).
        case directory(prefix: String)
        /// One loose file, seen at `bundlePath` in the bundle it belongs in.
        case file(bundlePath: String)
        /// Cannot be read: why.
        case failed(any Error)
    }

    /// The path as the user gave it.
    public let path: String
    public let kind: Kind
    /// A file (not a folder) named `*.zip`: it is a zip even when it cannot be opened.
    private let namedZip: Bool
    private let lock = NSLock()
    private var opened: Result<BundleReader, any Error>?

    init(_ path: String, _ kind: Kind, namedZip: Bool = false) {
        self.path = path
        self.kind = kind
        self.namedZip = namedZip
    }

    /// Whether checking it verifies zip data (and so reports progress): a file that is a
    /// zip by its first bytes or its name.
    public var isZip: Bool {
        if case .zip = kind { return true }
        return namedZip
    }

    /// What it opens as (nil when it cannot be opened).
    public var bundleKind: BundleKind? {
        (try? reader())?.kind
    }

    /// It holds app localizations (`*.lproj/Localizable.strings`, `.xcstrings`).
    public var hasAppLocalizations: Bool {
        (try? reader())?.entries.contains { !$0.isDirectory && AppLocalizations.isLocalizableFile($0.path) } ?? false
    }

    /// The reader, opened once.
    public func reader() throws -> BundleReader {
        lock.lock()
        defer { lock.unlock() }
        if opened == nil { opened = Result { try makeReader() } }
        return try opened!.get()
    }

    /// The reader, no longer kept here: the check run that takes it closes it when done, so
    /// a run of many zips never holds them all open.
    public func takeReader() throws -> BundleReader {
        let reader = try self.reader()
        lock.lock()
        opened = nil
        lock.unlock()
        return reader
    }

    private func makeReader() throws -> BundleReader {
        switch kind {
        case .zip: return try ZipBundleReader(path: path)
        case .directory(let prefix): return try DirectoryBundleReader(path: path, prefix: prefix)
        case .file(let bundlePath): return SingleFileBundleReader(path: path, bundlePath: bundlePath)
        case .failed(let error): throw error
        }
    }
}
