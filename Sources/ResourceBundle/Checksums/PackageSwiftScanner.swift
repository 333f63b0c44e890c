/// A string literal in Swift source, where its opening quote is (1-based line, UTF-8 column).
public struct SourceStringLiteral: Sendable, Equatable {
    public var value: String
    public var line: Int
    public var column: Int
}

/// One `.binaryTarget(...)` call found in a manifest. Arguments given as plain string
/// literals are kept; any other expression (a variable, a concatenation, an interpolation)
/// is listed in `computedLabels`, because its value is only known when SwiftPM runs.
public struct BinaryTargetDeclaration: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var name: SourceStringLiteral?
    public var url: SourceStringLiteral?
    public var checksum: SourceStringLiteral?
    public var path: SourceStringLiteral?
    public var computedLabels: [String] = []

    /// The zip's file name: the URL's last path component, without query or fragment.
    public var archiveFileName: String? {
        guard let url = url?.value else { return nil }
        var text = Substring(url)
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<cut] }
        guard let last = text.split(separator: "/").last, !last.isEmpty else { return nil }
        return String(last).removingPercentEncoding ?? String(last)
    }
}

/// Finds `.binaryTarget(name:url:checksum:)` in a Package.swift without compiling it: a small
/// tokenizer that knows Swift comments (nested block comments too), string literals (escapes,
/// raw `#"…"#`, multi-line `"""`) and brackets, so a commented-out target or a `)` inside a
/// string does not confuse it. Tolerant: anything it does not understand is skipped.
public enum PackageSwiftScanner {
    enum Token: Equatable {
        case identifier(String, line: Int, column: Int)
        case string(SourceStringLiteral, interpolated: Bool)
        case punctuation(UInt8)
    }

    public static func binaryTargets(in source: String) -> [BinaryTargetDeclaration] {
        let tokens = tokenize(Array(source.utf8))
        var targets: [BinaryTargetDeclaration] = []
        var index = 0
        while index + 2 < tokens.count {
            guard tokens[index] == .punctuation(UInt8(ascii: ".")),
                  case .identifier("binaryTarget", let line, let column) = tokens[index + 1],
                  tokens[index + 2] == .punctuation(UInt8(ascii: "(")) else {
                index += 1
                continue
            }
            var target = BinaryTargetDeclaration(line: line, column: column - 1)
            index += 3
            var depth = 0
            var argument: [Token] = []
            func finishArgument() {
                defer { argument.removeAll() }
                guard argument.count >= 3, case .identifier(let label, _, _) = argument[0],
                      argument[1] == .punctuation(UInt8(ascii: ":")) else { return }
                let value = Array(argument[2...])
                if value.count == 1, case .string(let literal, interpolated: false) = value[0] {
                    switch label {
                    case "name": target.name = literal
                    case "url": target.url = literal
                    case "checksum": target.checksum = literal
                    case "path": target.path = literal
                    default: break
                    }
                } else {
                    target.computedLabels.append(label)
                }
            }
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                if case .punctuation(let byte) = token {
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if byte == UInt8(ascii: ","), depth == 0 {
                        finishArgument()
                        continue
                    }
                }
                argument.append(token)
            }
            finishArgument()
            targets.append(target)
        }
        return targets
    }

    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        /// Advances over one byte, counting lines.
        func step() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                var nesting = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { nesting += 1; step() }
                    else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { nesting -= 1; step() }
                    step()
                } while nesting > 0 && index < bytes.count
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && (peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"))) {
                let startLine = line, startColumn = index - lineStart + 1
                var hashes = 0
                while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
                let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                index += multiline ? 3 : 1
                let quote = multiline ? 3 : 1
                var value: [UInt8] = []
                var interpolated = false
                while index < bytes.count {
                    let current = bytes[index]
                    if !multiline && current == UInt8(ascii: "\n") { break }
                    if current == UInt8(ascii: "\""), (0..<quote).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                       (0..<hashes).allSatisfy({ peek(quote + $0) == UInt8(ascii: "#") }) {
                        index += quote + hashes
                        break
                    }
                    if current == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                        index += 1 + hashes
                        guard index < bytes.count else { break }
                        let escaped = bytes[index]
                        switch escaped {
                        case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                        case UInt8(ascii: "("): interpolated = true
                        default: value.append(escaped)
                        }
                        step()
                        continue
                    }
                    value.append(current)
                    step()
                }
                tokens.append(.string(SourceStringLiteral(value: String(decoding: value, as: UTF8.self), line: startLine, column: startColumn),
                                      interpolated: interpolated))
            } else if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                tokens.append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: start - lineStart + 1))
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                step()
            } else {
                tokens.append(.punctuation(byte))
                step()
            }
        }
        return tokens
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }
}
