import Diagnostics

/// A `doctor.*` rule, called by the doctor's walks for what they visit: each app target's
/// Info.plist and entitlements, each target's link and embed phases, the SDK configuration
/// literals in the Swift sources, each xcframework folder, each project file that could not be
/// read. Each visit has a default that does nothing: a rule implements the ones it needs and
/// reports through the sink, with its message text in its own file. The walks report nothing.
protocol DoctorRule: Rule {
    /// Each app target whose Info.plist and entitlements were read (or are generated, or not
    /// named), once per build configuration.
    static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink)
    /// Each app target of an Xcode project, once per build configuration.
    static func visit(
        phases target: AppTarget, of xcodeTarget: XcodeTarget, in project: XcodeProject, _ sink: DiagnosticSink)
    /// Each `IdentiaFlowView(..., endPoint:)` written as a literal.
    static func visit(endpoint: SwiftToken, in file: String, _ sink: DiagnosticSink)
    /// Each `SelphIDConfigurationData` set with literals.
    static func visit(selphID: SelphIDConfiguration, _ sink: DiagnosticSink)
    /// Each `*.xcframework` folder of the project (reading plists may record unreadable files).
    static func visit(
        xcframework path: String, in tree: ProjectTree, _ files: inout ProjectFiles, _ sink: DiagnosticSink)
    /// Each project file that could not be read, once, after everything else.
    static func visit(unreadable: UnreadableProjectFile, _ sink: DiagnosticSink)
}

extension DoctorRule {
    static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {}
    static func visit(
        phases target: AppTarget, of xcodeTarget: XcodeTarget, in project: XcodeProject, _ sink: DiagnosticSink
    ) {}
    static func visit(endpoint: SwiftToken, in file: String, _ sink: DiagnosticSink) {}
    static func visit(selphID: SelphIDConfiguration, _ sink: DiagnosticSink) {}
    static func visit(
        xcframework path: String, in tree: ProjectTree, _ files: inout ProjectFiles, _ sink: DiagnosticSink
    ) {}
    static func visit(unreadable: UnreadableProjectFile, _ sink: DiagnosticSink) {}
}

extension DoctorRules {
    /// Every `doctor.*` rule, from the generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists). Its order is no order of findings: `Report.Input` sorts them by place, then rule id.
    static let registered: [any DoctorRule.Type] = DoctorRuleTypes.doctorRules
}
