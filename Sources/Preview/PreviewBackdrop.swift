import Foundation
import ModelsXML

/// What a screen paints behind a text, from the bundle's colours: the view's background, the
/// panel that holds the text, the button it sits on. It gives a state text (drawn off the
/// phone) the backdrop of the element that shows it, and our own text colour (`ink-light`,
/// `ink-dark`) where the bundle names none, so that no text of ours is white on white.
struct PreviewBackdrop {
    /// CSS background layers, top first; empty: nothing of the bundle's (the phone's black).
    private(set) var layers: [String] = []
    /// The colours a text can sit on (a gradient's stops), opaque.
    private(set) var colours: [PreviewColour] = [.black]
    /// Whether a picture is under the layers (the camera, an `imageBackground`): their colours
    /// are then only what is painted over pixels the preview does not know.
    private(set) var overPicture = false

    /// `layer` painted over what is there.
    mutating func paint(_ layer: Layer) {
        layers.insert(layer.css, at: 0)
        var mixed: [PreviewColour] = []
        for top in layer.stops {
            for base in colours {
                let colour = top.over(base)
                if !mixed.contains(colour) { mixed.append(colour) }
            }
        }
        colours = Array(mixed.prefix(16))
    }

    /// The CSS `background` of a box drawn on this backdrop, on the phone's black; nil when the
    /// bundle paints nothing.
    var css: String? { layers.isEmpty ? nil : (layers + ["rgb(0,0,0)"]).joined(separator: ",") }

    /// Our text colour on it.
    var inkClass: String { PreviewColour.inkClass(on: colours) }

    /// One background layer of an element: its CSS (a gradient, a plain colour as a gradient of
    /// one colour, so that it can sit on another layer) and the colours it is made of.
    struct Layer {
        let css: String
        let stops: [PreviewColour]
    }

    /// The elements that paint behind what they hold or show, over the view's backdrop.
    static let holders: Set<String> = ["panel", "gradientPanel", "button", "results"]

    /// The layer an element paints behind what it holds or what follows it: a `background`
    /// (`color`, or the 1.1 widgets' four stops top to bottom), a `gradientBackground` or
    /// `gradientPanel`, a `panel`, a `button`'s `background`, the results dial's; nil for anything else, an
    /// absent or transparent colour.
    static func layer(of element: LocatedElement) -> Layer? {
        switch element.name {
        case "background":
            if let colour = element["color"] { return plain(colour) }
            let stops = ["top", "middle_top", "middle_bottom", "bottom"].compactMap { element[$0] }
            let colours = stops.compactMap(PreviewColour.init)
            guard colours.count == stops.count, !colours.isEmpty else { return nil }
            guard colours.count > 1 else { return plain(stops[0]) }
            let css = "linear-gradient(180deg,\(stops.compactMap(PreviewEscaping.color).joined(separator: ",")))"
            return visible(Layer(css: css, stops: colours))
        case "gradientBackground", "gradientPanel":
            guard let css = gradient(element) else { return nil }
            return visible(
                Layer(css: css, stops: [element["colorStart"], element["colorEnd"]].compactMap(PreviewColour.init)))
        case "panel": return plain(element["color"])
        case "button": return plain(element["background"])
        case "results": return plain(element["background_color"])
        default: return nil
        }
    }

    private static func plain(_ value: String?) -> Layer? {
        guard let colour = PreviewColour(value), let css = PreviewEscaping.color(value) else { return nil }
        return visible(Layer(css: "linear-gradient(\(css),\(css))", stops: [colour]))
    }

    private static func visible(_ layer: Layer) -> Layer? {
        layer.stops.contains { $0.alpha > 0 } ? layer : nil
    }

    /// `linear-gradient` from `colorStart` to `colorEnd` along `xStart,yStart -> xEnd,yEnd`
    /// (one colour when only one is given).
    static func gradient(_ element: LocatedElement) -> String? {
        guard let start = element.color("colorStart"), let end = element.color("colorEnd") else {
            let one = element.color("colorStart") ?? element.color("colorEnd")
            return one.map { "linear-gradient(\($0),\($0))" }
        }
        var angle = 180.0
        if let x0 = PreviewEscaping.number(element["xStart"]), let y0 = PreviewEscaping.number(element["yStart"]),
            let x1 = PreviewEscaping.number(element["xEnd"]), let y1 = PreviewEscaping.number(element["yEnd"]),
            x0 != x1 || y0 != y1
        {
            angle = atan2(x1 - x0, -(y1 - y0)) * 180 / Double.pi
            if angle < 0 { angle += 360 }
        }
        return "linear-gradient(\(PreviewEscaping.number(angle, digits: 1))deg,\(start),\(end))"
    }

    /// The view's own backdrop: its `background`, `gradientBackground` layers in document order
    /// (an `imageBackground` or the camera is a picture: the preview cannot know its colours).
    static func view(_ view: WidgetView) -> PreviewBackdrop {
        var backdrop = PreviewBackdrop()
        for element in view.elements {
            if ["camera", "imageBackground"].contains(element.name) { backdrop.overPicture = true }
            if ["background", "gradientBackground"].contains(element.name), let layer = layer(of: element) {
                backdrop.paint(layer)
            }
        }
        return backdrop
    }
}
