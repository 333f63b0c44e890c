import Foundation
import LivePreview
import ResourceBundle
import TestSupport
import XCTest

/// `preview --serve` without a browser: the real SelphID bundle unpacked, served, edited as
/// editors save, and read back over HTTP as a browser reads it.
final class LiveServingTests: XCTestCase {
    /// `data-version` of a served page: what its script sends back when it listens.
    private func version(of page: RawHTTP) throws -> String {
        let text = page.text
        let start = try XCTUnwrap(text.range(of: "data-version=\""))
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    /// An event stream of the page at `path`, as its script opens it.
    private func listen(_ session: LiveSession, _ path: String, version: String) throws -> LoopbackSocket {
        let socket = try LoopbackSocket(port: session.server.port)
        let target = "/.idv-res/events?page=\(path.replacingOccurrences(of: "/", with: "%2F"))&v=\(version)"
        try socket.write(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(session.server.port)\r\n\r\n".utf8))
        return socket
    }

    /// What arrived on `socket` within `seconds`.
    private func received(_ socket: LoopbackSocket, within seconds: TimeInterval) -> String {
        var text = ""
        let deadline = Date(timeIntervalSinceNow: seconds)
        while let chunk = socket.read(until: deadline), !chunk.isEmpty {
            text += String(decoding: chunk, as: UTF8.self)
            if text.contains("event: reload") { break }
        }
        return text
    }

    func testASpanishEditRedrawsTheSpanishPagesAndReloadsOnlyThoseOpen() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let session = try LiveSession(bundle.path)
        defer { session.stop() }
        let spanishPath = "views/es-489dpi/CaptureIDFront.html"
        let spanish = try session.get("/" + spanishPath)
        XCTAssertEqual(spanish.status, 200)
        XCTAssertTrue(spanish.text.contains("Pon el FRENTE"))
        XCTAssertTrue(spanish.text.contains(">Live: drawn at "), "the bar says when the page was drawn")
        let english = try session.get("/views/default-489dpi/CaptureIDFront.html")
        let spanishEvents = try listen(session, spanishPath, version: try version(of: spanish))
        let englishEvents = try listen(
            session, "views/default-489dpi/CaptureIDFront.html", version: try version(of: english))
        defer {
            spanishEvents.disconnect()
            englishEvents.disconnect()
        }
        XCTAssertFalse(received(spanishEvents, within: 0.5).contains("event: reload"), "told to reload unchanged")

        try bundle.edit("strings/strings.es.xml", replacing: "Pon el FRENTE", with: "Pon AHORA el FRENTE")
        let update = try session.nextUpdate(timeout: 30, "the Spanish edit")
        XCTAssertEqual(update.files, ["strings/strings.es.xml"])
        XCTAssertEqual(update.state, "drawn")
        XCTAssertEqual(update.total, 162)
        XCTAssertEqual(update.pages.count, 64, update.summary)
        XCTAssertTrue(update.pages.allSatisfy { $0.contains("es") || $0.hasPrefix("views/side-by-side/") })
        XCTAssertEqual(
            update.summary,
            "strings/strings.es.xml: 64 of 162 pages to redraw (index-es-163dpi.html, index-es-326dpi.html, "
                + "index-es-489dpi.html, texts-es.html, views/es-163dpi/ 15 pages, views/es-326dpi/ 15 pages, "
                + "views/es-489dpi/ 15 pages, views/side-by-side/ 15 pages)")
        XCTAssertTrue(received(spanishEvents, within: 10).contains("event: reload"), "the Spanish page is told")
        XCTAssertFalse(received(englishEvents, within: 0.5).contains("event: reload"), "the English one is not")
        let edited = try bundle.tree()
        let redrawn = try session.get("/" + spanishPath)
        XCTAssertTrue(redrawn.text.contains("Pon AHORA el FRENTE"))
        XCTAssertTrue(redrawn.text.contains("after strings/strings.es.xml changed</div>"), "the bar says why")
        XCTAssertEqual(try session.get("/views/default-489dpi/CaptureIDFront.html").text, english.text)
        // Many requests later, the bundle is as the edit left it: the server writes nothing there.
        for path in ["/", "/index-es-489dpi.html", "/texts-es.html", "/views/side-by-side/CaptureIDFront.html"] {
            XCTAssertEqual(try session.get(path).status, 200, path)
        }
        XCTAssertEqual(try bundle.tree(), edited)
    }

    /// In place, as a new file renamed over the old (vim, most editors), after moving the old
    /// one aside (vim's `backupcopy=no`): each save is seen, by inotify and by the poll.
    /// A save between the first read and the watch (a script saving as soon as the server says
    /// where it serves) is not left unseen until the next event.
    func testASaveBeforeTheWatchBeginsIsSeen() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        for watching in [Watching.native, .polling] {
            let session = try LiveSession(bundle.path, watching: watching) {
                try bundle.edit("strings/strings.es.xml", replacing: "FRENTE", with: "FRENTE \(watching)")
            }
            defer { session.stop() }
            let update = try session.nextUpdate(timeout: 30, "the save before the watch (\(watching))")
            XCTAssertEqual(update.files, ["strings/strings.es.xml"], "\(watching)")
            XCTAssertEqual(update.pages.count, 64, update.summary)
        }
    }

