import Diagnostics
import ResourceBundle

/// `diff --textconv`: one bundle as stable text for `git diff` (a textconv driver). Each
/// XML entry's text under a header naming it; every other entry as path, size, SHA-256 and
/// pixel size. Entries sorted byte-wise, so two zips with the same files list the same.
public enum BundleTextListing {
    public static func text(of snapshot: BundleSnapshot) -> String {
        var out = ""
        for path in snapshot.sortedPaths {
            let bytes = snapshot[path]!
            let safePath = path.escapingControlCharacters
            if path.lowercased().hasSuffix(".xml"), let text = String(validating: bytes, as: UTF8.self) {
                out += "=== \(safePath) ===\n"
                out += text
                if !text.hasSuffix("\n") { out += "\n" }
            } else {
                out += "=== \(safePath): \(FileFacts(bytes).summary) ===\n"
            }
        }
        return out
    }
}
