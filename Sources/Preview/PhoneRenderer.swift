import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

/// A text element as drawn, for `--check` to map a measurement back to the widget element and
/// the token in each language's strings file.
struct PreviewText: Sendable {
    /// `<view index>.<element index>`: the `data-t` of the drawn text.
    let key: String
    let viewID: String
    let element: LocatedElement
    let token: String
    /// The page that shows it in its language (set by SiteBuilder), relative to the site.
    var page = ""

    /// The view it is drawn on: `<view>.<element>`, `s<view>.<n>`; nil for `u.<n>`.
    var viewIndex: Int? {
        guard !key.hasPrefix("u.") else { return nil }
        let digits = key.drop { $0 == "s" }.prefix { $0 != "." }
        return Int(digits)
    }
}

/// Draws one view as a phone screen in one language and density: elements in document order,
/// every value from the bundle escaped or parsed first.
struct PhoneRenderer {
    let bundle: PreviewBundle
    let assets: PreviewAssets
    let language: PreviewBundle.Language
    let density: Int?
    let device: PreviewOptions.Device
    /// From the page to the site root: `` or `../../`.
    let root: String
    /// The texts the SDK fills at run time.
    let runtime: RuntimeTexts
    /// Each view's layout (`Layout`), by index, read once per site; a view it lacks is read when drawn
    /// (so a caller drawing one page need not pass them).
    var layouts: [Layout] = []
    /// `--check` findings of this language, by the widget.xml line of the element they outline.
    var measured: [Int: [Diagnostic]] = [:]

    /// The phone's HTML, the CSS it needs (frame animations), the texts drawn, and whether
    /// any element was placed by widget.xml positions.
    struct Output {
        var html = ""
        var css = ""
        var texts: [PreviewText] = []
        var positioned = 0
        var flowing = 0
    }

    func render(_ view: WidgetView, index: Int) -> Output {
        var output = Output()
        var body = ""
        // Consecutive flowing buttons aligned LEFT and RIGHT (back and next, skip and next) share
        // one row, as the SDK draws them.
        var row: [(html: String, align: String)] = []
        func flushRow() {
            if row.count > 1, row.contains(where: { $0.align == "LEFT" || $0.align == "RIGHT" }) {
                body += "<div class=\"button-row\">"
                for button in row {
                    let side = ["LEFT": "left", "RIGHT": "right"][button.align] ?? "center"
                    body += "<div class=\"slot slot-\(side)\">\(button.html)</div>"
                }
                body += "</div>"
            } else {
                body += row.map(\.html).joined()
            }
            row = []
        }
        let layout = layout(of: view, index: index)
        // A panel holds the texts (and the frame) that follow it, as the SDK draws them on it; a
        // frame holds the document image the SDK draws in it.
        func draw(_ elementIndex: Int, on backdrop: PreviewBackdrop) -> String {
            var own = backdrop
            let layer = layout.layers[elementIndex]
            if let layer { own.paint(layer) }
            var children = ""
            for child in layout.panels[elementIndex] ?? [] { children += draw(child, on: own) }
            if let image = layout.framed[elementIndex] { children += draw(image, on: own) }
            let slot = Slot(
                key: "\(index).\(elementIndex)", viewID: view.id ?? "", filled: runtime.fills[index]?[elementIndex],
                layer: layer?.css, ink: layer.map { _ in own.inkClass })
            return renderElement(view.elements[elementIndex], in: slot, children: children, into: &output)
        }
        let backdrop = layout.backdrop
        for (elementIndex, element) in view.elements.enumerated() where !layout.held.contains(elementIndex) {
            let html = draw(elementIndex, on: backdrop)
            if element.name == "button", element.isFlowing {
                row.append((html, element["align"] ?? "CENTER"))
            } else {
                flushRow()
                body += html
            }
        }
        if view.elements.isEmpty {
            // The SDK's own screen: say so on the phone, not a black screen with no word.
            let id = view.id.map { " id=\"\($0)\"" } ?? ""
            body +=
                "<div class=\"sdk-screen\">"
                + PreviewEscaping.html("The SDK draws this screen itself: <view\(id)> is empty in widget.xml.")
                + "</div>"
        }
        flushRow()
        let code = PreviewPageKit.languageCode(language.label) ?? "und"
        let direction = isRightToLeft ? "rtl" : "ltr"
        // The flow starts below what widget.xml places at the top (the logo, the exit button),
        // as the SDK's own layout does not draw its content under them.
        let top = view.elements.compactMap(topBottom).max().map { max(48, Int($0.rounded(.up)) + 12) } ?? 48
        let flowStyle = top > 48 ? " style=\"padding-top:\(top)px\"" : ""
        output.html =
            "<div class=\"phone \(backdrop.inkClass)\" lang=\"\(code)\" dir=\"\(direction)\" style=\"width:\(device.width)px;height:\(device.height)px\">"
            + "<div class=\"flow\"\(flowStyle)>" + body + "</div></div>"
        return output
    }

