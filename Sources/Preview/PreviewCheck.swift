import Diagnostics
import Foundation
import ResourceBundle

/// `preview --check`: loads each language's index page (every view, one phone each) in
/// headless Chromium, reads what our page script measured, and turns it into findings.
public enum PreviewCheck {
    public struct Unavailable: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public static let installHint = """
        Chromium is needed to measure the pages: install it with \
        'sudo apt-get install chromium' (Debian, Ubuntu), or set IDV_RES_CHROMIUM to a Chromium \
        or Chrome binary
        """

    /// `IDV_RES_CHROMIUM`, else the first of chromium, chromium-browser, google-chrome on PATH.
    public static func findChromium(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let given = environment["IDV_RES_CHROMIUM"], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The findings for a site written by `PreviewSite.write`, sorted for the report.
    public static func run(_ site: PreviewSite.Result, chromium: String) throws -> [Diagnostic] {
        let root = URL(fileURLWithPath: site.output).standardizedFileURL
        let pages = site.measuredPages.map { root.appendingPathComponent($0.page) }
        let measured = try OrderedParallel.map(pages) { page in
            Result { try measure(page, chromium: chromium) }
        }.map { try $0.get() }
        var lines: [String: Set<String>] = [:]
        for (page, result) in zip(site.measuredPages, measured) { lines[page.language] = Set(result) }
        var findings: [Diagnostic] = []
        let defaultKey = site.measuredPages.first?.language ?? "default"
        let overflowing: (String) -> [String: String] = { language in
            var keys: [String: String] = [:]
            for line in lines[language] ?? [] where line.hasPrefix("t ") {
                let parts = line.split(separator: " ")
                if parts.count >= 3 { keys[String(parts[1])] = String(parts[2]) }
            }
            return keys
        }
        let inDefault = overflowing(defaultKey)
        for page in site.measuredPages.dropFirst() {
            guard let loaded = site.languageFiles[page.language] ?? nil else { continue }
            let drawn = (site.texts[page.language] ?? []).map { ($0.key, $0) }
            let texts = Dictionary(drawn, uniquingKeysWith: { first, _ in first })
            for (key, how) in overflowing(page.language).sorted(by: { $0.key < $1.key }) where inDefault[key] == nil {
                guard let text = texts[key],
                    let token = loaded.file.tokens.first(where: { $0.id == text.token })
                else { continue }
                let element = text.element
                let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                let what = how == "box" ? "its <\(element.name)\(id)>" : "the phone's width"
                let place = "\(site.widgetPath):\(element.line)"
                let message =
                    "text '\(text.token)' in \(loaded.fileName) overflows \(what) (\(place), view "
                    + "'\(text.viewID)') in \(loaded.file.languageLabel), where the default language's text fits"
                findings.append(
                    Diagnostic(
                        PreviewRules.TextOverflow.description,
                        at: Location(
                            file: loaded.path, container: site.container,
                            line: token.line, column: token.column), message))
            }
        }
        var failed: Set<String> = []
        for result in measured {
            for line in result where line.hasPrefix("i ") {
                let key = String(line.dropFirst(2))
                // `<view>.<element>.<attribute>`: once per attribute, whatever the language.
                failed.insert(key)
            }
        }
        for key in failed.sorted() {
            guard let (element, attribute) = site.imageAttributes[key] else { continue }
            let message =
                "image '\(attribute.value)' (\(attribute.name) on <\(element.name)>) is in the bundle but "
                + "Chromium cannot show it: not a readable image"
            let finding = Diagnostic(
                PreviewRules.ImageFailed.description,
                at: Location(
                    file: site.widgetPath, container: site.container,
                    line: attribute.line, column: attribute.column), message)
            if !findings.contains(finding) { findings.append(finding) }
        }
        return Diagnostic.sortedForReport(findings)
    }

    /// The lines `#idv-measure` holds once the page has loaded in headless Chromium.
    static func measure(_ page: URL, chromium: String) throws -> [String] {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("idv-res-chromium-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let output = try Headless.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--mute-audio", "--user-data-dir=\(profile.path)",
                "--virtual-time-budget=15000", "--dump-dom", page.absoluteString,
            ])
        guard let start = output.range(of: "<pre id=\"idv-measure\""),
            let open = output[start.upperBound...].range(of: ">"),
            output[start.upperBound..<open.lowerBound].contains("data-done"),
            let close = output[open.upperBound...].range(of: "</pre>")
        else {
            throw Unavailable(message: "Chromium did not finish measuring \(page.path)")
        }
        let text = String(output[open.upperBound..<close.lowerBound]).decodingPredefinedXMLEntities
        return text.split(separator: "\n").map(String.init)
    }
}

/// Runs a browser with a time limit and returns its standard output.
enum Headless {
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try Interruption.startingChild { try process.run() }
        } catch {
            throw PreviewCheck.Unavailable(message: "cannot run \(executable): \(error.localizedDescription)")
        }
        let timer = DispatchSource.makeTimerSource()
        timer.schedule(deadline: .now() + timeout)
        timer.setEventHandler { if process.isRunning { process.terminate() } }
        timer.resume()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        return String(decoding: data, as: UTF8.self)
    }
}
