import Diagnostics
import Doctor
import ResourceBundle

/// `idv-res doctor [PROJECT_DIR]`: an iOS app project's integration of the SDKs.
enum DoctorCommand: CLICommand {
    struct Options: GroupedReportOptions, JobsOption {
        let projectDirectory = OptionalArgument<String>(
            "project-dir", help: "The app project's folder (default: the working directory).", isInput: true)
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil
        let distributions = Repeated<String>(
            "--distributions", valueName: "sums",
            help: "A SHA256SUMS of the downloaded SDK zips (identiaFlow.xcframework.zip, openssl.zip), "
                + "verified as 'verify -c' does; the zips are looked for beside it.", isInput: true)
        let jobs = ChecksumOptions.jobs
    }

    static let spec = CommandSpec(
        name: "doctor",
        abstract: "Check an iOS app project's SDK integration: Info.plist, entitlements, frameworks, Swift.",
        discussion: """
            Reads the project's *.xcodeproj/project.pbxproj, the Info.plist and .entitlements files its targets \
            name (XML or binary plists), the SDK xcframeworks and the Swift sources, and reports the mistakes that \
            build without a warning and fail on the phone (docs/doctor.md). Reports like validate: same formats, \
            rules, configuration and exit statuses.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var options = DoctorOptions()
        options.distributions = arguments[\.distributions]
        options.base = io.currentDirectory
        options.jobs = ChecksumOptions.jobs(arguments)
        let named = arguments[\.projectDirectory]
        let root = named.map { ChecksumCommand.resolve($0, io) } ?? io.currentDirectory
        var report = ProjectDoctor.check(root, options: options)
        // Paths as the user named the directory ('.' when none was named).
        let given = named ?? "."
        if given != root { report = report.showing(root, as: given) }
        return ReportOptions.emit(report, arguments, io: io, configuration: configuration)
    }
}
