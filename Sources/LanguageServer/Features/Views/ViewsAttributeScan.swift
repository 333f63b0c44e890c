import ModelsXML

/// Every attribute value of widget.xml's start tags as written, with the kind the vocabulary
/// of the file's version gives it (`content` resolved by the tag's `content_type`), read by
/// the tolerant lexer: colours, inlay hints, references and renames work on a file that is
/// not well-formed while it is typed, as completion does.
struct ViewsAttributeScan {
    struct Value {
        var element: String
        var attribute: String
        var kind: AttributeKind?
        /// The value's bytes, inside its quotes.
        var range: Range<Int>
        /// The value has its closing quote.
        var isClosed: Bool
    }

    let lexer: MarkupLexer
    let values: [Value]

    init(_ text: [UInt8]) {
        let lexer = MarkupLexer(text)
        self.lexer = lexer
        var found: [Value] = []
        var version: String?
        var isRoot = true
        var position = 0
        while let tag = lexer.nextTag(from: position) {
            position = max(tag.range.upperBound, tag.range.lowerBound + 1)
            guard tag.kind == .start else { continue }
            let element = lexer.text(tag.nameRange)
            let attributes = lexer.attributes(of: tag)
            func value(of name: String) -> String? {
                attributes.first { lexer.text($0.nameRange) == name }.flatMap { $0.valueRange.map(lexer.value) }
            }
            if isRoot {
                isRoot = false
                if element == ViewsVocabulary.rootName { version = value(of: "version") }
            }
            for attribute in attributes {
                guard let range = attribute.valueRange else { continue }
                let name = lexer.text(attribute.nameRange)
                var kind = ViewsVocabulary.kind(of: name, on: element, version: version)
                if case .content? = kind {
                    switch value(of: "content_type") {
                    case "TEXT_ID": kind = .textToken
                    case "RESOURCE_ID": kind = .resource(.image)
                    default: break
                    }
                }
                found.append(
                    Value(
                        element: element, attribute: name, kind: kind, range: range, isClosed: attribute.isValueClosed))
            }
        }
        values = found
    }

    /// The token a value names: a text token, or `content` without `content_type` naming one.
    func token(_ value: Value, known: (String) -> Bool) -> String? {
        switch value.kind {
        case .textToken?: return lexer.value(value.range)
        case .content?:
            let name = lexer.value(value.range)
            return known(name) ? name : nil
        default: return nil
        }
    }

    /// The files a value names, each with its bytes (one per item of a list `a.mp4, b.mp4`):
    /// a resource, or `content` without `content_type` naming one.
    func resources(_ value: Value, known: (String) -> Bool) -> [(name: String, range: Range<Int>)] {
        switch value.kind {
        case .resource?:
            var items: [(name: String, range: Range<Int>)] = []
            var itemStart = value.range.lowerBound
            for index in value.range.lowerBound...value.range.upperBound
            where index == value.range.upperBound || lexer.bytes[index] == UInt8(ascii: ",") {
                let item = ViewsValue.listItem(in: itemStart..<index, at: itemStart, of: lexer.bytes)
                if !item.isEmpty { items.append((lexer.value(item), item)) }
                itemStart = index + 1
            }
            return items
        case .content?:
            let name = lexer.value(value.range)
            return known(name) ? [(name, value.range)] : []
        default: return []
        }
    }
}
