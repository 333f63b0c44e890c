import Foundation
import TestPrerequisites
import XCTest

/// The Python environment `make pydeps` prepares (`.build/pyenv`), for tests that compare our
/// output with reference tools. Absent or incomplete: the test skips, saying why (Prerequisite).
enum PythonTools {
    static let python = packageRoot.appendingPathComponent(".build/pyenv/bin/python").path

    /// Runs `python -c script` with `input` on standard input; skips (fails under CI=true) when `module`
    /// cannot be imported.
    static func run(script: String, input: Data, requiring module: String) throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: python),
            (try? execute(["-c", "import \(module)"], input: Data()).status) == 0
        else {
            throw Prerequisite.missing(
                "Python module \(module) is not installed in .build/pyenv (run `make pydeps`): comparison skipped")
        }
        return try execute(["-c", script], input: input)
    }

    private static func execute(_ arguments: [String], input: Data) throws -> (status: Int32, output: String) {
        let result = try runProcess(python, arguments, input: input, mergingErrors: true)
        return (result.status, result.out)
    }
}
