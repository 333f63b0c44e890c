import XCTest

@testable import Checksums
@testable import ResourceBundle

/// Every line form a sums file has in the wild, and every way a line goes wrong.
final class ChecksumManifestTests: XCTestCase {
    let hex = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"

    func entry(_ line: String) -> ChecksumEntry? {
        let manifest = ChecksumManifest(text: line)
        XCTAssertEqual(manifest.malformed, [], line)
        return manifest.entries.first
    }

    func problem(_ text: String) -> MalformedChecksumLine? {
        let manifest = ChecksumManifest(text: text)
        XCTAssertEqual(manifest.entries, [], text)
        return manifest.malformed.first
    }

    func testGNUTextAndBinaryLines() {
        XCTAssertEqual(
            entry("\(hex)  a b.zip\n"),
            ChecksumEntry(hex: hex, fileName: "a b.zip", form: .gnuText, line: 1, hexColumn: 1, nameColumn: 67))
        XCTAssertEqual(
            entry("\(hex) *openssl.zip"),
            ChecksumEntry(hex: hex, fileName: "openssl.zip", form: .gnuBinary, line: 1, hexColumn: 1, nameColumn: 67))
        // Upper-case digests (Windows tools) are normalised; a name may itself start with '*' or a space.
        XCTAssertEqual(entry("\(hex.uppercased())  *star.zip")?.hex, hex)
        XCTAssertEqual(entry("\(hex.uppercased())  *star.zip")?.fileName, "*star.zip")
        XCTAssertEqual(entry("\(hex)   leading-space.zip")?.fileName, " leading-space.zip")
        XCTAssertEqual(entry("\(hex)  (paren).zip")?.fileName, "(paren).zip")
    }

    func testBSDAndOpenSSLTaggedLines() {
        XCTAssertEqual(
            entry("SHA256 (dist/a.zip) = \(hex)"),
            ChecksumEntry(hex: hex, fileName: "dist/a.zip", form: .bsd, line: 1, hexColumn: 23, nameColumn: 9))
        XCTAssertEqual(entry("SHA2-256(a.zip)= \(hex.uppercased())")?.fileName, "a.zip")
        XCTAssertEqual(entry("SHA256(a.zip)= \(hex)")?.hexColumn, 16)
        // A name holding ") = " is cut at the last one.
        XCTAssertEqual(entry("SHA256 (odd) = name.zip) = \(hex)")?.fileName, "odd) = name.zip")
    }

    func testMixedFileWithCommentsBlankLinesAndCRLF() {
        let text = "# SDK 2.1.0\r\n\r\n\(hex)  a.zip\r\nSHA256 (b.zip) = \(hex)\r\n   \n\(hex) *c.zip"
        let manifest = ChecksumManifest(text: text)
        XCTAssertEqual(manifest.malformed, [])
        XCTAssertEqual(manifest.entries.map(\.fileName), ["a.zip", "b.zip", "c.zip"])
        XCTAssertEqual(manifest.entries.map(\.line), [3, 4, 6])
        XCTAssertEqual(manifest.entries.map(\.form), [.gnuText, .bsd, .gnuBinary])
    }

    func testBackslashEscapedNamesRoundTrip() {
        for name in ["plain.zip", "back\\slash.zip", "new\nline.zip", "cr\rname.zip", "ünïcode ✓.zip"] {
            for line in [ChecksumLine.gnu(hex: hex, name: name), ChecksumLine.bsd(hex: hex, name: name)] {
                XCTAssertFalse(line.contains("\n"), line)
                XCTAssertEqual(entry(line)?.fileName, name, line)
            }
        }
        XCTAssertEqual(ChecksumLine.gnu(hex: hex, name: "a\\b"), "\\\(hex)  a\\\\b")
        XCTAssertEqual(ChecksumLine.bsd(hex: hex, name: "a.zip"), "SHA256 (a.zip) = \(hex)")
    }

    func testMalformedLinesNameLineColumnAndReason() {
        let cases: [(String, Int, Int, String)] = [
            ("\(hex.prefix(63))  a.zip", 1, 1, "expected 64 hex digits, found 63"),
            ("\(hex)0  a.zip", 1, 1, "expected 64 hex digits, found 65"),
            ("d41d8cd98f00b204e9800998ecf8427e  a.zip", 1, 1, "a 32-digit digest is MD5, not SHA-256 (64 hex digits)"),
            (
                "da39a3ee5e6b4b0d3255bfef95601890afd80709  a.zip", 1, 1,
                "a 40-digit digest is SHA-1, not SHA-256 (64 hex digits)"
            ),
            (
                "\(hex) a.zip", 1, 65,
                "expected two spaces (text mode) or ' *' (binary mode) between the digest and the file name"
            ),
            (
                "\(hex)\ta.zip", 1, 65,
                "expected two spaces (text mode) or ' *' (binary mode) between the digest and the file name"
            ),
            ("\(hex)  ", 1, 67, "the file name is missing after the digest"),
            (
                "\(hex)", 1, 65,
                "expected two spaces (text mode) or ' *' (binary mode) between the digest and the file name"
            ),
            ("a.zip: OK", 1, 1, "not a checksum line: expected 'HEX  FILE', 'HEX *FILE' or 'SHA256 (FILE) = HEX'"),
            ("<html>", 1, 1, "not a checksum line: expected 'HEX  FILE', 'HEX *FILE' or 'SHA256 (FILE) = HEX'"),
            (
                "MD5 (a.zip) = d41d8cd98f00b204e9800998ecf8427e", 1, 1,
                "unsupported algorithm 'MD5': only SHA-256 is verified"
            ),
            ("SHA256 (a.zip) = \(hex.prefix(60))", 1, 18, "expected 64 hex digits, found 60"),
            ("SHA256 (a.zip) = ", 1, 18, "the digest is missing after '='"),
            ("SHA256 (a.zip) \(hex)", 1, 9, "a tagged line must read 'SHA256 (FILE) = HEX'"),
            ("SHA256 () = \(hex)", 1, 9, "the file name is empty"),
            (
                "\\\(hex)  bad\\escape", 1, 68,
                "bad escape in a backslash-escaped file name (only \\\\, \\n and \\r are allowed)"
            ),
        ]
        for (text, line, column, reason) in cases {
            XCTAssertEqual(problem(text), MalformedChecksumLine(line: line, column: column, reason: reason), text)
        }
    }

