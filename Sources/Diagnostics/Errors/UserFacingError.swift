import Foundation

/// An error the user can act on: the sentence to show, and the status the command ends with.
/// Every error type of the library adopts it; any other error is a bug (exit 4).
public protocol UserFacingError: Error {
    /// What went wrong, in words the user reads (no "error: " prefix).
    var message: String { get }
    /// How a command that stops on this error ends (default: an input could not be read).
    var exitStatus: ExitStatus { get }
}

extension UserFacingError {
    public var exitStatus: ExitStatus { .unreadable }
}

extension Error {
    /// The user's message of any error: its `message` when it is a `UserFacingError`, else its
    /// description (the one place that decides; no `(error as? X)?.message ?? "\(error)"`).
    public var userMessage: String { (self as? any UserFacingError)?.message ?? "\(self)" }

    /// The status a command stopped by this error ends with. The file system refusing a read
    /// or a write (Foundation's Cocoa and POSIX errors) is an input problem; anything else
    /// that is not a `UserFacingError` was not expected: an internal error.
    public var exitStatus: ExitStatus {
        if let known = self as? any UserFacingError { return known.exitStatus }
        if self is CocoaError || self is POSIXError { return .unreadable }
        return .internalError
    }
}
