import Diagnostics

/// "Preview this view": a code lens on each `<view id>` of a bundle folder's widget.xml, for a
/// client that shows lenses and opens documents for the server. Its command asks the client to
/// open the view's live page in the browser (`window/showDocument`, external), the bundle's
/// live preview started on first use. The page shows the bundle as saved, redrawn on each save.
extension LanguageServer {
    func codeLenses(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RequestError(code: .invalidParams, message: "codeLens without textDocument.uri")
        }
        guard ServerCommand.preview.isOffered(to: client, settings: settings), let document = documents[uri] else {
            return .array([])
        }
        let session = session(for: document.path)
        guard session.location.isDirectory, session.bundlePath(of: document.path) == "widget.xml",
            let request = featureRequest(document, 0)
        else { return .array([]) }
        // A view without an id is named by its tag (`<view>`): the site has no page for it.
        let views = LanguageFeatures.outline(request).filter { $0.kind == .view && !$0.name.hasPrefix("<") }
        return .array(
            views.map { view in
                .object([
                    ("range", LSPJSON.range(view.selectionRange, in: document.lines)),
                    (
                        "command",
                        .object([
                            ("title", .string("Preview this view")),
                            ("command", .string(ServerCommand.preview.rawValue)),
                            ("arguments", .array([.string(uri), .string(view.name)])),
                        ])
                    ),
                ])
            })
    }

    /// `idv-res.preview` with a widget.xml's URI and a view id: the page opened by the client.
    func preview(_ arguments: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let values = arguments?.array, values.count == 2, let uri = values[0].string, let id = values[1].string,
            let path = DocumentURI.path(of: uri)
        else {
            throw RequestError(
                code: .invalidParams,
                message: "\(ServerCommand.preview.rawValue) takes a widget.xml's URI and a view id")
        }
        let location = session(for: path).location
        guard location.isDirectory, let previews = settings.previews else {
            throw RequestError(code: .invalidParams, message: "\(path) is not in a bundle folder")
        }
        let page: String
        do {
            page = try previews.page(ofView: id, inBundle: location.root)
        } catch {
            throw RequestError(
                code: .requestFailed, message: "the live preview of \(location.root) could not start: \(error)")
        }
        request("window/showDocument", .object([("uri", .string(page)), ("external", .bool(true))])) {
            [weak self] answer in
            let why: String? =
                switch answer {
                case .success(let result): result?["success"]?.bool == false ? "" : nil
                case .failure(let error): ": " + error.message
                }
            if let why {
                self?.showMessage("idv-res: the editor did not open \(page)\(why); open it in a browser", type: 2)
            }
        }
        return .null
    }
}
