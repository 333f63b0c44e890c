import ModelsXML

extension PhoneRenderer {
    /// What a view's elements hold and paint, read once per site (every language and density
    /// draws it the same): the panels and the texts they hold, the frame and the document image in
    /// it, the view's backdrop and what each panel, button or results dial paints.
    struct Layout {
        let backdrop: PreviewBackdrop
        /// Panel -> the elements it holds.
        let panels: [Int: [Int]]
        /// Frame -> the document image drawn in it.
        let framed: [Int: Int]
        /// Element -> the layer it paints behind what it holds or shows.
        let layers: [Int: PreviewBackdrop.Layer]
        /// Elements drawn inside another (a panel's texts, the framed document image).
        let held: Set<Int>

        init(_ view: WidgetView) {
            backdrop = PreviewBackdrop.view(view)
            panels = PhoneRenderer.panelContents(view.elements)
            framed = PhoneRenderer.framedDocumentImages(view.elements)
            var layers: [Int: PreviewBackdrop.Layer] = [:]
            for (index, element) in view.elements.enumerated() where PreviewBackdrop.holders.contains(element.name) {
                layers[index] = PreviewBackdrop.layer(of: element)
            }
            self.layers = layers
            held = Set(panels.values.joined()).union(framed.values)
        }

        /// What the phone paints behind an element's content: the view's background, the panel
        /// holding it, its own colour (a button's, the results dial's).
        func backdrop(of elementIndex: Int?) -> PreviewBackdrop {
            var backdrop = backdrop
            guard let elementIndex else { return backdrop }
            if let panel = panels.first(where: { $0.value.contains(elementIndex) })?.key, let layer = layers[panel] {
                backdrop.paint(layer)
            }
            if let layer = layers[elementIndex] { backdrop.paint(layer) }
            return backdrop
        }
    }

    /// Each flowing `panel`/`gradientPanel` -> the flowing elements that follow it and that it
    /// holds: texts, titles, labelled icons and the document frame, up to the next element of
    /// another kind. The real widgets write the panel just before the texts drawn on it
    /// (`capturePanel` then `successCaptureFront`, `infoPanel` then `infoCaptureFront`).
    static func panelContents(_ elements: [LocatedElement]) -> [Int: [Int]] {
        let held: Set<String> = ["text", "title", "labeledIcon", "frameID", "frameIDOverlay"]
        var contents: [Int: [Int]] = [:]
        var index = 0
        while index < elements.count {
            let element = elements[index]
            index += 1
            guard element.name == "panel" || element.name == "gradientPanel", element.isFlowing else { continue }
            var children: [Int] = []
            while index < elements.count, held.contains(elements[index].name), elements[index].isFlowing {
                children.append(index)
                index += 1
            }
            if !children.isEmpty { contents[index - children.count - 1] = children }
        }
        return contents
    }

    /// The view's flowing `frameID` -> the flowing `documentImage` drawn in it: the SDK shows
    /// the captured document inside the frame (ShowID, the success screens), not as a box of
    /// its own above it.
    static func framedDocumentImages(_ elements: [LocatedElement]) -> [Int: Int] {
        guard let image = elements.firstIndex(where: { $0.name == "documentImage" && $0.isFlowing }),
            let frame = elements.firstIndex(where: { $0.name == "frameID" && $0.isFlowing })
        else { return [:] }
        return [frame: image]
    }

}