    /// ` dir="rtl"` in a right-to-left language, else nothing.
    var directionAttribute: String { isRightToLeft ? " dir=\"rtl\"" : "" }

    /// The bottom edge of an element widget.xml places in the top third of the screen, measured
    /// from the top (`y` and `h`, or its image's height); nil for any other.
    private func topBottom(_ element: LocatedElement) -> Double? {
        guard let y = PreviewEscaping.number(element["y"]), element["ay"] == nil || element["ay"] == "TOP",
            element["ah"] == nil || element["ah"] == "TOP"
        else { return nil }
        let height = Double(device.height)
        let top = y != 0 && abs(y) <= 1 ? y * height : y
        var size = PreviewEscaping.number(element["h"], in: 0...10_000).map { $0 <= 1 ? $0 * height : $0 }
        if size == nil, let attribute = element[attribute: "value"] ?? element[attribute: "image"],
            let first = ResourceList.items(of: attribute).first,
            let entry = bundle.entry(first.name, density: density), let bytes = bundle.bytes(of: entry),
            let pixels = PixelSize(bytes), pixels.height > 0, pixels.height < 100_000
        {
            size = Double(pixels.height) / (Double(densityOf(entry) ?? 163) / 163)
        }
        let bottom = top + (size ?? 0)
        return bottom < height / 3 ? bottom : nil
    }

    /// Whether this language is written right to left: positions and alignments mirror.
    var isRightToLeft: Bool {
        PreviewPageKit.languageCode(language.label).map(PreviewPageKit.isRightToLeft) ?? false
    }

    /// Where an element is drawn: its `data-` key, its view, the tokens the SDK may fill it with
    /// (`RuntimeTexts`), the background it paints (a panel's, a button's: `Layout.layers`) and
    /// our text colour on it, for what names none.
    struct Slot {
        let key: String
        let viewID: String
        let filled: [String]?
        let layer: String?
        let ink: String?
    }

    /// The view's layout, read once per site (`layouts`), or now for a view it does not have.
    func layout(of view: WidgetView, index: Int) -> Layout {
        layouts.indices.contains(index) ? layouts[index] : Layout(view)
    }

