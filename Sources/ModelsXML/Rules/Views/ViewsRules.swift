import Diagnostics

/// Rules of widget.xml, on its own (root, vocabulary, value kinds, ids) and against the bundle
/// (resources, frames, text tokens). Each is a `WidgetRule` that `WidgetWalk` calls.
public enum ViewsRules {
    static func widget(_ body: String, version: String = "1.3") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"\(version)\">\n\(body)</facephi-widget-conf>\n"
    }

    static func strings(_ tokens: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
    }
}
