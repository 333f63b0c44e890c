import Diagnostics

// The errors of this module, as the user reads them.

extension XMLParseIssue: UserFacingError {}

extension SpecificData.SyntaxError: UserFacingError {}
