/// The decoding behind `DecodedText.init`: UTF-8 checked where it is, UTF-16 converted.
extension DecodedText {
    /// The first byte of `bytes[start...]` that starts no well-formed UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Failure? {
        let count = bytes.count
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            // The well-formed sequences of Unicode's table 3-7: the second byte's range depends
            // on the first (no overlong forms, no surrogates, nothing past U+10FFFF).
            var length = 0
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE, 0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: break
            }
            var valid = length > 0 && index + length <= count && (low...high).contains(bytes[index + 1])
            if valid {
                for next in index + 2..<index + length where bytes[next] & 0xC0 != 0x80 { valid = false }
            }
            guard valid else {
                var line = 1
                var lineStart = start
                for position in start..<index where bytes[position] == 0x0A {
                    line += 1
                    lineStart = position + 1
                }
                return Failure(kind: .invalidUTF8(byte: byte), offset: index, line: line, column: index - lineStart + 1)
            }
            index += length
        }
        return nil
    }

    /// `bytes[start...]` as UTF-16 converted to UTF-8 (Swift's UTF16 decoder's replacements),
    /// and its first failure located in the converted text.
    static func convertUTF16(_ bytes: [UInt8], from start: Int, littleEndian: Bool) -> ([UInt8], Failure?) {
        let unitCount = (bytes.count - start) / 2
        var out: [UInt8] = []
        out.reserveCapacity(unitCount + unitCount / 4)
        var failure: Failure?
        var line = 1
        var lineStart = 0
        var pendingHigh: UInt16?
        func fail(_ kind: Failure.Kind, atUnit unit: Int) {
            guard failure == nil else { return }
            failure = Failure(kind: kind, offset: start + 2 * unit, line: line, column: out.count - lineStart + 1)
        }
        bytes.withUnsafeBufferPointer { buffer in
            for index in 0..<unitCount {
                let first = UInt16(buffer[start + 2 * index])
                let second = UInt16(buffer[start + 2 * index + 1])
                let unit = littleEndian ? first | second << 8 : first << 8 | second
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(unit) {
                        appendUTF8(0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00)), to: &out)
                        continue
                    }
                    // As Swift's UTF16 decoder: the high half alone is replaced, the unit after
                    // it read as itself.
                    fail(.unpairedSurrogate(high), atUnit: index - 1)
                    appendUTF8(0xFFFD, to: &out)
                }
                switch unit {
                case 0xD800...0xDBFF:
                    pendingHigh = unit
                case 0xDC00...0xDFFF:
                    fail(.unpairedSurrogate(unit), atUnit: index)
                    appendUTF8(0xFFFD, to: &out)
                case 0x0A:
                    out.append(0x0A)
                    line += 1
                    lineStart = out.count
                default:
                    appendUTF8(UInt32(unit), to: &out)
                }
            }
        }
        if let high = pendingHigh {
            fail(.unpairedSurrogate(high), atUnit: unitCount - 1)
            appendUTF8(0xFFFD, to: &out)
        }
        if (bytes.count - start) % 2 == 1, failure == nil {
            failure = Failure(
                kind: .oddByteCount, offset: bytes.count - 1, line: line, column: out.count - lineStart + 1)
        }
        return (out, failure)
    }

    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(0xC0 | UInt8(scalar >> 6))
            out.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(0xE0 | UInt8(scalar >> 12))
            out.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            out.append(0x80 | UInt8(scalar & 0x3F))
        default:
            out.append(0xF0 | UInt8(scalar >> 18))
            out.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            out.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            out.append(0x80 | UInt8(scalar & 0x3F))
        }
    }
}