    func testEachWayEditorsSaveIsSeenByEachWatcher() throws {
        for watching in [Watching.native, .polling] {
            let bundle = try UnpackedZip()
            defer { bundle.remove() }
            let session = try LiveSession(bundle.path, watching: watching)
            defer { session.stop() }
            let widget = bundle.folder.appendingPathComponent("widget.xml")
            let colours = ["#FF000099", "#00FF0099", "#0000FF99"]
            var current = "#3167FC99"
            for (way, colour) in zip(["in place", "renamed over", "old moved aside"], colours) {
                let text = try bundle.text("widget.xml").replacingOccurrences(of: current, with: colour)
                current = colour
                switch way {
                case "in place":
                    try Data(text.utf8).write(to: widget)
                case "renamed over":
                    let swap = bundle.folder.appendingPathComponent(".widget.xml.tmp")
                    try Data(text.utf8).write(to: swap)
                    XCTAssertEqual(rename(swap.path, widget.path), 0)
                default:
                    XCTAssertEqual(rename(widget.path, widget.path + "~"), 0)
                    try Data(text.utf8).write(to: widget)
                    try FileManager.default.removeItem(atPath: widget.path + "~")
                }
                var update = try session.nextUpdate(timeout: 30, "\(way) with \(watching)")
                var redrawn = Set(update.pages)
                // The poll may see the editor's other file on its own first (the copy before its
                // rename, the old file moved aside: the indexes list the bundle's files), or, with
                // the writer held up, widget.xml missing or empty; the read after that look may
                // already find the new widget.xml, whose own update then redraws nothing more.
                while !update.files.contains("widget.xml") || update.state != "drawn" {
                    update = try session.nextUpdate(timeout: 30, "\(way) with \(watching)")
                    redrawn.formUnion(update.pages)
                }
                XCTAssertTrue(redrawn.contains("views/default-489dpi/CaptureIDFront.html"), "\(way), \(watching)")
                let page = try session.get("/views/default-489dpi/CaptureIDFront.html").text
                let rgb = colour.dropFirst().prefix(6)
                let expected = stride(from: 0, to: 6, by: 2).map {
                    String(Int(rgb.dropFirst($0).prefix(2), radix: 16)!)
                }.joined(separator: ",")
                XCTAssertTrue(page.contains("rgba(\(expected),0.6)"), "\(way), \(watching): no rgba(\(expected),0.6)")
            }
        }
    }

