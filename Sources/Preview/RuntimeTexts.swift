import ModelsXML

/// The texts a screen shows that widget.xml does not name: the SDK fills them at run time from
/// tokens it knows by name. Which token goes where is read from the names, as the SDK does:
///
/// - an element with no token attribute (`<text id="tip"/>`) takes the token named after its view
///   and id (`tutorialMove1_tip` for `tip` in `TutorialMove1`; `tutorial1_tip` when the view is
///   `TutorialRegister1` or has no token of its own kind), or the first free token named after
///   the view (`ShowIDInfo` for ShowID); else it is a labelled placeholder;
/// - a view's state texts (warnings, timeouts, results, document-type variants, accessibility
///   labels) are the tokens that name one of its elements (`buttonInfo_alt`, `CaptureTipFrontPP`
///   beside `CaptureTipFront`), its words (`CaptureSuccessFront` -> `CaptureIDFrontSuccess`), or one
///   of the SDK's known state families (`timeout_*` on the capture screens, `liveness_move_*`,
///   `error_message_*`, `results_*`, `qr_*`);
/// - the rest is placed on no view: the site lists it with every text (`texts-<lang>.html`).
struct RuntimeTexts {
    /// A text shown on a view that widget.xml does not name.
    struct State: Equatable {
        let token: String
        /// The element whose look (font, size, width) it takes, when one is known.
        let element: Int?
        /// Why this view: `variant of CaptureTipFront`, `accessibility label`, `state`.
        let reason: String

        /// The reason of a label the screen reader speaks (`buttonInfo_alt`): nothing is drawn.
        static let accessibilityLabel = "accessibility label, read aloud, not drawn"
    }

    /// View index -> element index -> the tokens that may fill that element, the view's own
    /// family first (`tutorialBlink2_tip`, then `tutorial2_tip`): a language draws the first it has.
    private(set) var fills: [Int: [Int: [String]]] = [:]
    /// View index -> its state texts, in strings-file order.
    private(set) var states: [Int: [State]] = [:]
    /// Tokens of the default strings file placed on no view.
    private(set) var unplaced: [String] = []
    /// Tokens widget.xml names.
    let referenced: Set<String>

    /// The SDK's state families: a token prefix and the views (by id) that show it.
    static let families: [(prefix: String, views: [String])] = [
        ("liveness_move_", ["LivenessMove"]),
        ("error_message_", ["Extractor"]), ("message_blink", ["Extractor"]), ("extracting_", ["Extractor"]),
        ("qr_", ["ScanQR"]), ("results_quality_", ["Results"]), ("results_", ["Results"]),
        ("registration_tips_", ["StartExtractor"]), ("face_movement_tips_", ["StartExtractor"]),
        ("start_extractor_", ["StartExtractor"]),
    ]

    /// The SDK's own texts for elements of the selfie (Selphi) screens: view id, element id, token.
    static let knownFills: [(view: String, element: String, token: String)] = [
        ("StartExtractor", "text", "start_extractor_title"), ("Extractor", "text", "extracting_title"),
        ("LivenessMove", "liveness_move_text", "liveness_move_tip"), ("ScanQR", "text", "qr_scan"),
        // The question the Results buttons (repeat, finish) answer; `results_quality_*` are the
        // words of the results dial.
        ("Results", "tip", "results_message_finish"),
    ]

    /// Families drawn in an element of their own rather than the view's warning or first text:
    /// the results dial's quality words.
    static let familyElements: [String: String] = ["results_quality_": "results"]

    /// Elements that show a text of their own (a `title` with an image content does not).
    static func isTextSlot(_ element: LocatedElement, widget: WidgetModel) -> Bool {
        guard ["text", "title"].contains(element.name) else { return false }
        let tokenAttribute = element.attributes.contains {
            !$0.value.isEmpty && widget.kind(of: $0, on: element) == .textToken
        }
        let image = element.attributes.contains {
            !$0.value.isEmpty && widget.kind(of: $0, on: element) == .resource(.image)
        }
        return !tokenAttribute && !image
    }

