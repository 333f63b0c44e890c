import Diagnostics
import Foundation
import ModelsXML

/// A plist read from a project: XML (every key located) or binary (no lines: findings point at
/// line 1, column 1 and say so).
public struct PlistFile: Sendable {
    public enum Format: String, Sendable {
        case xml
        case binary
    }

    /// The path shown in findings, relative to the project directory.
    public var path: String
    public var format: Format
    public var root: PlistNode

    /// Where a finding about `node` (or the file, when nil) is reported.
    public func location(_ line: Int?, _ column: Int?) -> Location {
        Location(file: path, line: line ?? 1, column: column ?? 1)
    }

    public func location(of entry: PlistEntry) -> Location { location(entry.keyLine, entry.keyColumn) }

    /// What a message adds for a binary plist, whose findings cannot name a line.
    public var lineNote: String { format == .binary ? " (binary plist: no line numbers)" : "" }
}

/// Why a plist could not be read, located when the XML parser could say where.
public struct PlistReadError: Error, Sendable {
    public var message: String
    public var line: Int?
    public var column: Int?
}

public enum PlistReader {
    static let binaryMagic = Array("bplist".utf8)

    public static func read(_ bytes: [UInt8], path: String) -> Result<PlistFile, PlistReadError> {
        if let pointer = GitLFSPointer.describe(bytes) {
            return .failure(PlistReadError(message: pointer, line: 1, column: 1))
        }
        if bytes.starts(with: binaryMagic) {
            return readBinary(bytes).map { PlistFile(path: path, format: .binary, root: $0) }
        }
        // As Xcode and plistlib read it: UTF-8 or UTF-16, with or without a byte order mark.
        return readXML(DecodedText(bytes)).map { PlistFile(path: path, format: .xml, root: $0) }
    }

    // MARK: XML

    /// Apple's own DOCTYPE, which every XML plist carries. It is blanked out (same length, so
    /// lines and columns stay) because the located parser refuses any DOCTYPE; one with an
    /// internal subset is not Apple's and is still refused.
    static let appleDoctype = try! NSRegularExpression(
        pattern: #"<!DOCTYPE\s+plist\s+PUBLIC\s+"[^"\[\]<>]*"\s+"[^"\[\]<>]*"\s*>"#)

    static func readXML(_ decoded: DecodedText) -> Result<PlistNode, PlistReadError> {
        var decoded = decoded
        // Searched up to the first invalid byte only: past it, String's offsets (U+FFFD is
        // three bytes) are not the bytes' (libxml2 reports that byte anyway).
        var valid = decoded.utf8.count
        if let failure = decoded.failure, !decoded.detection.isUTF16 {
            valid = failure.offset - decoded.detection.byteOrderMarkLength
        }
        let text = String(decoding: decoded.utf8[..<valid], as: UTF8.self)
        if let match = appleDoctype.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range, in: text)
        {
            let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
            let length = text.utf8.distance(from: range.lowerBound, to: range.upperBound)
            for index in start..<(start + length) where decoded.utf8[index] != 0x0A { decoded.utf8[index] = 0x20 }
        }
        let (root, issue) = XMLTree.parse(decoded)
        if let issue {
            return .failure(PlistReadError(message: issue.message, line: issue.line, column: issue.column))
        }
        guard let root, root.name == "plist" else {
            return .failure(
                PlistReadError(
                    message: "the root element is not <plist>",
                    line: root?.line, column: root?.column))
        }
        guard let top = root.children.first else {
            return .failure(PlistReadError(message: "<plist> holds no value", line: root.line, column: root.column))
        }
        return node(top)
    }

    private static func node(_ element: LocatedElement) -> Result<PlistNode, PlistReadError> {
        func located(_ value: PlistNode.Value) -> Result<PlistNode, PlistReadError> {
            .success(PlistNode(value, line: element.line, column: element.column))
        }
        switch element.name {
        case "string":
            return located(.string(element.text))
        case "integer", "real":
            return located(.number(element.text.trimmingCharacters(in: .whitespacesAndNewlines)))
        case "true", "false":
            return located(.bool(element.name == "true"))
        case "data", "date":
            return located(.other)
        case "array":
            var items: [PlistNode] = []
            for child in element.children {
                switch node(child) {
                case .success(let item): items.append(item)
                case .failure(let error): return .failure(error)
                }
            }
            return located(.array(items))
        case "dict":
            var entries: [PlistEntry] = []
            var children = element.children[...]
            while let key = children.popFirst() {
                guard key.name == "key" else {
                    return .failure(
                        PlistReadError(
                            message: "<\(key.name)> where a <key> was expected",
                            line: key.line, column: key.column))
                }
                guard let valueElement = children.popFirst() else {
                    return .failure(
                        PlistReadError(
                            message: "<key>\(key.text)</key> has no value",
                            line: key.line, column: key.column))
                }
                switch node(valueElement) {
                case .success(let value):
                    entries.append(PlistEntry(key: key.text, keyLine: key.line, keyColumn: key.column, value: value))
                case .failure(let error):
                    return .failure(error)
                }
            }
            return located(.dictionary(entries))
        default:
            return .failure(
                PlistReadError(
                    message: "<\(element.name)> is not a plist value",
                    line: element.line, column: element.column))
        }
    }

    // MARK: Binary

    static func readBinary(_ bytes: [UInt8]) -> Result<PlistNode, PlistReadError> {
        do {
            let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            return .success(node(object))
        } catch {
            return .failure(PlistReadError(message: "not a readable binary plist", line: nil, column: nil))
        }
    }

    /// Foundation's objects as nodes; dictionary keys sorted, as a binary plist has no order.
    private static func node(_ object: Any) -> PlistNode {
        switch object {
        case let text as String:
            return PlistNode(.string(text))
        case let items as [Any]:
            return PlistNode(.array(items.map(node)))
        case let dictionary as [String: Any]:
            let entries = dictionary.keys.sorted().map { key in
                PlistEntry(key: key, keyLine: nil, keyColumn: nil, value: node(dictionary[key]!))
            }
            return PlistNode(.dictionary(entries))
        case let flag as Bool:
            return PlistNode(.bool(flag))
        case let number as NSNumber:
            return PlistNode(.number(number.stringValue))
        default:
            return PlistNode(.other)
        }
    }
}
