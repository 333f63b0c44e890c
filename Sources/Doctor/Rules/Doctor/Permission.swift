/// A permission whose purpose string doctor judges by whether the target asks for it
/// (`DoctorTarget.users(of:)`); other `NS…UsageDescription` keys are judged by their text alone.
enum Permission: CaseIterable {
    case camera
    case location
    case nfc

    /// The permission `key` explains, when doctor can tell what asks for it.
    init?(key: String) {
        switch key {
        case "NSCameraUsageDescription": self = .camera
        case "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
            "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription":
            self = .location
        case NFCKeys.usage: self = .nfc
        default: return nil
        }
    }

    /// `the camera`, as in "asks for the camera".
    var name: String {
        switch self {
        case .camera: "the camera"
        case .location: "location"
        case .nfc: "NFC"
        }
    }

    /// What doctor looks for, as in "nothing ... asks for location (no ...)".
    var lookedFor: String {
        switch self {
        case .camera:
            "no Identia Flow, SelphID, SDK Mobile or deepidv capture, nor camera capture of its own, in its Swift "
                + "code or frameworks"
        case .location: "no Identia Flow or Core Location in its Swift code or frameworks"
        case .nfc: "no Core NFC code, select identifiers or formats entitlement"
        }
    }
}