    /// `tokens`: the default strings file's, in order; `elsewhere`: the other languages' tokens,
    /// which may fill an element the default file has no token for.
    init(views: [WidgetView], widget: WidgetModel?, tokens: [String], elsewhere: Set<String> = []) {
        guard let widget else {
            referenced = []
            unplaced = tokens
            return
        }
        let known = Set(tokens).union(elsewhere)
        var referenced: Set<String> = []
        var usedBy: [String: [(view: Int, element: Int)]] = [:]
        for (v, view) in views.enumerated() {
            for (e, element) in view.elements.enumerated() {
                for attribute in element.attributes
                where !attribute.value.isEmpty && widget.kind(of: attribute, on: element) == .textToken {
                    referenced.insert(attribute.value)
                    usedBy[attribute.value, default: []].append((v, e))
                }
            }
        }
        self.referenced = referenced
        var taken = referenced
        let ids = views.map { $0.id ?? "" }
        // 1. Elements with no token: the token named after the view and the element.
        for (v, view) in views.enumerated() {
            for (e, element) in view.elements.enumerated() where Self.isTextSlot(element, widget: widget) {
                guard let id = element[attribute: "id"]?.value, !id.isEmpty else { continue }
                let candidates =
                    Self.viewStems(ids[v]).map { $0 + "_" + id } + [ids[v] + "_" + id, ids[v] + id]
                    + Self.knownFills.filter { $0.view == ids[v] && $0.element == id }.map(\.token)
                var present: [String] = []
                for candidate in candidates where known.contains(candidate) && !present.contains(candidate) {
                    present.append(candidate)
                }
                if !present.isEmpty {
                    fills[v, default: [:]][e] = present
                    taken.formUnion(present)
                }
            }
        }
        // 2. The first free token named after the view fills its first empty text.
        for (v, view) in views.enumerated() where !ids[v].isEmpty {
            let empty = view.elements.indices.filter {
                Self.isTextSlot(view.elements[$0], widget: widget) && fills[v]?[$0] == nil
            }
            guard let slot = empty.first else { continue }
            let longer = ids.filter { $0.count > ids[v].count && $0.hasPrefix(ids[v]) }
            if let token = tokens.first(where: { token in
                !taken.contains(token) && token.hasPrefix(ids[v]) && !longer.contains { token.hasPrefix($0) }
            }) {
                fills[v, default: [:]][slot] = [token]
                taken.insert(token)
            }
        }
        // 3. State texts.
        let words = ids.map { Set(Self.words($0)) }
        for token in tokens where !taken.contains(token) {
            var placed: [(Int, State)] = []
            let variantOf = referenced.filter { base in
                token.count > base.count && token.hasPrefix(base)
                    && Self.isVariantSuffix(token.dropFirst(base.count))
            }.sorted().first
            if let base = variantOf {
                for use in usedBy[base] ?? [] {
                    placed.append((use.view, State(token: token, element: use.element, reason: "variant of \(base)")))
                }
            }
            if placed.isEmpty {
                for (v, view) in views.enumerated() {
                    for (e, element) in view.elements.enumerated() {
                        guard let id = element[attribute: "id"]?.value, !id.isEmpty else { continue }
                        if token == id + "_alt" || token == Self.snake(id) + "_alt" || token == id {
                            placed.append((v, State(token: token, element: e, reason: State.accessibilityLabel)))
                        }
                    }
                }
            }
            if placed.isEmpty {
                let longest = ids.filter { !$0.isEmpty && token.hasPrefix($0) }.max { $0.count < $1.count }
                if let id = longest, let v = ids.firstIndex(of: id) {
                    placed.append(
                        (v, State(token: token, element: Self.stateElement(token, in: views[v]), reason: "state")))
                }
            }
            if placed.isEmpty {
                // `tutorialBlink1_tip_detail` on TutorialBlink1, even when the view is empty.
                for v in views.indices
                where Self.viewStems(ids[v]).prefix(1).contains(where: { token.hasPrefix($0 + "_") }) {
                    placed.append(
                        (
                            v,
                            State(
                                token: token, element: Self.stateElement(token, in: views[v]),
                                reason: "text of the view")
                        ))
                }
            }
            if placed.isEmpty {
                let tokenWords = Set(Self.words(token))
                for v in views.indices where !tokenWords.isEmpty && tokenWords.isSubset(of: words[v]) {
                    placed.append(
                        (v, State(token: token, element: Self.stateElement(token, in: views[v]), reason: "state")))
                }
            }
            if placed.isEmpty, token.hasPrefix("timeout_") {
                let tokenWords = Set(Self.words(token))
                for v in views.indices where words[v].contains("capture") {
                    let result = !words[v].isDisjoint(with: ["success", "error", "transition"])
                    let side = ["front", "back"].filter { tokenWords.contains($0) }
                    guard !result, side.allSatisfy({ words[v].contains($0) }) else { continue }
                    placed.append(
                        (v, State(token: token, element: Self.stateElement(token, in: views[v]), reason: "timeout")))
                }
            }
            // The first family whose prefix the token has (`results_quality_` before `results_`).
            if placed.isEmpty, let family = Self.families.first(where: { token.hasPrefix($0.prefix) }) {
                for id in family.views {
                    guard let v = ids.firstIndex(of: id) else { continue }
                    let warning = views[v].elements.firstIndex { $0[attribute: "id"]?.value == "warning" }
                    let element = Self.familyElement(token, in: views[v]) ?? warning ?? Self.firstText(views[v])
                    placed.append((v, State(token: token, element: element, reason: "state")))
                }
            }
            if placed.isEmpty {
                unplaced.append(token)
            } else {
                for (v, state) in placed { states[v, default: []].append(state) }
            }
        }
    }

