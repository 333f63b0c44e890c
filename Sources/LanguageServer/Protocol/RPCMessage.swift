import Diagnostics

/// JSON-RPC 2.0 error codes the server answers with (LSP 3.17 adds the last three).
enum RPCErrorCode: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
    case requestCancelled = -32800
}

/// A request that cannot be answered with a result: the error response's code and message.
struct RequestError: Error {
    var code: RPCErrorCode
    var message: String
}

/// One message from the client: a request (method and id), a notification (method, no id)
/// or a response to a request of ours (id, no method).
struct RPCMessage {
    var id: JSONOutput?
    var method: String?
    var params: JSONNode?
    /// A response's result or error.
    var result: JSONNode?
    var error: JSONNode?

    var isRequest: Bool { id != nil && method != nil }
    var isNotification: Bool { id == nil && method != nil }

    /// Reads a message body; a body that is not JSON, or not a message, is the error to answer.
    static func parse(_ body: [UInt8]) -> Result<RPCMessage, RequestError> {
        let root: JSONNode
        do {
            root = try JSONParser(maxDepth: 512).parse(body)
        } catch {
            return .failure(RequestError(code: .parseError, message: "the message is not JSON: \(error)"))
        }
        guard root.isObject else {
            return .failure(
                RequestError(code: .invalidRequest, message: "a message is a JSON object, not \(root.kindName)"))
        }
        var message = RPCMessage()
        if let id = root["id"] {
            if let number = id.number, number == number.rounded(), abs(number) < 1e15 {
                message.id = .int(Int(number))
            } else if let text = id.string {
                message.id = .string(text)
            } else if !id.isNull {
                return .failure(RequestError(code: .invalidRequest, message: "an id is a number or a string"))
            }
        }
        if let method = root["method"] {
            guard let name = method.string else {
                return .failure(RequestError(code: .invalidRequest, message: "a method is a string"))
            }
            message.method = name
        }
        message.params = root["params"]
        message.result = root["result"]
        message.error = root["error"]
        if message.method == nil, message.id == nil, root["result"] == nil, root["error"] == nil {
            return .failure(RequestError(code: .invalidRequest, message: "neither a request nor a response"))
        }
        return .success(message)
    }

    static func response(id: JSONOutput, result: JSONOutput) -> JSONOutput {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func error(id: JSONOutput?, _ error: RequestError) -> JSONOutput {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id ?? .null),
            ("error", .object([("code", .int(error.code.rawValue)), ("message", .string(error.message))])),
        ])
    }

    static func notification(_ method: String, _ params: JSONOutput) -> JSONOutput {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}

extension JSONNode {
    /// An integer member (LSP positions, versions).
    func int(_ key: String) -> Int? {
        guard let number = self[key]?.number, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }
}
