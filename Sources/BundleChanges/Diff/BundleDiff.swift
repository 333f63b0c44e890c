import Diagnostics
import ModelsXML
import ResourceBundle

/// What changed between two bundles, unit by unit: texts per language, views per view and
/// element, resources per density, document models per Version, and every other file.
public struct BundleDiff: Sendable {
    /// One token added, removed or with its text changed (texts with references resolved).
    public struct TokenChange: Sendable, Hashable {
        public var kind: ChangeKind
        public var id: String
        public var old: String?
        public var new: String?
        public var oldLine: Int?
        public var newLine: Int?
        /// Which token of that id (2: the second of two, a duplicate the SDK may read instead).
        public var occurrence = 1
    }

    /// One language's strings file: added, removed, or its tokens changed.
    public struct LanguageChange: Sendable, Hashable {
        public var kind: ChangeKind
        /// `default` or the language code.
        public var language: String
        public var oldPath: String?
        public var newPath: String?
        /// For an added or removed language, every token it holds.
        public var tokens: [TokenChange]
    }

    /// One view (`(root)` for the root element's attributes): added, removed or changed.
    public struct ViewChange: Sendable, Hashable {
        public var kind: ChangeKind
        public var id: String
        public var oldLine: Int?
        public var newLine: Int?
        /// The view's own attributes are the element at path `""`.
        public var elements: [ElementChange]
    }

    /// One file compared as bytes.
    public struct FileChange: Sendable, Hashable {
        public var kind: ChangeKind
        public var path: String
        public var old: FileFacts?
        public var new: FileFacts?
        /// Why an XML file's change is shown as bytes (`formatting only`, `not well-formed`).
        public var note: String?
        /// A short text file changed (`other/version.txt`): its lines removed and added.
        public var lines: [LineChange]? = nil
    }

    /// One line of a short text file, removed or added (`changed` is not used).
    public struct LineChange: Sendable, Hashable {
        public var kind: ChangeKind
        public var text: String
        /// Its line in the old file (removed) or the new one (added).
        public var line: Int
    }

    /// One density folder's files that changed.
    public struct DensityChange: Sendable, Hashable {
        public var density: String
        public var files: [FileChange]
    }

    /// A resource changed in some densities and present, unchanged, in others.
    public struct UnevenResource: Sendable, Hashable {
        public var name: String
        public var changedIn: [String]
        public var unchangedIn: [String]
    }

    /// One Version of a document model (`ES/CIP-MAD`: its DocumentID's id and its own).
    public struct VersionChange: Sendable, Hashable {
        public var kind: ChangeKind
        public var key: String
        public var oldLine: Int?
        public var newLine: Int?
        /// The Version's own attributes at path `""`, its instructions and fields below.
        public var fields: [ElementChange]
    }

    /// One document model file.
    public struct ModelChange: Sendable, Hashable {
        public var kind: ChangeKind
        public var path: String
        public var versions: [VersionChange]
        /// Changes outside any Version (a DocumentID's attributes).
        public var other: [ElementChange]
    }

    public var old: String
    public var new: String
    public var texts: [LanguageChange] = []
    /// The views file's path when it changed (`widget.xml`).
    public var viewsPath: String?
    public var views: [ViewChange] = []
    public var resources: [DensityChange] = []
    public var unevenResources: [UnevenResource] = []
    public var models: [ModelChange] = []
    public var files: [FileChange] = []

    public init(old: String, new: String) {
        self.old = old
        self.new = new
    }

    /// Nothing differs, byte for byte.
    public var isEmpty: Bool {
        texts.isEmpty && views.isEmpty && resources.isEmpty && models.isEmpty && files.isEmpty
    }

    /// Reads both inputs (zips or folders, any mix) and compares them.
    public static func compare(old: String, new: String) throws -> BundleDiff {
        let unchanged = BundleSnapshot.storedAlike(old, new)
        return compare(
            try BundleSnapshot.read(old, leavingOut: unchanged), try BundleSnapshot.read(new, leavingOut: unchanged),
            unchanged: unchanged)
    }

    /// Compares two bundles already read; `unchanged`: files in both that neither snapshot
    /// holds, known to be equal (`BundleSnapshot.storedAlike`).
    public static func compare(_ old: BundleSnapshot, _ new: BundleSnapshot, unchanged: Set<String> = []) -> BundleDiff
    {
        var diff = BundleDiff(old: old.name, new: new.name)
        var sorter = DiffSections(old: old, new: new, unchanged: unchanged)
        sorter.fill(&diff)
        return diff
    }

    /// Every path the diff reports something about (a strings file with a token change,
    /// the views file, a resource, a model, any other file).
    public var changedPaths: Set<String> {
        var paths = Set(files.map(\.path))
        for language in texts { paths.formUnion([language.oldPath, language.newPath].compactMap { $0 }) }
        if let viewsPath, !views.isEmpty { paths.insert(viewsPath) }
        for density in resources { paths.formUnion(density.files.map(\.path)) }
        paths.formUnion(models.map(\.path))
        return paths
    }
}
