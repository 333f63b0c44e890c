/// An API whose use in Swift code decides what a target needs: an SDK doctor checks, or a
/// system API that asks for a permission (and so needs its purpose string). Found by the names
/// a file uses as code, never in its comments or strings.
public enum SwiftAPI: String, Sendable, CaseIterable {
    case identiaFlow
    case selphID
    /// The vendor's SDK Mobile components that capture from the camera (besides SelphID's), by
    /// the controllers its public samples launch.
    case sdkMobileCamera
    /// AVFoundation or VisionKit capture from the camera.
    case cameraCapture
    /// Core Location, which asks for the location.
    case coreLocation

    /// The names that mean a file uses it.
    static let names: [SwiftAPI: Set<String>] = [
        .identiaFlow: ["IdentiaFlowView"],
        .selphID: ["SelphIDConfigurationData", "SelphIDController"],
        .sdkMobileCamera: [
            "SelphiController", "VideoIdController", "PhingersController", "SignatureSelphiController",
            "SignatureVideoIdController", "VideoCallController", "QrReaderController", "InvoiceReaderController",
        ],
        .cameraCapture: [
            "AVCapturePhotoOutput", "AVCaptureVideoDataOutput", "AVCaptureVideoPreviewLayer",
            "AVCaptureMovieFileOutput", "AVCaptureMetadataOutput", "VNDocumentCameraViewController",
            "DataScannerViewController",
        ],
        .coreLocation: ["CLLocationManager", "CLLocationUpdate", "CLServiceSession", "CLMonitor"],
    ]

    /// How messages name it: `Identia Flow`, `camera capture`.
    public var name: String {
        switch self {
        case .identiaFlow: "Identia Flow"
        case .selphID: "SelphID"
        case .sdkMobileCamera: "SDK Mobile"
        case .cameraCapture: "camera capture"
        case .coreLocation: "Core Location"
        }
    }
}

/// The first use of each `SwiftAPI` in one file's tokens. `AVCaptureDevice` and
/// `UIImagePickerController` also serve the microphone and the photo library: they count as
/// camera capture only with `.video` and `.camera` in the same file.
struct SwiftAPIUses {
    private(set) var first: [SwiftAPI: SwiftToken] = [:]
    private var device: SwiftToken?
    private var picker: SwiftToken?
    private var members: Set<String> = []

    mutating func note(_ token: SwiftToken, after previous: SwiftToken?) {
        if previous?.isPunctuation(".") == true, token.text == "video" || token.text == "camera" {
            members.insert(token.text)
        }
        for (api, names) in SwiftAPI.names where first[api] == nil && names.contains(token.text) {
            first[api] = token
        }
        if token.text == "AVCaptureDevice", device == nil { device = token }
        if token.text == "UIImagePickerController", picker == nil { picker = token }
    }

    /// The uses, once every token was noted.
    func finished() -> [SwiftAPI: SwiftToken] {
        var uses = first
        if uses[.cameraCapture] == nil {
            uses[.cameraCapture] =
                (members.contains("video") ? device : nil) ?? (members.contains("camera") ? picker : nil)
        }
        return uses
    }
}
