import Diagnostics

extension DoctorRules {
    public enum MissingFile: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.missing-file", severity: .error,
            summary: "A target's INFOPLIST_FILE or CODE_SIGN_ENTITLEMENTS names a file that does not exist.",
            explanation: """
                What it checks: the Info.plist (`INFOPLIST_FILE`) and entitlements \
                (`CODE_SIGN_ENTITLEMENTS`) each build configuration of an app or App Clip target \
                names are files of the project (paths relative to the folder of the \
                `.xcodeproj`; `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)`, `$(PROJECT_NAME)` \
                understood). A file found only with other letter case is doctor.path-case.

                Why it matters: Xcode stops the build ("Build input file cannot be found"; "The \
                file ... couldn't be opened because there is no such file"), and doctor cannot \
                check the keys that file should hold: the target's Info.plist and entitlements \
                checks did not run.

                Fix: restore the file (from version control), or correct the build setting to \
                the file's path.
                """,
            nonTriggeringExamples: [X.example(X.app()), X.selphID()],
            triggeringExamples: [
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings:
                                "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;\n\t\t\t\t↓INFOPLIST_FILE = App/Info.plist;"
                        ),
                        info: nil)),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(
                            settings:
                                "↓CODE_SIGN_ENTITLEMENTS = App/App.entitlements;\n\t\t\t\t↓INFOPLIST_FILE = App/Info.plist;"
                        ),
                        info: nil, entitlements: nil)),
            ])

        static func visit(
            phases target: AppTarget, of xcodeTarget: XcodeTarget, in project: XcodeProject, _ sink: DiagnosticSink
        ) {
            for file in target.namedFiles {
                guard case .missing = file.found else { continue }
                let what = file.setting == "INFOPLIST_FILE" ? "Info.plist" : "entitlements"
                sink.report(
                    description, at: file.location,
                    "\(file.setting) of target '\(target.name)' names \(DoctorText.shown(file.path)), which does "
                        + "not exist: the build fails ('Build input file cannot be found'), and the target's "
                        + "\(what) keys were not checked")
            }
        }
    }
}
