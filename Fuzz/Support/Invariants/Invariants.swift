import Diagnostics
import Foundation

@testable import Localization
@testable import ResourceBundle

/// What every harness asserts beyond "no crash". A violation is a crash on purpose, so
/// libFuzzer keeps the input that caused it.
public enum Invariants {
    /// Every finding located in `bytes` names a line of the input and a column within that
    /// line (one past its end allowed: "expected '>' at end of line"). Lines end at `\n`; an
    /// input with lone `\r` line ends (libxml2 counts them too) may be judged either way.
    public static func checkLocations(_ diagnostics: [Diagnostic], in bytes: [UInt8], name: String) {
        let byNewline = lineLengths(bytes, breaks: false)
        var byAnyBreak = lineLengths(bytes, breaks: true)
        var byText: [[Int]] = []
        // A UTF-16 file has its lines and columns in its decoded text: UTF-16 units in a
        // .strings file, the bytes of the UTF-8 text in XML and any other reader.
        let decoded = DecodedText(bytes)
        if decoded.detection.isUTF16 {
            byAnyBreak = lineLengths(StringsTextEncoding.decode(decoded).scalars)
            byText = [lineLengths(decoded.utf8, breaks: false), lineLengths(decoded.utf8, breaks: true)]
        }
        for diagnostic in diagnostics {
            guard let line = diagnostic.location.line else {
                if diagnostic.location.column != nil { fail("column without a line", diagnostic, bytes) }
                continue
            }
            let column = diagnostic.location.column
            if !fits(line, column, byNewline) && !fits(line, column, byAnyBreak)
                && !byText.contains(where: { fits(line, column, $0) })
            {
                fail("location outside the input (\(byNewline.count) lines)", diagnostic, bytes)
            }
        }
    }

    /// One finding is one line of text output: a message never breaks the line or carries
    /// terminal escapes from the input.
    public static func checkRendering(_ diagnostics: [Diagnostic]) {
        let reporter = TextReporter(colored: false)
        for diagnostic in diagnostics {
            let line = reporter.line(for: diagnostic)
            if line.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) {
                fail("control character in the rendered finding", diagnostic, [])
            }
        }
    }

    static func fits(_ line: Int, _ column: Int?, _ lengths: [Int]) -> Bool {
        guard line >= 1, line <= lengths.count else { return false }
        guard let column else { return true }
        return column >= 1 && column <= lengths[line - 1] + 1
    }

    /// Byte length of each line (without its line end).
    static func lineLengths(_ bytes: [UInt8], breaks anyBreak: Bool) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                lengths.append(current)
                current = 0
            } else if anyBreak, byte == 0x0D {
                lengths.append(current)
                current = 0
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                current += 1
            }
            index += 1
        }
        lengths.append(current)
        return lengths
    }

    /// UTF-16 code units of each line of decoded text (lines end at `\n`, `\r\n` or `\r`).
    static func lineLengths(_ scalars: [Unicode.Scalar]) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lengths.append(current)
                current = 0
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            } else {
                current += scalar.value < 0x10000 ? 1 : 2
            }
            index += 1
        }
        lengths.append(current)
        return lengths
    }

    public static func fail(_ what: String, _ diagnostic: Diagnostic, _ bytes: [UInt8]) -> Never {
        fatalError(
            "invariant broken: \(what): \(diagnostic.location) [\(diagnostic.ruleID)] \(diagnostic.message.debugDescription)"
        )
    }

    public static func require(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { fatalError("invariant broken: \(what())") }
    }
}

/// The fuzzed bytes as a Swift array (libFuzzer's buffer is exactly the input: ASan reports
/// any read past it).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The fuzzed bytes written to a file of their own (for readers that take a path), under
/// `$TMPDIR`, one per process; returns its path.
public func fuzzFile(_ bytes: [UInt8], name: String) -> String {
    let directory = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/idv-res-fuzz-\(getpid())"
    _ = mkdir(directory, 0o700)
    let path = directory + "/" + name
    let written = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    Invariants.require(written, "cannot write \(path)")
    return path
}
