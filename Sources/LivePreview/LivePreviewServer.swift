import Diagnostics
import Foundation
import Preview
import ResourceBundle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `idv-res preview BUNDLE --serve`: the preview site of a bundle folder or zip, served on
/// 127.0.0.1 and redrawn as the bundle changes. Pages are drawn in memory when a browser asks
/// for them (nothing is written anywhere, least of all into the bundle); `run` watches the
/// bundle and, on each change, reads it again and tells the open pages whose content changed
/// to reload.
public final class LivePreviewServer: @unchecked Sendable {  // `table` and `kept` belong to `run`'s thread
    public struct Options: Sendable {
        public var preview = PreviewOptions()
        /// 0: any free port.
        public var port: UInt16 = 0
        public var watching = Watching.native
        /// Told after each change (from `run`'s thread).
        public var updated: @Sendable (LiveUpdate) -> Void = { _ in }

        public init() {}
    }

    public enum Failure: Error, CustomStringConvertible, Sendable {
        /// The bundle cannot be read, or holds no widget.xml: nothing to serve.
        case unreadable(String)
        case cannotListen(String)

        public var description: String {
            switch self {
            case .unreadable(let message), .cannotListen(let message): message
            }
        }
    }

    /// `http://127.0.0.1:PORT/`.
    public var url: String { http.url }
    public var port: UInt16 { http.port }
    /// Why the first read could not draw (widget.xml does not parse): the server still serves,
    /// and the pages say it until the file is fixed.
    public let startingProblems: [String]

    private let input: String
    /// The bundle's absolute path, watched.
    private let root: String
    private let options: Options
    private let site: LiveSite
    private let http: LoopbackServer
    private var table: FileTable
    private var kept: PreviewPages?

    public init(serving input: String, options: Options = Options()) throws(Failure) {
        self.input = input
        self.options = options
        root = URL(fileURLWithPath: input).standardizedFileURL.path
        table = FileTable.scan(root)
        let first: PreviewPages
        do {
            first = try PreviewPages(reading: input, options: options.preview, stamps: Self.stamps(table))
        } catch {
            throw .unreadable("\(input): \(error.description)")
        }
        guard first.hasWidgetFile else { throw .unreadable(PreviewSite.Failure.noWidget(input).description) }
        startingProblems = first.widgetProblems
        kept = first.widgetProblems.isEmpty ? first : nil
        let state: LiveSite.State = startingProblems.isEmpty ? .drawn(first) : .broken(startingProblems, kept: nil)
        let isFolder = first.kind == .directory
        let site = LiveSite(
            state: state, title: PathParts(root).name,
            files: LiveFiles(folder: isFolder ? root : nil, device: options.preview.device))
        self.site = site
        do {
            http = try LoopbackServer(port: options.port) { request in site.respond(to: request) }
        } catch {
            throw .cannotListen(error.description)
        }
    }

    /// The page of the view `id` in the default language at the sharpest density, nil when the
    /// site has none.
    public func url(ofView id: String) -> String? {
        site.viewPage(id).map { url + $0 }
    }

    /// Watches the bundle and redraws until `shouldStop` (asked at least every quarter second)
    /// says so; then stops serving.
    public func run(until shouldStop: () -> Bool) {
        let waiter = ChangeWaiters.make(options.watching, root: root)
        waiter.follow(table)
        defer { stop() }
        // Changes seen but not yet drawn (a file still being written), and events still to look at.
        var carried: Set<String> = []
        var carriedSince: Date?
        // A first look without an event: a save made between the first read and the watch
        // (a script that saves as soon as the first line is printed) is seen now.
        var pending: [String]? = []
        while !shouldStop() {
            guard var named = pending ?? waiter.wait(timeout: 0.25) else { continue }
            pending = nil
            // One save is often several events (write, close, rename): take them together.
            let start = Date()
            while Date().timeIntervalSince(start) < 0.15, let more = waiter.wait(timeout: 0.02) { named += more }
            let now = FileTable.scan(root)
            waiter.follow(now)
            // The bundle itself gone or back: "" stands for all of it.
            let appearedOrVanished = now.exists != table.exists
            var fresh = Set(
                appearedOrVanished ? [""] : now.changes(since: table).filter { now.stamp($0)?.kind != S_IFDIR })
            // A save of the same size within one tick of the file system's clock leaves the
            // same stamp: the event's name says it.
            for path in named where now.mayHaveChangedUnseen(path, since: table) { fresh.insert(path) }
            let changed = appearedOrVanished ? fresh : carried.union(fresh)
            table = now
            guard !changed.isEmpty else { continue }
            let state = read(now)
            // A file saved in place is empty, then half written, before it is whole (a zip cannot
            // be read at all): a read that cannot draw waits while the writes go on (2 s at most),
            // so the pages do not flash a finding the save is about to remove. Once a look finds
            // nothing new, what was read is what the bundle is.
            if !state.isDrawn, !fresh.isEmpty, Date().timeIntervalSince(carriedSince ?? start) < 2,
                let more = waiter.wait(timeout: 0.3)
            {
                (carried, pending, carriedSince) = (changed, more, carriedSince ?? start)
                continue
            }
            (carried, carriedSince) = ([], nil)
            options.updated(site.replace(with: state, after: changed.sorted()))
        }
    }

    /// Stops serving: open pages are told the server stopped (their event streams end).
    public func stop() {
        http.stop()
    }

    /// A read of the bundle as `table` lists it.
    private func read(_ table: FileTable) -> LiveSite.State {
        guard table.exists else { return .gone(kept: kept) }
        do {
            let pages = try PreviewPages(reading: input, options: options.preview, stamps: Self.stamps(table))
            guard pages.widgetProblems.isEmpty else { return .broken(pages.widgetProblems, kept: kept) }
            kept = pages
            return .drawn(pages)
        } catch {
            return .broken(["\(input): \(error.description)"], kept: kept)
        }
    }

    /// Per file of a folder, a value that changes with its bytes.
    private static func stamps(_ table: FileTable) -> [String: Int] {
        table.stamps.compactMapValues { $0.kind == S_IFREG ? $0.hashValue : nil }
    }
}
