import Foundation
import TestPrerequisites
import XCTest

/// Layout mistakes are explained, not only located: a folder of zips, a zip of the bundle's
/// folder (`zip -r x.zip x`), `--lang` without `--export`, an output folder that cannot be.
/// On the real zips of the corpus.
final class InputLayoutMessagesTests: XCTestCase {
    private func realZips() throws -> [String] {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("no corpus beside the package (../shared/corpus)")
        }
        return ["selphi-resources-real.zip", "selphid-resources-real.zip"].map {
            corpus.appendingPathComponent("zips/\($0)").path
        }
    }

    func testAFolderOfZipsSaysToValidateTheZips() throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let zips = work.appendingPathComponent("zips")
        try FileManager.default.createDirectory(at: zips, withIntermediateDirectories: true)
        for zip in try realZips() {
            try FileManager.default.copyItem(
                atPath: zip, toPath: zips.appendingPathComponent((zip as NSString).lastPathComponent).path)
        }
        let result = runCLI(["validate", zips.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.hasPrefix(
                "\(zips.path): error: nothing idv-res reads: expected widget.xml, strings/*.xml, documents/*.xml, "
                    + "<lang>.lproj/Localizable.strings, Localizable.xcstrings or Lottie *.json; found 2 other files "
                    + "('selphi-resources-real.zip', 'selphid-resources-real.zip'): \(zips.path) holds 2 zips, which idv-res "
                    + "reads as inputs of their own, not as files of a bundle: validate them: "
                    + "idv-res validate \(zips.path)/*.zip [input.nothing-to-check]\n"), result.out)
        // As told: both zips are validated.
        let told = runCLI(["validate"] + (try realZips()))
        XCTAssertFalse(told.out.contains("input.nothing-to-check"), told.out)
    }

    /// `zip -r x.zip x`: the bundle is under x/ in the zip; the message says to zip its contents.
    func testAZipOfTheBundlesFolderSaysToZipItsContents() throws {
        guard let zipTool = which("zip") else { throw Prerequisite.missing("zip is not installed") }
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let real = try realZips()[1]
        XCTAssertEqual(runCLI(["unpack", real, "-o", work.appendingPathComponent("x").path]).status, 0)
        let zipped = try runProcess(zipTool, ["-q", "-r", "x.zip", "x"], in: work.path)
        XCTAssertEqual(zipped.status, 0, zipped.err)
        let result = runCLI(["validate", work.appendingPathComponent("x.zip").path])
        XCTAssertEqual(result.status, 1)
        let first = result.out.components(separatedBy: "\n")[0]
        XCTAssertTrue(first.contains("found 88 other files ('x/"), first)
        XCTAssertTrue(
            first.hasSuffix(
                ": the bundle is under 'x/' in the zip: zip the contents of x, not the folder "
                    + "(cd x && zip -r ../x.zip .), or pack it: idv-res pack x -o x.zip [input.nothing-to-check]"),
            first)
        // The folder above the bundle, validated: says which folder to name.
        let above = runCLI(["validate", work.path])
        XCTAssertTrue(
            above.out.contains(": a bundle is in 'x/': validate it: idv-res validate \(work.path)/x; "), above.out)
        XCTAssertTrue(
            above.out.contains(
                "\(work.path) holds a zip, which idv-res reads as an input of its own, not as files of a bundle"),
            above.out)
        // As told: the zip made of the contents is read.
        let y = work.appendingPathComponent("y.zip").path
        let packed = runCLI(["pack", work.appendingPathComponent("x").path, "-o", y])
        XCTAssertNotEqual(packed.status, 2, packed.err)
        XCTAssertFalse(runCLI(["validate", y]).out.contains("input.nothing-to-check"))
    }

    /// `strings resources.zip --lang pt`: the input is right, --export is what is missing.
    func testLangWithoutExportNamesExport() throws {
        let real = try realZips()[1]
        let result = runCLI(["strings", real, "--lang", "pt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.err.hasPrefix(
                "error: --lang chooses the language to --export or --import: add --export xliff "
                    + "(idv-res strings \(real) --export xliff --lang pt -o pt.xliff) or --import FILE; "
                    + "without them strings shows every language of the bundle\n"), result.err)
        XCTAssertFalse(result.err.contains("is an SDK resources bundle"), result.err)
        let languages = runCLI(["strings", real, "--lang", "pt,es"])
        XCTAssertTrue(languages.err.contains("--lang pt,es -o xliff/)"), languages.err)
    }

    /// An output folder that cannot be: the file system's reason, and exit status 2 (the command
    /// line's mistake), never Foundation's "The operation could not be completed" with 3.
    func testABadOutputFolderSaysWhyWithStatus2() throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("notes.txt")
        try "notes\n".write(to: file, atomically: true, encoding: .utf8)
        let good = samplesDirectory.appendingPathComponent("bundles/good").path

        let report = runCLI(["validate", good, "--report", "json=notes.txt/r.json"], currentDirectory: work.path)
        XCTAssertEqual(report.status, 2, report.err)
        XCTAssertEqual(
            report.err,
            "error: --report json: cannot write notes.txt/r.json: \(file.path) is a file, not a folder\n")
        let missing = runCLI(["validate", good, "--output", "reports/r.txt"], currentDirectory: work.path)
        XCTAssertEqual(missing.status, 2, missing.err)
        XCTAssertEqual(
            missing.err,
            "error: --output: cannot write reports/r.txt: the folder "
                + "\(work.appendingPathComponent("reports").path) does not exist (create it first)\n")
        XCTAssertFalse((report.err + missing.err).contains("The operation could not be completed"))

        let real = try realZips()[1]
        let export = runCLI(
            ["strings", real, "--export", "xliff", "--lang", "pt", "-o", "notes.txt/pt.xliff"],
            currentDirectory: work.path)
        XCTAssertEqual(export.status, 2, export.err)
        XCTAssertEqual(
            export.err,
            "error: cannot write notes.txt/pt.xliff: \(file.path) is a file, not a folder\n")
        let preview = runCLI(["preview", good, "-o", "notes.txt/site"], currentDirectory: work.path)
        XCTAssertEqual(preview.status, 2, preview.err)
        XCTAssertEqual(preview.err, "error: cannot write notes.txt/site: \(file.path) is a file, not a folder\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "notes\n")
    }
}
