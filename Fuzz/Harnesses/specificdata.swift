// specificData strings (`ES|<ALL>`), checked with and without document models; every
// finding sits on line 1 within the string.
import Diagnostics
import FuzzSupport

@testable import ModelsXML

let models: ModelIndex = {
    let xml = """
        <selphid-widget-conf><DocumentID id="ES" iso="ESP"><Document id="ES_IDCard_2015"/></DocumentID></selphid-widget-conf>
        """
    return ModelIndex([DocumentModelParser.parse(Array(xml.utf8))])
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard !bytes.contains(0x0A), !bytes.contains(0x0D) else { return 0 }  // one line, as given on the command line
    let text = String(decoding: bytes, as: UTF8.self)
    for index in [nil, models] as [ModelIndex?] {
        for mode in [nil, "MODE_SPECIFIC", "MODE_SEARCH"] as [String?] {
            let diagnostics = SpecificData.check(text, models: index, scanMode: mode)
            Invariants.checkLocations(diagnostics, in: Array(text.utf8), name: "specificData")
            Invariants.checkRendering(diagnostics)
        }
    }
    return 0
}
