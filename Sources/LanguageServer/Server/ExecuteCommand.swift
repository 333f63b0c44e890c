import Diagnostics

/// `workspace/executeCommand`: the commands of `ServerCommand`, each carried out only for a
/// client it was offered to. A command that needs the client (applying an edit) sends it a
/// request and answers at once; what the client answers later is shown when it failed.
extension LanguageServer {
    func executeCommand(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let name = params?["command"]?.string else {
            throw RequestError(code: .invalidParams, message: "executeCommand without command")
        }
        guard let command = ServerCommand(rawValue: name), command.isOffered(to: client, settings: settings) else {
            throw RequestError(code: .invalidParams, message: "no command \(name)")
        }
        switch command {
        case .applyFix:
            guard let edit = params?["arguments"]?.array?.first, edit.isObject else {
                throw RequestError(code: .invalidParams, message: "\(name) takes a workspace edit")
            }
            request(
                "workspace/applyEdit",
                .object([("label", .string("idv-res fix")), ("edit", LSPJSON.output(edit))])
            ) { [weak self] answer in
                switch answer {
                case .success(let result) where result?["applied"]?.bool == false:
                    let reason = result?["failureReason"]?.string.map { ": " + $0 } ?? ""
                    self?.showMessage("idv-res: the fix was not applied" + reason, type: 2)
                case .failure(let error):
                    self?.showMessage("idv-res: the fix was not applied: " + error.message, type: 2)
                default: break
                }
            }
            return .null
        case .preview: return try preview(params?["arguments"])
        }
    }
}
