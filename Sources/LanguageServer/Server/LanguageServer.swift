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

    /// What the client declared it takes (at `initialize`).
    private(set) var client = ClientCapabilities()
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
    /// Requests of ours the client has not answered, by id, with what to do with the answer.
    private var awaiting: [Int: (Result<JSONNode?, RequestError>) -> Void] = [:]
    private var nextRequestID = 1

    /// Talks over `input` and `output`; says why it skipped bytes or ended early on
    /// `errorOutput` (standard error: editors keep it in their log).
    public init(input: Int32, output: Int32, errorOutput: Int32 = 2, settings: ServerSettings = ServerSettings()) {
        self.settings = settings
        transport = Transport(input: input, output: output, errorOutput: errorOutput)
        framer = MessageFramer(maxBodyBytes: settings.maxMessageBytes)
    }

    /// Serves until `exit` or the end of input; the exit status: 0 after `shutdown`, else 1.
    public func run() -> Int32 {
        while exitStatus == nil {
            if queueStart == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueStart = 0
                validateDirty()
                guard let chunk = transport.read() else {
                    if !shutdownRequested { transport.log("the input ended before shutdown: exit status 1") }
                    break
                }
                framer.append(chunk)
                while let frame = framer.next() {
                    switch frame {
                    case .body(let body): queue.append(RPCMessage.parse(body))
                    case .malformed(let why):
                        transport.log("skipped what is not a message (\(why)); reading on at the next header")
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
        guard exitStatus == nil, !transport.send(message) else { return }
        transport.log("the editor no longer reads the output: ending")
        exitStatus = shutdownRequested ? 0 : 1
    }

    private func handle(_ message: RPCMessage) {
        guard let method = message.method else { return answered(message) }
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
            client = ClientCapabilities(params?["capabilities"])
            return ServerCapabilities.initializeResult(for: client, settings: settings)
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
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/documentColor": return try documentColors(params)
        case "textDocument/colorPresentation": return try colorPresentations(params)
        case "textDocument/inlayHint": return try inlayHints(params)
        case "textDocument/codeLens": return try codeLenses(params)
        case "workspace/executeCommand": return try executeCommand(params)
        default: throw RequestError(code: .methodNotFound, message: "no method \(method)")
        }
    }

    private func notify(_ method: String, _ params: JSONNode?) {
        if method == "exit" {
            if !shutdownRequested { transport.log("exit before shutdown: exit status 1") }
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

    /// Sends a request of ours to the client; `then` gets its answer when it comes.
    func request(
        _ method: String, _ params: JSONOutput, then: @escaping (Result<JSONNode?, RequestError>) -> Void
    ) {
        let id = nextRequestID
        nextRequestID += 1
        awaiting[id] = then
        send(
            .object([
                ("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params),
            ]))
    }

    /// The client's answer to a request of ours (one it does not match is dropped).
    private func answered(_ message: RPCMessage) {
        guard case .int(let id)? = message.id, let then = awaiting.removeValue(forKey: id) else { return }
        if let error = message.error {
            let code = error.int("code").flatMap(RPCErrorCode.init(rawValue:)) ?? .requestFailed
            then(.failure(RequestError(code: code, message: error["message"]?.string ?? "failed")))
        } else {
            then(.success(message.result))
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
}
