import Diagnostics

// The errors of this module, as the user reads them: each has a message and the status a
// command stopping on it ends with (an input that cannot be read, unless said otherwise).

extension PreviewCheck.Unavailable: UserFacingError {}
extension PreviewSite.Failure: UserFacingError {
    public var message: String { description }
}
