import Diagnostics
import Foundation
import Preview
import ResourceBundle

/// The site as the server shows it now: the last read of the bundle, the pages drawn from it
/// so far (each drawn when first asked, and again only when its fingerprint changed), and the
/// pages listening for changes. Requests come from libmicrohttpd's threads and changes from
/// the watch loop: everything here is behind one lock.
final class LiveSite: @unchecked Sendable {  // every var is touched under `lock` only
    /// What a read of the bundle gave.
    enum State {
        case drawn(PreviewPages)
        /// Nothing can be drawn (widget.xml does not parse, the zip cannot be read): why, and
        /// the last pages that could.
        case broken([String], kept: PreviewPages?)
        /// The bundle is not there any more; the last pages that could be drawn.
        case gone(kept: PreviewPages?)

        var pages: PreviewPages? {
            switch self {
            case .drawn(let pages): pages
            case .broken(_, let kept), .gone(let kept): kept
            }
        }

        var isDrawn: Bool {
            if case .drawn = self { return true }
            return false
        }

        var name: String {
            switch self {
            case .drawn: "drawn"
            case .broken: "problem"
            case .gone: "gone"
            }
        }
    }

    /// A page drawn: from which fingerprint, when, and after which change.
    private struct Drawn {
        let fingerprint: Int
        let html: String
        let at: Date
        let after: String?
    }

    private struct Listener {
        let stream: EventStream
        let page: String
        var version: String
    }

    /// The bundle's name, for titles.
    let title: String
    private let files: LiveFiles
    private let lock = NSLock()
    private var state: State
    private var stateSince = Date()
    private var drawn: [String: Drawn] = [:]
    private var lastChange: String?
    private var listeners: [Listener] = []
    private let clock = DateFormatter()

    init(state: State, title: String, files: LiveFiles) {
        self.state = state
        self.title = title
        self.files = files
        clock.dateFormat = "HH:mm:ss"
    }

    // MARK: changes

    /// Shows `new` from now on; the pages whose version changed are told to reload.
    func replace(with new: State, after change: [String]) -> LiveUpdate {
        lock.lock()
        defer { lock.unlock() }
        let old = state
        let paths = Set(Self.paths(old)).union(Self.paths(new)).sorted()
        let changed = paths.filter { version(of: $0, in: old) != version(of: $0, in: new) }
        state = new
        if old.name != new.name { stateSince = Date() }
        lastChange = change.isEmpty ? nil : change.map { $0.isEmpty ? title : $0 }.joined(separator: ", ")
        let kept = Set(Self.paths(new))
        drawn = drawn.filter { kept.contains($0.key) }
        listeners.removeAll { $0.stream.isClosed }
        for index in listeners.indices {
            let now = version(of: listeners[index].page, in: new)
            if now != listeners[index].version {
                listeners[index].version = now
                listeners[index].stream.send(event: "reload", data: now)
            }
        }
        return LiveUpdate(
            files: change, pages: changed, total: Self.paths(new).count, state: new.name,
            problems: Self.problems(new))
    }

    /// The pages a state serves.
    private static func paths(_ state: State) -> [String] {
        let paths = state.pages?.paths ?? []
        if case .drawn = state { return paths }
        return paths.isEmpty ? ["index.html"] : paths
    }

    private static func problems(_ state: State) -> [String] {
        if case .broken(let problems, _) = state { return problems }
        return []
    }

    /// What a page's listener compares: nil for a page this state does not have.
    private func version(of path: String, in state: State) -> String {
        switch state {
        case .drawn(let pages):
            return pages.fingerprint(of: path).map { "d" + Self.hex($0) } ?? "none"
        case .broken(let problems, _):
            var hasher = Hasher()
            hasher.combine(problems)
            return "b" + Self.hex(hasher.finalize())
        case .gone(let kept):
            return "g" + (kept?.fingerprint(of: path).map(Self.hex) ?? "")
        }
    }

    static func hex(_ value: Int) -> String { String(UInt(bitPattern: value), radix: 36) }

