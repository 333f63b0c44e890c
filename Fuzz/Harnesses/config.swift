// The configuration (`.idv-res.json`): an error is located inside the input; every
// `ignore` glob is matched against a few paths (globs must stay linear in pattern x path).
import Diagnostics
import FuzzSupport

let paths = [
    "widget.xml", "documents/DocumentID_All.xml", "resources/163dpi/a/b/c/d/e/f/g/h/background.png",
    "fuzz/strings/strings.es.xml", String(repeating: "a/", count: 200) + "b",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    do {
        let configuration = try Configuration.parse(bytes, path: "f")
        for path in paths { _ = configuration.isIgnored(Location(file: path, container: "bundle.zip")) }
    } catch {
        let diagnostic = Diagnostic(
            ruleID: "config", severity: .error,
            location: Location(file: "f", line: error.line, column: error.column), message: error.message)
        Invariants.checkLocations([diagnostic], in: bytes, name: "f")
    }
    // The input as one glob, too.
    let glob = Glob(String(decoding: bytes.prefix(512), as: UTF8.self))
    for path in paths { _ = glob.matches(path) }
    return 0
}
