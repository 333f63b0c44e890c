import Foundation
import Preview
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

/// `preview --serve` with a real browser on the page: the real SelphID zip unpacked, a German
/// strings file added, the served index opened in headless Chromium (DevTools protocol), then
/// edits saved as a designer saves them; the page's DOM is read as it redraws itself. Under
/// strace (when installed) the server and the browser make no connection outside the loopback.
final class PreviewServeBrowserTests: XCTestCase {
    func testAGermanEditAndABrokenWidgetReachTheOpenPageWithNoTrafficOutsideTheLoopback() throws {
        guard let chromium = PreviewCheck.findChromium() else {
            throw Prerequisite.missing("Chromium is absent (make preview-deps installs it): no browser on the page")
        }
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the live preview is not tried on a real bundle")
        }
        let strace = which("strace")
        if strace == nil { Prerequisite.partlyMissing("strace is absent (apt-get install strace): traffic not traced") }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        _ = try Unpacker.unpack(
            zip: corpus.appendingPathComponent("zips/selphid-resources-real.zip").path, to: bundle.path)
        let spanish = try String(contentsOf: bundle.appendingPathComponent("strings/strings.es.xml"), encoding: .utf8)
        let german = bundle.appendingPathComponent("strings/strings.de.xml")
        try Data(spanish.replacingOccurrences(of: "Pon el FRENTE", with: "Zeige die VORDERSEITE").utf8).write(
            to: german)
        func traced(_ name: String) -> [String] {
            strace.map {
                [$0, "-f", "-yy", "-e", "trace=connect,bind,sendto,sendmsg,sendmmsg", "-o", root.path + "/" + name]
            }
                ?? []
        }
        let server = try ServedPreview(try builtExecutable(), [bundle.path], wrapper: traced("server.strace"))
        let browser = try LiveBrowser(
            chromium: chromium, profile: root.appendingPathComponent("profile"), wrapper: traced("browser.strace"))
        defer { browser.quit() }

        // The served index, then its German index as a user clicks there.
        try browser.open("http://127.0.0.1:\(server.port)/")
        XCTAssertEqual(try browser.evaluate("document.title") as? String, "bundle - preview (default)")
        _ = try browser.evaluate("document.querySelector('a[href=\"index-de-489dpi.html\"]').click(); true")
        try browser.wait(
            "location.pathname === '/index-de-489dpi.html' && document.readyState === 'complete'"
                + " && document.body.innerText.includes('Zeige die VORDERSEITE')")
        XCTAssertEqual(try browser.evaluate("window.scrollTo(0, 400); window.scrollY") as? Double, 400)

        // A German text: the open page redraws itself in place, saying so at its top.
        try edit(german, "Zeige die VORDERSEITE", "Zeige jetzt die VORDERSEITE")
        try browser.wait(
            "document.readyState === 'complete' && document.body.innerText.includes('Zeige jetzt die VORDERSEITE')")
        let bar = try browser.wait(
            "document.getElementById('idv-live') && document.getElementById('idv-live').textContent")
        XCTAssertTrue("\(bar.value ?? "")".contains("after strings/strings.de.xml changed"), "\(bar.value ?? "")")
        XCTAssertEqual(try browser.evaluate("window.scrollY") as? Double, 400, "the page kept its place")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.phone').length") as? Double, 15)

        // widget.xml broken mid-edit: the finding in place of the phones, then the phones again.
        let widget = bundle.appendingPathComponent("widget.xml")
        let good = try String(contentsOf: widget, encoding: .utf8)
        try edit(widget, "<view id=\"CaptureIDFront\">", "<view id=\"CaptureIDFront\" <<")
        // (A writer stalled for over 2 s between emptying the file and writing it would show "no
        // widget.xml" first: the wait is for the finding the save leaves.)
        let finding = try browser.wait(
            "document.readyState === 'complete' && document.querySelector('.phone.problem')"
                + " && document.querySelector('.phone.problem').innerText.includes('[xml.malformed]')"
                + " && document.querySelector('.phone.problem').innerText")
        let text = "\(finding.value ?? "")"
        XCTAssertTrue(text.hasPrefix("widget.xml:15:") && text.contains("[xml.malformed]"), text)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.phone:not(.problem)').length") as? Double, 0)
        try Data(good.utf8).write(to: widget)
        try browser.wait(
            "document.readyState === 'complete' && !document.querySelector('.phone.problem')"
                + " && document.querySelectorAll('.phone').length === 15"
                + " && document.body.innerText.includes('Zeige jetzt die VORDERSEITE')")
        XCTAssertEqual(try browser.problems(), [], "errors on the pages (a refused script, a failed request)")
        let edited = readTree(bundle)

        // The browser left open when the server stops: the page says it no longer redraws.
        kill(server.processIdentifier, SIGTERM)
        XCTAssertEqual(server.child.wait(timeout: 60).status, 0)
        try browser.wait(
            "document.getElementById('idv-live').textContent.includes('preview --serve has stopped')")
        XCTAssertEqual(readTree(bundle), edited, "the server wrote into the bundle")

        guard strace != nil else { return }
        browser.quit()
        let serverTrace = try String(contentsOfFile: root.path + "/server.strace", encoding: .utf8)
        let browserTrace = try String(contentsOfFile: root.path + "/browser.strace", encoding: .utf8)
        XCTAssertEqual(NetworkTrace(serverTrace).outside, [], "the server's traffic outside the loopback")
        XCTAssertEqual(NetworkTrace(browserTrace).outside, [], "the browser's traffic outside the loopback")
        XCTAssertGreaterThan(NetworkTrace(browserTrace).processes, 1, "Chromium's processes were traced")
        XCTAssertTrue(browserTrace.contains("htons(\(server.port))"), "the browser's connections to the server traced")
        // The server binds its socket on 127.0.0.1 only, never on every address.
        let binds = serverTrace.split(separator: "\n").filter { $0.contains(" bind(") && $0.contains("AF_INET") }
        XCTAssertFalse(binds.isEmpty, "no bind seen")
        for bind in binds {
            XCTAssertTrue(bind.contains("inet_addr(\"127.0.0.1\")"), String(bind))
        }
    }

    private func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(old) in \(file.lastPathComponent)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }
}
