// The located JSON reader: a syntax error names a line and column inside the input, and
// every node does too.
import Diagnostics
import FuzzSupport

func visit(_ node: JSONNode, _ out: inout [Diagnostic], budget: inout Int) {
    budget -= 1
    guard budget > 0 else { return }
    out.append(
        Diagnostic(
            ruleID: "json", severity: .error, location: Location(file: "f", line: node.line, column: node.column),
            message: "node"))
    for child in node.array ?? [] { visit(child, &out, budget: &budget) }
    for member in node.members ?? [] { visit(member.value, &out, budget: &budget) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var diagnostics: [Diagnostic] = []
    do {
        let root = try JSONParser().parse(bytes)
        var budget = 10_000
        visit(root, &diagnostics, budget: &budget)
    } catch {
        diagnostics.append(
            Diagnostic(
                ruleID: "json", severity: .error, location: Location(file: "f", line: error.line, column: error.column),
                message: error.message))
    }
    Invariants.checkLocations(diagnostics, in: bytes, name: "f")
    Invariants.checkRendering(diagnostics)
    return 0
}
