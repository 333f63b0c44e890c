import Diagnostics

/// Apps that ask for a permission with their own code, none using the vendor's SDKs, for the
/// purpose-string rules' examples: the camera (AVFoundation capture) and the location (Core
/// Location).
extension DoctorExamples {
    static let cameraCaptureSource = """
        import AVFoundation

        final class Scanner {
            let session = AVCaptureSession()

            func start() {
                guard let camera = AVCaptureDevice.default(for: .video),
                    let input = try? AVCaptureDeviceInput(device: camera)
                else { return }
                session.addInput(input)
                session.startRunning()
            }
        }

        """

    static let coreLocationSource = """
        import CoreLocation

        final class StoreFinder: NSObject, CLLocationManagerDelegate {
            let manager = CLLocationManager()

            func start() {
                manager.delegate = self
                manager.requestWhenInUseAuthorization()
            }
        }

        """

    /// One app target compiling `App/Reader.swift` (`source`), its Info.plist of `info`, no
    /// entitlements; the project's `knownRegions` when given, and `files` besides.
    static func permissionApp(
        _ source: String, info: [(key: String, value: String)], infoMark: String? = nil,
        knownRegions: [String]? = nil, files extra: [String: String] = [:]
    ) -> RuleExample {
        let settings = "INFOPLIST_FILE = App/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;"
        let files = [
            "App.xcodeproj/project.pbxproj": pbxproj(
                [], settings: settings, sources: ["Reader.swift"], knownRegions: knownRegions),
            "App/Info.plist": plist(info, dictMark: infoMark == "dict", mark: infoMark),
            "App/Reader.swift": source,
        ]
        return example(files.merging(extra) { $1 })
    }
}
