import Foundation

/// `IDV_RES_TIMINGS=1`: how long each check of each input took, on standard error (for
/// bench/views.sh; the report itself never carries timings, so it stays reproducible).
enum CheckTimings {
    static let enabled = ProcessInfo.processInfo.environment["IDV_RES_TIMINGS"] != nil

    /// Runs `check`, and when enabled writes `timing: INPUT CHECK MS ms` to standard error.
    static func measure(_ input: String, _ check: BundleCheck, _ run: () -> Void) {
        guard enabled else { return run() }
        let start = DispatchTime.now().uptimeNanoseconds
        run()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        FileHandle.standardError.write(
            Data("timing: \(input) \(type(of: check)) \(String(format: "%.3f", milliseconds)) ms\n".utf8))
    }
}
