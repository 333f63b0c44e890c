// The Package.swift scanner (`verify --package-swift`): every binaryTarget, checksum and
// url it finds is located inside the input.
import Checksums
import Diagnostics
import FuzzSupport
import ResourceBundle

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let path = fuzzFile(bytes, name: "Package.swift")
    let plan = ChecksumPlan.packageSwift(path, directory: nil, base: "/nonexistent")
    var diagnostics = plan.diagnostics
    for expectation in plan.expectations {
        diagnostics.append(
            Diagnostic(ruleID: "sum", severity: .error, location: expectation.digestLocation, message: "digest"))
        diagnostics.append(
            Diagnostic(ruleID: "sum", severity: .error, location: expectation.fileLocation, message: "name"))
    }
    Invariants.checkLocations(diagnostics, in: bytes, name: path)
    Invariants.checkRendering(diagnostics)
    return 0
}