    private func renderElement(
        _ element: LocatedElement, in slot: Slot, children: String = "", into output: inout Output
    ) -> String {
        let (key, viewID) = (slot.key, slot.viewID)
        let findings =
            bundle.findings(in: PreviewBundle.lines(of: element)) + (measured[element.line] ?? [])
        var classes = ["el", "el-" + PreviewEscaping.safeName(element.name)]
        var style = ""
        let inner: String
        switch element.name {
        case "background":
            classes += ["layer", "back"]
            // 1.1 selfie widgets: four colours from top to bottom instead of one.
            let stops = ["top", "middle_top", "middle_bottom", "bottom"].compactMap { element.color($0) }
            if let colour = element.color("color") {
                style += "background:\(colour);"
            } else if stops.count > 1 {
                style += "background:linear-gradient(180deg,\(stops.joined(separator: ",")));"
            } else if let colour = stops.first {
                style += "background:\(colour);"
            }
            inner = ""
        case "waiting", "fade", "results":
            // Drawn by the SDK at run time (a spinner, a fade, the results): a label with the colour.
            let colour = element.color("color") ?? element.color("background_color") ?? element.color("target_color")
            inner = (colour.map { "<span class=\"swatch\" style=\"background:\($0)\"></span>" } ?? "") + label(element)
        case "gradientBackground", "gradientPanel":
            if element.name == "gradientBackground" {
                classes += ["layer", "back"]
                style += PreviewBackdrop.gradient(element).map { "background:\($0);" } ?? ""
            } else {
                style += slot.layer.map { "background:\($0);" } ?? ""
                classes += slot.ink.map { [$0] } ?? []
            }
            inner = children
        case "imageBackground":
            classes += ["layer", "back"]
            inner =
                image(element, attribute: "image", key: key, cover: true, findings: findings)
                + image(element, attribute: "value", key: key, cover: true, findings: findings)
        case "panel":
            style += slot.layer.map { "background:\($0);" } ?? ""
            classes += slot.ink.map { [$0] } ?? []
            inner = children
        case "frameID":
            // The card the user holds: ID-1 (85.60 x 53.98 mm), or a passport page (ID-3, 125 x 88 mm).
            let passport = viewID.hasSuffix("PP") || viewID.contains("_PP") || viewID.contains("Passport")
            classes.append(passport ? "frame-passport" : "frame-id1")
            style += element.color("color").map { "border-color:\($0);" } ?? ""
            if let width = PreviewEscaping.number(bundle.widget?.root[attribute: "border_width"]?.value, in: 0...40) {
                style += "border-width:\(PreviewEscaping.number(width))px;"
            }
            inner = children
        case "labeledIcon":
            let iconAlign = element["icon_align"] ?? "TOP"
            let side = ["TOP", "BOTTOM", "LEFT", "RIGHT"].contains(iconAlign) ? iconAlign.lowercased() : "top"
            classes.append("icon-" + side)
            if let gap = PreviewEscaping.number(element["separation"], in: 0...400) {
                style += "gap:\(PreviewEscaping.number(gap))px;"
            }
            style += alignment(element["align"])
            inner =
                image(element, attribute: "icon", key: key, findings: findings)
                + text(element, key: key, viewID: viewID, into: &output)
        case "text", "title":
            inner =
                image(element, attribute: "content", key: key, findings: findings)
                + text(element, key: key, viewID: viewID, filled: slot.filled, into: &output)
        case "button":
            style += element.color("background").map { "background:\($0);" } ?? ""
            style += element.color("foreground").map { "color:\($0);" } ?? ""
            if element.color("foreground") == nil { classes += slot.ink.map { [$0] } ?? [] }
            // A radius larger than half the height draws a pill, as on the phone (CSS scales
            // radii that do not fit down to the box): `radius="500.0"` on a 56 px button.
            if let radius = PreviewEscaping.number(element["radius"], in: 0...100_000) {
                style += "border-radius:\(PreviewEscaping.number(radius))px;"
            }
            // The image on the side `align_resource` names (LEFT, the default, before the text).
            if element["content_resource"] != nil, element["align_resource"] == "RIGHT" {
                classes.append("resource-right")
            }
            style += textAlignment(element["align_text"])
            if element["type"] == "FLAT_WITH_BORDER", let border = element.color("decorator") {
                style += "border:2px solid \(border);"
            }
            if let h = Self.length(element["h"]), h.hasSuffix("px") { style += "line-height:\(h);" }
            inner =
                image(element, attribute: "content_resource", key: key, findings: findings)
                + image(element, attribute: "content", key: key, findings: findings)
                + text(element, key: key, viewID: viewID, into: &output)
        case "buttonImage", "image", "frameIDOverlay":
            inner =
                image(element, attribute: "value", key: key, findings: findings)
                + image(element, attribute: "image", key: key, findings: findings)
        case "video":
            inner = video(element, key: key)
        case "animation":
            inner = animation(element, key: key, into: &output)
        case "pagination":
            if let gap = PreviewEscaping.number(element["separation"], in: 0...400) {
                style += "gap:\(PreviewEscaping.number(gap))px;"
            }
            inner = pagination(element, key: key, findings: findings)
        case "flash":
            classes.append("layer")
            style += element.color("color").map { "background:\($0);" } ?? ""
            style += "animation-name:\(flash(element, into: &output));"
            inner = ""
        case "camera":
            // The camera image fills the screen behind everything else.
            classes += ["layer", "back", "camera-layer"]
            inner = label(element)
        default:
            inner = label(element)
        }
        var placedKey: String?
        var flowKey: String?
        if let placed = position(element) {
            style += placed
            classes.append("placed")
            placedKey = key
            output.positioned += 1
        } else if !classes.contains("layer") {
            output.flowing += 1
            flowKey = key
        }
        var attributes = "class=\"\(classes.joined(separator: " "))\""
        if !style.isEmpty { attributes += " style=\"\(PreviewEscaping.html(style))\"" }
        if !findings.isEmpty {
            // Red for errors, orange for warnings, a quiet blue for notes.
            let worst = findings.map(\.severity).min { Self.rank($0) < Self.rank($1) } ?? .note
            attributes = attributes.replacingOccurrences(
                of: "class=\"el ", with: "class=\"el finding finding-\(worst.rawValue) ")
            let titles = findings.map {
                "\($0.severity.rawValue): \($0.message) (\(bundle.place($0.location))) [\($0.ruleID)]"
            }
            attributes += " title=\"\(PreviewEscaping.html(titles.joined(separator: "\n")))\""
        }
        let id = element["id"].map { " data-id=\"\(PreviewEscaping.html($0))\"" } ?? ""
        let sourceLine =
            " data-line=\"\(element.line)\"" + (placedKey.map { " data-k=\"\($0)\"" } ?? "")
            + (flowKey.map { " data-f=\"\($0)\"" } ?? "")
        return "<div \(attributes)\(id)\(sourceLine)>\(inner)</div>"
    }

