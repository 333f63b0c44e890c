import Foundation
import TestPrerequisites
import XCTest

/// The README's pre-commit `rev:` (and the Action's `@v...`, the plugin's `from:`) name a release
/// that exists: a tag of this repository, or the version of the package (`IDVRes.version`, what
/// `--version` prints) whose tag the README's release steps make and push.
final class ReleaseStepsTests: XCTestCase {
    private func readme() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// `static let version = "X.Y.Z"` of the command line, as `--version` prints it.
    private func packageVersion() throws -> String {
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/idv-res/Commands/IDVRes.swift"), encoding: .utf8)
        let match = try XCTUnwrap(source.firstMatch(of: #/static let version = "([0-9]+\.[0-9]+\.[0-9]+)"/#))
        let version = String(match.output.1)
        let printed = try runProcess(try builtExecutable(), ["--version"], in: packageRoot.path)
        XCTAssertTrue(printed.out.hasPrefix("idv-res \(version) "), printed.out)
        return version
    }

    private func tags() -> [String] {
        guard let git = which("git"),
            let result = try? runProcess(git, ["tag", "--list"], in: packageRoot.path), result.status == 0
        else { return [] }
        return result.out.split(separator: "\n").map(String.init)
    }

    func testThePreCommitRevIsATagOrTheVersionTheReleaseStepsTag() throws {
        let readme = try readme()
        let version = try packageVersion()
        let revs = readme.matches(of: #/\n\s+rev: (\S+)/#).map { String($0.output.1) }
        XCTAssertEqual(revs.count, 1, "one pre-commit rev in the README: \(revs)")
        let rev = try XCTUnwrap(revs.first)
        if tags().contains(rev) { return }
        XCTAssertEqual(rev, "v\(version)", "the README's rev is neither a tag nor the package's version")
        // The release steps make and push that very tag.
        let releasing = try XCTUnwrap(readme.range(of: "\n### Releasing\n"), "README has release steps")
        let steps = String(readme[releasing.upperBound...]).components(separatedBy: "\n### ")[0]
        XCTAssertTrue(steps.contains("git tag -a v\(version) "), steps)
        XCTAssertTrue(steps.contains("git push origin v\(version)\n"), steps)
        XCTAssertTrue(steps.contains("Sources/idv-res/Commands/IDVRes.swift"), steps)
    }

    /// The Action's `uses: ORG/idv-res@v...` and the plugin's `from: "..."` name the same release.
    func testTheActionAndPluginExamplesNameTheSameRelease() throws {
        let readme = try readme()
        let version = try packageVersion()
        let uses = readme.matches(of: #/uses: [A-Za-z0-9_-]+/idv-res@(\S+)/#).map { String($0.output.1) }
        XCTAssertFalse(uses.isEmpty)
        XCTAssertEqual(Set(uses), ["v\(version)"])
        let from = readme.matches(of: #/idv-res", from: "([^"]+)"/#).map { String($0.output.1) }
        XCTAssertEqual(Set(from), [version])
    }
}
