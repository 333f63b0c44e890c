import Diagnostics
import ResourceBundle
import XCTest

@testable import ModelsXML

/// The worked example of docs/architecture.md: a new views rule is one file, a `WidgetRule`
/// (here declared in the test, so the registry does not list it; in Sources/ModelsXML/Rules/Views/
/// the build adds it to `WidgetWalk.registeredRules`).
final class WidgetRuleExampleTests: XCTestCase {
    /// `Sources/ModelsXML/Rules/Views/ViewsRules+EmptyView.swift` would hold exactly this.
    struct EmptyView: Rule, WidgetRule {
        static let description = RuleDescription(
            id: "views.empty-view",
            severity: .note,
            summary: "A <view> without elements.",
            explanation: "What it checks: each <view> holds at least one UI element.",
            nonTriggeringExamples: [],
            triggeringExamples: []
        )

        func visitView(_ view: LocatedElement, _ context: WidgetContext) {
            guard view.children.isEmpty else { return }
            let name = view[attribute: "id"]?.value ?? "?"
            context.report(Self.description, at: context.at(view), "view '\(name)' has no elements")
        }
    }

    func testANewRuleIsCalledByTheWalkBesideTheRegisteredOnes() throws {
        let text = """
            <facephi-widget-conf version="1.3">
            <view id="A"/>
            <view id="A"><title id="t"/></view>
            </facephi-widget-conf>
            """
        let (root, issue) = XMLTree.parse(Array(text.utf8))
        XCTAssertNil(issue)
        let sink = DiagnosticSink()
        WidgetWalk.check(
            WidgetModel(root: try XCTUnwrap(root)), file: Location(file: "widget.xml"),
            rules: WidgetWalk.registeredRules + [EmptyView.self], into: sink)
        let empty = sink.diagnostics.filter { $0.ruleID == "views.empty-view" }
        XCTAssertEqual(empty.map(\.location.line), [2])
        XCTAssertEqual(empty.first?.message, "view 'A' has no elements")
        XCTAssertEqual(
            sink.diagnostics.filter { $0.ruleID == "views.duplicate-view-id" }.map(\.location.line), [3],
            "the registered rules run beside it")
    }
}
