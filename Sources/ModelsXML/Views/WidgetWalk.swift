import Diagnostics

/// The walk over widget.xml every views rule shares: root, its attributes, then each view (its
/// attributes, then its elements and theirs), in file order. It builds no finding: each rule
/// reports its own (see `WidgetRule`).
public enum WidgetWalk {
    /// Walks `model` once, calling a fresh value of each of `rules`; findings go to `sink` at
    /// `file` (line and column filled in).
    public static func check(
        _ model: WidgetModel, file: Location, bundle: WidgetBundleIndex = WidgetBundleIndex(),
        rules types: [any WidgetRule.Type], into sink: DiagnosticSink
    ) {
        let context = WidgetContext(model: model, file: file, bundle: bundle, sink: sink)
        var rules = types.map { $0.init() }
        let root = model.root
        for index in rules.indices where !rules[index].accepts(root, context) { return }
        for index in rules.indices { rules[index].visitRoot(root, context) }
        visitAttributes(of: root, &rules, context)
        for child in root.children {
            guard child.name == "view" else {
                for index in rules.indices { rules[index].visitElement(child, in: nil, context) }
                continue
            }
            visitAttributes(of: child, &rules, context)
            for index in rules.indices { rules[index].visitView(child, context) }
            for element in child.children {
                for index in rules.indices { rules[index].visitElement(element, in: child, context) }
                if context.isUIElement(element) { visitAttributes(of: element, &rules, context) }
                for index in rules.indices { rules[index].didVisitElement(element, in: child, context) }
            }
        }
        for index in rules.indices { rules[index].finish(context) }
    }

    private static func visitAttributes(
        of element: LocatedElement, _ rules: inout [any WidgetRule], _ context: WidgetContext
    ) {
        for (attribute, kind) in zip(element.attributes, context.model.kinds(of: element)) {
            for index in rules.indices { rules[index].visitAttribute(attribute, kind: kind, of: element, context) }
        }
    }
}

extension WidgetWalk {
    /// The views rules of this module's generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists).
    package static let registeredRules: [any WidgetRule.Type] = ModelsXMLRuleTypes.widgetRules
}
