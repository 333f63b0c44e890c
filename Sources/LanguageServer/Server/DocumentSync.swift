import Diagnostics
import Foundation

/// didOpen, didChange, didSave and didClose, and the diagnostics they lead to.
extension LanguageServer {
    func didOpen(_ params: JSONNode?) throws(RequestError) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            throw RequestError(code: .invalidParams, message: "didOpen without textDocument.uri and text")
        }
        guard let path = DocumentURI.path(of: uri) else { return }  // not a file: nothing to check
        documents[uri] = OpenDocument(uri: uri, path: path, version: item.int("version") ?? 0, text: Array(text.utf8))
        let session = session(for: path)
        session.refresh()
        dirty.insert(session.location)
        touched.insert(uri)
    }

    func didChange(_ params: JSONNode?) throws(RequestError) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string,
            let changes = params?["contentChanges"]?.array
        else {
            throw RequestError(code: .invalidParams, message: "didChange without textDocument.uri and contentChanges")
        }
        guard var document = documents[uri] else {
            throw RequestError(code: .invalidParams, message: "didChange of \(uri), which is not open")
        }
        for change in changes { try document.apply(change) }
        document.version = item.int("version") ?? document.version
        documents[uri] = document
        dirty.insert(session(for: document.path).location)
        touched.insert(uri)
    }

    func didSave(_ params: JSONNode?) throws(RequestError) {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RequestError(code: .invalidParams, message: "didSave without textDocument.uri")
        }
        guard var document = documents[uri] else { return }
        if let text = params?["text"]?.string {
            document = OpenDocument(uri: uri, path: document.path, version: document.version, text: Array(text.utf8))
            documents[uri] = document
        }
        let session = session(for: document.path)
        session.refresh()
        dirty.insert(session.location)
        touched.insert(uri)
    }

    func didClose(_ params: JSONNode?) throws(RequestError) {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RequestError(code: .invalidParams, message: "didClose without textDocument.uri")
        }
        guard let document = documents.removeValue(forKey: uri) else { return }
        let location = BundleLocator.locate(document.path)
        guard let session = sessions[location] else { return }
        if documents.values.contains(where: { BundleLocator.locate($0.path) == location }) {
            session.refresh()
            dirty.insert(location)
        } else {
            // The bundle's last file closed: its findings go with it.
            let withdrawn = Set(session.publish([:]).keys).union([document.path])
            for path in withdrawn.sorted() {
                publish(path, [], session: session, uri: path == document.path ? document.uri : nil)
            }
            sessions[location] = nil
            dirty.remove(location)
        }
    }

    /// The session of the bundle `path` is in, made on first use.
    func session(for path: String) -> BundleSession {
        let location = BundleLocator.locate(path)
        if let session = sessions[location] { return session }
        let session = BundleSession(location: location, settings: settings)
        sessions[location] = session
        return session
    }

    /// The open documents of a session's bundle.
    func documents(of session: BundleSession) -> [OpenDocument] {
        documents.values.filter { session.bundlePath(of: $0.path) != nil }
    }

    /// Validates every bundle changed since the last call, publishing the files whose findings
    /// changed and the documents just edited.
    func validateDirty() {
        let locations = dirty
        dirty.removeAll()
        for location in locations.sorted(by: { $0.root < $1.root }) {
            guard let session = sessions[location] else { continue }
            showProblem(of: session)
            let open = documents(of: session)
            let findings = session.validate(open)
            var changed = session.publish(findings)
            for document in open where touched.contains(document.uri) && changed[document.path] == nil {
                changed[document.path] = findings[document.path] ?? []
            }
            for (path, diagnostics) in changed.sorted(by: { $0.key < $1.key }) {
                publish(path, diagnostics, session: session)
            }
        }
        touched.removeAll()
    }

    /// `textDocument/publishDiagnostics` for the file at `path` (an open document under the
    /// URI the editor gave it).
    func publish(_ path: String, _ diagnostics: [Diagnostic], session: BundleSession, uri: String? = nil) {
        let document = documents.values.first { $0.path == path }
        let lines = document?.lines ?? diskLines(path, diagnostics)
        let documentation = session.configuration.rulesDocumentationURL ?? ProjectLinks.rulesDocumentationURL
        var params: [(String, JSONOutput)] = [("uri", .string(uri ?? document?.uri ?? DocumentURI.uri(of: path)))]
        if let version = document?.version { params.append(("version", .int(version))) }
        params.append(
            (
                "diagnostics",
                .array(
                    Diagnostic.sortedForReport(diagnostics).map {
                        LSPJSON.diagnostic($0, in: lines, documentation: documentation, client: client)
                    })
            ))
        send(RPCMessage.notification("textDocument/publishDiagnostics", .object(params)))
    }

    /// The lines of a file that is not open (read only when a finding has a line in it).
    private func diskLines(_ path: String, _ diagnostics: [Diagnostic]) -> TextPositions {
        guard diagnostics.contains(where: { $0.location.line != nil }) else { return TextPositions([]) }
        return TextPositions.ofFile(path)
    }
}
