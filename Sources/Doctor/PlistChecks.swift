import Diagnostics
import Foundation

/// Info.plist and entitlements of one app target: NFC keys in the right file, usage
/// descriptions present and meaningful.
enum PlistChecks {
    static let selectIdentifiersKey = "com.apple.developer.nfc.readersession.iso7816.select-identifiers"
    static let formatsKey = "com.apple.developer.nfc.readersession.formats"
    /// The application identifier of ICAO 9303 travel documents (the seed's value).
    static let icaoApplication = "A0000002471001"
    static let nfcUsageKey = "NFCReaderUsageDescription"
    static let cameraKey = "NSCameraUsageDescription"
    static let locationKey = "NSLocationWhenInUseUsageDescription"
    static let chipNeverDetected =
        "iOS shows the 'hold your iPhone near the document' dialog, "
        + "but the chip is never detected and the session times out with no message"

    static func check(_ target: AppTarget, sources: SourceChecks) -> [Diagnostic] {
        // A file the target names but that could not be read is reported as such (or fails
        // the build); its keys are not guessed at.
        if target.infoPlistPath != nil, target.infoPlist == nil, target.generatedLocation == nil { return [] }
        if target.entitlementsPath != nil, target.entitlements == nil { return [] }
        let frameworks = target.frameworkNames
        let usesIdentiaFlow =
            SourceChecks.compiles(target, any: sources.identiaFlowFiles)
            || frameworks.contains { $0.hasPrefix("identiaFlow.") }
            || (target.project == nil && sources.tree.xcframeworks.contains { $0.hasSuffix("identiaFlow.xcframework") })
        let usesSelphID =
            SourceChecks.compiles(target, any: sources.selphIDFiles)
            || frameworks.contains { $0.contains("SelphID") }
        var diagnostics = checkNFC(target)
        if usesIdentiaFlow || usesSelphID {
            let sdk = [usesIdentiaFlow ? "Identia Flow" : nil, usesSelphID ? "SelphID" : nil].compactMap { $0 }
            diagnostics += requireUsage(
                cameraKey, target, rule: DoctorRules.CameraUsageDescription.description,
                why: "uses \(sdk.joined(separator: " and "))",
                consequence: "iOS kills the app when the SDK asks for the camera")
        }
        if usesIdentiaFlow {
            diagnostics += requireUsage(
                locationKey, target, rule: DoctorRules.LocationUsageDescription.description,
                why: "uses Identia Flow",
                consequence: "iOS kills the app when the SDK asks for the location")
        }
        return diagnostics
    }

    /// The target reads NFC when any NFC key is anywhere; then all of them must be right.
    private static func checkNFC(_ target: AppTarget) -> [Diagnostic] {
        let entitlement = { (key: String) in target.entitlements?.root.entry(key) }
        let nfc =
            target.infoValue(nfcUsageKey) != nil || target.infoValue(selectIdentifiersKey) != nil
            || entitlement(selectIdentifiersKey) != nil || entitlement(formatsKey) != nil
        let label = "target '\(target.name)'"
        let info = target.infoPlistPlace
        var diagnostics: [Diagnostic] = []
        if let entitlements = target.entitlements, let misplaced = entitlement(selectIdentifiersKey) {
            let rule = DoctorRules.NFCSelectIdentifiersInEntitlements.description
            diagnostics.append(
                Diagnostic(
                    rule, at: entitlements.location(of: misplaced),
                    "\(selectIdentifiersKey) is in \(entitlements.path), but it belongs in \(info.name): "
                        + "it is no entitlement; "
                        + "without it in Info.plist \(chipNeverDetected)\(entitlements.lineNote)"))
        } else if nfc {
            let rule = DoctorRules.NFCSelectIdentifiersMissing.description
            if let value = target.infoValue(selectIdentifiersKey) {
                if !value.node.strings.contains(icaoApplication) {
                    diagnostics.append(
                        Diagnostic(
                            rule, at: value.location,
                            "\(selectIdentifiersKey) in \(value.file) does not list \(icaoApplication) (ICAO 9303): "
                                + chipNeverDetected))
                }
            } else {
                diagnostics.append(
                    Diagnostic(
                        rule, at: info.location,
                        "\(label) reads NFC but \(info.name) has no \(selectIdentifiersKey) (\(icaoApplication)): "
                            + "\(chipNeverDetected)\(info.note)"))
            }
        }
        guard nfc else { return diagnostics }
        let formats = entitlement(formatsKey)
        if formats == nil || !formats!.value.strings.contains("TAG") {
            let rule = DoctorRules.NFCFormatsEntitlement.description
            let capability = "(Near Field Communication Tag Reading): iOS refuses to start the NFC reading session"
            if let entitlements = target.entitlements {
                let location =
                    formats.map { entitlements.location(of: $0) }
                    ?? entitlements.location(entitlements.root.line, entitlements.root.column)
                let what = formats == nil ? "has no \(formatsKey)" : "lists no TAG in \(formatsKey)"
                diagnostics.append(
                    Diagnostic(
                        rule, at: location,
                        "\(label) reads NFC but \(entitlements.path) \(what) \(capability)\(entitlements.lineNote)"))
            } else {
                diagnostics.append(
                    Diagnostic(
                        rule, at: target.location,
                        "\(label) reads NFC but it has no .entitlements file (CODE_SIGN_ENTITLEMENTS is not set), "
                            + "so no \(formatsKey) \(capability)"))
            }
        }
        diagnostics += requireUsage(
            nfcUsageKey, target, rule: DoctorRules.NFCUsageDescription.description,
            why: "reads NFC", consequence: "the NFC reading session cannot start")
        return diagnostics
    }

    /// A usage description that must be there, and say something.
    private static func requireUsage(
        _ key: String, _ target: AppTarget, rule: RuleDescription,
        why: String, consequence: String
    ) -> [Diagnostic] {
        guard let value = target.infoValue(key) else {
            let place = target.infoPlistPlace
            return [
                Diagnostic(
                    rule, at: place.location,
                    "target '\(target.name)' \(why) but \(place.name) has no \(key): "
                        + "\(consequence)\(place.note)")
            ]
        }
        guard let reason = placeholderReason(value.node.string ?? "") else { return [] }
        return [
            Diagnostic(
                DoctorRules.UsageDescriptionPlaceholder.description, at: value.location,
                "\(key) in \(value.file) is \(reason): "
                    + "App Review rejects the app, and the user is asked without a reason")
        ]
    }

    static let placeholders: Set = [
        "todo", "tbd", "fixme", "placeholder", "lorem ipsum", "xxx", "description",
        "usage description", "test", "...",
    ]

    /// Why a usage description says nothing, or nil when it says something.
    static func placeholderReason(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return "empty" }
        let lower = trimmed.lowercased()
        if placeholders.contains(lower) || ["todo", "lorem ipsum", "$("].contains(where: lower.hasPrefix) {
            return "a placeholder (\"\(DoctorText.shown(trimmed))\")"
        }
        if trimmed.count < 8 { return "too short to explain anything (\"\(DoctorText.shown(trimmed))\")" }
        return nil
    }
}
