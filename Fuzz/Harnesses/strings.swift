// Localizable .strings: the fuzzed bytes as `en.lproj/Localizable.strings` in a bundle, through every check of `validate`;
// every finding must be located inside the input.
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = validateInMemory([(path: "en.lproj/Localizable.strings", bytes: fuzzBytes(data, size))])
    return 0
}