    /// An editor saving in place empties the file, then writes it: a writer slowed between the
    /// two (here 0.2 s, past the 0.15 s in which one save's events are taken together) does not
    /// make the pages say "no widget.xml" before they are redrawn from the whole file.
    func testAWidgetEmptiedThenWrittenIsDrawnWithoutTheEmptyFileBetween() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let session = try LiveSession(bundle.path)
        defer { session.stop() }
        let text = try bundle.text("widget.xml").replacingOccurrences(of: "#3167FC99", with: "#FF000099")
        let handle = try FileHandle(forWritingTo: bundle.folder.appendingPathComponent("widget.xml"))
        try handle.truncate(atOffset: 0)
        Thread.sleep(forTimeInterval: 0.2)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        let update = try session.nextUpdate(timeout: 30, "the slowed save")
        XCTAssertEqual(update.state, "drawn", "\(update.problems)")
        XCTAssertTrue(try session.get("/views/default-489dpi/CaptureIDFront.html").text.contains("rgba(255,0,0,0.6)"))
    }

    func testABrokenWidgetShowsItsFindingInPlaceOfThePhoneUntilTheNextGoodSave() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let session = try LiveSession(bundle.path)
        defer { session.stop() }
        let good = try bundle.text("widget.xml")
        try bundle.edit("widget.xml", replacing: "<view id=\"CaptureIDFront\">", with: "<view id=\"CaptureIDFront\" <<")
        let broken = try session.nextUpdate(timeout: 30, "the broken save")
        XCTAssertEqual(broken.state, "problem")
        XCTAssertEqual(broken.pages.count, 162, "every page says it")
        XCTAssertEqual(broken.problems.count, 1)
        XCTAssertTrue(broken.problems[0].hasPrefix("widget.xml:15:"), broken.problems[0])
        for path in ["/", "/views/es-326dpi/ShowID.html", "/views/side-by-side/CaptureIDBack.html"] {
            let page = try session.get(path)
            XCTAssertEqual(page.status, 200, path)
            XCTAssertTrue(page.text.contains("<div class=\"phone problem\""), path)
            XCTAssertTrue(page.text.contains("<code>widget.xml:15:"), path)
            XCTAssertTrue(page.text.contains("[xml.malformed]</code>"), path)
            XCTAssertFalse(page.text.contains("class=\"flow\""), "a phone is drawn: \(path)")
        }
        XCTAssertTrue(try session.get("/views/es-326dpi/ShowID.html").text.contains("<h1>ShowID (es-326dpi)</h1>"))

        try Data(good.utf8).write(to: bundle.folder.appendingPathComponent("widget.xml"))
        let fixed = try session.nextUpdate(timeout: 30, "the good save")
        XCTAssertEqual(fixed.state, "drawn")
        XCTAssertEqual(fixed.pages.count, 162)
        let page = try session.get("/views/es-326dpi/ShowID.html").text
        XCTAssertFalse(page.contains("phone problem"))
        XCTAssertTrue(page.contains("<div class=\"phone ink-"), "the phone again")
    }

    func testADeletedBundleIsSaidOnEveryPageUntilItIsBack() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let session = try LiveSession(bundle.path)
        defer { session.stop() }
        XCTAssertTrue(try session.get("/").text.contains(">Live: drawn at "))
        let aside = bundle.folder.deletingLastPathComponent().appendingPathComponent("aside")
        try FileManager.default.moveItem(at: bundle.folder, to: aside)
        let gone = try session.nextUpdate(timeout: 30, "the bundle moved away")
        XCTAssertEqual(gone.state, "gone")
        XCTAssertEqual(gone.files, [""])
        for path in ["/", "/views/pt-163dpi/ShowID.html", "/texts-pt.html"] {
            let page = try session.get(path).text
            XCTAssertTrue(page.contains("bundle was deleted or moved at "), path)
            XCTAssertTrue(page.contains("data-state=\"gone\""), path)
        }
        XCTAssertTrue(
            try session.get("/views/pt-163dpi/ShowID.html").text.contains("<div class=\"phone ink-"), "the last version"
        )
        try FileManager.default.moveItem(at: aside, to: bundle.folder)
        let back = try session.nextUpdate(timeout: 30, "the bundle put back")
        XCTAssertEqual(back.state, "drawn")
        XCTAssertTrue(try session.get("/").text.contains(">Live: "))
        XCTAssertFalse(try session.get("/").text.contains("deleted"))
    }

    func testAZipIsReadAgainWhenItIsReplacedOrRewritten() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let zip = bundle.folder.deletingLastPathComponent().appendingPathComponent("resources.zip")
        try FileManager.default.copyItem(atPath: bundle.zip, toPath: zip.path)
        let session = try LiveSession(zip.path)
        defer { session.stop() }
        XCTAssertTrue(try session.get("/views/es-489dpi/CaptureIDFront.html").text.contains("Pon el FRENTE"))
        // Packed beside it and renamed over it.
        try bundle.edit("strings/strings.es.xml", replacing: "Pon el FRENTE", with: "Pon YA el FRENTE")
        let packed = zip.deletingLastPathComponent().appendingPathComponent("new.zip")
        _ = try Packer.pack(directory: bundle.path, to: packed.path)
        XCTAssertEqual(rename(packed.path, zip.path), 0)
        let replaced = try session.nextUpdate(timeout: 30, "the zip replaced")
        XCTAssertEqual(replaced.files, [""])
        XCTAssertEqual(replaced.state, "drawn")
        XCTAssertTrue(try session.get("/views/es-489dpi/CaptureIDFront.html").text.contains("Pon YA el FRENTE"))
        // Rewritten in place, in two writes: half a zip is not read as the bundle.
        try bundle.edit("strings/strings.es.xml", replacing: "Pon YA el FRENTE", with: "Pon OTRA VEZ el FRENTE")
        _ = try Packer.pack(directory: bundle.path, to: packed.path)
        let bytes = try Data(contentsOf: packed)
        let handle = try FileHandle(forWritingTo: zip)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: bytes.prefix(bytes.count / 2))
        Thread.sleep(forTimeInterval: 0.1)
        try handle.write(contentsOf: bytes.dropFirst(bytes.count / 2))
        try handle.close()
        var rewritten = try session.nextUpdate(timeout: 30, "the zip rewritten")
        while rewritten.state != "drawn" { rewritten = try session.nextUpdate(timeout: 30, "the zip complete") }
        XCTAssertTrue(try session.get("/views/es-489dpi/CaptureIDFront.html").text.contains("Pon OTRA VEZ el FRENTE"))
    }

    func testOnlyTheSitesPagesAndFilesAreServed() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        let secret = bundle.folder.deletingLastPathComponent().appendingPathComponent("secret.txt")
        try Data("SECRET-OUTSIDE".utf8).write(to: secret)
        // A link in the bundle from the start: listed, never served.
        try FileManager.default.createSymbolicLink(
            atPath: bundle.folder.appendingPathComponent("resources/489dpi/linked.png").path,
            withDestinationPath: secret.path)
        let session = try LiveSession(bundle.path)
        defer { session.stop() }
        let port = session.server.port
        let index = try session.get("/").text
        let asset = try XCTUnwrap(index.firstMatch(of: /assets\/489dpi\/[A-Za-z-]+\.png/)).output
        XCTAssertEqual(try session.get("/" + asset).status, 200)
        for target in [
            "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/etc/passwd", "/..%2fsecret.txt",
            "/assets/../../secret.txt", "/assets/489dpi/%2e%2e/%2e%2e/widget.xml", "//etc/passwd", "/./index.html",
            "/views/es-489dpi/..%5c..%5cwidget.xml",
            "http://127.0.0.1:\(port)/../secret.txt",
        ] {
            let answer = try RawHTTP.get(target, port: port)
            XCTAssertTrue([400, 404].contains(answer.status), "\(target): \(answer.status)")
            XCTAssertFalse(answer.text.contains("SECRET") || answer.text.contains("root:"), target)
        }
        // The bundle's own files are not the site's.
        for path in ["/widget.xml", "/strings/strings.xml", "/resources/489dpi/IDIconFront.png", "/etc/passwd"] {
            XCTAssertEqual(try session.get(path).status, 404, path)
        }
        XCTAssertEqual(try session.get("/assets/489dpi/linked.png").status, 404)
        // A file of the site swapped for a link to a file outside, after it was read.
        let name = String(asset.split(separator: "/").last!)
        let file = bundle.folder.appendingPathComponent("resources/489dpi/\(name)")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: secret.path)
        let swapped = try RawHTTP.get("/" + asset, port: port)
        XCTAssertFalse(swapped.text.contains("SECRET"), "a link followed out of the bundle")
    }

    /// The bundle's texts are text, the page's scripts are ours: the policy names exactly the
    /// scripts the page holds.
    func testAServedPageRunsOnlyOurScriptsAndEscapesTheBundle() throws {
        let bundle = try UnpackedZip()
        defer { bundle.remove() }
        try bundle.edit(
            "strings/strings.es.xml", replacing: "Pon el FRENTE",
            with: "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;")
        let session = try LiveSession(bundle.path)
        defer { session.stop() }
        let page = try session.get("/views/es-489dpi/CaptureIDFront.html")
        XCTAssertTrue(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"))
        XCTAssertFalse(page.text.contains("<script>alert") || page.text.contains("<img src=x"))
        let policy = try XCTUnwrap(page.header("Content-Security-Policy"))
        XCTAssertTrue(policy.contains("default-src 'none'") && policy.contains("connect-src 'self'"), policy)
        XCTAssertTrue(page.text.contains("content=\"\(policy)\""), "the page's own policy is the header's")
        let scripts = page.text.matches(of: /<script>(.*?)<\/script>/.dotMatchesNewlines()).map { String($0.output.1) }
        XCTAssertEqual(scripts.count, 2, "the preview's script and the live one")
        for script in scripts {
            let digest = SHA256Digest()
            digest.update(Array(script.utf8))
            let hash = "sha256-" + Data(digest.finalize()).base64EncodedString()
            XCTAssertTrue(policy.contains("'\(hash)'"), "a script the policy does not allow")
        }
        XCTAssertEqual(page.header("X-Content-Type-Options"), "nosniff")
        XCTAssertEqual(page.header("Cache-Control"), "no-store")
    }
}
