// XLIFF import (`strings --import`): an error and every unit's target are located inside
// the input.
import Diagnostics
import FuzzSupport
import Localization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var diagnostics: [Diagnostic] = []
    do throws(XLIFFImport.ReadError) {
        for file in try XLIFFImport.read(bytes) {
            for unit in file.units {
                diagnostics.append(
                    Diagnostic(
                        ruleID: "xliff", severity: .error,
                        location: Location(file: "f", line: unit.line, column: unit.column), message: unit.key))
            }
        }
    } catch {
        diagnostics.append(
            Diagnostic(
                ruleID: "xliff", severity: .error,
                location: Location(file: "f", line: error.line, column: error.column), message: error.message))
    }
    Invariants.checkLocations(diagnostics, in: bytes, name: "f")
    return 0
}
