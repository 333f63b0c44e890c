import Diagnostics

/// A specificData rule: its file holds its description, its check and its message text.
/// `SpecificData.check` parses the string once and calls every registered rule; a rule
/// implements only the visits it needs.
package protocol SpecificDataRule: Rule {
    /// A string that does not parse (nothing else is checked then).
    static func visitUnparsable(
        _ string: SpecificDataString, _ error: SpecificData.SyntaxError, into: inout [Diagnostic])
    /// A string that parses.
    static func visitParsed(_ string: SpecificDataString, _ data: SpecificData, into: inout [Diagnostic])
}

extension SpecificDataRule {
    package static func visitUnparsable(
        _ string: SpecificDataString, _ error: SpecificData.SyntaxError, into: inout [Diagnostic]
    ) {}
    package static func visitParsed(_ string: SpecificDataString, _ data: SpecificData, into: inout [Diagnostic]) {}
}

/// A specificData string as its rules read it: the text, what it is checked against, and
/// where its findings go (a pseudo-file: line 1, the string's columns).
package struct SpecificDataString {
    let text: String
    let models: ModelIndex?
    let scanMode: String?
    let file: String

    func at(_ column: Int?) -> Location { Location(file: file, line: 1, column: column) }
}

extension SpecificData {
    /// The specificData rules of this module's generated list, in the order of their files.
    package static let registeredRules: [any SpecificDataRule.Type] = ModelsXMLRuleTypes.specificDataRules
}
