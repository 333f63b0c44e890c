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
    public static func run(
        _ site: PreviewSite.Result, chromium: String, configuration: Configuration = Configuration()
    ) throws -> [Diagnostic] {
        try check(site, chromium: chromium, configuration: configuration).findings
    }

    /// The findings, and where the site shows each (`PreviewSite.write(checked:)` puts them on
    /// the pages).
    public static func check(
        _ site: PreviewSite.Result, chromium: String, configuration: Configuration = Configuration()
    ) throws -> (findings: [Diagnostic], placed: [PreviewSite.CheckedFinding]) {
        let root = URL(fileURLWithPath: site.output).standardizedFileURL
        let defaultLanguage = site.measuredPages.first?.language ?? "default"
        // Contrast is measured in the default language only (`#check`): colours do not change
        // with the language.
        let pages = site.measuredPages.map { page in
            (root.appendingPathComponent(page.page), page.language == defaultLanguage ? "#check" : "")
        }
        let measured = try OrderedParallel.map(pages) { page in
            Result { try measure(page.0, fragment: page.1, chromium: chromium) }
        }.map { try $0.get() }
        var lines: [String: Set<String>] = [:]
        for (page, result) in zip(site.measuredPages, measured) { lines[page.language, default: []].formUnion(result) }
        var overflowing: [String: [String: String]] = [:]
        for (language, measuredLines) in lines {
            var keys: [String: String] = [:]
            for line in measuredLines where line.hasPrefix("t ") {
                let parts = line.split(separator: " ")
                if parts.count >= 3 { keys[String(parts[1])] = String(parts[2]) }
            }
            overflowing[language] = keys
        }
        var failed: Set<String> = []
        for result in measured {
            for line in result where line.hasPrefix("i ") {
                // `<view>.<element>.<attribute>`: once per attribute, whatever the language.
                failed.insert(String(line.dropFirst(2)))
            }
        }
        var measurements = PreviewMeasurements(
            site: site, defaultLanguage: defaultLanguage, overflowing: overflowing, failedImages: failed)
        for line in lines[defaultLanguage] ?? [] where line.hasPrefix("c ") {
            measurements.clipped.insert(String(line.dropFirst(2)))
        }
        for (language, measuredLines) in lines {
            measurements.flowClipped[language] = Set(
                measuredLines.filter { $0.hasPrefix("b ") }.map { String($0.dropFirst(2)) })
        }
        for line in lines[defaultLanguage] ?? [] where line.hasPrefix("k ") {
            guard let reading = PreviewMeasurements.ContrastReading(line[...]), reading.isLow, reading.bundleColours
            else { continue }
            measurements.lowContrast[reading.key] = reading
        }
        let reported = PreviewFindings()
        for rule in PreviewRules.registered { rule.visit(measurements: measurements, reported) }
        let findings = configuration.apply(to: Diagnostic.sortedForReport(reported.all.map(\.finding)))
        return (findings, place(findings, reported: reported))
    }

    /// Each finding left after the configuration (with its severity) at the place its rule gave.
    static func place(_ findings: [Diagnostic], reported: PreviewFindings) -> [PreviewSite.CheckedFinding] {
        findings.compactMap { finding in
            reported.all.first {
                $0.finding.ruleID == finding.ruleID && $0.finding.location == finding.location
                    && $0.finding.message == finding.message
            }.map { PreviewSite.CheckedFinding(diagnostic: finding, place: $0.place) }
        }
    }

    /// Headless Chromium with nothing in the background: no component or extension updates, no
    /// sync, sign-in, pings, metrics, crash reports, field trials, translation or optimisation hints.
    /// Chromium 156 (Debian) still starts update and account requests despite the switches, so
    /// every host name resolves to nothing (`--host-resolver-rules`) and any request that skips the
    /// resolver goes to a proxy on the loopback that does not answer: no packet leaves the machine
    /// (`PreviewCLITests.testCheckMakesNoConnectionOutsideTheLoopback`). A switch an older or newer
    /// Chromium or Chrome does not know is ignored.
    public static let offlineArguments: [String] = [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
        "--disable-extensions", "--mute-audio", "--disable-background-networking", "--disable-component-update",
        "--disable-component-extensions-with-background-pages", "--disable-sync", "--allow-browser-signin=false",
        "--no-pings", "--disable-domain-reliability", "--disable-client-side-phishing-detection",
        "--safebrowsing-disable-auto-update", "--disable-default-apps", "--metrics-recording-only",
        "--disable-breakpad", "--disable-crash-reporter", "--disable-field-trial-config",
        "--disable-fetching-hints-at-navigation-start", "--disable-search-engine-choice-screen",
        "--disable-notifications", "--no-service-autorun", "--password-store=basic", "--use-mock-keychain",
        "--disable-features=OptimizationHints,OptimizationGuideModelDownloading,MediaRouter,"
            + "DialMediaRouteProvider,Translate,AutofillServerCommunication,"
            + "CertificateTransparencyComponentUpdater,NetworkTimeServiceQuerying,InterestFeedContentSuggestions",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost", "--proxy-server=127.0.0.1:9",
    ]

    /// The lines `#idv-measure` holds once the page (with `fragment`: `#check` measures contrast
    /// too) has loaded in headless Chromium.
    static func measure(_ page: URL, fragment: String = "", chromium: String) throws -> [String] {
        let profile = FileManager.default.temporaryDirectory
            .appendingPathComponent("idv-res-chromium-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let output = try Headless.run(
            chromium,
            offlineArguments + [
                "--user-data-dir=\(profile.path)", "--virtual-time-budget=15000", "--dump-dom",
                page.absoluteString + fragment,
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
