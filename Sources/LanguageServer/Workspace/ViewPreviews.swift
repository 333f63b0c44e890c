/// The live preview of a bundle's views (`preview --serve`), for the "Preview this view" code
/// lens. The server only asks for a view's page; whoever starts it supplies the previews
/// (the `lsp` command: LivePreview's servers, one per bundle, started on first use), so this
/// module needs no HTTP server.
public protocol ViewPreviews: AnyObject, Sendable {
    /// The address of the live page of the view `id` of the bundle folder `bundle` (its index
    /// when it has no such view now), its server started if it is not serving yet.
    func page(ofView id: String, inBundle bundle: String) throws -> String
}
