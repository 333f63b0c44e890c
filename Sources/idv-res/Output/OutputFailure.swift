import Diagnostics
import Foundation

/// Why an output named on the command line cannot be written, in the file system's words
/// (not Foundation's "The operation could not be completed"): a folder on the way that is a
/// file, does not exist (when the writer does not create folders), or is not writable. Such an
/// output is the command line's mistake: exit status 2, never 3 (an unreadable input).
enum OutputFailure {
    /// The reason `path` (absolute, or relative to `directory`) cannot be written, or nil when
    /// nothing on its way forbids it.
    static func problem(writing path: String, in directory: String, createsFolders: Bool) -> String? {
        let absolute = PathParts.resolving(path, in: directory)
        var folder = PathParts(absolute).folder
        var missing: String?
        // stat, not FileManager: the output gate asks this of every output before a command runs.
        var status = stat()
        while stat(folder, &status) != 0 {
            missing = folder
            let up = PathParts(folder).folder
            if up == folder || up.isEmpty { return nil }
            folder = up
        }
        if status.st_mode & S_IFMT != S_IFDIR { return "\(folder) is a file, not a folder" }
        if let missing, !createsFolders { return "the folder \(missing) does not exist (create it first)" }
        if access(folder, W_OK) != 0 { return "\(folder): \(String(cString: strerror(errno)))" }
        return nil
    }

    /// `error` in words: the file system's reason when `path` is in the way, else the error's
    /// own underlying POSIX reason, else its description.
    static func reason(writing path: String, in directory: String, createsFolders: Bool, error: Error) -> String {
        if let problem = problem(writing: path, in: directory, createsFolders: createsFolders) { return problem }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return "\(error)"
    }
}