    func testMalformedLineNumbersInALongerFile() {
        let manifest = ChecksumManifest(
            text: "# head\n\(hex)  a.zip\nnonsense here\n\n\(hex) b.zip\nSHA256 (c.zip) = \(hex)\n")
        XCTAssertEqual(manifest.entries.map(\.fileName), ["a.zip", "c.zip"])
        XCTAssertEqual(manifest.malformed.map(\.line), [3, 5])
        XCTAssertEqual(manifest.malformed.map(\.column), [1, 65])
    }

    func testIsSHA256Hex() {
        XCTAssertTrue(ChecksumManifest.isSHA256Hex(hex))
        XCTAssertTrue(ChecksumManifest.isSHA256Hex(hex.uppercased()))
        XCTAssertFalse(ChecksumManifest.isSHA256Hex(String(hex.dropLast())))
        XCTAssertFalse(ChecksumManifest.isSHA256Hex(String(hex.dropLast()) + "g"))
        XCTAssertFalse(ChecksumManifest.isSHA256Hex(""))
    }
}

/// Finding `.binaryTarget(name:url:checksum:)` in Package.swift source, with locations.
final class PackageSwiftScannerTests: XCTestCase {
    func testSampleManifest() throws {
        let source = try String(
            contentsOf: ChecksumFixtures.samples.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageSwiftScanner.binaryTargets(in: source)
        // The commented-out target is not seen; the local `path:` one is, without url.
        XCTAssertEqual(targets.map { $0.name?.value }, ["IdentiaFlow", "OpenSSL", "Local"])
        XCTAssertEqual(targets[0].line, 12)
        XCTAssertEqual(targets[0].column, 9)
        XCTAssertEqual(targets[0].checksum?.line, 15)
        XCTAssertEqual(targets[0].checksum?.column, 23)
        XCTAssertEqual(targets[0].url?.line, 14)
        XCTAssertEqual(targets[0].archiveFileName, "identiaFlow.xcframework.zip")
        XCTAssertEqual(targets[1].archiveFileName, "openssl.zip", "query string dropped")
        XCTAssertEqual(targets[1].checksum?.line, 18)
        XCTAssertNil(targets[2].url)
        XCTAssertEqual(targets[2].path?.value, "Frameworks/Local.xcframework")
    }

    func testCommentsStringsAndComputedArguments() {
        let source = """
            /* outer /* nested .binaryTarget(name: "InComment", url: "x", checksum: "y") */ still comment */
            let note = ".binaryTarget(name: \\"InString\\")"
            let sum = "abc"
            let targets: [Target] = [
                .binaryTarget(name: "Computed", url: base + "/a.zip", checksum: sum),
                .binaryTarget(name: #"Raw"#, url: "https://h/x/b%20c.zip#frag", checksum: "d)e"),
                .binaryTarget(name: "Interp", url: "https://h/\\(version)/c.zip", checksum: "ff"),
                .target(name: "Other", dependencies: [.product(name: "X", package: "Y")]),
            ]
            """
        let targets = PackageSwiftScanner.binaryTargets(in: source)
        XCTAssertEqual(targets.map { $0.name?.value }, ["Computed", "Raw", "Interp"])
        XCTAssertEqual(targets[0].computedLabels, ["url", "checksum"])
        XCTAssertNil(targets[0].checksum)
        XCTAssertEqual(targets[1].checksum?.value, "d)e", "a ')' inside a string does not end the call")
        XCTAssertEqual(targets[1].archiveFileName, "b c.zip")
        XCTAssertEqual(targets[1].line, 6)
        XCTAssertEqual(targets[1].column, 5)
        XCTAssertEqual(targets[2].computedLabels, ["url"])
        XCTAssertEqual(targets[2].checksum?.value, "ff")
    }

    func testUnterminatedSourceDoesNotCrash() {
        for source in [
            ".binaryTarget(", ".binaryTarget(name: \"A", "/* never closed .binaryTarget(", "#\"",
            "\"\"\"\n.binaryTarget(",
        ] {
            _ = PackageSwiftScanner.binaryTargets(in: source)
        }
        XCTAssertEqual(PackageSwiftScanner.binaryTargets(in: ".binaryTarget(name: \"A\"").first?.name?.value, "A")
    }
}
