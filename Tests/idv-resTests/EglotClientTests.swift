import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// The Emacs set-up of docs/editors.md, run by Emacs's own eglot (Debian's emacs-nox and
/// elpa-eglot, which `make lsp-deps` installs; without them the test skips, or fails under
/// CI=true): widget.xml and strings/strings.xml of the real bundle share one server.
final class EglotClientTests: XCTestCase {
    func testTheDocumentedProjectFunctionGivesTheBundleOneServer() throws {
        guard let emacs = which("emacs") else {
            throw Prerequisite.missing("Emacs is absent (make lsp-deps installs it): the eglot set-up is not run")
        }
        let bundle = try unpackedRealSelphID()
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        let setup = try XCTUnwrap(
            guide.components(separatedBy: "```elisp\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let setupFile = folder.appendingPathComponent("setup.el")
        try setup.write(to: setupFile, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = PathParts(try builtExecutable()).folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["BUNDLE"] = bundle.path
        environment["HOME"] = folder.path
        let client = fixturesDirectory.appendingPathComponent("lsp/eglot-client.el").path
        let run = try ChildProcess(
            emacs, ["--batch", "-l", setupFile.path, "-l", client], in: folder.path, environment: environment,
            mergingErrors: true
        ).wait(timeout: 120)
        XCTAssertFalse(run.timedOut)
        if run.out.contains("Cannot open load file") && run.out.contains("eglot") {
            throw Prerequisite.missing(
                "eglot is absent (make lsp-deps installs elpa-eglot): the Emacs set-up is not run")
        }
        XCTAssertTrue(run.out.contains("servers=1 same=t root=\(bundle.path)/"), run.out)
    }
}
