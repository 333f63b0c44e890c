import Diagnostics

/// The files an SDK resources bundle cannot do without.
public enum LayoutRules {
    /// A directory is a resources bundle when it holds any of the SDK's top-level parts.
    static func looksLikeResourcesBundle(_ reader: BundleReader) -> Bool {
        reader.entries.contains { entry in
            entry.path == "widget.xml" || entry.path.hasPrefix("strings/") || entry.path.hasPrefix("documents/")
                || entry.path.hasPrefix("resources/")
        }
    }
}
