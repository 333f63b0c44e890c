// Views: the fuzzed bytes as `widget.xml` in a bundle, through every check of `validate`;
// every finding must be located inside the input.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = validateInMemory([(path: "widget.xml", bytes: fuzzBytes(data, size))])
    return 0
}
