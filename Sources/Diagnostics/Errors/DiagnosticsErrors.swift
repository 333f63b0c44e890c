// The errors of this module, as the user reads them.

extension ConfigurationError: UserFacingError {
    public var exitStatus: ExitStatus { .usage }
}

extension JSONSyntaxError: UserFacingError {}

extension RegularFile.Failure: UserFacingError {}
