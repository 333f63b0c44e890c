import Diagnostics

extension DoctorRules {
    public enum MalformedFile: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.malformed-file", severity: .error,
            summary: "An Info.plist, .entitlements or project.pbxproj of the project cannot be read.",
            explanation: """
                What it checks: every plist the doctor needs (XML or binary) and every \
                `*.xcodeproj/project.pbxproj` (an old-style OpenStep plist) parses. The finding \
                points where parsing stopped.

                Why it matters: a file the doctor cannot read is a file whose checks did not run; \
                Xcode may read it differently or refuse it at build time.

                Fix: open the file in Xcode (or `plutil -lint FILE`) and repair it.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: "<plist version=\"1.0\">\n<dict>\n\t↓<key>NSCameraUsageDescription</key>\n"
                            + "</dict>\n</plist>\n")),
                X.example(X.app(pbxproj: "// !$*UTF8*$!\n{\n\tobjects = ↓;\n}\n")),
                X.example(
                    X.app(
                        frameworks: X.frameworks().merging([
                            "Frameworks/OpenSSL.xcframework/ios-arm64/OpenSSL.framework/Info.plist":
                                "<plist version=\"1.0\">\n<dict>\n\t↓<key>CFBundleShortVersionString</key>\n"
                                + "</dict>\n</plist>\n"
                        ]) { $1 })),
            ])

        static func visit(unreadable file: UnreadableProjectFile, _ sink: DiagnosticSink) {
            let path = file.path
            switch file.problem {
            case .tooLarge(let maximumBytes):
                sink.report(
                    description, at: file.location, "\(path) is larger than \(maximumBytes >> 20) MiB: not read")
            case .notPlist(let why):
                sink.report(description, at: file.location, "\(path) cannot be read as a plist: \(why)")
            case .cannotOpen:
                sink.report(description, at: file.location, "\(path) cannot be opened: its checks did not run")
            case .notXcodeProject(let why):
                sink.report(description, at: file.location, "\(path) cannot be read as an Xcode project: \(why)")
            }
        }
    }
}
