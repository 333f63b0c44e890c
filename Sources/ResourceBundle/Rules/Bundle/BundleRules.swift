import Diagnostics

/// The `bundle.*` rules: the layout of a resources bundle, the files and folders the SDK
/// reads at its top.
public enum BundleRules {
    /// A directory is a resources bundle when it holds any of the SDK's top-level parts.
    static func looksLikeResourcesBundle(_ reader: BundleReader) -> Bool {
        reader.entries.contains { entry in
            entry.path == "widget.xml" || entry.path.hasPrefix("strings/") || entry.path.hasPrefix("documents/")
                || entry.path.hasPrefix("resources/")
        }
    }
}

/// A bundle-level rule (`bundle.*`, `input.nothing-to-check`): it looks at the whole input
/// through the context; the check of `BundleChecks.content` that stands for it runs it.
protocol BundleRule: Rule {
    static func check(_ context: BundleContext)
}
