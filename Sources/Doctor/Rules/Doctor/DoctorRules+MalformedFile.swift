import Diagnostics

extension DoctorRules {
    public enum MalformedFile: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.malformed-file", severity: .error,
            summary: "An Info.plist, .entitlements or project.pbxproj of the project cannot be read.",
            explanation: """
                What it checks: every plist the doctor needs (XML in UTF-8 or UTF-16, with or \
                without a byte order mark, or binary) and every `*.xcodeproj/project.pbxproj` (an \
                old-style OpenStep plist) parses. The finding points where parsing stopped. A Git \
                LFS pointer in place of the file is said to be one ("run git lfs pull"); a file \
                that exists but cannot be opened is reported too.

                Why it matters: a file the doctor cannot read is a file whose checks did not run; \
                Xcode may read it differently or refuse it at build time.

                Fix: open the file in Xcode (or `plutil -lint FILE`) and repair it.
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                // A UTF-8 byte order mark, as some editors write it: read as Xcode reads it.
                X.example(X.app(info: "\u{FEFF}" + X.info(), entitlements: "\u{FEFF}" + X.plist([X.formats]))),
                // UTF-16 with a byte order mark, as plistlib and Xcode write it.
                X.example(
                    X.app(info: X.info().replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")),
                    utf16Files: ["App/Info.plist"]),
            ],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: "<plist version=\"1.0\">\n<dict>\n\t↓<key>NSCameraUsageDescription</key>\n"
                            + "</dict>\n</plist>\n")),
                X.example(X.app(pbxproj: "// !$*UTF8*$!\n{\n\tobjects = ↓;\n}\n")),
                // A clone without `git lfs pull`: the file is the pointer.
                X.example(
                    X.app(
                        info: "↓version https://git-lfs.github.com/spec/v1\n"
                            + "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 1021\n"
                    )),
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
