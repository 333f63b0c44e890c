import CXML
import Diagnostics

#if canImport(Glibc)
    import Glibc
#endif

/// Streams an XML document through libxml2's SAX2 parser, with the line and column of every
/// element and attribute. One pass, no DOM.
///
/// Untrusted input: no network (`XML_PARSE_NONET`), no entity substitution (no
/// `XML_PARSE_NOENT`), no DTD loading, and any DOCTYPE stops the parse with one error, so
/// XXE and entity-expansion ("billion laughs") documents read nothing. libxml2's own depth
/// limit (256 without `XML_PARSE_HUGE`) stops pathological nesting.
public enum LocatedXMLParser {
    public static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue)

    /// Parses `bytes`, calling `handler`; returns the first problem, or nil.
    @discardableResult
    public static func parse(_ bytes: [UInt8], handler: XMLContentHandler) -> XMLParseIssue? {
        bytes.withUnsafeBufferPointer { buffer in
            parse(buffer, handler: handler)
        }
    }

    /// UTF-16 (as `DecodedText` decides) is converted to UTF-8 first, so that every reader of
    /// the file reads the same text and the locations count the converted text's bytes; any
    /// other encoding a declaration names is libxml2's to convert.
    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>, handler: XMLContentHandler) -> XMLParseIssue? {
        guard DecodedText.detect(buffer).isUTF16 else { return parse(buffer, converted: false, handler: handler) }
        return parse(DecodedText(Array(buffer)), handler: handler)
    }

    /// Parses a text already decoded (a plist whose DOCTYPE was blanked in it); the file's own
    /// declaration of UTF-16 is then not libxml2's to act on.
    public static func parse(_ text: DecodedText, handler: XMLContentHandler) -> XMLParseIssue? {
        if let failure = text.failure, text.detection.isUTF16 {
            return XMLParseIssue(
                kind: .malformed,
                message: "not valid \(text.encoding.rawValue) (\(text.detection.reason)): \(failure.problem)",
                line: failure.line, column: failure.column)
        }
        return text.utf8.withUnsafeBufferPointer { parse($0, converted: text.detection.isUTF16, handler: handler) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, converted: Bool, handler: XMLContentHandler)
        -> XMLParseIssue?
    {
        xmlInitParser()
        guard buffer.count > 0 else {
            return XMLParseIssue(kind: .malformed, message: "empty document: no root element", line: 1, column: 1)
        }
        guard buffer.count < Int(Int32.max) else {
            return XMLParseIssue(kind: .malformed, message: "document larger than 2 GB", line: 1, column: 1)
        }
        let state = ParseState(buffer: buffer, handler: handler)
        let raw = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
        guard let ctxt = xmlCreateMemoryParserCtxt(raw, Int32(buffer.count)) else {
            return XMLParseIssue(kind: .malformed, message: "libxml2 could not create a parser", line: 1, column: 1)
        }
        defer { xmlFreeParserCtxt(ctxt) }
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = onStartElement
        sax.endElementNs = onEndElement
        if handler.wantsCharacters {
            sax.characters = onCharacters
            sax.cdataBlock = onCharacters
        }
        if handler.wantsComments { sax.comment = onComment }
        sax.internalSubset = onDoctype
        sax.serror = onError
        sax.getEntity = onGetEntity
        withUnsafeMutablePointer(to: &sax) { saxPointer in
            let previous = ctxt.pointee.sax
            ctxt.pointee.sax = saxPointer
            ctxt.pointee.userData = UnsafeMutableRawPointer(ctxt)
            let unmanaged = Unmanaged.passRetained(state)
            ctxt.pointee._private = unmanaged.toOpaque()
            // Converted from UTF-16, the text still declares it: libxml2 would call it mislabelled.
            _ = xmlCtxtUseOptions(ctxt, converted ? options | Int32(XML_PARSE_IGNORE_ENC.rawValue) : options)
            _ = xmlParseDocument(ctxt)
            ctxt.pointee.sax = previous
            unmanaged.release()
        }
        if state.issue == nil, ctxt.pointee.wellFormed == 0 {
            state.issue = XMLParseIssue(
                kind: .malformed, message: "the document is not well-formed", line: 1, column: nil)
        }
        return state.issue
    }
}

