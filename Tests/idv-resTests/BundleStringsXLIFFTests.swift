import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

/// `strings ZIP|DIR --export xliff --lang` and `--import`: the resources zip's own texts
/// through XLIFF, on the real zips of the corpus.
final class BundleStringsXLIFFTests: XCTestCase {
    private func corpusZips() throws -> [String] {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("no corpus beside the package (../shared/corpus)")
        }
        let folders = [corpus.appendingPathComponent("zips"), corpus.appendingPathComponent("zips/history")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".zip") }
                .sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }

    /// The `strings/` files of a directory, path -> bytes.
    private func strings(_ directory: String) throws -> [String: Data] {
        let folder = (directory as NSString).appendingPathComponent("strings")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)))
        }
        return files
    }

    /// Every language's XLIFF with each target prefixed: the same units, other texts.
    private func changed(_ folder: String, into other: String) throws {
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let text = try String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
            try text.replacingOccurrences(of: "<target state=\"translated\">", with: "<target state=\"translated\">X ")
                .write(toFile: (other as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    /// Export, import unchanged: nothing to do. Every text changed, then imported back: the
    /// files are byte for byte the vendor's (CRLF, `&#10;`, order, indentation kept).
    func testCorpusStringsRoundTripByteForByte() throws {
        let zips = try corpusZips()
        XCTAssertEqual(zips.count, 12)
        for zip in zips {
            let name = (zip as NSString).lastPathComponent
            let root = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let directory = root.appendingPathComponent("bundle").path
            XCTAssertEqual(runCLI(["unpack", zip, "-o", directory]).status, 0, name)
            let original = try strings(directory)
            let exported = root.appendingPathComponent("xliff").path
            let export = runCLI(["strings", directory, "--export", "xliff", "--lang", "all", "-o", exported + "/"])
            XCTAssertEqual(export.status, 0, "\(name): \(export.err)")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: exported).sorted(), ["es.xliff", "pt.xliff"], name)
            let same = runCLI(["strings", directory, "--import", exported])
            XCTAssertEqual(
                same.out, "nothing to change: every translated unit matches the bundle\n", "\(name): \(same.err)")

            let other = root.appendingPathComponent("changed").path
            try changed(exported, into: other)
            let edit = runCLI(["strings", directory, "--import", other])
            XCTAssertEqual(edit.status, 0, "\(name): \(edit.err)")
            let edited = try strings(directory)
            XCTAssertNotEqual(edited["strings.es.xml"], original["strings.es.xml"], name)
            XCTAssertEqual(edited["strings.xml"], original["strings.xml"], "\(name): the default file is never written")
            let back = runCLI(["strings", directory, "--import", exported])
            XCTAssertEqual(back.status, 0, "\(name): \(back.err)")
            XCTAssertEqual(try strings(directory), original, "\(name): not the vendor's bytes after a round trip")
        }
    }

    func testImportIntoANewZipChangesOnlyTheTranslatedToken() throws {
        guard let zip = try corpusZips().first(where: { $0.hasSuffix("selphid-resources-real.zip") }) else {
            throw Prerequisite.missing("no selphid-resources-real.zip in the corpus")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let xliff = root.appendingPathComponent("pt.xliff").path
        let export = runCLI(["strings", zip, "--export", "xliff", "--lang", "pt", "-o", xliff])
        XCTAssertEqual(export.status, 0, export.err)
        let text = try String(contentsOfFile: xliff, encoding: .utf8)
        // Where the text appears, for the translator.
        XCTAssertTrue(text.contains("<note>Shown in widget.xml: view 'Tutorial3', button 'buttonNext' (content)"), text)
        try text.replacingOccurrences(
            of: "<target state=\"translated\">PRONTO</target>",
            with: "<target state=\"final\">PRONTO &amp; <g id=\"1\">JÁ</g></target>"
        )
        .write(toFile: xliff, atomically: true, encoding: .utf8)
        // A zip is never edited in place.
        XCTAssertEqual(runCLI(["strings", zip, "--import", xliff]).status, 2)
        let dry = runCLI(["strings", zip, "--import", xliff, "--dry-run"])
        XCTAssertEqual(
            dry.out,
            "would update strings/strings.pt.xml: 0 added, 1 replaced\n  ~ button_ready: \"PRONTO\" -> \"PRONTO & JÁ\"\n",
            dry.err)
        let output = root.appendingPathComponent("new.zip").path
        let result = runCLI(["strings", zip, "--import", xliff, "-o", output])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "updated strings/strings.pt.xml: 0 added, 1 replaced\n")
        XCTAssertEqual(runCLI(["strings", zip, "--import", xliff, "-o", output]).status, 2, "an existing zip is kept")

        XCTAssertEqual(runCLI(["unpack", zip, "-o", root.appendingPathComponent("old").path]).status, 0)
        XCTAssertEqual(runCLI(["unpack", output, "-o", root.appendingPathComponent("new").path]).status, 0)
        let old = try strings(root.appendingPathComponent("old").path)
        let new = try strings(root.appendingPathComponent("new").path)
        XCTAssertEqual(new.filter { $0.key != "strings.pt.xml" }, old.filter { $0.key != "strings.pt.xml" })
        let before = String(decoding: old["strings.pt.xml"]!, as: UTF8.self)
        let after = String(decoding: new["strings.pt.xml"]!, as: UTF8.self)
        XCTAssertTrue(before.contains("\r\n"), "the vendor's pt file has CRLF line ends")
        XCTAssertEqual(after, before.replacingOccurrences(of: ">PRONTO<", with: ">PRONTO &amp; JÁ<"))
    }

    /// The 11 tokens `strings` counts missing in `pt` exist only in `es`: the pt export lists
    /// them (the es text as source, said in a note), and the import takes a translation of them.
    func testTokensOnlyAnotherLanguageHasAreExportedAndImported() throws {
        guard let zip = try corpusZips().first(where: { $0.hasSuffix("selphid-resources-real.zip") }) else {
            throw Prerequisite.missing("no selphid-resources-real.zip in the corpus")
        }
        let missing = [
            "buttonExitTutorial_alt", "CaptureTipFront_alt", "CaptureInfoFront_alt", "CaptureTipBack_alt",
            "CaptureInfoBack_alt", "Tutorial1Video", "Tutorial2Video", "Tutorial3Video", "Tutorial1_PPVideo",
            "Tutorial2_PPVideo", "Tutorial3_PPVideo",
        ]
        let table = runCLI(["strings", zip])
        for token in missing { XCTAssertTrue(table.out.contains("\n\(token) "), token) }
        XCTAssertTrue(table.out.contains("Tokens not translated in every language (11):"), table.out)

        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let xliff = root.appendingPathComponent("pt.xliff").path
        let export = runCLI(["strings", zip, "--export", "xliff", "--lang", "pt", "-o", xliff])
        XCTAssertEqual(export.status, 0, export.err)
        XCTAssertEqual(export.err, "wrote 55 units for 'pt' to \(xliff)\n")
        let text = try String(contentsOfFile: xliff, encoding: .utf8)
        for token in missing { XCTAssertTrue(text.contains("<trans-unit id=\"\(token)\""), token) }
        XCTAssertTrue(
            text.contains(
                "<trans-unit id=\"Tutorial1Video\" xml:space=\"preserve\">\n        <source>Se muestra un documento de "
                    + "identidad de color blanco"), text)
        XCTAssertTrue(
            text.contains("<note>Not in strings/strings.xml (the default): the source is the 'es' text.</note>"), text)
        XCTAssertTrue(
            text.contains(
                "<source></source>\n        <note>Not in strings/strings.xml (the default): the source is the 'es' "
                    + "text, which is empty. Read by the screen reader (accessibility text).</note>"), text)
        // Only other languages' tokens: es lists the default's 44 (its own 11 are not missing in it).
        let es = runCLI(["strings", zip, "--export", "xliff", "--lang", "es"])
        XCTAssertEqual(es.out.components(separatedBy: "<trans-unit ").count - 1, 44)

        // The translator fills in two of them; the import adds them to strings.pt.xml.
        var filled = text
        for token in ["Tutorial1Video", "CaptureTipFront_alt"] {
            let start = try XCTUnwrap(filled.range(of: "<trans-unit id=\"\(token)\""))
            let source = try XCTUnwrap(filled.range(of: "</source>", range: start.upperBound..<filled.endIndex))
            filled.insert(contentsOf: "<target>PT \(token)</target>", at: source.upperBound)
        }
        try filled.write(toFile: xliff, atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("new.zip").path
        let result = runCLI(["strings", zip, "--import", xliff, "-o", output])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertFalse(result.err.contains("xliff.unknown-token"), result.err)
        XCTAssertEqual(result.out, "updated strings/strings.pt.xml: 2 added, 0 replaced\n")
        let after = runCLI(["strings", output])
        XCTAssertTrue(after.out.contains("Tokens not translated in every language (11):"), after.out)
        XCTAssertTrue(after.out.contains("\nTutorial1Video          MISSING  ok     ok\n"), after.out)
        // A token no strings file has is still refused, with the name meant.
        try filled.replacingOccurrences(of: "id=\"Tutorial1Video\"", with: "id=\"Tutorial1Vidoe\"")
            .write(toFile: xliff, atomically: true, encoding: .utf8)
        let unknown = runCLI(["strings", zip, "--import", xliff, "--dry-run"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(
            unknown.err.contains(
                "error: token 'Tutorial1Vidoe' is in no strings file of the bundle (the default nor another language); "
                    + "did you mean 'Tutorial1Video'?; not imported [xliff.unknown-token]"), unknown.err)
    }

    func testANewLanguageIsCreatedBesideTheDefault() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle/strings")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n  <token id=\"a\">One\nline</token>\n  <token id=\"b\">Two</token>\n</translations>\n"
            .write(to: bundle.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        let directory = bundle.deletingLastPathComponent().path
        let export = runCLI(["strings", directory, "--export", "xliff", "--lang", "fr"])
        XCTAssertEqual(export.status, 0, export.err)
        XCTAssertTrue(
            export.out.contains(
                "<file original=\"strings/strings.fr.xml\" source-language=\"en\" target-language=\"fr\" datatype=\"xml\">"
            ))
        let xliff = root.appendingPathComponent("fr.xliff").path
        try export.out.replacingOccurrences(
            of: "<source>Two</source>", with: "<source>Two</source><target>Deux</target>"
        )
        .replacingOccurrences(
            of: "<source>One\nline</source>", with: "<source>One\nline</source><target>Une\nligne &lt;b&gt;</target>"
        )
        .write(toFile: xliff, atomically: true, encoding: .utf8)
        let result = runCLI(["strings", directory, "--import", xliff])
        XCTAssertEqual(result.out, "created strings/strings.fr.xml: 2 added, 0 replaced\n", result.err)
        XCTAssertEqual(
            try String(contentsOf: bundle.appendingPathComponent("strings.fr.xml"), encoding: .utf8),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n"
                + "    <token id=\"a\">Une&#10;ligne &lt;b&gt;</token>\n    <token id=\"b\">Deux</token>\n</translations>\n"
        )
        XCTAssertEqual(runCLI(["strings", directory]).status, 0, "complete again")
    }
}
