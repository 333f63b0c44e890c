/// The smallest widget.xml and strings file the rule examples build on: one copy, `package`
/// for the rules of ResourceBundle, Preview and BundleChanges.
package func widget(_ body: String, version: String = "1.3") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"\(version)\">\n\(body)</facephi-widget-conf>\n"
}

/// A strings file of `tokens` (one `<token>` line each, as written).
package func strings(_ tokens: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
}
