import ResourceBundle

/// An inlay hint: a short text the editor shows at a place of the file, with more on hover.
public struct InlayHintText: Equatable, Sendable {
    /// Where it is shown (a byte offset of the request's text).
    public var offset: Int
    public var label: String
    /// Markdown: the token's text in every language.
    public var tooltip: String
}

/// After each token reference of widget.xml (`text="CaptureTipFront"`), the token's text in
/// the default language, on one line and cut at `limit` characters: what the screen says,
/// without going to the strings file.
enum TokenHints {
    static let limit = 40

    static func hints(_ request: FeatureRequest, in range: Range<Int>) -> [InlayHintText] {
        guard BundleLayout.role(of: request.path) == .views,
            UInt64(request.text.count) <= request.context.options.inputLimits.maxFileSize
        else { return [] }
        let index = FeatureIndex.of(request.context)
        let scan = ViewsAttributeScan(request.text)
        var hints: [InlayHintText] = []
        for value in scan.values {
            // After the closing quote; at the end of the value while the quote is still open.
            let offset = value.range.upperBound + (value.isClosed ? 1 : 0)
            guard range.lowerBound <= offset, offset <= range.upperBound,
                let token = scan.token(value, known: { index.tokens[$0] != nil }),
                let text = index.defaultText(of: token)
            else { continue }
            hints.append(
                InlayHintText(
                    offset: offset, label: label(text),
                    tooltip: ReferenceText.token(token, in: request.context, index: index)))
        }
        return hints
    }

    /// The text on one line (line breaks as spaces), cut at `limit` characters with `…`.
    static func label(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        return flat.count > limit ? String(flat.prefix(limit)) + "…" : flat
    }
}