/// What the C callbacks reach through `ctxt->_private`.
private final class ParseState {
    let buffer: UnsafeBufferPointer<UInt8>
    let handler: XMLContentHandler
    // Reached from libxml2's callbacks of one parse on one thread: no run-time exclusivity checks.
    @exclusivity(unchecked) var locator: OffsetLocator
    let values: AttributeValueCache
    @exclusivity(unchecked) var issue: XMLParseIssue?

    init(buffer: UnsafeBufferPointer<UInt8>, handler: XMLContentHandler) {
        self.buffer = buffer
        self.handler = handler
        locator = OffsetLocator(buffer)
        values = AttributeValueCache(documentSize: buffer.count)
    }

    /// libxml2's offsets are ours: no conversion from an encoding the declaration names
    /// (`encoding="ISO-8859-1"`, `"UTF-7"`) or its first bytes show (UCS-4, EBCDIC), which
    /// libxml2 transcodes into a buffer of its own. (UTF-16 was converted before.)
    func offsetsMatch(_ ctxt: xmlParserCtxtPtr) -> Bool {
        ctxt.pointee.input?.pointee.buf?.pointee.encoder == nil
    }

    static func from(_ ctx: UnsafeMutableRawPointer?) -> (ParseState, xmlParserCtxtPtr)? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let opaque = ctxt.pointee._private else { return nil }
        return (Unmanaged<ParseState>.fromOpaque(opaque).takeUnretainedValue(), ctxt)
    }

    func stop(_ ctxt: xmlParserCtxtPtr, _ issue: XMLParseIssue) {
        if self.issue == nil { self.issue = issue }
        xmlStopParser(ctxt)
    }

    /// Where the markup being parsed starts: the last `<` before the current position (nil
    /// when libxml2 converted the input, so its offsets are not ours).
    func markupStart(_ ctxt: xmlParserCtxtPtr) -> (line: Int, column: Int)? {
        let input = ctxt.pointee.input!.pointee
        guard offsetsMatch(ctxt), let cur = input.cur, let base = input.base else { return nil }
        let end = min(Int(input.consumed) + (cur - base), buffer.count)
        return locator.location(of: lastIndex(of: UInt8(ascii: "<"), in: buffer.baseAddress!, before: end))
    }

    /// Where the comment just parsed starts: the last `<!--` before the current position.
    func commentStart(_ ctxt: xmlParserCtxtPtr) -> (line: Int, column: Int)? {
        let input = ctxt.pointee.input!.pointee
        guard let cur = input.cur, let base = input.base else { return nil }
        var index = min(Int(input.consumed) + (cur - base), buffer.count) - 4
        while index >= 0 {
            if buffer[index] == UInt8(ascii: "<"), buffer[index + 1] == UInt8(ascii: "!"),
                buffer[index + 2] == UInt8(ascii: "-"), buffer[index + 3] == UInt8(ascii: "-")
            {
                return locator.location(of: index)
            }
            index -= 1
        }
        return nil
    }

    /// Builds the located start tag: the `<` found back from the current position, and each
    /// attribute's name located by scanning the raw tag once. SAX2 hands attributes over in
    /// source order (namespace declarations apart, and there are no DTD defaults since any
    /// DOCTYPE is refused), so the n-th name in the source is the n-th attribute.
    func startTag(ctxt: xmlParserCtxtPtr, name: String, count: Int, raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?)
        -> XMLStartTag
    {
        let input = ctxt.pointee.input!.pointee
        guard offsetsMatch(ctxt), let cur = input.cur, let base = input.base else {
            let line = Int(input.line)
            var attributes: [XMLAttribute] = []
            attributes.reserveCapacity(count)
            for index in 0..<count {
                let (attributeName, value) = attribute(raw!, index)
                attributes.append(XMLAttribute(name: attributeName, value: value, line: line, column: 1))
            }
            return XMLStartTag(name: name, attributes: attributes, line: line, column: 1)
        }
        let end = min(Int(input.consumed) + (cur - base), buffer.count)
        let bytes = buffer.baseAddress!
        // The tag's `<` is the last one before its end (`<` cannot occur in attribute values).
        let start = lastIndex(of: UInt8(ascii: "<"), in: bytes, before: end)
        let position = locator.location(of: start)
        guard count > 0, let raw else {
            return XMLStartTag(name: name, attributes: [], line: position.line, column: position.column)
        }
        if let attributes = inPlace(raw, count: count, input: input, tag: start..<end) {
            return XMLStartTag(name: name, attributes: attributes, line: position.line, column: position.column)
        }
        // Lines and columns of the attributes are counted on the way, from the `<`.
        var line = position.line
        var lineStart = start - position.column + 1
        var scan = start + 1
        // Skip the element name.
        while scan < end, !isNameEnd(bytes[scan]) { scan += 1 }
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(count)
        var index = 0
        while index < count {
            while scan < end, isSpace(bytes[scan]) {
                if bytes[scan] == 0x0A {
                    line += 1
                    lineStart = scan + 1
                }
                scan += 1
            }
            let nameStart = scan
            while scan < end, !isNameEnd(bytes[scan]), bytes[scan] != UInt8(ascii: "=") { scan += 1 }
            let isNamespace =
                scan - nameStart >= 5 && bytes[nameStart] == UInt8(ascii: "x")
                && bytes[nameStart + 1] == UInt8(ascii: "m")
                && bytes[nameStart + 2] == UInt8(ascii: "l") && bytes[nameStart + 3] == UInt8(ascii: "n")
                && bytes[nameStart + 4] == UInt8(ascii: "s")
                && (scan - nameStart == 5 || bytes[nameStart + 5] == UInt8(ascii: ":"))
            let located = (line: line, column: nameStart - lineStart + 1)
            var valueAt = located
            var valueStart = scan
            var sourceValue: String?
            // Skip `= "value"` (newlines may sit around `=` and inside the value).
            while scan < end, bytes[scan] != UInt8(ascii: "\""), bytes[scan] != UInt8(ascii: "'") {
                if bytes[scan] == 0x0A {
                    line += 1
                    lineStart = scan + 1
                }
                scan += 1
            }
            if scan < end {
                let quote = bytes[scan]
                scan += 1
                valueAt = (line: line, column: scan - lineStart + 1)
                valueStart = scan
                let valueEnd =
                    memchr(bytes + scan, Int32(quote), end - scan).map {
                        bytes.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                    } ?? end
                // Values seldom span lines; count the newlines of those that do.
                while scan < valueEnd, let newline = memchr(bytes + scan, 0x0A, valueEnd - scan) {
                    scan = bytes.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                    line += 1
                    lineStart = scan
                }
                scan = valueEnd + 1
                // White-space normalisation moves columns only in values with these bytes (rare):
                // keep those as written. References (`&lt;`, common in regexes) are not kept.
                let written = UnsafeBufferPointer(start: bytes + valueStart, count: valueEnd - valueStart)
                // Usually libxml2's value is the written one, byte for byte (one memcmp), and
                // then it holds none of them (libxml2 makes each a space).
                let unchanged = !isNamespace && sameBytes(raw, index, written)
                if !unchanged, written.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                    sourceValue = String(decoding: written, as: UTF8.self)
                }
            }
            if isNamespace { continue }
            let (attributeName, value) = attribute(raw, index)
            // Consumed into the array (fewer retains and releases than passing them on).
            let built = XMLAttribute(
                located: consume attributeName, value: consume value, line: located.line, column: located.column,
                valueLine: valueAt.line, valueColumn: valueAt.column, sourceValue: consume sourceValue)
            attributes.append(consume built)
            index += 1
        }
        return XMLStartTag(name: name, attributes: attributes, line: position.line, column: position.column)
    }

    /// The attributes located from libxml2's own value pointers, when every value points into
    /// the input: libxml2 hands over in place a value it had nothing to change (no reference,
    /// no line break or tab, ASCII), so the value starts at that offset (no `sourceValue`) and
    /// its name ends just before `=` and the quote. Nil (the tag is then scanned) otherwise.
    private func inPlace(
        _ raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, count: Int, input: xmlParserInput, tag: Range<Int>
    ) -> [XMLAttribute]? {
        guard let base = input.base, let inputEnd = input.end else { return nil }
        let consumed = Int(input.consumed)
        for index in 0..<count {
            guard let start = raw[index * 5 + 3], let end = raw[index * 5 + 4], start >= base, end <= inputEnd,
                start <= end
            else { return nil }
            let offset = consumed + (start - base)
            guard offset > tag.lowerBound + 4, offset + (end - start) < tag.upperBound else { return nil }
        }
        let bytes = buffer.baseAddress!
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(count)
        for index in 0..<count {
            let valueStart = consumed + (raw[index * 5 + 3]! - base)
            var back = valueStart - 1
            guard bytes[back] == UInt8(ascii: "\"") || bytes[back] == UInt8(ascii: "'") else { return nil }
            back -= 1
            while back > tag.lowerBound, isSpace(bytes[back]) { back -= 1 }
            guard bytes[back] == UInt8(ascii: "=") else { return nil }
            back -= 1
            while back > tag.lowerBound, isSpace(bytes[back]) { back -= 1 }
            let (attributeName, value) = attribute(raw, index)
            let nameStart = back + 1 - attributeName.utf8.count
            guard nameStart > tag.lowerBound, isSpace(bytes[nameStart - 1]) else { return nil }
            let namePosition = locator.location(of: nameStart)
            let valuePosition = locator.location(of: valueStart)
            let built = XMLAttribute(
                located: consume attributeName, value: consume value, line: namePosition.line,
                column: namePosition.column, valueLine: valuePosition.line, valueColumn: valuePosition.column,
                sourceValue: nil)
            attributes.append(consume built)
        }
        return attributes
    }

    /// libxml2 interns names in its dictionary, so one pointer is one name: a small
    /// cache turns each into a Swift String once per document. The dictionary packs names
    /// byte after byte (`x`, `y`, `w`, `h` within 8 bytes), so the slot is taken from the low
    /// bits, and a name whose slot is taken goes to one of the next 3 (direct-mapped on
    /// `bits >> 3`, a quarter of the look-ups of a real model missed, each a new String).
    private static let slotCount = 1024
    private var slotCount: Int { ParseState.slotCount }
    private let namePointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?> = {
        let slots = UnsafeMutablePointer<UnsafePointer<xmlChar>?>.allocate(capacity: ParseState.slotCount)
        slots.initialize(repeating: nil, count: ParseState.slotCount)
        return slots
    }()
    private let nameStrings: UnsafeMutablePointer<String> = {
        let slots = UnsafeMutablePointer<String>.allocate(capacity: ParseState.slotCount)
        slots.initialize(repeating: "", count: ParseState.slotCount)
        return slots
    }()
    /// The per-document id of each cached name (`XMLStartTag.nameID`), and the next to give.
    private let nameIDs: UnsafeMutablePointer<Int> = {
        let slots = UnsafeMutablePointer<Int>.allocate(capacity: ParseState.slotCount)
        slots.initialize(repeating: -1, count: ParseState.slotCount)
        return slots
    }()
    @exclusivity(unchecked) private var nextNameID = 0

    deinit {
        namePointers.deallocate()
        nameStrings.deinitialize(count: slotCount)
        nameStrings.deallocate()
        nameIDs.deallocate()
    }

    func name(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
        namedID(localname, prefix).name
    }

    /// The name and its per-document id (-1 for a prefixed name, which is not cached).
    func namedID(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> (name: String, id: Int) {
        guard prefix == nil, let localname else { return (qualifiedName(localname, prefix), -1) }
        let bits = UInt(bitPattern: localname)
        let home = Int(bits ^ (bits >> 10)) & (slotCount - 1)
        // Slots are never emptied: a free one ends the probe; when all are taken, `home` goes.
        var slot = home
        for probe in 0..<4 {
            let candidate = (home + probe) & (slotCount - 1)
            guard let cached = namePointers[candidate] else {
                slot = candidate
                break
            }
            if cached == localname { return (nameStrings[candidate], nameIDs[candidate]) }
        }
        let name = String(cString: localname)
        namePointers[slot] = localname
        nameStrings[slot] = name
        nameIDs[slot] = nextNameID
        nextNameID += 1
        return (name, nameIDs[slot])
    }

    /// Name and value of SAX2 attribute `index` (5 pointers each: local, prefix, URI, value start, value end).
    private func attribute(_ raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, _ index: Int) -> (String, String) {
        let base = index * 5
        let name = name(raw[base], raw[base + 1])
        guard let valueStart = raw[base + 3], let valueEnd = raw[base + 4] else { return (name, "") }
        let count = valueEnd - valueStart
        guard count > 0 else { return (name, "") }
        // Without entity substitution, SAX2 hands `&amp;` over as `&#38;` (every other reference
        // resolved, and a written `&#38;` as `&`): so `&#38;` here always means `&`. The bytes
        // are searched, not the String (memchr, many bytes at a time).
        guard memchr(valueStart, Int32(UInt8(ascii: "&")), count) != nil else {
            return (name, values.string(valueStart, count: count))
        }
        let value = String(decoding: UnsafeBufferPointer(start: valueStart, count: count), as: UTF8.self)
        return (name, value.replacingOccurrences(of: "&#38;", with: "&"))
    }

    /// Whether SAX2 attribute `index` has exactly the bytes `written`.
    private func sameBytes(
        _ raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, _ index: Int, _ written: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard let start = raw[index * 5 + 3], let end = raw[index * 5 + 4], end - start == written.count else {
            return false
        }
        return written.isEmpty || memcmp(start, written.baseAddress!, written.count) == 0
    }

    private func isNameEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
    guard let pointer else { return "" }
    return String(cString: pointer)
}

