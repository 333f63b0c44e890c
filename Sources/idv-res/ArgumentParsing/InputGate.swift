import Diagnostics
import Foundation
import ResourceBundle

/// What a positional or option that names a bundle (a resources zip or folder) declares
/// (`bundle:`): how a file that is no zip is opened, and the flags that make it no bundle
/// (`diff --textconv` reads any file).
struct BundleInput: Sendable {
    var looseFiles: InputOpener.LooseFiles = .refused
    var unlessFlags: [String] = []

    /// A zip or a folder.
    static let zipOrFolder = BundleInput()
    /// A zip, a folder or one file of a bundle (`widget.xml`), as `validate` opens them.
    static let zipFolderOrFile = BundleInput(looseFiles: .sniffed)

    /// Not a bundle when `flag` is given.
    func unless(_ flag: String) -> BundleInput {
        BundleInput(looseFiles: looseFiles, unlessFlags: unlessFlags + [flag])
    }
}

/// The one place that decides, before a command that takes bundles runs, whether each bundle
/// it names is one: every positional and option declared `bundle:` is opened and judged by
/// `InputShape.refusal` (ResourceBundle), the decision `validate` reports. A refusal prints
/// validate's finding (`in.zip: error: nothing idv-res reads: ... [input.nothing-to-check]`)
/// and ends with validate's status: 3 when the input cannot be read at all, 1 for a damaged
/// zip or a bundle with nothing to check; nothing is written. Two of them naming one file is
/// said in a note (`diff A A` is equal; `upgrade A --from A` has nothing customised).
/// Declared beside the inputs rather than called by each command, as `OutputGate` is: a new
/// command that takes a bundle gets the same words by declaring it, and the gate runs before
/// anything is read or written.
enum InputGate {
    /// A bundle that is not one: its findings as `validate` prints them, and validate's status.
    struct Refusal: UserFacingError, CustomStringConvertible {
        var message: String
        var exitStatus: ExitStatus
        var description: String { message }
    }

    static func check(_ given: ParsedValues, io: CommandIO) throws {
        let bundles = self.bundles(given)
        guard !bundles.isEmpty else { return }
        sameFiles(bundles, io: io)
        for bundle in bundles {
            let path = PathParts.resolving(bundle.path, in: io.currentDirectory)
            guard let refusal = InputShape.refusal(InputOpener.open(path, looseFiles: bundle.looseFiles)) else {
                continue
            }
            // As typed, as validate names its inputs.
            let report = Report(inputs: [refusal]).showing(path, as: bundle.path)
            let reporter = TextReporter(colored: false)
            throw Refusal(
                message: report.diagnostics.map { reporter.line(for: $0) + "\n" }.joined(),
                exitStatus: report.hasUnreadableInput ? .unreadable : .findings)
        }
    }

    /// The bundles the command line names, in the order declared: what names each
    /// (`old`, `--from`) and the path as typed.
    static func bundles(_ given: ParsedValues) -> [(name: String, path: String, looseFiles: InputOpener.LooseFiles)] {
        var found: [(name: String, path: String, looseFiles: InputOpener.LooseFiles)] = []
        func applies(_ bundle: BundleInput) -> Bool { !bundle.unlessFlags.contains(where: given.isGiven) }
        for argument in given.spec.arguments {
            guard let bundle = argument.bundle, applies(bundle) else { continue }
            for case let path as String in given.positionals[argument.name] ?? [] {
                found.append((argument.name, path, bundle.looseFiles))
            }
        }
        for option in given.spec.options {
            guard let bundle = option.bundle, applies(bundle) else { continue }
            for case let path as String in given.values[option.key] ?? [] {
                found.append((option.key, path, bundle.looseFiles))
            }
        }
        return found
    }

    /// Two bundles that are one file (or one folder), by device and inode, links followed.
    private static func sameFiles(
        _ bundles: [(name: String, path: String, looseFiles: InputOpener.LooseFiles)], io: CommandIO
    ) {
        for (index, first) in repeats(bundles.map(\.path), io: io) {
            let (earlier, bundle) = (bundles[first], bundles[index])
            let same =
                earlier.path == bundle.path
                ? "\(earlier.name) and \(bundle.name) are both \(bundle.path)"
                : "\(earlier.name) \(earlier.path) and \(bundle.name) \(bundle.path) are the same file"
            io.err("note: \(same)\n")
        }
    }

    /// The indexes of `paths` (as typed) that name a file or folder no path before them names;
    /// each other one is said in a note (`validate a.zip ./a.zip` checks it once). A path that
    /// cannot be stat'ed is kept, to be reported.
    static func distinct(_ paths: [String], io: CommandIO, checked: String) -> [Int] {
        let repeated = repeats(paths, io: io)
        for (index, first) in repeated {
            let same =
                paths[first] == paths[index]
                ? "\(paths[index]) is given twice" : "\(paths[first]) and \(paths[index]) are the same input"
            io.err("note: \(same): \(checked) once\n")
        }
        let dropped = Set(repeated.map(\.index))
        return paths.indices.filter { !dropped.contains($0) }
    }

    /// Each path that names what an earlier one names (by device and inode, links followed; `-`
    /// is standard input, one input however often it is named), with the index of the first.
    private static func repeats(_ paths: [String], io: CommandIO) -> [(index: Int, first: Int)] {
        var seen: [FileIdentity: Int] = [:]
        var found: [(index: Int, first: Int)] = []
        for (index, path) in paths.enumerated() {
            let identity =
                path == "-"
                ? FileIdentity.standardInput : FileIdentity(PathParts.resolving(path, in: io.currentDirectory))
            guard let identity else { continue }
            if let first = seen[identity] {
                found.append((index, first))
            } else {
                seen[identity] = index
            }
        }
        return found
    }

    /// A file's device and inode.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        static let standardInput = FileIdentity(device: .max, inode: .max)

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        init?(_ path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }
}
