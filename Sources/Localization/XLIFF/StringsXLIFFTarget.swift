import Diagnostics
import Foundation

/// The app resources' side of `XLIFFMerge`: units go into each target language's
/// `Localizable.strings` (edited byte for byte, or created beside the other `.lproj`s), keys
/// are checked against the SDK catalog, and a language translated in a String Catalog is
/// left to Xcode.
public struct StringsXLIFFTarget: XLIFFTarget {
    /// The table idv-res writes; units of any other `<file original>` are only reported.
    static let table = "Localizable.strings"

    public var app: AppLocalizations
    public var catalog: SDKCatalog
    /// The XLIFF argument and the app resources directory, as findings name them.
    public var xliffPath: String
    public var directory: String

    public init(app: AppLocalizations, catalog: SDKCatalog, xliffPath: String, directory: String) {
        self.app = app
        self.catalog = catalog
        self.xliffPath = xliffPath
        self.directory = directory
    }

    public func refusal(of original: String?) -> String? {
        guard let original, PathParts(original).name != Self.table else { return nil }
        return "idv-res writes only \(Self.table)"
    }

    /// `es` from `es.lproj/Localizable.strings`.
    public func language(ofOriginal original: String?) -> String? {
        guard let original else { return nil }
        return original.split(separator: "/").first { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }

    public func unknownUnit(_ unit: XLIFFImport.Unit, at location: Location) -> Diagnostic? {
        LocalizableRules.UnknownKey.check(unit: unit, catalog: catalog, at: location)
    }

    public func reference(of unit: XLIFFImport.Unit) -> String {
        catalog.defaultValue(of: unit.key) ?? unit.source
    }

    public func warnings(about unit: XLIFFImport.Unit, language: String, at location: Location) -> [Diagnostic] {
        LocalizableRules.UnbalancedMarkup.check(unit: unit, language: language, at: location).map { [$0] } ?? []
    }

    public func merge(language: String, values: [(key: String, value: String)])
        -> Result<XLIFFTargetEdit, XLIFFTargetRefusal>
    {
        if let path = app.stringsPath(of: language), let parsed = app.stringsFiles[path] {
            do {
                let (bytes, outcome) = try StringsFileEditor.merge(parsed, values: values)
                // The effective (last) definition of each key is the old text.
                let old = Dictionary(parsed.table.entries.map { ($0.key, $0.value) }) { _, last in last }
                return .success(XLIFFTargetEdit(path: path, created: false, bytes: bytes, outcome: outcome, old: old))
            } catch {
                let path = PathParts.joining(directory, path)
                return .failure(XLIFFTargetRefusal(LocalizableRules.SyntaxError.unparsable(path, error.message)))
            }
        }
        if app.tables(of: language).contains(where: { $0.format == .xcstrings }) {
            return .failure(
                XLIFFTargetRefusal(LocalizableRules.SyntaxError.translatedInCatalog(language, xliffPath: xliffPath)))
        }
        let folder =
            app.tables.first(where: { $0.format == .strings }).map {
                PathParts($0.path).folder
            }
            .map { PathParts($0).folder } ?? ""
        let path = (folder.isEmpty ? "" : folder + "/") + "\(language).lproj/\(Self.table)"
        return .success(
            XLIFFTargetEdit(
                path: path, created: true, bytes: StringsFileEditor.newFile(values: values),
                outcome: MergeOutcome(replaced: [], added: values.map(\.key)), old: [:]))
    }
}