    /// The text of the element's token in this language, or a visible placeholder naming it. An
    /// element the SDK fills at run time takes the first of `filled` (`RuntimeTexts`) this
    /// language has (`tutorialBlink2_tip` in Spanish where the default file has `tutorial2_tip`),
    /// else a placeholder naming the default language's; with none at all, a labelled placeholder
    /// saying that the SDK sets it.
    private func text(
        _ element: LocatedElement, key: String, viewID: String, filled: [String]? = nil, into output: inout Output
    ) -> String {
        guard let widget = bundle.widget else { return "" }
        let attribute = element.attributes.first(where: {
            !$0.value.isEmpty && widget.kind(of: $0, on: element) == .textToken
        })
        let fill = filled.flatMap { candidates in
            candidates.first { language.tokens[$0] != nil }
                ?? candidates.first { bundle.languages.first?.tokens[$0] != nil } ?? candidates.first
        }
        guard let tokenID = attribute?.value ?? fill else {
            guard RuntimeTexts.isTextSlot(element, widget: widget) else { return "" }
            let id = element["id"] ?? element.name
            let title = "filled by the SDK at run time; no token of this bundle is named after \(viewID).\(id)"
            return "<div class=\"txt runtime-unknown\" title=\"\(PreviewEscaping.html(title))\">"
                + "⟨\(PreviewEscaping.html(viewID)).\(PreviewEscaping.html(id)): set by the SDK⟩</div>"
        }
        output.texts.append(PreviewText(key: key, viewID: viewID, element: element, token: tokenID))
        let marker = attribute == nil ? " runtime" : ""
        return textDiv(tokenID, key: key, style: textStyle(element), extraClass: marker)
    }

    /// A token's text in this language as a `.txt` div, or the red placeholder naming it.
    func textDiv(_ tokenID: String, key: String, style: String, extraClass: String = "") -> String {
        let styleAttribute = style.isEmpty ? "" : " style=\"\(PreviewEscaping.html(style))\""
        guard let token = language.tokens[tokenID] else {
            let title =
                "token '\(tokenID)' is missing in "
                + (language.translations?.path ?? "the bundle (no strings file)")
            return "<div class=\"txt missing-token\(extraClass)\" data-t=\"\(key)\"\(styleAttribute)"
                + " title=\"\(PreviewEscaping.html(title))\">"
                + "⟨\(PreviewEscaping.html(tokenID))⟩</div>"
        }
        let title = extraClass.isEmpty ? "" : " title=\"\(PreviewEscaping.html("token '\(tokenID)', set by the SDK"))\""
        return "<div class=\"txt\(extraClass)\" data-t=\"\(key)\"\(styleAttribute)\(title)>"
            + "\(PreviewEscaping.html(token.value))</div>"
    }

