import Diagnostics

/// A usage description the target's Info.plist must have when the target uses what asks for
/// it; UsageDescriptionPlaceholder judges what each one says.
protocol UsageDescriptionRule: DoctorRule {
    /// The Info.plist key: `NSCameraUsageDescription`.
    static var key: String { get }
    /// The permission it explains.
    static var permission: Permission { get }
    /// Why the target needs the key (`uses Identia Flow (IdentiaFlowView in App/View.swift:8)`),
    /// or nil when it does not: by default what asks for the permission.
    static func need(of target: DoctorTarget) -> String?
    /// What happens on the phone without it.
    static var consequence: String { get }
}

extension UsageDescriptionRule {
    static func need(of target: DoctorTarget) -> String? {
        let users = target.users(of: permission)
        return users.isEmpty ? nil : "uses " + users.joined(separator: " and ")
    }

    static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
        guard let why = need(of: target), target.app.infoValue(key) == nil else { return }
        let place = target.app.infoPlistPlace
        sink.report(
            description, at: place.location,
            "target '\(target.app.name)' \(why) but \(place.name) has no \(key): \(consequence)\(place.note)")
    }
}
