import ModelsXML

/// The texts the SDK shows on a view that widget.xml does not name (`RuntimeTexts.states`) and
/// those on no view: each drawn off the phone, in a box as wide as the element that shows it,
/// on what is painted behind that element.
extension PhoneRenderer {
    /// The tokens placed on no view, each in a box of the phone's content width.
    func unplaced(root: LocatedElement?, into output: inout Output) -> String {
        var html = ""
        for (n, token) in runtime.unplaced.enumerated() {
            let key = "u.\(n)"
            if let root { output.texts.append(PreviewText(key: key, viewID: "(no view)", element: root, token: token)) }
            html +=
                stateBox(
                    textDiv(token, key: key, style: ""), width: Double(device.width - 32),
                    backdrop: PreviewBackdrop())
                + "<code>\(PreviewEscaping.html(token)) · on no view</code></div>"
        }
        return html
    }

    /// The view's state texts, each in the look of the element that shows it (or the view's
    /// first text), on that element's backdrop: the view's background, the panel holding it,
    /// the button itself. An accessibility label is read aloud, not drawn: it takes no look of
    /// the screen.
    func states(_ view: WidgetView, index: Int, into output: inout Output) -> String {
        guard let states = runtime.states[index], !states.isEmpty else { return "" }
        let layout = layout(of: view, index: index)
        var html = ""
        for (n, state) in states.enumerated() {
            let element = state.element.map { view.elements[$0] }
            var width = Double(device.width - 32)
            if let w = element.flatMap({ PreviewEscaping.number($0["w"], in: 0...10_000) }), w > 0 {
                width = w <= 1 ? w * Double(device.width) : w
            }
            let key = "s\(index).\(n)"
            output.texts.append(
                PreviewText(key: key, viewID: view.id ?? "", element: element ?? view.element, token: state.token))
            let spoken = state.reason == RuntimeTexts.State.accessibilityLabel
            let text = textDiv(state.token, key: key, style: spoken ? "" : element.map(textStyle) ?? "")
            html +=
                stateBox(text, width: width, backdrop: spoken ? nil : layout.backdrop(of: state.element))
                + "<code>\(PreviewEscaping.html(state.token)) · \(PreviewEscaping.html(state.reason))</code></div>"
        }
        return html
    }

    /// A state text's box, open: the caller adds its caption and closes it. `backdrop` nil: the
    /// page's own look (an accessibility label).
    private func stateBox(_ text: String, width: Double, backdrop: PreviewBackdrop?) -> String {
        // Over the camera the phone shows pixels the preview does not know: `on-picture`, which
        // the contrast measure leaves out as it leaves out a text over an image.
        let look =
            backdrop.map { backdrop in
                (
                    " " + backdrop.inkClass + (backdrop.overPicture ? " on-picture" : ""),
                    backdrop.css.map { ";background:\($0)" } ?? ""
                )
            } ?? (" spoken", "")
        return "<div class=\"state\"\(directionAttribute)><div class=\"state-screen\(look.0)\""
            + " style=\"width:\(PreviewEscaping.number(width))px\(look.1)\">\(text)</div>"
    }
}
