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
        /// An identifier: its bytes in the source, and where it starts.
        case identifier(Range<Int>, line: Int, column: Int)
        case string(SourceStringLiteral, interpolated: Bool)
        case punctuation(UInt8)
    }

    public static func binaryTargets(in source: String) -> [BinaryTargetDeclaration] {
        binaryTargets(in: Array(source.utf8))
    }

    /// Streams the tokens once, keeping three of them and, inside a `.binaryTarget(` call,
    /// only each argument's label and first value token: memory stays the size of the
    /// source (plus the literals found), whatever the manifest holds.
    public static func binaryTargets(in bytes: [UInt8]) -> [BinaryTargetDeclaration] {
        var lexer = Lexer(bytes: bytes)
        var targets: [BinaryTargetDeclaration] = []
        // How much of `.binaryTarget(` the last tokens were: nothing, `.`, `.binaryTarget`.
        var dot = false
        var name: (line: Int, column: Int)?
        while let token = lexer.next() {
            switch token {
            case .punctuation(UInt8(ascii: "(")) where name != nil:
                targets.append(
                    readArguments(&lexer, target: BinaryTargetDeclaration(line: name!.line, column: name!.column - 1)))
                dot = false
                name = nil
            case .identifier(let range, let line, let column)
            where dot && range.count == 12 && lexer.text(range) == "binaryTarget":
                dot = false
                name = (line, column)
            default:
                dot = token == .punctuation(UInt8(ascii: "."))
                name = nil
            }
        }
        return targets
    }

    /// The arguments of one call, up to its closing bracket (or the end of the source).
    private static func readArguments(_ lexer: inout Lexer, target: BinaryTargetDeclaration) -> BinaryTargetDeclaration
    {
        var target = target
        var depth = 0
        // The argument so far: its first tokens (label, `:`, value) and how many there were.
        var head: [Token] = []
        var count = 0
        func finishArgument() {
            defer {
                head.removeAll()
                count = 0
            }
            guard count >= 3, case .identifier(let range, _, _) = head[0], head[1] == .punctuation(UInt8(ascii: ":"))
            else { return }
            let label = lexer.text(range)
            if count == 3, case .string(let literal, interpolated: false) = head[2] {
                switch label {
                case "name": target.name = literal
                case "url": target.url = literal
                case "checksum": target.checksum = literal
                case "path": target.path = literal
                default: break
                }
            } else if !target.computedLabels.contains(label) {
                target.computedLabels.append(label)
            }
        }
        while let token = lexer.next() {
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
            if head.count < 3 { head.append(token) }
            count += 1
        }
        finishArgument()
        return target
    }

    /// Every token of `bytes`, for tests.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var lexer = Lexer(bytes: bytes)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// Swift tokens, one at a time: comments (nested block comments too) and white space
    /// skipped, string literals (escapes, raw `#"…"#`, multi-line `"""`) decoded.
    struct Lexer {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        /// Advances over one byte, counting lines.
        private mutating func step() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func next() -> Token? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    var nesting = 0
                    repeat {
                        if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                            nesting += 1
                            step()
                        } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                            nesting -= 1
                            step()
                        }
                        step()
                    } while nesting > 0 && index < bytes.count
                } else if byte == UInt8(ascii: "\"")
                    || (byte == UInt8(ascii: "#") && (peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#")))
                {
                    if let literal = stringLiteral() { return literal }
                } else if PackageSwiftScanner.isIdentifierByte(byte) {
                    let start = index
                    while index < bytes.count, PackageSwiftScanner.isIdentifierByte(bytes[index]) { index += 1 }
                    return .identifier(start..<index, line: line, column: start - lineStart + 1)
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                    || byte == UInt8(ascii: "\n")
                {
                    step()
                } else {
                    step()
                    return .punctuation(byte)
                }
            }
            return nil
        }

        /// A string literal starting at `index` (`#`s, then quotes); nil after `#`s that open none.
        private mutating func stringLiteral() -> Token? {
            let startLine = line
            let startColumn = index - lineStart + 1
            var hashes = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            let quote = multiline ? 3 : 1
            var value: [UInt8] = []
            var interpolated = false
            while index < bytes.count {
                let current = bytes[index]
                if !multiline && current == UInt8(ascii: "\n") { break }
                if current == UInt8(ascii: "\""), (0..<quote).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                    (0..<hashes).allSatisfy({ peek(quote + $0) == UInt8(ascii: "#") })
                {
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
            return .string(
                SourceStringLiteral(
                    value: String(decoding: value, as: UTF8.self), line: startLine, column: startColumn),
                interpolated: interpolated)
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }
}
