import Diagnostics
import Foundation

/// `idv-res lsp`: a Language Server Protocol 3.17 server over two file descriptors. One
/// thread reads, answers and validates in order; messages that arrived together are queued,
/// so a `$/cancelRequest` behind its request cancels it before it runs, and the bundles are
/// re-validated once the queue is empty (or before a request), with every change applied.
public final class LanguageServer {
    let settings: ServerSettings
    private let transport: Transport
    private var framer: MessageFramer
    /// Messages read and not yet handled.
    private var queue: [Result<RPCMessage, RequestError>] = []
    private var queueStart = 0

    private var initialized = false
    private var shutdownRequested = false
    private var exitStatus: Int32?

    /// Open documents, by URI.
    var documents: [String: OpenDocument] = [:]
    /// Bundles with open documents, by where they are.
    var sessions: [BundleLocation: BundleSession] = [:]
    /// Bundles to validate again, and the documents whose findings are published even when
    /// unchanged (the editor waits for them after its edit).
    var dirty: Set<BundleLocation> = []
    var touched: Set<String> = []
    /// Setup problems already shown to the user.
    private var shownProblems: Set<String> = []

    public init(input: Int32, output: Int32, settings: ServerSettings = ServerSettings()) {
        self.settings = settings
        transport = Transport(input: input, output: output)
        framer = MessageFramer(maxBodyBytes: settings.maxMessageBytes)
    }

    /// Serves until `exit` or the end of input; the exit status: 0 after `shutdown`, else 1.
    public func run() -> Int32 {
        while exitStatus == nil {
            if queueStart == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueStart = 0
                validateDirty()
                guard let chunk = transport.read() else { break }
                framer.append(chunk)
                while let frame = framer.next() {
                    switch frame {
                    case .body(let body): queue.append(RPCMessage.parse(body))
                    case .malformed(let why):
                        queue.append(.failure(RequestError(code: .parseError, message: "not a message: \(why)")))
                    }
                }
                continue
            }
            let next = queue[queueStart]
            queueStart += 1
            switch next {
            case .success(let message): handle(message)
            case .failure(let error): send(RPCMessage.error(id: nil, error))
            }
        }
        return exitStatus ?? (shutdownRequested ? 0 : 1)
    }

    func send(_ message: JSONOutput) {
        if !transport.send(message) { exitStatus = exitStatus ?? (shutdownRequested ? 0 : 1) }
    }

    private func handle(_ message: RPCMessage) {
        guard let method = message.method else { return }  // a response to a request of ours: none are sent
        guard let id = message.id else { return notify(method, message.params) }
        if isCancelled(id) {
            return send(RPCMessage.error(id: id, RequestError(code: .requestCancelled, message: "cancelled")))
        }
        do throws(RequestError) {
            send(RPCMessage.response(id: id, result: try answer(method, message.params)))
        } catch {
            send(RPCMessage.error(id: id, error))
        }
    }

    /// Whether a `$/cancelRequest` for `id` waits in the queue behind the request.
    private func isCancelled(_ id: JSONOutput) -> Bool {
        let wanted = id.render(pretty: false)
        return queue[queueStart...].contains { queued in
            guard case .success(let message) = queued, message.method == "$/cancelRequest", message.id == nil,
                let cancelled = message.params?["id"]
            else { return false }
            let number = cancelled.number.map { JSONOutput.int(Int($0)).render(pretty: false) }
            let text = cancelled.string.map { JSONOutput.string($0).render(pretty: false) }
            return (number ?? text) == wanted
        }
    }

    private func answer(_ method: String, _ params: JSONNode?) throws(RequestError) -> JSONOutput {
        if method == "initialize" {
            guard !initialized else { throw RequestError(code: .invalidRequest, message: "initialize was sent twice") }
            initialized = true
            return Self.initializeResult
        }
        guard initialized else {
            throw RequestError(code: .serverNotInitialized, message: "the first request must be initialize")
        }
        guard !shutdownRequested else {
            throw RequestError(code: .invalidRequest, message: "the server is shutting down")
        }
        validateDirty()
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/codeAction": return try codeActions(params)
        default: throw RequestError(code: .methodNotFound, message: "no method \(method)")
        }
    }

    private func notify(_ method: String, _ params: JSONNode?) {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return
        }
        // Before initialize, notifications other than exit are dropped, as the protocol says.
        guard initialized, !shutdownRequested else { return }
        do throws(RequestError) {
            switch method {
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didSave": try didSave(params)
            case "textDocument/didClose": try didClose(params)
            case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
                for session in sessions.values { session.refresh() }
                dirty.formUnion(sessions.keys)
            default: break  // initialized, $/cancelRequest (see isCancelled), $/setTrace, unknown ones
            }
        } catch {
            showMessage("idv-res: \(method): \(error.message)", type: 2)
        }
    }

    /// `window/showMessage` (type 1 error, 2 warning, 3 info).
    func showMessage(_ text: String, type: Int) {
        send(
            RPCMessage.notification("window/showMessage", .object([("type", .int(type)), ("message", .string(text))])))
    }

    /// A setup problem of a session (its configuration or baseline), shown once.
    func showProblem(of session: BundleSession) {
        guard let problem = session.setupProblem, shownProblems.insert(problem).inserted else { return }
        showMessage("idv-res: " + problem + " (checking with the defaults)", type: 1)
    }

    static let initializeResult: JSONOutput = .object([
        (
            "capabilities",
            .object([
                ("positionEncoding", .string("utf-16")),
                (
                    "textDocumentSync",
                    .object([
                        ("openClose", .bool(true)), ("change", .int(2)),
                        ("save", .object([("includeText", .bool(true))])),
                    ])
                ),
                (
                    "completionProvider",
                    .object([("triggerCharacters", .array(["<", " ", "\"", "@"].map { .string($0) }))])
                ),
                ("hoverProvider", .bool(true)),
                ("definitionProvider", .bool(true)),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ])
        ),
        ("serverInfo", .object([("name", .string("idv-res"))])),
    ])
}
