// The zip layout reader (our own end-of-central-directory / central directory / local
// header parser) and then libzip through every check of `validate`: no crash, no read past
// the file, findings located in the zip or its entries.
import Diagnostics
import FuzzSupport

@testable import ResourceBundle

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let path = fuzzFile(fuzzBytes(data, size), name: "bundle.zip")
    if let layout = try? ZipLayout.scan(path: path) {
        for record in layout.records {
            if let range = record.dataRange {
                Invariants.require(
                    range.upperBound <= layout.fileSize, "data of \(record.name) past the end of the file")
            }
        }
    }
    let report = BundleValidator.validate(path)
    Invariants.checkRendering(report.diagnostics)
    return 0
}
