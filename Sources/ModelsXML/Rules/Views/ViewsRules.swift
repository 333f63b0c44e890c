import Diagnostics

/// Rules widget.xml is checked against on its own: root, vocabulary, value kinds, ids.
public enum ViewsRules {
    static func widget(_ body: String, version: String = "1.3") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"\(version)\">\n\(body)</facephi-widget-conf>\n"
    }
}
