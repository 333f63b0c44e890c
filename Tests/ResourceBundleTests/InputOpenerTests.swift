import Diagnostics
import Foundation
import TestSupport
import XCTest

@testable import ResourceBundle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way in: every command's inputs get the same refusals, and what an input is gets
/// decided once, from its first bytes.
final class InputOpenerTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("idv-res-opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func message(_ input: OpenedInput) -> String? {
        guard case .failed(let error) = input.kind else { return nil }
        return error.userMessage
    }

    private let everyPolicy: [InputOpener.LooseFiles] = [.sniffed, .animations, .refused]

    /// `strings`, `ls` (`.refused`) and `lottie` (`.animations`) used to open inputs their own
    /// way; a FIFO now gets validate's refusal under every policy, before anything blocks.
    func testAFIFOIsRefusedTheSameWayForEveryCommand() throws {
        for name in ["b.zip", "anim.json", "widget.xml"] {
            let path = root.appendingPathComponent(name).path
            XCTAssertEqual(mkfifo(path, 0o600), 0)
            for policy in everyPolicy {
                let input = InputOpener.open(path, looseFiles: policy)
                XCTAssertEqual(
                    message(input), "a FIFO, not a file: refused (reading it could block forever)", "\(name) \(policy)")
                XCTAssertThrowsError(try input.reader())
            }
            XCTAssertEqual(InputOpener.open(path).isZip, name.hasSuffix(".zip"), "a zip by its name still")
        }
    }

    /// An unreadable file is refused under every policy (root reads everything: skipped there).
    func testAnUnreadableFileIsRefusedTheSameWayForEveryCommand() throws {
        guard getuid() != 0 else { throw XCTSkip("root reads every file: no permission to deny") }
        let path = root.appendingPathComponent("b.zip").path
        try RecipeZipWriter.write([ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>")], to: path)
        XCTAssertEqual(chmod(path, 0), 0)
        for policy in everyPolicy {
            XCTAssertEqual(message(InputOpener.open(path, looseFiles: policy)), "permission denied", "\(policy)")
        }
    }

    func testAMissingPathIsRefusedTheSameWayForEveryCommand() {
        for policy in everyPolicy {
            let input = InputOpener.open(root.appendingPathComponent("nope.zip").path, looseFiles: policy)
            XCTAssertEqual(message(input), "no such file or directory")
            XCTAssertFalse(input.isZip)
        }
    }

    /// A zip is known by its first bytes whatever its name; a loose file by its content.
    func testWhatAnInputIsComesFromItsFirstBytes() throws {
        let zip = root.appendingPathComponent("resources.bin").path
        try RecipeZipWriter.write([ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>")], to: zip)
        let opened = InputOpener.open(zip)
        XCTAssertTrue(opened.isZip)
        XCTAssertEqual(opened.bundleKind, .zip)
        XCTAssertEqual(try opened.reader().entries.map(\.path), ["widget.xml"])

        let loose = root.appendingPathComponent("mine.xml")
        try Data("<?xml version=\"1.0\"?>\n<facephi-widget-conf/>\n".utf8).write(to: loose)
        guard case .file(let bundlePath) = InputOpener.open(loose.path).kind else { return XCTFail("not a file") }
        XCTAssertEqual(bundlePath, "widget.xml")
        guard case .file(let animation) = InputOpener.open(loose.path, looseFiles: .animations).kind else {
            return XCTFail("not a file")
        }
        XCTAssertEqual(animation, "mine.xml", "lottie: every file is an animation at its own name")

        let lproj = root.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        guard case .directory(let prefix) = InputOpener.open(lproj.path).kind else { return XCTFail("not a folder") }
        XCTAssertEqual(prefix, "fr.lproj/", "an .lproj folder alone keeps its language")
    }

    /// The reader is opened once: what the CLI asks before validating (is it a zip, does it
    /// hold app localizations) and the validation share it.
    func testTheReaderIsOpenedOnceAndHandedOn() throws {
        let zip = root.appendingPathComponent("b.zip").path
        try RecipeZipWriter.write([ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>")], to: zip)
        let opened = InputOpener.open(zip)
        let first = try opened.reader()
        XCTAssertFalse(opened.hasAppLocalizations)
        XCTAssertTrue(try opened.takeReader() === first)
    }
}
