import Diagnostics
import ResourceBundle

/// `textDocument/codeAction`: each sure fix of `validate --fix` for a finding in the range, as
/// a quick fix whose edit is exactly what `--fix` would write; junk (`zip.junk`) in a folder
/// is deleted, as `--fix` deletes it (a `delete` resource operation).
extension LanguageServer {
    func codeActions(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let uri = params?["textDocument"]?["uri"]?.string, let range = params?["range"] else {
            throw RequestError(code: .invalidParams, message: "codeAction without textDocument.uri and range")
        }
        guard let document = documents[uri] else { return .null }
        guard let start = OpenDocument.offset(range["start"], in: document.lines),
            let end = OpenDocument.offset(range["end"], in: document.lines)
        else { throw RequestError(code: .invalidParams, message: "codeAction with a malformed range") }
        let session = session(for: document.path)
        guard let reader = session.reader(documents(of: session)) else { return .array([]) }
        let documentation = session.configuration.rulesDocumentationURL ?? ProjectLinks.rulesDocumentationURL
        var actions: [JSONOutput] = []
        for diagnostic in Diagnostic.sortedForReport(session.published[document.path] ?? [])
        where FixableRules.kinds[diagnostic.ruleID] != nil {
            let span = LSPJSON.span(of: diagnostic.location, in: document.lines)
            guard span.lowerBound <= max(start, end), span.upperBound >= min(start, end) else { continue }
            if FixableRules.kinds[diagnostic.ruleID] == .removeJunk {
                // `--fix` deletes junk from a folder (never from a zip, never a loose file).
                guard session.location.isDirectory else { continue }
                actions.append(
                    .object([
                        ("title", .string("Delete '\(diagnostic.location.file)' [\(diagnostic.ruleID)]")),
                        ("kind", .string("quickfix")),
                        (
                            "diagnostics",
                            .array([LSPJSON.diagnostic(diagnostic, in: document.lines, documentation: documentation)])
                        ),
                        ("isPreferred", .bool(true)),
                        (
                            "edit",
                            .object([
                                (
                                    "documentChanges",
                                    .array([.object([("kind", .string("delete")), ("uri", .string(uri))])])
                                )
                            ])
                        ),
                    ]))
                continue
            }
            let plan = Fixer.plan(Report.Input(name: session.location.root, diagnostics: [diagnostic]), reader: reader)
            guard let edit = plan.edits.first(where: { session.absolutePath(forBundlePath: $0.path) == document.path })
            else { continue }
            let (replaced, newText) = Self.difference(edit.original, edit.fixed)
            let old = String(decoding: edit.original[replaced], as: UTF8.self)
            let textEdit: JSONOutput = .object([
                ("range", LSPJSON.range(replaced, in: document.lines)), ("newText", .string(newText)),
            ])
            actions.append(
                .object([
                    ("title", .string("Replace '\(old)' with '\(newText)' [\(diagnostic.ruleID)]")),
                    ("kind", .string("quickfix")),
                    (
                        "diagnostics",
                        .array([LSPJSON.diagnostic(diagnostic, in: document.lines, documentation: documentation)])
                    ),
                    ("isPreferred", .bool(true)),
                    ("edit", .object([("changes", .object([(uri, .array([textEdit]))]))])),
                ]))
        }
        return .array(actions)
    }

    /// The one range of `original` that differs from `fixed`, and its new text (the common
    /// head and tail kept).
    static func difference(_ original: [UInt8], _ fixed: [UInt8]) -> (Range<Int>, String) {
        var head = 0
        while head < original.count, head < fixed.count, original[head] == fixed[head] { head += 1 }
        var tail = 0
        while tail < original.count - head, tail < fixed.count - head,
            original[original.count - 1 - tail] == fixed[fixed.count - 1 - tail]
        {
            tail += 1
        }
        // Whole names, not bytes a name shares with its replacement (`regx` -> `regex`).
        while head > 0, LSPJSON.isNameByte(original[head - 1]) { head -= 1 }
        while tail > 0, LSPJSON.isNameByte(original[original.count - tail]) { tail -= 1 }
        return (head..<original.count - tail, String(decoding: fixed[head..<fixed.count - tail], as: UTF8.self))
    }
}

extension BundleSession {
    /// The absolute path of a file of the bundle.
    func absolutePath(forBundlePath path: String) -> String {
        location.isDirectory ? location.root + "/" + path : location.root
    }
}
