// The located XML reader: libxml2's SAX2 stream with our line/column of every tag and
// attribute. The parser reads libFuzzer's own buffer, so ASan flags any read past it.
import Diagnostics
import FuzzSupport

@testable import ModelsXML

final class Collector: XMLContentHandler {
    var locations: [(line: Int, column: Int)] = []
    var depth = 0
    func startElement(_ tag: XMLStartTag) {
        depth += 1
        locations.append((tag.line, tag.column))
        for attribute in tag.attributes { locations.append((attribute.line, attribute.column)) }
    }
    func endElement(_ name: String) {
        depth -= 1
        Invariants.require(depth >= 0, "more end tags than start tags")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let collector = Collector()
    let issue = LocatedXMLParser.parse(UnsafeBufferPointer(start: data, count: size), handler: collector)
    var diagnostics = collector.locations.map {
        Diagnostic(
            ruleID: "xml", severity: .error, location: Location(file: "f", line: $0.line, column: $0.column),
            message: "tag")
    }
    if let issue {
        diagnostics.append(
            Diagnostic(
                ruleID: "xml", severity: .error, location: Location(file: "f", line: issue.line, column: issue.column),
                message: issue.message))
    }
    Invariants.checkLocations(diagnostics, in: bytes, name: "f")
    Invariants.checkRendering(diagnostics)
    _ = XMLTree.parse(bytes)
    return 0
}