private func qualifiedName(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> String {
    let local = string(localname)
    guard let prefix else { return local }
    return string(prefix) + ":" + local
}

private let onStartElement: startElementNsSAX2Func = { ctx, localname, prefix, _, _, _, attributeCount, _, attributes in
    guard let (state, ctxt) = ParseState.from(ctx), state.issue == nil else { return }
    let (name, id) = state.namedID(localname, prefix)
    var tag = state.startTag(ctxt: ctxt, name: name, count: Int(attributeCount), raw: attributes)
    tag.nameID = id
    state.handler.startElement(tag)
}

private let onEndElement: endElementNsSAX2Func = { ctx, localname, prefix, _ in
    guard let (state, _) = ParseState.from(ctx), state.issue == nil else { return }
    state.handler.endElement(state.name(localname, prefix))
}

private let onCharacters: charactersSAXFunc = { ctx, characters, length in
    guard let (state, _) = ParseState.from(ctx), state.issue == nil, let characters, length > 0 else { return }
    state.handler.characters(
        String(decoding: UnsafeBufferPointer(start: characters, count: Int(length)), as: UTF8.self))
}

private let onComment: commentSAXFunc = { ctx, value in
    guard let (state, ctxt) = ParseState.from(ctx), state.issue == nil else { return }
    let start = state.commentStart(ctxt)
    let line = start?.line ?? Int(ctxt.pointee.input?.pointee.line ?? 1)
    state.handler.comment(string(value), line: line, column: start?.column)
}

private let onDoctype: internalSubsetSAXFunc = { ctx, name, _, _ in
    guard let (state, ctxt) = ParseState.from(ctx) else { return }
    let start = state.markupStart(ctxt)
    let line = start?.line ?? Int(ctxt.pointee.input?.pointee.line ?? 1)
    state.stop(
        ctxt,
        XMLParseIssue(
            kind: .doctype,
            message:
                "DOCTYPE <!DOCTYPE \(string(name))> refused: resource XML never needs a DTD, and DTD entities are how XXE and entity-expansion attacks work; nothing after it was read",
            line: line, column: start?.column))
}

/// No entity is ever resolved (predefined ones are handled by libxml2 before this is asked).
private let onGetEntity: getEntitySAXFunc = { _, _ in nil }

private let onError: xmlStructuredErrorFunc = { ctx, error in
    guard let error, let (state, ctxt) = ParseState.from(ctx) else { return }
    guard error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue, state.issue == nil else { return }
    var message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
    message = message.split(separator: "\n").map { $0.trimmingCharacters(in: " ") }.joined(separator: "; ")
    if error.pointee.code == XML_ERR_UNDECLARED_ENTITY.rawValue
        || error.pointee.code == XML_WAR_UNDECLARED_ENTITY.rawValue
    {
        message += " (entities other than &lt; &gt; &amp; &quot; &apos; and character references are not supported)"
    }
    if message.hasPrefix("Input is not proper UTF-8") {
        message = notUTF8Message(message)
    } else if message.hasPrefix("Excessive depth in document") {
        // libxml2 names its option; say what it means for the user.
        message = "elements nested deeper than 256 levels: refused (no resource file nests that deep)"
    }
    let column = error.pointee.int2 > 0 ? Int(error.pointee.int2) : nil
    state.stop(
        ctxt, XMLParseIssue(kind: .malformed, message: message, line: max(1, Int(error.pointee.line)), column: column))
}

/// libxml2's "Input is not proper UTF-8, indicate encoding !; Bytes: 0xCD 0x2C ..." in our
/// words: the byte, what it is in Latin-1 (the usual culprit), and the fix.
func notUTF8Message(_ libxml2: String) -> String {
    let hex = libxml2.range(of: "Bytes: 0x").map { String(libxml2[$0.upperBound...].prefix(2)) }
    guard let hex, let value = UInt8(hex, radix: 16) else {
        return "the file is not UTF-8 as it declares (or as XML assumes without a declaration); "
            + "if it is Latin-1, convert it with iconv -f ISO-8859-1 -t UTF-8"
    }
    let latin1 = value >= 0xA0 ? " ('\(Character(Unicode.Scalar(value)))' in ISO-8859-1)" : ""
    return "byte 0x\(hex.uppercased())\(latin1) is not UTF-8, as the file declares (or as XML assumes without a "
        + "declaration); if it is Latin-1, convert it with iconv -f ISO-8859-1 -t UTF-8"
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return s
    }
}

#if os(Linux)
    @_silgen_name("memrchr")
    private func memrchr(_ bytes: UnsafeRawPointer, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer?
#endif

/// The offset of the last `byte` before `end` (0 when there is none).
private func lastIndex(of byte: UInt8, in bytes: UnsafePointer<UInt8>, before end: Int) -> Int {
    guard end > 0 else { return 0 }
    #if os(Linux)
        // glibc scans backwards many bytes at a time; tags with long regexes are common.
        guard let found = memrchr(bytes, Int32(byte), end) else { return 0 }
        return bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
    #else
        var index = end - 1
        while index > 0, bytes[index] != byte { index -= 1 }
        return index
    #endif
}
