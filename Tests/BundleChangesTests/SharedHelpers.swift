import Foundation
import TestPrerequisites
import TestSupport

// This target's names for the helpers every test target shares (Sources/TestSupport).

/// A fresh temporary directory, removed by the caller's `defer`.
func makeTemporaryDirectory() throws -> URL { try TemporaryFolder.make() }

let packageRoot = PackagePaths.root
let corpusDirectory = PackagePaths.corpusDirectory

/// Runs another program to its end and captures what it prints (`ProcessRunner`).
func runProcess(
    _ executable: String, _ arguments: [String], in directory: String? = nil, mergingErrors: Bool = false
) throws -> ProcessResult {
    try ProcessRunner.run(executable, arguments, in: directory, mergingErrors: mergingErrors)
}

/// The six versions of one vendor zip path, oldest first (corpus zips/history/README.md).
let historySteps = [
    "and-57b3dc40cb4b", "and-63f1d381db64", "and-d5e0bc959cdb", "and-6257b486c45d", "and-34dbcf9994a4",
    "and-5ca3ad910a0b",
]

/// The history zip `name`, or a skip (a failure under CI=true) when the corpus is absent.
func historyZip(_ name: String) throws -> String {
    guard let corpus = corpusDirectory else {
        throw Prerequisite.missing("../shared/corpus is absent: the real version steps are not compared")
    }
    return corpus.appendingPathComponent("zips/history/\(name).zip").path
}

/// `unzip -q ZIP -d DIR`, or a skip when unzip is absent.
func unzipTree(_ zip: String, into directory: URL) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") else {
        throw Prerequisite.missing("unzip is absent: the independent listing cannot be made")
    }
    let result = try runProcess("/usr/bin/unzip", ["-q", "-o", zip, "-d", directory.path])
    guard result.status == 0 else { throw CocoaError(.fileReadCorruptFile) }
}
