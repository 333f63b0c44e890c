import Foundation
import TestPrerequisites
import XCTest

/// The executable runs alone: copied into an empty folder with nothing beside it (no
/// `idv-res_ResourceBundle.resources`), the commands that read the built-in SDK catalogs work
/// and print what the in-process command line prints.
final class StandaloneBinaryTests: XCTestCase {
    private var folder: URL!
    private var binary: String!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory()
        binary = folder.appendingPathComponent("idv-res").path
        try FileManager.default.copyItem(atPath: try builtExecutable(), toPath: binary)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["idv-res"])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs the copy from its own folder, with an environment that points nowhere else.
    private func runCopy(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(binary, arguments, in: folder.path, environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"])
    }

    /// Same exit status and output as the command line run in this process.
    private func assertSameAsInProcess(
        _ arguments: [String], status: Int32, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let copy = try runCopy(arguments)
        let inProcess = runCLI(arguments, environment: ["NO_COLOR": "1"], currentDirectory: folder.path)
        XCTAssertEqual(copy.status, status, copy.err, file: file, line: line)
        XCTAssertEqual(copy.status, inProcess.status, file: file, line: line)
        XCTAssertEqual(copy.out, inProcess.out, file: file, line: line)
        XCTAssertFalse(copy.err.contains("Fatal error"), copy.err, file: file, line: line)
    }

    /// A target with `resources:` makes SwiftPM compile a `Bundle.module` accessor into the
    /// binary, naming `idv-res_<Target>.resources`; that accessor also falls back to the bundle's
    /// absolute build path, so a copy run on this machine could still find it. The name must not
    /// be in the binary at all.
    func testNoResourceBundleAccessorIsCompiledIn() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        for target in [
            "Diagnostics", "ModelsXML", "LottieValidation", "ResourceBundle", "Doctor", "Checksums", "Preview",
            "RuleCatalog", "idv-res",
        ] {
            let name = "idv-res_\(target).resources"
            XCTAssertNil(bytes.range(of: Data(name.utf8)), "the binary loads \(name) at run time")
        }
    }

    func testRulesListsEveryRule() throws {
        let result = try runCopy(["rules"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("localizable.unknown-key"))
        try assertSameAsInProcess(["rules"], status: 0)
    }

    /// `strings` reads the SDK key catalog: 51 keys in the built-in selphid-ios catalog.
    func testStringsUsesTheBuiltInKeyCatalog() throws {
        let resources = samplesDirectory.appendingPathComponent("app-resources/Resources").path
        let result = try runCopy(["strings", resources])
        XCTAssertTrue(result.out.contains("keys in the selphid-ios (built in) catalog"), result.out + result.err)
        try assertSameAsInProcess(["strings", resources, "--format", "json"], status: 1)
    }

    /// `lottie` reads the animation catalog (the names the SDK loads).
    func testLottieUsesTheBuiltInAnimationCatalog() throws {
        let good = samplesDirectory.appendingPathComponent("lottie/good").path
        try assertSameAsInProcess(["lottie", good], status: 0)
        let broken = samplesDirectory.appendingPathComponent("lottie/broken").path
        try assertSameAsInProcess(["lottie", broken, "--format", "json"], status: 1)
    }

    /// A zip packed by the copy itself, then validated by it; and the vendor's real zip.
    func testValidatesZips() throws {
        let good = samplesDirectory.appendingPathComponent("bundles/good").path
        let packed = folder.appendingPathComponent("good.zip").path
        XCTAssertEqual(try runCopy(["pack", good, "-o", packed]).status, 0)
        try assertSameAsInProcess(["validate", packed], status: 0)
        guard let corpusDirectory else {
            throw Prerequisite.missing(
                "../shared/corpus is absent: the real vendor zip was not validated (the packed sample was)")
        }
        let real = corpusDirectory.appendingPathComponent("zips/selphid-resources-real.zip").path
        try assertSameAsInProcess(["validate", real, "--format", "json"], status: 1)
    }
}
