import Foundation
import Preview
import TestPrerequisites

/// Pages loaded one after another in one headless Chromium driven through the DevTools protocol
/// over a pipe (`scripts/chromium-eval.py`): each at a window size, once loaded with its fonts
/// and our page script done, a JavaScript expression evaluated on it. The tests read computed
/// styles, boxes, animations and the DOM of the written site this way.
struct DevToolsPages {
    let chromium: String
    var window = (width: 1280, height: 800)
    /// `prefers-reduced-motion: reduce`, as `make preview-demo` screenshots the pages.
    var reducedMotion = false

    /// The expression's value on each page (a JSON text when the expression returns
    /// `JSON.stringify(...)`), in the order of `pages`; a page whose expression threw is an error.
    func evaluate(_ expression: String, on pages: [URL], fragment: String = "", screenshots: URL? = nil) throws
        -> [String]
    {
        guard !pages.isEmpty else { return [] }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("expression.js")
        try Data(expression.utf8).write(to: file)
        var arguments = [
            packageRoot.appendingPathComponent("scripts/chromium-eval.py").path, chromium, file.path,
            "--window", "\(window.width)x\(window.height)",
        ]
        if reducedMotion { arguments.append("--reduced-motion") }
        if let screenshots { arguments += ["--screenshot-dir", screenshots.path] }
        let switches = PreviewCheck.offlineArguments + ["--user-data-dir=\(root.path)/profile"]
        arguments += switches.flatMap { ["--switch", $0] }
        arguments += pages.map { $0.absoluteString + fragment }
        let result = try runProcess("/usr/bin/python3", arguments)
        let lines = result.out.split(separator: "\n").map(String.init)
        guard lines.count == pages.count else {
            throw DevToolsFailure(message: "\(lines.count) results for \(pages.count) pages: \(result.err)")
        }
        return try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            if let error = object["error"] as? String {
                throw DevToolsFailure(message: "\(object["page"] ?? "?"): \(error)")
            }
            if let text = object["value"] as? String { return text }
            let value = object["value"].map {
                try? JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed)
            }
            return value.flatMap { $0.map { String(decoding: $0, as: UTF8.self) } } ?? "null"
        }
    }

    /// `evaluate`, each value decoded from the JSON the expression returned.
    func decode<Value: Decodable>(_ type: Value.Type, _ expression: String, on pages: [URL], fragment: String = "")
        throws -> [Value]
    {
        try evaluate(expression, on: pages, fragment: fragment).map {
            try JSONDecoder().decode(Value.self, from: Data($0.utf8))
        }
    }

    struct DevToolsFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
