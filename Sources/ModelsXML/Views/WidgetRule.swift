import Diagnostics

/// A views rule: its file holds its description, its check and its message text. `WidgetWalk`
/// makes one value of each rule per widget.xml and calls it for what it visits, in file order;
/// a rule implements only the visits it needs (the others do nothing).
public protocol WidgetRule: Rule {
    /// A fresh rule for one file: state such as the ids seen so far lives in the value.
    init()
    /// Asked of every rule first: false (a file with another root) ends the walk of the file.
    mutating func accepts(_ root: LocatedElement, _ context: WidgetContext) -> Bool
    /// The root of an accepted file, before its attributes.
    mutating func visitRoot(_ root: LocatedElement, _ context: WidgetContext)
    /// Each attribute of the root, of each view and of each UI element the version knows.
    mutating func visitAttribute(
        _ attribute: XMLAttribute, kind: AttributeKind?, of element: LocatedElement, _ context: WidgetContext)
    /// A view, after its attributes and before its elements.
    mutating func visitView(_ view: LocatedElement, _ context: WidgetContext)
    /// A child of a view (`view` is its view), or a child of the root that is not a view
    /// (`view` is nil); before its attributes.
    mutating func visitElement(_ element: LocatedElement, in view: LocatedElement?, _ context: WidgetContext)
    /// A child of a view, after its attributes.
    mutating func didVisitElement(_ element: LocatedElement, in view: LocatedElement, _ context: WidgetContext)
    /// The file once walked: rules over the whole file or against the bundle.
    mutating func finish(_ context: WidgetContext)
}

extension WidgetRule {
    public mutating func accepts(_ root: LocatedElement, _ context: WidgetContext) -> Bool { true }
    public mutating func visitRoot(_ root: LocatedElement, _ context: WidgetContext) {}
    public mutating func visitAttribute(
        _ attribute: XMLAttribute, kind: AttributeKind?, of element: LocatedElement, _ context: WidgetContext
    ) {}
    public mutating func visitView(_ view: LocatedElement, _ context: WidgetContext) {}
    public mutating func visitElement(_ element: LocatedElement, in view: LocatedElement?, _ context: WidgetContext) {}
    public mutating func didVisitElement(_ element: LocatedElement, in view: LocatedElement, _ context: WidgetContext) {
    }
    public mutating func finish(_ context: WidgetContext) {}
}

/// What a widget rule reads and where it reports: the model, the vocabulary of its version,
/// what the bundle holds (when the input can say), and the sink.
public struct WidgetContext {
    public let model: WidgetModel
    /// Element -> attribute -> kind, for the file's widget version.
    public let vocabulary: [String: [String: AttributeKind]]
    public let bundle: WidgetBundleIndex
    /// The frame coverage of each animation's directions, in `model.animations` order (none
    /// without a resources index): computed once here, read by views.missing-frame and
    /// views.density-coverage.
    public let frameCoverages: [[FrameCoverage]]
    let file: Location
    let sink: DiagnosticSink

    init(model: WidgetModel, file: Location, bundle: WidgetBundleIndex, sink: DiagnosticSink) {
        self.model = model
        self.vocabulary = ViewsVocabulary.elements(version: model.version)
        self.bundle = bundle
        self.frameCoverages =
            bundle.resources.map { resources in
                model.animations.map { FrameCoverage.directions(of: $0, in: resources) }
            } ?? []
        self.file = file
        self.sink = sink
    }

    /// Whether `element` is a UI element of this version (not a view, not a root).
    public func isUIElement(_ element: LocatedElement) -> Bool {
        vocabulary[element.name] != nil && element.name != "view" && element.name != ViewsVocabulary.rootName
    }

    public func at(line: Int, column: Int) -> Location {
        var location = file
        location.line = line
        location.column = column
        return location
    }

    public func at(_ element: LocatedElement) -> Location { at(line: element.line, column: element.column) }
    public func at(_ attribute: XMLAttribute) -> Location { at(line: attribute.line, column: attribute.column) }

    public func report(_ rule: RuleDescription, at location: Location, _ message: String, suggestion: String? = nil) {
        sink.report(rule, at: location, message, suggestion: suggestion)
    }
}

/// What the bundle around widget.xml holds, filled by the bundle's check; empty for a widget.xml
/// checked on its own.
public struct WidgetBundleIndex: Sendable {
    /// Which density buckets hold each file name; nil when the input cannot say.
    public var resources: ResourceIndex?
    /// Each strings file with a `translations` root: how messages name it, and its token ids.
    public var languages: [(name: String, ids: Set<String>)]

    public init(resources: ResourceIndex? = nil, languages: [(name: String, ids: Set<String>)] = []) {
        self.resources = resources
        self.languages = languages
    }
}
