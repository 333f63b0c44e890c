/// The smallest widget.xml and strings file the rule examples of this package build on
/// (`package`: Preview's rules use them too).
package func widget(_ body: String, version: String = "1.3") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"\(version)\">\n\(body)</facephi-widget-conf>\n"
}

package func strings(_ tokens: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
}
