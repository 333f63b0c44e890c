// Translations: the fuzzed bytes as `strings/strings.xml` in a bundle, through every check of `validate`;
// every finding must be located inside the input.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = validateInMemory([(path: "strings/strings.xml", bytes: fuzzBytes(data, size))])
    return 0
}
