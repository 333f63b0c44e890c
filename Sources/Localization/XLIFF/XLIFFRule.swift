import Diagnostics

/// A check of `strings --import` that holds for every target: `XLIFFMerge` walks each
/// document's `<file>`s and units and asks every rule of `XLIFFRules.all` at each step; the
/// rule decides and words its own finding. A target's own checks (its keys, its warnings) are
/// `XLIFFTarget`'s, and wrap these: the key first, the warnings once every rule let the unit in.
public protocol XLIFFRule: Rule {
    /// A `<file>` the target does not take (`reason` says why); its units are not visited.
    static func checkRefusedFile(_ file: XLIFFImport.File, reason: String, _ context: XLIFFContext)
    /// A `<file>` the target takes, before its units.
    static func checkFile(_ file: XLIFFImport.File, _ context: XLIFFContext)
    /// Each unit of a taken file whose key the target has, in order. False keeps the unit out
    /// of the import, and the later rules do not see it.
    static func checkUnit(_ unit: XLIFFUnit, _ context: XLIFFContext) -> Bool
}

extension XLIFFRule {
    public static func checkRefusedFile(_ file: XLIFFImport.File, reason: String, _ context: XLIFFContext) {}
    public static func checkFile(_ file: XLIFFImport.File, _ context: XLIFFContext) {}
    public static func checkUnit(_ unit: XLIFFUnit, _ context: XLIFFContext) -> Bool { true }
}

/// One unit as the XLIFF rules see it.
public struct XLIFFUnit {
    public let unit: XLIFFImport.Unit
    /// Where its findings are shown, in the XLIFF.
    public let location: Location
    /// The text whose format specifiers the translation must keep (the target's say).
    public let reference: String
}

/// The `<file>` being visited, and where the rules report.
public struct XLIFFContext {
    /// The XLIFF document, as findings name it.
    public let path: String
    /// The `<file>` element.
    public let location: Location
    /// The language its units go to (empty in a refused file).
    public let language: String
    public let options: XLIFFMerge.Options
    let sink: DiagnosticSink

    public func report(_ diagnostic: Diagnostic) { sink.report(diagnostic) }

    public func report(_ rule: RuleDescription, at location: Location, _ message: String) {
        sink.report(rule, at: location, message)
    }
}
