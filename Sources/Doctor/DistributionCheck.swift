import Checksums
import Diagnostics
import Foundation

/// `doctor --distributions SUMS`: the downloaded SDK zips verified as `verify -c` does, each
/// looked for beside its sums file.
enum DistributionCheck {
    static func verify(_ sums: String, base: String, jobs: Int) -> [Report.Input] {
        let folder = PathParts(sums).folder
        let plan = ChecksumPlan.manifest(
            sums, openPath: ChecksumPlan.resolve(sums, in: base),
            directory: folder.isEmpty ? nil : folder, base: base)
        var inputs: [Report.Input] = []
        if !plan.diagnostics.isEmpty {
            inputs.append(Report.Input(name: sums, diagnostics: plan.diagnostics, unreadable: plan.unreadable))
        }
        ChecksumVerifier.verify(plan.expectations, jobs: jobs) { index, outcome in
            let expectation = plan.expectations[index]
            let diagnostics = ChecksumVerifier.diagnostic(for: expectation, outcome).map { [$0] } ?? []
            inputs.append(Report.Input(name: expectation.path, diagnostics: diagnostics))
        }
        return inputs
    }
}
