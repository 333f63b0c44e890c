/// An API whose use in Swift code decides what a target needs: an SDK doctor checks, or a
/// system API that asks for a permission (and so needs its purpose string). Found by the names
/// a file uses as code, never in its comments or strings.
public enum SwiftAPI: String, Sendable, CaseIterable {
    case identiaFlow
    case selphID
    /// The vendor's SDK Mobile components that capture from the camera (besides SelphID's), by
    /// the controllers its public samples launch.
    case sdkMobileCamera
    /// deepidv's capture screens: `SelfieCaptureView` (the one the seeds name).
    case deepIDVCapture
    /// Any use of deepidv: its capture screens, `verifyIdentity(documentFront:...)`,
    /// `DeepIDVError`, an `import` of its module (`DeepIDV...`).
    case deepIDV
    /// Code that handles the camera being denied: `.cameraPermissionDenied`, or opening the
    /// app's settings (`UIApplication.openSettingsURLString`, an `app-settings:` URL).
    case cameraDenialHandling
    /// AVFoundation or VisionKit capture from the camera.
    case cameraCapture
    /// Core Location, which asks for the location.
    case coreLocation

    /// The names that mean a file uses it (more for `deepIDV` and `cameraCapture`: `SwiftAPIFinder`).
    static let names: [SwiftAPI: Set<String>] = [
        .identiaFlow: ["IdentiaFlowView"],
        .selphID: ["SelphIDConfigurationData", "SelphIDController"],
        .sdkMobileCamera: [
            "SelphiController", "VideoIdController", "PhingersController", "SignatureSelphiController",
            "SignatureVideoIdController", "VideoCallController", "QrReaderController", "InvoiceReaderController",
        ],
        .deepIDVCapture: ["SelfieCaptureView"],
        .deepIDV: ["SelfieCaptureView", "DeepIDVError"],
        .cameraDenialHandling: ["cameraPermissionDenied", "openSettingsURLString"],
        .cameraCapture: [
            "AVCapturePhotoOutput", "AVCaptureVideoDataOutput", "AVCaptureVideoPreviewLayer",
            "AVCaptureMovieFileOutput", "AVCaptureMetadataOutput", "VNDocumentCameraViewController",
            "DataScannerViewController",
        ],
        .coreLocation: ["CLLocationManager", "CLLocationUpdate", "CLServiceSession", "CLMonitor"],
    ]

    /// `names` the other way round, looked up once per token.
    static let byName: [String: [SwiftAPI]] = names.reduce(into: [:]) { table, entry in
        for name in entry.value { table[name, default: []].append(entry.key) }
    }

    /// How messages name it: `Identia Flow`, `camera capture`.
    public var name: String {
        switch self {
        case .identiaFlow: "Identia Flow"
        case .selphID: "SelphID"
        case .sdkMobileCamera: "SDK Mobile"
        case .deepIDVCapture, .deepIDV: "deepidv"
        case .cameraDenialHandling: "camera denial handling"
        case .cameraCapture: "camera capture"
        case .coreLocation: "Core Location"
        }
    }
}

/// The first use of each `SwiftAPI` in one file's tokens. `AVCaptureDevice` and
/// `UIImagePickerController` also serve the microphone and the photo library: they count as
/// camera capture only with `.video` and `.camera` in the same file.
enum SwiftAPIFinder {
    static func uses(in tokens: [SwiftToken]) -> [SwiftAPI: SwiftToken] {
        var first: [SwiftAPI: SwiftToken] = [:]
        var device: SwiftToken?
        var picker: SwiftToken?
        var members: Set<String> = []
        // `import DeepIDV` names the use only when nothing more telling does.
        var imported: SwiftToken?
        func found(_ api: SwiftAPI, _ token: SwiftToken) {
            if first[api] == nil { first[api] = token }
        }
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.kind == .string, token.literal?.value?.hasPrefix("app-settings:") == true {
                found(.cameraDenialHandling, token)
            }
            guard token.kind == .identifier else { continue }
            if index > 0, tokens[index - 1].isPunctuation("."), token.text == "video" || token.text == "camera" {
                members.insert(token.text)
            }
            for api in SwiftAPI.byName[token.text] ?? [] { found(api, token) }
            switch token.text {
            case "AVCaptureDevice" where device == nil: device = token
            case "UIImagePickerController" where picker == nil: picker = token
            case "import" where imported == nil:
                if let module = importedModule(tokens, after: index), module.text.lowercased().hasPrefix("deepidv") {
                    imported = token
                    imported?.text = "import " + module.text
                }
            case "verifyIdentity":
                // The seed's call: `client.verifyIdentity(documentFront:selfie:type:)`.
                if next?.isPunctuation("(") == true, index + 2 < tokens.count,
                    tokens[index + 2].isIdentifier("documentFront")
                {
                    found(.deepIDV, token)
                }
            default:
                break
            }
        }
        if first[.deepIDV] == nil { first[.deepIDV] = imported }
        if first[.cameraCapture] == nil {
            first[.cameraCapture] =
                (members.contains("video") ? device : nil) ?? (members.contains("camera") ? picker : nil)
        }
        return first
    }

    /// The module of `import Module` / `import struct Module.Type` whose `import` is at `index`.
    private static func importedModule(_ tokens: [SwiftToken], after index: Int) -> SwiftToken? {
        let kinds: Set = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var next = index + 1
        if next < tokens.count, tokens[next].kind == .identifier, kinds.contains(tokens[next].text) { next += 1 }
        guard next < tokens.count, tokens[next].kind == .identifier else { return nil }
        return tokens[next]
    }
}
