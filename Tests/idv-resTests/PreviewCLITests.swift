import Diagnostics
import Foundation
import Preview
import ResourceBundle
import TestPrerequisites
import XCTest

/// `idv-res preview` through the command line, and its pages in a real browser: `--check`
/// findings at their lines, pages that load with no console error and no failed request, and
/// screenshots whose pixels show the texts. Skips, saying so, without Chromium (`make
/// preview-deps` installs it).
final class PreviewCLITests: XCTestCase {
    static let longGerman = samplesDirectory.appendingPathComponent("preview/long-german").path

    func chromium() throws -> String {
        guard let path = PreviewCheck.findChromium() else {
            throw Prerequisite.missing(
                "Chromium is absent (make preview-deps installs it): the pages are not loaded in a browser")
        }
        return path
    }

    func temporary() throws -> URL {
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    func testCheckReportsTheTooLongGermanTextsAtTheirLines() throws {
        _ = try chromium()
        let site = try temporary().appendingPathComponent("site").path
        let result = runCLI(["preview", "--check", Self.longGerman, "-o", site, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.err)
        let report = try JSONParser().parse(result.out)
        let found =
            report["diagnostics"]?.array?.map { diagnostic -> String in
                let location = diagnostic["location"]
                let path = (location?["path"]?.string ?? "").replacingOccurrences(of: Self.longGerman + "/", with: "")
                return "\(path):\(Int(location?["line"]?.number ?? 0)):\(Int(location?["column"]?.number ?? 0)) "
                    + "\(diagnostic["rule"]?.string ?? "") \(diagnostic["message"]?.string ?? "")"
            } ?? []
        XCTAssertEqual(found.count, 2, found.joined(separator: "\n"))
        XCTAssertTrue(
            found[0].hasPrefix("strings/strings.de.xml:3:12 preview.text-overflow text 'button_finish'"),
            found[0])
        XCTAssertTrue(
            found[0].contains("its <button id=\"buttonAccept\"> (widget.xml:39, view 'CaptureFinished')"),
            found[0])
        XCTAssertTrue(
            found[1].hasPrefix("strings/strings.de.xml:7:12 preview.text-overflow text 'FinishTitle'"),
            found[1])
        XCTAssertTrue(found[1].contains("the phone's width (widget.xml:32"), found[1])
        XCTAssertTrue(result.err.contains("wrote 32 pages"), result.err)
    }

    /// `preview --check` under `strace -f`: no TCP connection and no datagram to an address
    /// outside the loopback, from idv-res or any Chromium process. A UDP `connect` without a
    /// datagram (Chromium's IPv6 route probe to 2001:4860:4860::8888) sends nothing and is allowed.
    /// The control: Chromium without our switches sends DNS queries, and the same reading sees them.
    func testCheckMakesNoConnectionOutsideTheLoopback() throws {
        let browser = try chromium()
        guard let strace = which("strace") else {
            throw Prerequisite.missing("strace is absent (apt-get install strace): the no-traffic test does not run")
        }
        let binary = try builtExecutable()
        let root = try temporary()
        let log = root.appendingPathComponent("strace.txt").path
        let traced = ["-f", "-yy", "-e", "trace=connect,sendto,sendmsg,sendmmsg,write", "-o", log]
        let result = try runProcess(
            strace,
            traced + [binary, "preview", "--check", Self.longGerman, "-o", root.appendingPathComponent("site").path])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("preview.text-overflow"), "--check measured the pages: \(result.out)")
        let traffic = NetworkTrace(try String(contentsOfFile: log, encoding: .utf8))
        XCTAssertGreaterThan(traffic.processes, 1, "idv-res and Chromium ran under strace (processes and threads)")
        XCTAssertEqual(traffic.outside, [], "connections or datagrams outside the loopback")
        // The control: the same page in Chromium without the offline switches.
        let resolver = (try? String(contentsOfFile: "/etc/resolv.conf", encoding: .utf8)) ?? ""
        let remoteResolver = resolver.split(separator: "\n").contains {
            $0.hasPrefix("nameserver") && !$0.contains("127.") && !$0.contains("::1")
        }
        guard remoteResolver else { return }
        let controlLog = root.appendingPathComponent("control.txt").path
        _ = try runProcess(
            strace,
            [
                "-f", "-yy", "-e", "trace=connect,sendto,sendmsg,sendmmsg,write", "-o", controlLog, browser,
                "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(root.path)/control-profile",
                "--virtual-time-budget=5000", "--dump-dom", "about:blank",
            ])
        let control = NetworkTrace(try String(contentsOfFile: controlLog, encoding: .utf8))
        XCTAssertNotEqual(control.outside, [], "Chromium's own background requests are seen")
    }

    /// ShowID of the spring-2024 widget (and-57b3dc40cb4b): both buttons are `w="0.8"`, 80% of
    /// the 390 px screen (312 px), with their whole labels inside, in the screenshot's pixels
    /// (scripts/png-colour-box.py); and no text of and-57 or and-63 overflows in any language.
    func testFractionalSizesOfTheSpring2024WidgetInPixels() throws {
        let browser = try chromium()
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the spring-2024 widgets are not drawn")
        }
        let root = try temporary()
        var sites: [URL] = []
        for name in ["and-57b3dc40cb4b", "and-63f1d381db64"] {
            let site = root.appendingPathComponent(name)
            let zip = corpus.appendingPathComponent("zips/history/\(name).zip").path
            XCTAssertEqual(runCLI(["preview", zip, "-o", site.path]).status, 0)
            sites.append(site)
        }
        let shot = root.appendingPathComponent("ShowID.png").path
        _ = try runProgram(
            browser,
            PreviewCheck.offlineArguments + [
                "--hide-scrollbars", "--user-data-dir=\(root.path)/profile", "--window-size=900,900",
                "--screenshot=\(shot)",
                sites[0].appendingPathComponent("views/default-489dpi/ShowID.html").absoluteString,
            ])
        let script = packageRoot.appendingPathComponent("scripts/png-colour-box.py").path
        func find(_ colour: String, _ box: [Int], tolerance: Int = 24) throws -> (match: [Int], other: [Int]) {
            let output = try runProgram(
                "/usr/bin/python3",
                [
                    script, shot, colour, "--box", box.map(String.init).joined(separator: ","),
                    "--tolerance", String(tolerance),
                ])
            let json = try JSONParser().parse(output)
            let match = json["match"]?.array?.compactMap { $0.number.map(Int.init) } ?? []
            let other = json["other"]?.array?.compactMap { $0.number.map(Int.init) } ?? []
            return (match, other)
        }
        // The phone is 390x844 at (24, 16); its centre column is x = 219.
        let accept = try find("7636FC", [24, 730, 414, 860]).match
        XCTAssertEqual(accept.count, 4, "the purple YES, CONTINUE button is drawn")
        guard accept.count == 4 else { return }
        XCTAssertEqual(Double(accept[2] - accept[0] + 1), 312, accuracy: 3, "80% of 390 px: \(accept)")
        XCTAssertEqual(Double(accept[3] - accept[1] + 1), 56, accuracy: 2, "h=56: \(accept)")
        XCTAssertEqual(Double(accept[0] + accept[2]) / 2, 219, accuracy: 2, "centred")
        XCTAssertEqual(Double(accept[3]), 16 + 844 - 50 - 1, accuracy: 2, "y=50 from the bottom")
        // Its white label, inside the pill (away from the rounded ends), not touching its sides.
        let inner = [accept[0] + 28, accept[1] + 8, accept[2] - 28, accept[3] - 8]
        let label = try find("7636FC", inner).other
        XCTAssertEqual(label.count, 4, "a label")
        if label.count == 4 {
            XCTAssertGreaterThan(label[2] - label[0], 90, "the whole 'YES, CONTINUE': \(label)")
            XCTAssertGreaterThan(label[0], inner[0] + 8, "not cut on the left: \(label) in \(inner)")
            XCTAssertLessThan(label[2], inner[2] - 8, "not cut on the right: \(label) in \(inner)")
            XCTAssertEqual(Double(label[0] + label[2]) / 2, 219, accuracy: 4, "centred")
        }
        // NO, I WANT TO RETRY: a white button with a #526080 border, its label in purple.
        let retry = try find("526080", [24, 650, 414, 736]).match
        XCTAssertEqual(retry.count, 4, "the bordered retry button is drawn")
        guard retry.count == 4 else { return }
        XCTAssertEqual(Double(retry[2] - retry[0] + 1), 312, accuracy: 3, "80% of 390 px: \(retry)")
        XCTAssertEqual(Double(retry[0] + retry[2]) / 2, 219, accuracy: 2, "centred, not spilling off")
        let retryLabel = try find("7636FC", [retry[0] + 3, retry[1] + 3, retry[2] - 3, retry[3] - 3], tolerance: 60)
            .match
        XCTAssertEqual(retryLabel.count, 4, "a purple label")
        if retryLabel.count == 4 {
            XCTAssertGreaterThan(retryLabel[2] - retryLabel[0], 120, "the whole 'NO, I WANT TO RETRY': \(retryLabel)")
            XCTAssertGreaterThan(retryLabel[0], retry[0] + 20, "inside the border: \(retryLabel) in \(retry)")
            XCTAssertLessThan(retryLabel[2], retry[2] - 20, "inside the border: \(retryLabel) in \(retry)")
        }
        // The page script measures no overflowing text in either zip, in any language.
        for site in sites {
            let indexes = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
                $0 == "index.html" || ($0.hasPrefix("index-") && $0.hasSuffix("-489dpi.html"))
            }
            XCTAssertEqual(indexes.count, 3, "default, es, pt")
            let loads = OrderedParallel.map(indexes.sorted()) {
                BrowserLoad(site.appendingPathComponent($0), chromium: browser)
            }
            for (index, load) in zip(indexes.sorted(), loads) {
                XCTAssertTrue(load.measured, index)
                XCTAssertEqual(load.overflows, [], "\(site.lastPathComponent)/\(index)")
            }
        }
    }

    /// A German strings file added to a real zip (and-57b3dc40cb4b), with ShowID's main text
    /// (`ShowIDInfo`, filled at run time) and a timeout state text made too long: `--check`
    /// reports both, naming the page; the pages outline the element, list the finding and badge
    /// the language; the index counts it; the file-wide note outlines nothing.
    func testCheckPutsATooLongGermanTextOfARealZipOnItsPageAndTheIndex() throws {
        _ = try chromium()
        guard let corpus = corpusDirectory, let unzip = which("unzip") else {
            throw Prerequisite.missing("../shared/corpus or unzip is absent: the real zip is not checked in German")
        }
        let root = try temporary()
        let bundle = root.appendingPathComponent("bundle")
        _ = try runProcess(
            unzip, ["-q", corpus.appendingPathComponent("zips/history/and-57b3dc40cb4b.zip").path, "-d", bundle.path])
        let strings = bundle.appendingPathComponent("strings")
        var german = try String(contentsOf: strings.appendingPathComponent("strings.xml"), encoding: .utf8)
        for (token, long) in [
            ("ShowIDInfo", "Überprüfen Sie die Dokumentendatenerfassungsbestätigungsübersichtsseitenbeschriftung"),
            ("timeout_no_user_activity", "Benutzeraktivitätszeitüberschreitungsbenachrichtigungsdialog"),
        ] {
            let open = "<token id=\"\(token)\">"
            let start = try XCTUnwrap(german.range(of: open))
            let end = try XCTUnwrap(german[start.upperBound...].range(of: "</token>"))
            german.replaceSubrange(start.upperBound..<end.lowerBound, with: long)
        }
        try Data(german.utf8).write(to: strings.appendingPathComponent("strings.de.xml"))
        let site = root.appendingPathComponent("site")
        let result = runCLI(["preview", "--check", bundle.path, "-o", site.path])
        XCTAssertEqual(result.status, 0, result.err)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains {
                $0.hasSuffix(
                    "strings/strings.de.xml:27:12: warning: text 'ShowIDInfo' in strings.de.xml overflows its "
                        + "<text id=\"tip\"> (widget.xml:585, view 'ShowID') in de, where the default language's text "
                        + "fits; see views/de-489dpi/ShowID.html [preview.text-overflow]")
            }, result.out)
        XCTAssertTrue(
            lines.contains {
                $0.contains("strings.de.xml:40:12: warning: text 'timeout_no_user_activity'")
                    && $0.contains("as a state text") && $0.contains("see views/de-489dpi/CaptureIDFront.html")
            }, "a state text, measured: \(result.out)")
        func page(_ path: String) throws -> String {
            try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        }
        let show = try page("views/de-489dpi/ShowID.html")
        XCTAssertTrue(show.contains("class=\"el finding finding-warning el-text\""), "the tip is outlined")
        XCTAssertTrue(show.contains("Measured by <code>--check</code> in de"), "listed on the page")
        XCTAssertTrue(show.contains("strings/strings.de.xml:27:12</code> text &#39;ShowIDInfo&#39;"))
        XCTAssertFalse(try page("views/es-489dpi/ShowID.html").contains("Measured by"), "only in German")
        let index = try page("index-de-489dpi.html")
        XCTAssertTrue(
            index.contains(
                "<tr><th><a href=\"views/de-489dpi/ShowID.html\">ShowID</a></th><td><span class=\"sev-warning\">1 warning"
            ),
            "the index counts it")
        XCTAssertTrue(
            try page("index.html").contains("de (strings.de.xml)<span class=\"badge badge-warning\""),
            "a badge for de, orange for warnings")
        // views.older-generation is about widget.xml as a whole: listed, not drawn on buttonInfo.
        let front = try page("views/default-489dpi/CaptureIDFront.html")
        XCTAssertTrue(front.contains("About widget.xml as a whole"))
        XCTAssertTrue(front.contains("<div class=\"el el-buttonImage placed\""), "buttonInfo is not outlined")
        XCTAssertFalse(front.contains("finding-note"), "no note drawn on an element")
    }

    func testCheckWithoutChromiumExits3AndSaysHowToInstallIt() throws {
        let site = try temporary().appendingPathComponent("site")
        let result = runCLI(
            ["preview", "--check", Self.longGerman, "-o", site.path],
            environment: ["IDV_RES_CHROMIUM": "/nonexistent/chromium"])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.err.contains("apt-get install chromium"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.path), "nothing written")
    }

    func testPreviewRefusesAFolderThatIsNotAPreview() throws {
        let root = try temporary()
        try Data("mine".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let result = runCLI(["preview", Self.longGerman, "-o", root.path])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("is not an earlier preview site"), result.err)
        let open = runCLI(["preview", Self.longGerman, "-o", root.appendingPathComponent("site").path, "--open"])
        XCTAssertEqual(open.status, 0, open.err)
        XCTAssertEqual(open.out, root.appendingPathComponent("site/index.html").standardizedFileURL.path + "\n")
    }

    /// Every view page (every language of the German sample; the default language of the real
    /// SelphID zip) and both indexes load with nothing on the console and every image, font, video and the
    /// stylesheet loaded; a bundle with broken files shows that the same test sees failures.
    func testEveryViewPageLoadsWithoutConsoleErrorsOrFailedRequests() throws {
        let browser = try chromium()
        let root = try temporary()
        var pages: [URL] = []
        let german = root.appendingPathComponent("german")
        XCTAssertEqual(runCLI(["preview", Self.longGerman, "-o", german.path]).status, 0)
        pages.append(german.appendingPathComponent("index.html"))
        for language in ["default", "de", "es"] {
            for view in ["CaptureIDFront", "CaptureFinished"] {
                pages.append(german.appendingPathComponent("views/\(language)-489dpi/\(view).html"))
            }
        }
        if let corpus = corpusDirectory {
            let real = root.appendingPathComponent("real")
            let zip = corpus.appendingPathComponent("zips/selphid-resources-real.zip").path
            let result = runCLI(["preview", zip, "-o", real.path])
            XCTAssertEqual(result.status, 0, result.err)
            let folder = real.appendingPathComponent("views/default-489dpi")
            let views = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(views.count, 15)
            pages += views.map { folder.appendingPathComponent($0) } + [real.appendingPathComponent("index.html")]
        } else {
            Prerequisite.partlyMissing("../shared/corpus is absent: the real zip's pages are not loaded")
        }
        let loads = OrderedParallel.map(pages) { page in BrowserLoad(page, chromium: browser) }
        for (page, load) in zip(pages, loads) {
            XCTAssertTrue(load.measured, "\(page.path): the page script did not run")
            XCTAssertEqual(load.console, [], page.path)
            XCTAssertEqual(load.failures, [], page.path)
        }
        // The control: broken files are seen, on the console and by the page.
        let broken = root.appendingPathComponent("broken")
        let files: [(String, String)] = [
            (
                "widget.xml",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <facephi-widget-conf version="1.3">
                <view id="Broken">
                <text id="t" text="hello" font="Bad.ttf"/>
                <image id="logo" value="logo.png"/>
                <video id="tip_video" value="clip.mp4"/>
                </view>
                </facephi-widget-conf>

                """
            ),
            ("strings/strings.xml", "<translations><token id=\"hello\">Hello</token></translations>\n"),
            ("resources/163dpi/Bad.ttf", "junk"), ("resources/163dpi/logo.png", "junk"),
            ("resources/163dpi/clip.mp4", "junk"),
        ]
        for (path, text) in files {
            let url = broken.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let brokenSite = root.appendingPathComponent("broken-site")
        XCTAssertEqual(runCLI(["preview", broken.path, "-o", brokenSite.path]).status, 0)
        let brokenPage = brokenSite.appendingPathComponent("views/default-163dpi/Broken.html")
        let control = BrowserLoad(brokenPage, chromium: browser)
        XCTAssertEqual(control.failures.sorted(), ["f f-Bad.ttf", "i 0.1.value", "v 0.2"])
        XCTAssertFalse(control.console.isEmpty, "the font error is on the console")
    }

    /// A screenshot of a known view is not blank and shows its texts: pixels of the phone, in
    /// two languages, decoded by scripts/png-stats.py.
    func testScreenshotOfAViewShowsItsTexts() throws {
        let browser = try chromium()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            throw Prerequisite.missing("python3 is absent: the screenshot's pixels are not decoded")
        }
        let root = try temporary()
        let site = root.appendingPathComponent("site")
        XCTAssertEqual(runCLI(["preview", Self.longGerman, "-o", site.path]).status, 0)
        var shots: [String] = []
        for language in ["default", "es"] {
            let shot = root.appendingPathComponent("\(language).png").path
            _ = try runProgram(
                browser,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--user-data-dir=\(root.path)/profile-\(language)", "--window-size=900,900",
                    "--screenshot=\(shot)",
                    site.appendingPathComponent("views/\(language)-489dpi/CaptureIDFront.html")
                        .absoluteString,
                ])
            shots.append(shot)
        }
        // The phone: 390x844 at the page's top left (body padding 24px, 16px).
        let script = packageRoot.appendingPathComponent("scripts/png-stats.py").path
        let output = try runProgram("/usr/bin/python3", [script, shots[0], shots[1], "--box", "24,16,414,860"])
        let stats = try JSONParser().parse(output)
        let notBackground = stats["not_background"]?.number ?? 0
        let colours = stats["colours"]?.number ?? 0
        let white = stats["near_white"]?.number ?? 0
        let different = stats["different"]?.number ?? 0
        XCTAssertGreaterThan(colours, 100, "a gradient and texts, not a blank screen: \(output)")
        XCTAssertGreaterThan(notBackground, 10_000, output)
        XCTAssertGreaterThan(white, 300, "the white text's pixels: \(output)")
        // Only the text differs between English and Spanish: some pixels, far fewer than the phone's.
        XCTAssertGreaterThan(different, 300, "the texts differ between the languages: \(output)")
        XCTAssertLessThan(different, 390 * 844 / 10, output)
    }
}

/// One page loaded in headless Chromium: what the console said and what the page script found.
struct BrowserLoad {
    var console: [String] = []
    var failures: [String] = []
    /// `t <key> box|phone`: the texts the page script found overflowing.
    var overflows: [String] = []
    /// `b <key>`: the flowing elements past the phone's bottom (or their panel's).
    var clippedFlow: [String] = []
    /// `x <what> left top width height`, on a page whose body has `data-boxes`.
    var boxes: [String: [Int]] = [:]
    var measured = false

    init(_ page: URL, chromium: String) {
        guard let profile = try? makeTemporaryDirectory() else { return }
        defer { try? FileManager.default.removeItem(at: profile) }
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
            "--enable-logging=stderr", "--v=0", "--virtual-time-budget=10000", "--dump-dom",
            page.absoluteString,
        ]
        guard let result = try? runProcess(chromium, arguments) else { return }
        let dom = result.out
        console = result.err.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        if let start = dom.range(of: "<pre id=\"idv-measure\""), let open = dom[start.upperBound...].range(of: ">"),
            let close = dom[open.upperBound...].range(of: "</pre>")
        {
            measured = dom[start.upperBound..<open.lowerBound].contains("data-done")
            let lines = dom[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
            failures = lines.filter { !$0.hasPrefix("t ") && !$0.hasPrefix("b ") && !$0.hasPrefix("x ") }
            overflows = lines.filter { $0.hasPrefix("t ") }
            clippedFlow = lines.filter { $0.hasPrefix("b ") }
            for line in lines where line.hasPrefix("x ") {
                let parts = line.split(separator: " ")
                if parts.count == 6 { boxes[String(parts[1])] = parts[2...].compactMap { Int($0) } }
            }
        }
    }
}

/// Runs a program and returns its standard output.
func runProgram(_ executable: String, _ arguments: [String]) throws -> String {
    try runProcess(executable, arguments).out
}

/// What an `strace -f -yy` log says about the network: the calls on TCP or UDP sockets whose
/// peer is outside the loopback (a TCP connect, any datagram or write), and how many processes ran.
struct NetworkTrace {
    var outside: [String] = []
    var processes = 0

    init(_ log: String) {
        var seen: Set<Substring> = []
        for line in log.split(separator: "\n") {
            let pid = line.prefix { $0 != " " }
            seen.insert(pid)
            guard line.contains("<TCP") || line.contains("<UDP") else { continue }
            let addresses = Self.addresses(in: line)
            guard addresses.contains(where: { !Self.isLoopback($0) }) else { continue }
            let datagramConnect = line.contains(" connect(") && line.contains("<UDP")
            if !datagramConnect { outside.append(String(line.prefix(300))) }
        }
        processes = seen.count
    }

    /// The addresses a line names: `inet_addr("...")`, `inet_pton(AF_INET6, "...")`, and the
    /// `[addr]:port` peers `-yy` prints in a socket's annotation.
    static func addresses(in line: Substring) -> [String] {
        var found: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "inet_addr(\"") ?? rest.range(of: "AF_INET6, \"") {
            let tail = rest[open.upperBound...]
            guard let close = tail.firstIndex(of: "\"") else { break }
            found.append(String(tail[..<close]))
            rest = tail[close...]
        }
        // `<TCP:[10.0.0.2:40000->1.2.3.4:443]>` or `<UDPv6:[[::1]:5->[2001:db8::1]:53]>`.
        var annotation = line[...]
        while let arrow = annotation.range(of: "->") {
            let tail = annotation[arrow.upperBound...]
            let peer = tail.prefix { $0 != ">" && $0 != "," && $0 != " " }
            var host = String(peer)
            if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
                host = String(host[host.index(after: host.startIndex)..<end])
            } else if let colon = host.lastIndex(of: ":") {
                host = String(host[..<colon])
            }
            found.append(host)
            annotation = tail
        }
        return found
    }

    static func isLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || address == "::1" || address.hasPrefix("::ffff:127.") || address == "0.0.0.0"
            || address == "::"
    }
}
