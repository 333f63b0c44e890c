import Diagnostics

extension DoctorRules {
    public enum UsageDescriptionUnused: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.usage-description-unused", severity: .note,
            summary: "A usage description nothing in the app asks for is empty or a placeholder: harmless.",
            explanation: """
                What it checks: a camera, location or NFC usage description \
                (`NSCameraUsageDescription`, `NSLocationWhenInUseUsageDescription` and the other \
                location keys, `NFCReaderUsageDescription`) that says nothing (empty, a \
                placeholder, a single word: as `doctor.usage-description-placeholder` judges) in \
                a target where nothing doctor reads asks for that permission: no Identia Flow, \
                SelphID, SDK Mobile capture, deepidv (any use of it) or camera capture for the \
                camera; no Identia Flow or Core Location for \
                the location; no Core NFC code, select identifiers or formats entitlement for NFC.

                Why it matters, and why only a note: iOS shows a purpose string only when the \
                permission is asked for, so an unused one is never seen and the upload passes. \
                React Native's project template ships `NSLocationWhenInUseUsageDescription` \
                empty in apps that never ask for the location. It becomes a real defect the day \
                the app (or an SDK it adds) asks: then `doctor.usage-description-placeholder` \
                reports it. doctor reads Swift only: code in JavaScript, Dart or Objective-C \
                that asks for the permission is not seen.

                Fix: remove the key, or write what the app does with it if it starts asking.
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                // Core Location asks: a warning of doctor.usage-description-placeholder instead.
                X.permissionApp(
                    X.coreLocationSource, info: [("NSLocationWhenInUseUsageDescription", "<string></string>")]),
                // deepidv's document capture and workflows (names not in the seeds) may ask for the camera.
                X.deepIDVApp("import DeepIDV\n", info: [("NSCameraUsageDescription", "<string></string>")]),
                // A key doctor cannot judge is not called unused.
                X.nfcApp(
                    X.ndefReaderSource, info: [X.nfcUsage, ("NSMicrophoneUsageDescription", "<string></string>")]),
            ],
            triggeringExamples: [
                X.nfcApp(
                    X.ndefReaderSource,
                    info: [X.nfcUsage, ("NSLocationWhenInUseUsageDescription", "<string></string>")],
                    infoMark: "NSLocationWhenInUseUsageDescription"),
                X.selphID(location: "<string>TODO</string>"),
                X.permissionApp(
                    X.coreLocationSource, info: [("NSCameraUsageDescription", "<string>Camera</string>")],
                    infoMark: "NSCameraUsageDescription"),
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            for item in UsageDescriptionPlaceholder.unexplained(in: target) {
                guard let permission = Permission(key: item.key), target.users(of: permission).isEmpty,
                    target.mayAsk(for: permission) == nil
                else {
                    continue
                }
                sink.report(
                    description, at: item.location,
                    "\(item.key) in \(item.file) is \(item.reason), and nothing target '\(target.app.name)' uses asks "
                        + "for \(permission.name) (\(permission.lookedFor)): unused and "
                        + "\(item.empty ? "empty" : "unexplained"), harmless; remove it, or fill it in if you add "
                        + permission.name)
            }
        }
    }
}