    /// An element's text look: colour, alignment, font, size, line height.
    func textStyle(_ element: LocatedElement) -> String {
        var style = ""
        // `text_color`, or `color` on the 1.1 selfie widgets' <text>.
        style +=
            (element.color("text_color")
            ?? (element.name == "button" ? element.color("foreground") : element.color("color")))
            .map { "color:\($0);" } ?? ""
        if element.name != "button" { style += textAlignment(element["text_align"]) }
        // The results dial's words are in its `fontQuality`.
        if let font = element["font"] ?? element["fontQuality"], let entry = bundle.entry(font, density: density),
            entry.name.isFontFile
        {
            style += "font-family:\(Self.fontFamily(entry.name)),sans-serif;"
        }
        if let size = PreviewEscaping.number(element["font_size"] ?? element["fontQuality_size"], in: 1...400) {
            style += "font-size:\(PreviewEscaping.number(size))px;"
        }
        if let height = PreviewEscaping.number(element["line_height"], in: 1...800) {
            style += "line-height:\(PreviewEscaping.number(height))px;"
        }
        return style
    }

    /// An image attribute's first file from this density (or the nearest that has it); a
    /// placeholder box naming the file when no bucket has it.
    private func image(
        _ element: LocatedElement, attribute name: String, key: String, cover: Bool = false,
        findings: [Diagnostic]
    ) -> String {
        guard let attribute = element[attribute: name], !attribute.value.isEmpty,
            bundle.widget?.kind(of: attribute, on: element) == .resource(.image),
            let first = ResourceList.items(of: attribute).first
        else { return "" }
        guard let entry = bundle.entry(first.name, density: density) else {
            return missing("image", first.name)
        }
        let path = assets.path(of: entry, folder: densityFolder(of: entry))
        var size = ""
        if !cover, let bytes = bundle.bytes(of: entry), let pixels = PixelSize(bytes),
            pixels.width > 0, pixels.height > 0, pixels.width < 100_000, pixels.height < 100_000
        {
            let scale = Double(densityOf(entry) ?? 163) / 163
            size =
                " width=\"\(PreviewEscaping.number(Double(pixels.width) / scale))\""
                + " height=\"\(PreviewEscaping.number(Double(pixels.height) / scale))\""
        }
        let fit = cover ? " class=\"cover\"" : ""
        return "<img\(fit) src=\"\(root)\(PreviewEscaping.url(path))\" alt=\"\"\(size)"
            + " data-i=\"\(key).\(PreviewEscaping.html(name))\">"
    }

    private func video(_ element: LocatedElement, key: String) -> String {
        guard let attribute = element[attribute: "value"], let first = ResourceList.items(of: attribute).first else {
            return label(element)
        }
        guard let entry = bundle.entry(first.name, density: density) else {
            return missing("video", first.name)
        }
        let path = assets.path(of: entry, folder: densityFolder(of: entry))
        return "<video src=\"\(root)\(PreviewEscaping.url(path))\" muted loop autoplay playsinline"
            + " preload=\"metadata\" data-v=\"\(key)\"></video>"
    }

    /// A dashed box naming a file no density folder has.
    private func missing(_ kind: String, _ name: String) -> String {
        let title = "\(kind) '\(name)' is in no resources/<N>dpi/ folder"
        return "<div class=\"missing-image\" title=\"\(PreviewEscaping.html(title))\">"
            + "\(PreviewEscaping.html(name))</div>"
    }

