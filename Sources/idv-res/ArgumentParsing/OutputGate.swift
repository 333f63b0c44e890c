import Diagnostics
import Foundation

/// The one place that decides, before any command runs, whether its outputs may be written:
/// every option declared with `writes:` names a file or folder (`OutputTarget`), and each is
/// checked against what is there (`OutputKind`), `--overwrite`, the inputs declared
/// (`isInput`), and the folders on its way. A refusal is exit 2 with nothing read or written
/// (docs/architecture.md, "Outputs never replace a user's file").
enum OutputGate {
    /// Why one of the outputs of this command line may not be written: exit 2.
    struct Refusal: UserFacingError, CustomStringConvertible {
        var message: String
        var exitStatus: ExitStatus { .usage }
        var description: String { message }
    }

    /// Checks every output the command line names; throws the first refusal.
    static func check(_ given: ParsedValues, currentDirectory: String) throws {
        let inputs = inputs(given)
        var seen: [String: OutputTarget] = [:]
        for option in given.spec.options {
            guard let output = option.output else { continue }
            for value in given.values[option.key] ?? [] {
                guard let target = output.target(value, given) else { continue }
                let resolved = URL(fileURLWithPath: PathParts.resolving(target.path, in: currentDirectory))
                    .standardizedFileURL.path
                if let other = seen[resolved] {
                    throw Refusal(
                        message: other.kind.isReport && target.kind.isReport
                            ? "two reports would be written to \(target.path)"
                            : "\(other.label ?? "the output") and \(target.label ?? option.key) would both write \(target.path)"
                    )
                }
                seen[resolved] = target
                if let refusal = refusal(
                    target, option: option.key, given: given, inputs: inputs, command: given.spec.name,
                    currentDirectory: currentDirectory)
                {
                    throw Refusal(message: refusal)
                }
            }
        }
    }

    /// A path the command line names to read: an argument's (the bundles and files checked) or
    /// an option's (`--from`, `--import`, `--baseline`...), as typed.
    struct Input {
        var path: String
        var name: String
        var isArgument: Bool
    }

    /// The input paths the command line names (arguments and options declared `isInput`).
    static func inputs(_ given: ParsedValues) -> [Input] {
        var inputs: [Input] = []
        for argument in given.spec.arguments where argument.isInput {
            for case let path as String in given.positionals[argument.name] ?? [] where path != "-" {
                inputs.append(Input(path: path, name: argument.name, isArgument: true))
            }
        }
        for option in given.spec.options where option.isInput {
            for case let path as String in given.values[option.key] ?? [] where path != "-" {
                inputs.append(Input(path: path, name: option.key, isArgument: false))
            }
        }
        return inputs
    }

    /// Why `target` may not be written, or nil. The order: a zip or folder that is an input,
    /// inside one or (a folder it replaces) around one; then what stands there and its kind;
    /// then the folders on its way. A report or baseline may sit in the folder it describes,
    /// and `--write-baseline` may rewrite the `--baseline` it reads, but no output is one of
    /// the files checked (the positional inputs).
    static func refusal(
        _ target: OutputTarget, option: String, given: ParsedValues, inputs: [Input], command: String,
        currentDirectory: String
    ) -> String? {
        let shown = target.path
        let path = PathParts.resolving(shown, in: currentDirectory)
        let label = target.label.map { "\($0): " } ?? ""
        let writesFolder = target.kind == .folder || target.kind == .previewSite
        let which = inputs.count == 1 ? "its input" : "an input"
        let found = OutputKind.of(path: path)
        let real = realPath(path)
        let inputPaths = inputs.map { realPath(PathParts.resolving($0.path, in: currentDirectory)) }
        // A report or baseline may not be a file checked either; said after what stands there.
        let isInput = zip(inputs, inputPaths).contains { $0.isArgument && $1 == real }
        let sameAsInput = "\(label)\(shown) is also \(which): \(command) never writes over \(which)"
        for (input, inputPath) in zip(inputs, inputPaths) where target.keepsOutOfInputs {
            if real == inputPath { return sameAsInput }
            if isInside(real, inputPath) {
                return "\(shown) is inside \(input.path): \(command) never writes into \(which)"
            }
            if writesFolder, found != nil, isInside(inputPath, real) {
                return "\(input.path) is inside \(shown): replacing it would remove the \(input.name)"
            }
        }
        let problem = OutputFailure.problem(writing: path, in: "/", createsFolders: target.createsFolders)
        guard let found else {
            if isInput { return sameAsInput }
            return problem.map { "\(label)cannot write \(shown): \($0)" }
        }
        if target.replacing == .nothing {
            return "\(label)\(shown) exists: \(option) never replaces a file"
        }
        if found == .folder, !writesFolder {
            if target.intoFolder { return nil }
            return "\(label)\(shown) is a folder: name the \(target.kind == .zip ? "zip" : "file") to write"
        }
        if target.kind == .previewSite, found == .folder {
            let empty = (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty ?? false
            return empty ? nil : "\(shown) exists and is not an earlier preview site; choose another folder"
        }
        if let refusal = OutputKind.refusal(toReplace: found, at: shown, with: target.kind) {
            return label + refusal
        }
        if isInput { return sameAsInput }
        if case .itsOwnKindWith(let flags) = target.replacing, !flags.contains(where: given.isGiven) {
            return "\(label)\(shown) exists; pass \(flags[0]) to replace it"
        }
        return problem.map { "\(label)cannot write \(shown): \($0)" }
    }

    /// `path` with the links on its way resolved (as `Packer.isInside` reads it); the path
    /// itself need not exist.
    private static func realPath(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
        let real = PathParts.joining(folder, url.lastPathComponent)
        // The path itself a link (a bundle folder linked in): where it leads.
        var status = stat()
        guard lstat(real, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return real }
        return URL(fileURLWithPath: real).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// `inner` is `outer` or below it.
    private static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }
}
