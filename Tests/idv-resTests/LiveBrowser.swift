import Foundation
import Preview
import TestPrerequisites
import TestSupport

/// One headless Chromium driven through the DevTools protocol (`scripts/live_browser.py`, one
/// JSON command a line, over a pipe), kept open across edits of a served bundle: the tests of
/// `preview --serve` read the open page's DOM as it reloads itself.
final class LiveBrowser {
    let child: ChildProcess
    private var answered = 0

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Chromium with the preview's no-traffic switches (`PreviewCheck.offlineArguments`), its
    /// host resolver letting 127.0.0.1 through as it lets localhost; `wrapper` runs the driver
    /// (`strace ...`).
    init(chromium: String, profile: URL, wrapper: [String] = []) throws {
        let switches = PreviewCheck.offlineArguments.map {
            $0.hasPrefix("--host-resolver-rules=") ? $0 + ", EXCLUDE 127.0.0.1" : $0
        }
        let driver = [packageRoot.appendingPathComponent("scripts/live_browser.py").path, chromium]
        let command = wrapper + ["/usr/bin/python3"] + driver + switches + ["--user-data-dir=\(profile.path)"]
        child = try ChildProcess(command[0], Array(command.dropFirst()), input: .pipe)
        let ready = try answer("the browser starting")
        guard ready["value"] as? String == "ready" else { throw Failure(description: "not ready: \(ready)") }
    }

    /// Loads `url` and waits for its load event.
    func open(_ url: String) throws {
        _ = try send(["open": url], "open \(url)")
    }

    func evaluate(_ expression: String) throws -> Any? {
        try send(["eval": expression], expression)["value"] ?? nil
    }

    /// Evaluates `expression` every 5 ms (across reloads) until it is truthy: its value and the
    /// milliseconds waited.
    @discardableResult
    func wait(_ expression: String, timeout: TimeInterval = 30) throws -> (value: Any?, milliseconds: Double) {
        let reply = try send(["wait": expression, "timeout": timeout], expression, timeout: timeout + 30)
        return (reply["value"] ?? nil, reply["ms"] as? Double ?? 0)
    }

    /// The errors pages logged so far (console errors, refused scripts, uncaught exceptions).
    func problems() throws -> [String] {
        try send(["problems": true], "problems")["value"] as? [String] ?? []
    }

    func quit() {
        try? child.inputPipe?.write(contentsOf: Data("{\"quit\": true}\n".utf8))
        try? child.inputPipe?.close()
        _ = child.wait(timeout: 30)
    }

    private func send(_ command: [String: Any], _ what: String, timeout: TimeInterval = 60) throws -> [String: Any] {
        let line = try JSONSerialization.data(withJSONObject: command) + Data("\n".utf8)
        try child.inputPipe?.write(contentsOf: line)
        let reply = try answer(what, timeout: timeout)
        guard reply["ok"] as? Bool == true else {
            throw Failure(description: "\(what): \(reply["error"] ?? reply)")
        }
        return reply
    }

    /// The next line the driver printed, decoded.
    private func answer(_ what: String, timeout: TimeInterval = 60) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let lines = child.standardOutput().split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > answered + 1 {
                answered += 1
                let object = try JSONSerialization.jsonObject(with: Data(lines[answered - 1].utf8))
                return object as? [String: Any] ?? [:]
            }
            guard child.isRunning, Date() < deadline else {
                throw Failure(description: "no answer to \(what): \(child.standardError().suffix(2000))")
            }
            usleep(2_000)
        }
    }
}
