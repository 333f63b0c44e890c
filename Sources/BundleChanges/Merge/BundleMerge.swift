import Diagnostics
import ModelsXML
import ResourceBundle

/// The three-way merge of `idv-res upgrade`: CUSTOM (the customer's bundle) carried from BASE
/// (the vendor bundle it was made from) to NEW (the vendor's next). Units: a token's text per
/// language, an attribute of a view element, a resource file per density, a document model
/// Version, any other file whole. Untouched XML keeps its bytes; only changed attributes,
/// token texts and elements are edited.
public enum BundleMerge {
    public struct Options: Sendable {
        /// On a conflict, take the vendor's value instead of the customer's.
        public var preferVendor = false
        /// The merged bundle's name (`-o OUT`) in findings located in it: a token given to the
        /// customer's language is only there.
        public var output: String

        public init(preferVendor: Bool = false, output: String = "merged") {
            self.preferVendor = preferVendor
            self.output = output
        }
    }

    public struct Outcome: Sendable {
        /// The merged bundle's files, path -> bytes, sorted by path.
        public var files: [(path: String, bytes: [UInt8])]
        /// Conflicts, kept removals and untranslated tokens, located in CUSTOM.
        public var findings: [Diagnostic]
        public var vendorChangesTaken: Int
        public var conflicts: Int
    }

    /// Reads the three bundles (zips or folders) and merges them.
    public static func merge(custom: String, base: String, new: String, options: Options = Options()) throws
        -> Outcome
    {
        merge(
            custom: try BundleSnapshot.read(custom), base: try BundleSnapshot.read(base),
            new: try BundleSnapshot.read(new), options: options)
    }

    public static func merge(
        custom: BundleSnapshot, base: BundleSnapshot, new: BundleSnapshot, options: Options = Options()
    ) -> Outcome {
        var report = MergeReport(
            custom: custom.name, base: base.name, new: new.name, output: options.output,
            preferVendor: options.preferVendor)
        var files: [(path: String, bytes: [UInt8])] = []
        // Junk (`__MACOSX/`, `.DS_Store`...) is no unit: OUT is packed without it, so a merge
        // decision about it would report files OUT does not hold.
        let paths = Set(custom.paths).union(base.paths).union(new.paths).filter { !BundleLayout.isJunk($0) }.sorted {
            Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        }
        let defaultStrings = "strings/strings.xml"
        for path in paths {
            let b = base[path]
            let c = custom[path]
            let n = new[path]
            var merged: [UInt8]?
            var handled = false
            if let c, c != b, n != b {
                // Both sides touched the file: merged unit by unit where the file kind has units.
                switch BundleLayout.role(of: path) {
                case .translations:
                    if n != nil || b == nil {
                        merged = StringsMerge.merge(path: path, base: b, custom: c, new: n, report: &report)
                    }
                case .views:
                    if let n {
                        merged = ElementMerge.merge(
                            path: path, base: b, custom: c, new: n, isUnit: { _ in false }, report: &report)
                    }
                case .documentModels:
                    if let n {
                        merged = ElementMerge.merge(
                            path: path, base: b, custom: c, new: n, isUnit: { $0.name == "Version" }, report: &report)
                    }
                default: break
                }
                // An edit that left the file not well-formed is a bug: the file is merged whole.
                if let bytes = merged, XMLTree.parse(bytes).issue != nil { merged = nil }
                handled = merged != nil
            }
            if !handled, let c, b == nil, n == nil, case .translations(let language?) = BundleLayout.role(of: path) {
                // A language of the customer's own: the vendor's new, renamed and removed tokens.
                merged = StringsMerge.followVendorDefault(
                    path: path, language: language, custom: c, baseDefault: base[defaultStrings],
                    newDefault: new[defaultStrings], report: &report)
                if let bytes = merged, XMLTree.parse(bytes).issue != nil { merged = nil }
                handled = merged != nil
            }
            if !handled { merged = whole(path, b, c, n, report: &report) }
            if let merged { files.append((path, merged)) }
        }
        MixedDensities.report(files: files, base: base, custom: custom, new: new, into: &report)
        return Outcome(
            files: files, findings: Diagnostic.sortedForReport(report.findings),
            vendorChangesTaken: report.vendorChangesTaken, conflicts: report.conflicts)
    }

    /// A file as one unit.
    static func whole(_ path: String, _ b: [UInt8]?, _ c: [UInt8]?, _ n: [UInt8]?, report: inout MergeReport)
        -> [UInt8]?
    {
        let facts = { (bytes: [UInt8]?) in bytes.map { FileFacts($0).summary } }
        switch Resolution.of(base: b, custom: c, new: n) {
        case .keepCustom: return c
        case .takeVendor:
            report.vendorChangesTaken += 1
            return n
        case .keptRemoval:
            report.keptRemoval("the file", at: report.location(path), vendor: Sided(facts(n), path))
            return nil
        case .conflict:
            report.conflict(
                "the file", at: report.location(path), base: Sided(facts(b), nil), custom: Sided(facts(c), nil),
                vendor: Sided(facts(n), path))
            return report.preferVendor ? n : c
        }
    }
}
