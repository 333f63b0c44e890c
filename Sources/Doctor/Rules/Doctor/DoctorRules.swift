import Diagnostics
import Foundation

/// Rules of `idv-res doctor`: an app project's integration of the SDKs, checked before it
/// reaches a phone. Every one guards against a failure the integration guides describe as
/// silent at build time (docs/doctor.md quotes them).
public enum DoctorRules {
    typealias X = DoctorExamples

    /// What the guide says happens when a dynamic framework is not in the app.
    static func dyld(_ framework: String) -> String {
        let module = framework.replacingOccurrences(of: ".xcframework", with: "")
        return "the app builds, then dies at launch with "
            + "'dyld: Library not loaded: @rpath/\(module).framework/\(module)'"
    }

    /// What the user sees when the Info.plist lacks the ICAO select identifier.
    static let chipNeverDetected =
        "iOS shows the 'hold your iPhone near the document' dialog, "
        + "but the chip is never detected and the session times out with no message"
    static let otherApplication = "<array>\n\t\t<string>D2760000850101</string>\n\t</array>"

    static let generatedSettings = """
        GENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "We need your location to confirm the check.";
        """

    /// The good app with the IdentiaFlowView's endPoint literal replaced.
    static func endpoint(_ literal: String) -> RuleExample {
        let source = X.contentView.replacingOccurrences(of: "\"https://apifacialdev.identia.pe/\"", with: literal)
        return X.example(X.app(swift: ["App/ContentView.swift": source]))
    }
}
