import Diagnostics

/// What the hygiene walk hands its rules: the bundle's reader (for locations and links),
/// the limits, and the findings so far. A rule reports through it, with its message in its
/// own file; the walk itself reports nothing.
final class HygieneContext {
    let reader: BundleReader
    /// The reader as a zip, or nil for a folder: the rules word some findings differently.
    let zip: ZipBundleReader?
    let limits: ZipLimits
    var findings = BundleHygiene.Findings()

    init(_ reader: BundleReader, limits: ZipLimits) {
        self.reader = reader
        self.zip = reader as? ZipBundleReader
        self.limits = limits
    }

    /// A finding of `rule` at `path` in the bundle (nil: the bundle itself).
    func report(_ rule: RuleDescription, _ path: String?, _ message: String) {
        findings.diagnostics.append(Diagnostic(rule, at: reader.location(of: path ?? ""), message))
    }

    /// How the caller's user sets each zip limit (the CLI: its flags), for the findings past one.
    var maxEntriesName: String { limits.names[.maxEntries] }
    var maxTotalSizeName: String { limits.names[.maxTotalSize] }
    var maxRatioName: String { limits.names[.maxRatio] }
}

/// A hygiene rule that looks at each entry (or file) of a bundle, in order.
protocol BundleEntryRule: Rule {
    static func visit(entry: BundleEntry, _ context: HygieneContext)
}

/// A hygiene rule that looks at a zip's entries together: their count and sizes.
protocol ZipArchiveRule: Rule {
    static func visit(archive entries: [BundleEntry], _ context: HygieneContext)
}

/// A hygiene rule that looks at where a zip's records and data lie (`ZipLayout.scan`).
protocol ZipLayoutRule: Rule {
    static func visit(layout: ZipLayout, _ context: HygieneContext)
}
