import Diagnostics

extension DoctorRules {
    public enum PathCase: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.path-case", severity: .warning,
            summary: "A target's build setting names a file whose path differs from the disk's in letter case.",
            explanation: """
                What it checks: the file `INFOPLIST_FILE` or `CODE_SIGN_ENTITLEMENTS` names exists \
                with exactly these letters. When it exists only with other letter case \
                (`RFIDOnly-sample/Info.plist` for `RfidOnly-sample/Info.plist`), doctor checks \
                that file, as a Mac would find it, and warns.

                Why it matters: macOS disks are case-insensitive by default, so the project \
                builds on a Mac; on a case-sensitive disk (Linux CI, a case-sensitive APFS \
                volume, some build caches) the file is not found and the build fails.

                Fix: write the path in the build setting as it is on disk (or rename the folder).
                """,
            nonTriggeringExamples: [X.example(X.app()), X.selphID()],
            triggeringExamples: [
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings:
                                "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;\n\t\t\t\t↓INFOPLIST_FILE = app/info.plist;"
                        )))
            ])

        static func visit(
            phases target: AppTarget, of xcodeTarget: XcodeTarget, in project: XcodeProject, _ sink: DiagnosticSink
        ) {
            for file in target.namedFiles {
                guard case .otherCase(let actual) = file.found else { continue }
                sink.report(
                    description, at: file.location,
                    "\(file.setting) of target '\(target.name)' names \(DoctorText.shown(file.path)), but the file "
                        + "is \(DoctorText.shown(actual)): a Mac's case-insensitive disk finds it (checked here as "
                        + "that file), a case-sensitive one (Linux CI) does not and the build fails")
            }
        }
    }
}