    /// A frame sequence as a CSS animation of `background-image`, one step per frame, 25 frames
    /// a second; the first direction that has frames.
    private func animation(_ element: LocatedElement, key: String, into output: inout Output) -> String {
        let sequence = FrameAnimation(element)
        for (attributeName, _) in FrameAnimation.directions {
            guard let prefix = element[attribute: attributeName]?.value, prefix != FrameAnimation.mirror,
                !prefix.isEmpty
            else { continue }
            let frames = sequence.frameNames(prefix: prefix).compactMap { bundle.entry($0, density: density) }
            guard !frames.isEmpty else { continue }
            let urls = frames.map { frame in
                "url(\"\(root)\(PreviewEscaping.url(assets.path(of: frame, folder: densityFolder(of: frame))))\")"
            }
            let name = "frames-" + key.replacingOccurrences(of: ".", with: "-")
            var keyframes = "@keyframes \(name){"
            for (index, url) in urls.enumerated() {
                let percent = PreviewEscaping.number(Double(index) * 100 / Double(urls.count), digits: 3)
                keyframes += "\(percent)%{background-image:\(url)}"
            }
            keyframes += "100%{background-image:\(urls[urls.count - 1])}}\n"
            output.css += keyframes
            output.css +=
                ".\(name){background-image:\(urls[0]);animation:\(name) "
                + "\(PreviewEscaping.number(Double(urls.count) / 25, digits: 2))s step-end infinite}\n"
            return "<div class=\"frames \(name)\"></div>"
        }
        return "<div class=\"missing-image\">" + PreviewEscaping.html("frames of <animation> not found") + "</div>"
    }

    /// How often the preview flashes a `<flash>`: the SDK flashes once, when a side is captured;
    /// the preview repeats it every 2 s so that a screenshot or a glance catches it.
    static let flashPeriod = 2.0

    /// The keyframes of a flash: off until `delay`, then on, fading out over `duration` (both in
    /// seconds, cut to the period), off until the period ends. Returns the animation's name.
    private func flash(_ element: LocatedElement, into output: inout Output) -> String {
        let period = Self.flashPeriod
        let delay = min(PreviewEscaping.number(element["delay"], in: 0...60) ?? 0, period / 2)
        let duration = min(PreviewEscaping.number(element["duration"], in: 0.01...60) ?? 0.6, period - delay)
        let name = "flash-\(Int((delay * 1000).rounded()))-\(Int((duration * 1000).rounded()))"
        func percent(_ seconds: Double) -> String { PreviewEscaping.number(seconds * 100 / period, digits: 3) + "%" }
        let on = "\(percent(delay)){opacity:1;animation-timing-function:ease-out}"
        output.css +=
            "@keyframes \(name){" + (delay > 0 ? "0%{opacity:0;animation-timing-function:step-end}" : "") + on
            + "\(percent(delay + duration)),100%{opacity:0}}\n"
        return name
    }

    private func pagination(_ element: LocatedElement, key: String, findings: [Diagnostic]) -> String {
        let steps = min(Int(element["steps"] ?? "") ?? 3, 12)
        let page = Int(element["page"] ?? "") ?? 1
        let on = image(element, attribute: "image_on", key: key, findings: findings)
        let off = image(element, attribute: "image_off", key: key, findings: findings)
        guard steps > 0 else { return "" }
        return (1...steps).map { $0 == page ? on : off }.joined()
    }

    /// A neutral box naming what the SDK draws itself (camera, document image, results...).
    private func label(_ element: LocatedElement) -> String {
        let id = element["id"].map { " " + $0 } ?? ""
        return "<span class=\"label\">" + PreviewEscaping.html("<\(element.name)\(id)>") + "</span>"
    }