    // MARK: requests

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let path = LiveRoutes.sitePath(request.path) else {
            return .text(400, "Bad request: not a path of this site")
        }
        if "/" + path == LiveScript.eventsPath {
            return listen(page: request.query["page"], version: request.query["v"])
        }
        // Browsers ask for it on every site: no icon, and no error in the console.
        if path == "favicon.ico" { return HTTPResponse(status: 204, headers: HTTPResponse.noStore, body: .bytes([])) }
        if path == PreviewPages.stylesheet.name {
            return LiveRoutes.file(Self.stylesheet, type: "text/css; charset=utf-8", tag: "css", request: request)
        }
        lock.lock()
        defer { lock.unlock() }
        if path.hasSuffix(".html") { return page(path) }
        guard let pages = state.pages, let entry = pages.asset(path) else { return .text(404, "Not found") }
        guard let bytes = files.read(entry, from: pages) else { return .text(404, "Not found: cannot read it") }
        return LiveRoutes.file(
            bytes, type: LiveRoutes.type(of: path), tag: files.tag(of: entry, in: pages), request: request)
    }

    private static let stylesheet = Array(PreviewPages.stylesheet.text.utf8)

    private func page(_ path: String) -> HTTPResponse {
        let html: String
        let bar: String
        switch state {
        case .drawn(let pages):
            guard let fingerprint = pages.fingerprint(of: path), let page = draw(path, pages, fingerprint) else {
                return .text(404, "Not found")
            }
            let when = clock.string(from: page.at)
            html = page.html
            bar = page.after.map { "Live: redrawn at \(when) after \($0) changed" } ?? "Live: drawn at \(when)"
        case .broken(let problems, _):
            html = PreviewPages.problemPage(
                title: "\(LiveRoutes.heading(path, title: title)) - \(title) (does not read)",
                heading: LiveRoutes.heading(path, title: title), problems: problems,
                device: files.device, root: LiveRoutes.root(of: path))
            bar = "\(clock.string(from: stateSince)): nothing can be drawn; fix and save to redraw"
        case .gone(let kept):
            bar =
                "\(title) was deleted or moved at \(clock.string(from: stateSince)): this is the last version read; "
                + "put it back to redraw"
            if let kept, let fingerprint = kept.fingerprint(of: path), let page = draw(path, kept, fingerprint) {
                html = page.html
            } else {
                html = PreviewPages.problemPage(
                    title: "\(title) (deleted)", heading: LiveRoutes.heading(path, title: title),
                    problems: ["\(title): no such file or directory"], device: files.device,
                    root: LiveRoutes.root(of: path))
            }
        }
        return LiveRoutes.html(
            LiveScript.inject(
                into: html, page: path, version: version(of: path, in: state), bar: bar, state: state.name))
    }

    /// The page drawn from `pages`, drawn now unless it already was from the same fingerprint.
    private func draw(_ path: String, _ pages: PreviewPages, _ fingerprint: Int) -> Drawn? {
        if let page = drawn[path], page.fingerprint == fingerprint { return page }
        guard let html = pages.html(of: path) else { return nil }
        let page = Drawn(fingerprint: fingerprint, html: html, at: Date(), after: drawn[path] == nil ? nil : lastChange)
        drawn[path] = page
        return page
    }

    private func listen(page: String?, version: String?) -> HTTPResponse {
        let page = page ?? "index.html"
        let stream = EventStream()
        stream.append("retry: 1000\n\n")
        lock.withLock {
            listeners.removeAll { $0.stream.isClosed }
            let now = self.version(of: page, in: state)
            if now != version { stream.send(event: "reload", data: now) }
            listeners.append(Listener(stream: stream, page: page, version: now))
        }
        return HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/event-stream; charset=utf-8")] + HTTPResponse.noStore,
            body: .events(stream))
    }

    /// The page of view `id` now (nil: no such view, or nothing drawn).
    func viewPage(_ id: String) -> String? {
        lock.withLock { state.pages?.viewPage(id: id) }
    }
}
