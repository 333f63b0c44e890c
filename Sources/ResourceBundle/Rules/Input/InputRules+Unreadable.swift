import Diagnostics

extension InputRules {
    public enum Unreadable: Rule {
        public static let description = RuleDescription(
            id: "input.unreadable",
            severity: .error,
            summary: "An input named on the command line cannot be read (missing, unreadable, or not a zip).",
            explanation: """
                What it checks: every path given to a command exists and opens as what the \
                command expects (a zip, a directory, or a file of a known kind).

                Why it matters: a CI step that lints nothing must not pass. The command exits \
                with status 3 when any input could not be read, whatever else it found.

                Fix: check the path, and that a `.zip` really is a zip archive (not an HTML error \
                page saved under that name).
                """,
            triggeringExamples: [
                RuleExample([:], arguments: ["{input}/missing.zip"], expected: [Location(file: "missing.zip")])
            ]
        )

        /// The input at `location` cannot be opened; `reason` is what the user reads about why.
        public static func finding(at location: Location, reason: String) -> Diagnostic {
            Diagnostic(description, at: location, "cannot read: \(reason)")
        }

        /// The input opened but one of its parts (`what`) could not be read.
        public static func finding(reading what: String, at location: Location, reason: String) -> Diagnostic {
            Diagnostic(description, at: location, "cannot read \(what): \(reason)")
        }

        /// The path is neither an XLIFF file, nor an .xcloc, nor a directory of them.
        public static func notXLIFF(at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "cannot read the XLIFF file (nor an .xcloc, nor a directory of them)")
        }

        /// A directory given for document models holds none.
        public static func noDocumentModels(in models: String) -> Diagnostic {
            Diagnostic(description, at: Location(file: models), "\(models) holds no document model (documents/*.xml)")
        }

        /// The directory given to `doctor` holds nothing of an app project.
        public static func notAnAppProject(at location: Location) -> Diagnostic {
            Diagnostic(
                description, at: location, "no Xcode project, Info.plist or Swift source found: not an app project")
        }

        /// The zip's data pass could not open the file a second time (it changed, or went).
        static func unreadableAgain(_ path: String, _ failure: BundleReadError, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "cannot read \(path) again to check its data: \(failure.message)")
        }
    }
}
