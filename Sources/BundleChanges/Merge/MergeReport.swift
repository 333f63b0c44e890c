import Diagnostics

/// What the merge decided, as findings located in CUSTOM, and how many units each way.
struct MergeReport {
    let custom: String
    let base: String
    let new: String
    /// What the merged bundle is called in findings about what only it holds.
    let output: String
    let preferVendor: Bool
    var findings: [Diagnostic] = []
    var vendorChangesTaken = 0
    var conflicts = 0

    func location(_ path: String, line: Int? = nil, column: Int? = nil) -> Location {
        Location(file: path, container: custom, line: line, column: column)
    }

    /// A place in the merged bundle (OUT).
    func outputLocation(_ path: String, line: Int? = nil, column: Int? = nil) -> Location {
        Location(file: path, container: output, line: line, column: column)
    }

    mutating func conflict(
        _ what: String, at location: Location, base: Sided, custom: Sided, vendor: Sided, resolved: String? = nil
    ) {
        conflicts += 1
        let resolved = resolved ?? (preferVendor ? "took the vendor's, as asked" : "kept yours")
        var message = "\(what): base \(base.shown)"
        if let place = base.place { message += " (\(self.base)/\(place))" }
        message += ", yours \(custom.shown), vendor's \(vendor.shown)"
        if let place = vendor.place { message += " (\(new)/\(place))" }
        findings.append(Diagnostic(UpgradeRules.Conflict.description, at: location, message + "; \(resolved)"))
    }

    mutating func keptRemoval(_ what: String, at location: Location, vendor: Sided) {
        var message = "\(what): you removed it, the vendor changed it to \(vendor.shown)"
        if let place = vendor.place { message += " (\(new)/\(place))" }
        findings.append(Diagnostic(UpgradeRules.KeptRemoval.description, at: location, message + "; it stays removed"))
    }

    mutating func untranslated(_ id: String, language: String, renamedFrom: String?, at location: Location) {
        let what =
            renamedFrom.map {
                "token '\(id.escapingControlCharacters)', renamed by the vendor from "
                    + "'\($0.escapingControlCharacters)', keeps your text in '\(language.escapingControlCharacters)': check it"
            }
            ?? "token '\(id.escapingControlCharacters)' added by the vendor has the default language's text in "
            + "'\(language.escapingControlCharacters)': translate it"
        findings.append(Diagnostic(UpgradeRules.Untranslated.description, at: location, what))
    }
}