    /// 1.3 layout as the SDK reads it: `x y w h` are fractions of the screen's width or height
    /// when at most 1 (`w="0.8"`: 80% of the width), else CSS pixels. `ax` (LEFT CENTER RIGHT)
    /// and `ay` (TOP CENTER BOTTOM) name the screen's point `x y` is measured from (inwards from
    /// a right or bottom edge); `aw` and `ah` the element's own point placed there (the same as
    /// `ax`/`ay` when absent). Nil when the element has no `x`/`y`.
    private func position(_ element: LocatedElement) -> String? {
        let x = PreviewEscaping.number(element["x"])
        let y = PreviewEscaping.number(element["y"])
        guard x != nil || y != nil else { return nil }
        var style = "position:absolute;"
        // Right to left, the SDK mirrors the layout: `x` is measured from the other edge, the
        // anchors swap sides (x -> width - x - w).
        let mirror = isRightToLeft ? Self.mirrored : { $0 }
        let screenX = mirror(element["ax"] ?? "LEFT")
        let offsetX = isRightToLeft && screenX == "CENTER" ? -(x ?? 0) : x ?? 0
        let horizontal = Self.placement(
            offset: offsetX, screen: screenX, own: element["aw"].map(mirror) ?? screenX, start: "LEFT", end: "RIGHT")
        let vertical = Self.placement(
            offset: y ?? 0, screen: element["ay"], own: element["ah"] ?? element["ay"], start: "TOP", end: "BOTTOM")
        style += "left:\(horizontal.point);top:\(vertical.point);"
        if let w = Self.length(element["w"]) { style += "width:\(w);" }
        if let h = Self.length(element["h"]) { style += "height:\(h);" }
        if horizontal.shift != 0 || vertical.shift != 0 {
            style += "transform:translate(\(horizontal.shift)%,\(vertical.shift)%);"
        }
        return style
    }

    /// A 1.3 offset as CSS: a fraction of the screen (`0.8` -> `80%`) when at most 1, else pixels.
    static func offset(_ value: Double) -> String {
        value != 0 && abs(value) <= 1
            ? PreviewEscaping.number(value * 100, digits: 3) + "%" : PreviewEscaping.number(value) + "px"
    }

    /// A positive `w`/`h` as CSS (fraction or pixels), nil when absent, zero or negative.
    static func length(_ value: String?) -> String? {
        guard let number = PreviewEscaping.number(value, in: 0...10_000), number > 0 else { return nil }
        return offset(number)
    }

    /// The CSS point (`left`/`top`) an axis places the element at, and the translation (in % of
    /// the element) that puts the element's own anchor there.
    static func placement(offset value: Double, screen: String?, own: String?, start: String, end: String) -> (
        point: String, shift: Int
    ) {
        let distance = offset(value)
        let point: String
        switch screen {
        case end: point = "calc(100% - \(distance))"
        case "CENTER": point = "calc(50% + \(distance))"
        default: point = distance
        }
        let shift =
            switch own {
            case end: -100
            case "CENTER": -50
            default: 0
            }
        return (point, shift)
    }

    private func alignment(_ value: String?) -> String {
        switch value {
        case "LEFT": "align-self:flex-start;"
        case "RIGHT": "align-self:flex-end;"
        case "CENTER": "align-self:center;"
        default: ""
        }
    }

    /// LEFT <-> RIGHT, for right-to-left languages; anything else as it is.
    static func mirrored(_ value: String) -> String {
        switch value {
        case "LEFT": "RIGHT"
        case "RIGHT": "LEFT"
        default: value
        }
    }

    /// `text_align`/`align_text` as CSS; LEFT and RIGHT swap in a right-to-left language.
    private func textAlignment(_ value: String?) -> String {
        switch value.map(isRightToLeft ? Self.mirrored : { $0 }) {
        case "LEFT": "text-align:left;"
        case "RIGHT": "text-align:right;"
        case "CENTER": "text-align:center;"
        default: ""
        }
    }

    private func densityOf(_ entry: BundleEntry) -> Int? {
        if case .resource(let density) = BundleLayout.role(of: entry.path) { return density }
        return nil
    }

    private func densityFolder(of entry: BundleEntry) -> String {
        entry.name.isFontFile ? "fonts" : densityOf(entry).map { "\($0)dpi" } ?? "other"
    }

    static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        default: 2
        }
    }

    /// The CSS family name of a bundle font: safe characters only, quoted.
    static func fontFamily(_ name: String) -> String {
        "\"f-" + PreviewEscaping.safeName(name) + "\""
    }
}

extension LocatedElement {
    subscript(_ name: String) -> String? { self[attribute: name]?.value }

    /// A colour attribute as CSS, or nil when absent or not a colour.
    func color(_ name: String) -> String? { PreviewEscaping.color(self[name]) }

    /// Placed by the flow of the view, not at an `x`/`y` of its own.
    var isFlowing: Bool { self["x"] == nil && self["y"] == nil }
}

extension String {
    var isFontFile: Bool {
        let lower = lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")
    }
}
