import Diagnostics
import Foundation
import LottieValidation

/// Lottie animations of an app resources folder: each `.json` that is an animation is
/// checked (structure, safety, and the lottie-spec tier with `lottieConformance`), and the
/// names of `selphid_anim_*` files are checked against the SDK catalog.
public struct LottieCheck: BundleCheck {
    /// nil: the SelphID iOS catalog that ships with idv-res.
    public var catalog: AnimationCatalog?
    /// Files given one by one (`idv-res lottie FILE`) are animations whatever they hold;
    /// in folders, JSON that is clearly something else is skipped.
    public var everyFileIsAnimation: Bool

    public init(catalog: AnimationCatalog? = nil, everyFileIsAnimation: Bool = false) {
        self.catalog = catalog
        self.everyFileIsAnimation = everyFileIsAnimation
    }

    public func run(in context: BundleContext) {
        let catalog: AnimationCatalog? = self.catalog ?? AnimationCatalog.selphidIOS
        let names = catalog.map { AnimationNameChecker(names: $0.names, fileExtension: $0.fileExtension) }
        let validator = LottieValidator(conformance: context.options.lottieConformance)
        let candidates = everyFileIsAnimation ? context.files { $0 != .junk } : context.files { $0 == .lottie }
        for entry in candidates where everyFileIsAnimation || !Self.isOtherJSON(entry.path) {
            guard let bytes = context.bytes(of: entry) else { continue }
            let isOverride = names?.hasOverrides([entry.path]) ?? false
            var fileValidator = validator
            fileValidator.fileExists = Self.resolver(for: entry, in: context)
            // A file that does not parse is reported (it may be a broken animation); one that
            // parses is checked when it looks like an animation.
            fileValidator.validate(
                bytes, file: context.location(entry.path), into: context.sink,
                onlyIfAnimation: !everyFileIsAnimation && !isOverride)
        }
        if let names {
            let paths = context.reader.entries.filter { !$0.isDirectory && !BundleLayout.isJunk($0.path) }.map(\.path)
            if names.hasOverrides(Self.mayOverride(paths, prefix: names.prefix)) {
                names.check(
                    paths,
                    listDefaults: context.reader.kind == .directory && !(context.reader is SingleFileBundleReader),
                    location: { context.location($0) }, into: context.sink)
            }
        }
    }

    /// `paths` less the ASCII ones whose file name certainly does not start with `prefix` in
    /// any case, found by bytes: `hasOverrides` splits each path Character by Character, and
    /// most files of a bundle are not animations. With an ASCII prefix free of CR and LF, an
    /// ASCII name starts with it as bytes exactly when it does as Characters.
    static func mayOverride(_ paths: [String], prefix: String) -> [String] {
        let prefix = Array(prefix.lowercased().utf8)
        guard !prefix.isEmpty, prefix.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else { return paths }
        return paths.filter { path in
            let utf8 = path.utf8
            guard utf8.isAllASCII else { return true }
            let slash = UInt8(ascii: "/")
            var end = utf8.endIndex
            while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
            // No name at all: `hasOverrides` then reads the whole path; leave it to decide.
            guard end > utf8.startIndex else { return true }
            var start = end
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != slash {
                start = utf8.index(before: start)
            }
            let name = utf8[start..<end]
            guard name.count >= prefix.count else { return false }
            return zip(name, prefix).allSatisfy { byte, expected in
                (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected
            }
        }
    }

    /// JSON files of an Xcode project that are never animations.
    static func isOtherJSON(_ path: String) -> Bool {
        path.contains(".xcassets/") || path.hasSuffix("/Contents.json") || path == "Contents.json"
            || path.hasSuffix(".idv-res.json")
    }

    /// External images resolve beside the animation: in the same bundle, or on disk next to
    /// a file given alone.
    static func resolver(for entry: BundleEntry, in context: BundleContext) -> @Sendable (String) -> Bool {
        let folder = entry.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        if let single = context.reader as? SingleFileBundleReader {
            let directory = PathParts(single.displayName).folder
            return { relative in
                FileManager.default.fileExists(atPath: (directory.isEmpty ? "." : directory) + "/" + relative)
            }
        }
        let files = context.filePaths
        return { relative in
            guard let path = normalized(folder.isEmpty ? relative : folder + "/" + relative) else { return false }
            return files.contains(path)
        }
    }
}

/// `a/./b/../c` -> `a/c`; nil when it climbs out of the bundle.
private func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
        switch part {
        case ".": continue
        case "..":
            guard !parts.isEmpty else { return nil }
            parts.removeLast()
        default: parts.append(part)
        }
    }
    return parts.joined(separator: "/")
}