    /// `TutorialMove1` -> `tutorialMove1`, and `tutorial1` (the SDK's name for the first kind);
    /// `TutorialRegister1` -> `tutorialRegister1`, `tutorial1`.
    static func viewStems(_ id: String) -> [String] {
        guard let first = id.first else { return [] }
        let lower = first.lowercased() + id.dropFirst()
        var stems = [lower]
        for kind in ["Register", "Blink", "Move"] where lower.contains(kind) {
            stems.append(lower.replacingOccurrences(of: kind, with: ""))
        }
        return stems
    }

    /// `ID`, `PP`, `DL`, `_2`: a document-type or numbered variant of a token.
    static func isVariantSuffix(_ suffix: Substring) -> Bool {
        let body = suffix.hasPrefix("_") ? suffix.dropFirst() : suffix
        return !body.isEmpty && body.count <= 4
            && body.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// The lower-case words of a camelCase or snake_case name (`CaptureIDFront` -> capture id front).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let upper = ("A"..."Z").contains(scalar)
            let nextLower = index + 1 < scalars.count && ("a"..."z").contains(scalars[index + 1])
            let previousLower = index > 0 && ("a"..."z").contains(scalars[index - 1])
            if scalar == "_" || scalar == "-" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if upper, !current.isEmpty, previousLower || nextLower {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// `buttonInfo` -> `button_info`.
    static func snake(_ id: String) -> String { words(id).joined(separator: "_") }

    /// The view's first element that shows text (not a `title` showing an image, the logo),
    /// whose look a state text takes.
    static func firstText(_ view: WidgetView) -> Int? {
        view.elements.firstIndex {
            ["text", "title", "labeledIcon"].contains($0.name) && $0[attribute: "id"] != nil
                && $0[attribute: "content_type"]?.value != "RESOURCE_ID"
        }
    }

    /// The element a state text is drawn in: its family's own element (the results dial's
    /// words), else the view's first text.
    static func stateElement(_ token: String, in view: WidgetView) -> Int? {
        familyElement(token, in: view) ?? firstText(view)
    }

    static func familyElement(_ token: String, in view: WidgetView) -> Int? {
        guard let name = familyElements.first(where: { token.hasPrefix($0.key) })?.value else { return nil }
        return view.elements.firstIndex { $0.name == name }
    }
}
