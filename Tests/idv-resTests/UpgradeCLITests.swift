import BundleChanges
import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

/// `idv-res upgrade` on a real version step: a scripted customisation of the older vendor zip
/// carried onto the newer one.
final class UpgradeCLITests: XCTestCase {
    static let history = ["and-63f1d381db64", "and-d5e0bc959cdb"]

    func historyZip(_ name: String) throws -> String {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real upgrade step is not tried")
        }
        return corpus.appendingPathComponent("zips/history/\(name).zip").path
    }

    /// Replaces `old` by `new` in the file at `path` under `root`, exactly once.
    func edit(_ root: URL, _ path: String, _ old: String, _ new: String, occurrence: Int = 1) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let parts = text.components(separatedBy: old)
        XCTAssertGreaterThan(parts.count, occurrence, "\(old) is in \(path)")
        let edited =
            parts[0..<occurrence].joined(separator: old) + new + parts[occurrence...].joined(separator: old)
        try Data(edited.utf8).write(to: url)
    }

    /// The customer's changes: texts in two languages, colours on three elements, one image in
    /// one density, an added language; and two changes the vendor also made (conflicts).
    func customise(_ root: URL) throws {
        try edit(root, "strings/strings.xml", ">READY<", ">GO<")
        try edit(root, "strings/strings.es.xml", ">LISTO<", ">VAMOS<")
        try edit(root, "widget.xml", "border_color_tip=\"#7636FC\"", "border_color_tip=\"#FF0000\"")
        try edit(root, "widget.xml", "color=\"#7636FC99\"", "color=\"#00FF0099\"")
        try edit(root, "widget.xml", "colorStart=\"#29318399\"", "colorStart=\"#11111199\"")
        let logo = root.appendingPathComponent("resources/326dpi/logoSelphIDLight.png")
        try FileManager.default.removeItem(at: logo)
        try FileManager.default.copyItem(at: root.appendingPathComponent("resources/326dpi/IDIconFront.png"), to: logo)
        var french = try String(contentsOf: root.appendingPathComponent("strings/strings.xml"), encoding: .utf8)
        french = french.replacingOccurrences(of: ">GO<", with: ">PRÊT<")
        try Data(french.utf8).write(to: root.appendingPathComponent("strings/strings.fr.xml"))
        // The vendor changed these too: conflicts.
        let exit = root.appendingPathComponent("resources/326dpi/exit-dark.png")
        try FileManager.default.removeItem(at: exit)
        try FileManager.default.copyItem(at: root.appendingPathComponent("resources/326dpi/checkIcon.png"), to: exit)
        try edit(
            root, "widget.xml",
            "<buttonImage id=\"buttonInfo\" \n            value=\"info-light.png\"\n            x=\"16\"",
            "<buttonImage id=\"buttonInfo\" \n            value=\"info-light.png\"\n            x=\"20\"")
    }

    /// The two real versions, BASE unpacked into `custom` and customised, and where the upgrade
    /// goes; all in a temporary directory removed when the test ends.
    struct CustomisedUpgrade {
        let base: String
        let new: String
        let root: URL
        let custom: URL
        let out: String
    }

    func customisedUpgrade(file: StaticString = #filePath, line: UInt = #line) throws -> CustomisedUpgrade {
        let base = try historyZip(Self.history[0])
        let new = try historyZip(Self.history[1])
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let custom = root.appendingPathComponent("custom")
        XCTAssertEqual(runCLI(["unpack", base, "-o", custom.path]).status, 0, "unpack of BASE", file: file, line: line)
        try customise(custom)
        return CustomisedUpgrade(
            base: base, new: new, root: root, custom: custom, out: root.appendingPathComponent("upgraded.zip").path)
    }

    func testAScriptedCustomisationIsCarriedOntoTheNextRealVersion() throws {
        let upgrade = try customisedUpgrade()

        let run = runCLI([
            "upgrade", upgrade.custom.path, "--from", upgrade.base, "--to", upgrade.new, "-o", upgrade.out, "--format",
            "json",
        ])
        XCTAssertEqual(run.status, 1, "conflicts: exit 1\n\(run.err)")
        let report = try JSONParser().parse(run.out)
        let findings = report["diagnostics"]?.array ?? []
        func located(_ rule: String) -> [String] {
            findings.filter { $0["rule"]?.string == rule }.map {
                "\($0["location"]?["path"]?.string ?? ""):\($0["location"]?["line"]?.number.map { Int($0) } ?? 0)"
            }.sorted()
        }
        // Every conflict reported, at the customer's unit.
        XCTAssertEqual(
            located("upgrade.conflict"),
            ["\(upgrade.custom.path)/resources/326dpi/exit-dark.png:0", "\(upgrade.custom.path)/widget.xml:70"], run.out
        )
        // The French the customer added gets the vendor's four new texts, each noted.
        XCTAssertEqual(located("upgrade.untranslated").count, 4, run.out)

        // Against NEW, the upgraded zip differs exactly by the customisations (and the two
        // conflicts, resolved to the customer's values): every vendor change was taken.
        let diff = try BundleDiff.compare(old: upgrade.new, new: upgrade.out)
        var units: Set<String> = []
        for language in diff.texts {
            if language.kind == .added { units.insert("language \(language.language)") }
            for token in language.tokens where language.kind == .changed {
                units.insert("\(language.language) \(token.id): \(token.old ?? "-") -> \(token.new ?? "-")")
            }
        }
        for view in diff.views {
            for element in view.elements {
                for attribute in element.attributes {
                    units.insert(
                        "\(view.id) \(element.path) \(attribute.name): \(attribute.old ?? "-") -> \(attribute.new ?? "-")"
                    )
                }
            }
        }
        for density in diff.resources { units.formUnion(density.files.map { "\($0.kind.rawValue) \($0.path)" }) }
        units.formUnion(diff.files.map { "\($0.kind.rawValue) \($0.path)" })
        units.formUnion(diff.models.map { "model \($0.path)" })
        XCTAssertEqual(
            units,
            [
                "default button_ready: READY -> GO", "es button_ready: LISTO -> VAMOS", "language fr",
                "(root)  border_color_tip: #7636FC -> #FF0000", "CaptureIDFront IDPanel color: #7636FC99 -> #00FF0099",
                "CaptureIDFront background colorStart: #29318399 -> #11111199",
                "CaptureIDFront buttonInfo x: - -> 20",
                "changed resources/326dpi/logoSelphIDLight.png", "changed resources/326dpi/exit-dark.png",
            ])

        // Files neither side edited are NEW's bytes; the edited XML keeps NEW's other lines.
        let upgraded = try BundleSnapshot.read(upgrade.out)
        let vendor = try BundleSnapshot.read(upgrade.new)
        for path in vendor.paths where path.hasPrefix("documents/") {
            XCTAssertEqual(upgraded[path], vendor[path], path)
        }
        // A token text the customer changed is the one edit in NEW's bytes.
        XCTAssertEqual(
            String(decoding: upgraded["strings/strings.es.xml"]!, as: UTF8.self),
            String(decoding: vendor["strings/strings.es.xml"]!, as: UTF8.self).replacingOccurrences(
                of: ">LISTO<", with: ">VAMOS<"))
        let french = String(decoding: upgraded["strings/strings.fr.xml"]!, as: UTF8.self)
        XCTAssertTrue(french.contains("<token id=\"button_ready\">PRÊT</token>"), french)
        XCTAssertTrue(french.contains("<token id=\"buttonInfo_alt\">Info</token>"), french)

        // --prefer vendor: the conflicts take NEW's values.
        let vendorOut = upgrade.root.appendingPathComponent("vendor.zip").path
        let preferred = runCLI([
            "upgrade", upgrade.custom.path, "--from", upgrade.base, "--to", upgrade.new, "-o", vendorOut, "--prefer",
            "vendor",
        ])
        XCTAssertEqual(preferred.status, 1, preferred.err)
        XCTAssertTrue(preferred.out.contains("took the vendor's"), preferred.out)
        let taken = try BundleSnapshot.read(vendorOut)
        XCTAssertEqual(taken["resources/326dpi/exit-dark.png"], vendor["resources/326dpi/exit-dark.png"])
        XCTAssertEqual(taken["strings/strings.xml"], upgraded["strings/strings.xml"], "no conflict there: yours")

        // validate of the result reports no finding that neither NEW nor CUSTOM had, message for
        // message (the file and the message: lines move with the edits). Exactly two kinds of
        // finding are OUT's own, each explained and checked word for word below.
        func messages(_ input: Report.Input) -> Set<String> {
            Set(input.diagnostics.map { "\($0.ruleID) \($0.location.file): \($0.message)" })
        }
        let newFindings = messages(BundleValidator.validate(upgrade.new))
        let had = newFindings.union(messages(BundleValidator.validate(upgrade.custom.path)))
        let now = messages(BundleValidator.validate(upgrade.out))
        // 1. translations.missing-token on the French: NEW's es has 9 tokens that NEW's default
        //    and pt lack (NEW's own drift, reported on both of those files); the French is the
        //    customer's copy of the default, so it lacks the same 9, and says so in the same words
        //    as NEW's default does, with its own path. (BASE's es did not have them: CUSTOM's
        //    French had no such finding.)
        let inherited = Set(
            newFindings.filter { $0.hasPrefix("translations.missing-token strings/strings.xml: ") }.map {
                $0.replacingOccurrences(of: "strings/strings.xml", with: "strings/strings.fr.xml")
            })
        XCTAssertEqual(inherited.count, 9, "NEW's drift: \(newFindings.sorted())")
        // 2. views.older-generation: NEW has 2 elements with attributes of an older generation
        //    (radius), CUSTOM 32 (BASE's layout attributes); OUT has NEW's 2 and buttonInfo,
        //    whose x the customer changed and the vendor removed: the conflict keeps the
        //    customer's x, which is an attribute of that older generation.
        let olderGeneration =
            "views.older-generation widget.xml: widget 1.3 of an older generation: 3 elements use attributes the "
            + "vendor's newer 1.3 widgets no longer write (radius until 2025-01-14; x until 2024-04-30); valid for "
            + "that generation, check them against the SDK you ship"
        XCTAssertEqual(now.subtracting(had), inherited.union([olderGeneration]), "findings only the upgraded zip has")
        XCTAssertGreaterThan(now.count, 100, "the validation ran")
    }

    /// The tokens the vendor added, given to the customer's French in the default text, are
    /// what `strings --export xliff --missing fr` lists (with the tokens only es has, which the
    /// French lacks), with no target in the full export; importing a translation of one (even
    /// one equal to the default text) takes it off that list.
    func testTheTokensGivenToTheCustomersLanguageAreExportedAsMissing() throws {
        let upgrade = try customisedUpgrade()
        let run = runCLI([
            "upgrade", upgrade.custom.path, "--from", upgrade.base, "--to", upgrade.new, "-o", upgrade.out,
        ])
        XCTAssertEqual(run.status, 1, run.err)
        let given: Set = ["buttonInfo_alt", "buttonExit_alt", "buttonBack_alt", "buttonNext_alt"]
        let onlyInSpanish: Set = [
            "buttonExitTutorial_alt", "CaptureTipFront_alt", "CaptureTipBack_alt", "Tutorial1Video", "Tutorial2Video",
            "Tutorial3Video", "Tutorial1_PPVideo", "Tutorial2_PPVideo", "Tutorial3_PPVideo",
        ]
        let french = String(decoding: try BundleSnapshot.read(upgrade.out)["strings/strings.fr.xml"]!, as: UTF8.self)
        XCTAssertTrue(
            french.contains("<token id=\"buttonInfo_alt\">Info</token> <!-- idv-res untranslated: buttonInfo_alt -->"),
            french)

        func units(_ xliff: String) -> [String: String?] {
            var units: [String: String?] = [:]
            for unit in xliff.components(separatedBy: "<trans-unit id=\"").dropFirst() {
                let id = String(unit.prefix { $0 != "\"" })
                let target = unit.range(of: "<target state=\"translated\">").map { start in
                    String(unit[start.upperBound...].prefix { $0 != "<" })
                }
                units[id] = target
            }
            return units
        }
        let missing = runCLI(["strings", upgrade.out, "--export", "xliff", "--missing", "fr"])
        XCTAssertEqual(missing.status, 0, missing.err)
        XCTAssertEqual(Set(units(missing.out).keys), given.union(onlyInSpanish), missing.out)
        XCTAssertTrue(missing.out.contains("Not translated yet: idv-res upgrade gave it the default text."))
        let all = units(runCLI(["strings", upgrade.out, "--export", "xliff", "--lang", "fr"]).out)
        for id in given { XCTAssertEqual(all[id], .some(nil), "\(id): no target") }
        XCTAssertEqual(all["button_ready"], "PRÊT", "the customer's own text is a translated target")
        XCTAssertEqual(all.filter { $0.value == nil }.count, given.count + onlyInSpanish.count)

        // The translator's answer for two of them: one a new text, one the default text kept.
        let answer = missing.out
            .replacingOccurrences(
                of: "<source>Info</source>",
                with: "<source>Info</source>\n        <target state=\"translated\">Infos</target>"
            )
            .replacingOccurrences(
                of: "<source>Exit</source>",
                with: "<source>Exit</source>\n        <target state=\"translated\">Exit</target>")
        let xliff = upgrade.root.appendingPathComponent("fr.xliff")
        try Data(answer.utf8).write(to: xliff)
        let translated = upgrade.root.appendingPathComponent("translated.zip").path
        let imported = runCLI(["strings", upgrade.out, "--import", xliff.path, "--lang", "fr", "-o", translated])
        XCTAssertEqual(imported.status, 0, imported.err)
        let after = runCLI(["strings", translated, "--export", "xliff", "--missing", "fr"])
        XCTAssertEqual(
            Set(units(after.out).keys), given.union(onlyInSpanish).subtracting(["buttonInfo_alt", "buttonExit_alt"]))
        let frenchAfter = String(
            decoding: try BundleSnapshot.read(translated)["strings/strings.fr.xml"]!, as: UTF8.self)
        XCTAssertTrue(frenchAfter.contains("<token id=\"buttonInfo_alt\">Infos</token>\n"), frenchAfter)
        XCTAssertTrue(frenchAfter.contains("<token id=\"buttonExit_alt\">Exit</token>\n"), frenchAfter)
        XCTAssertTrue(frenchAfter.contains("<!-- idv-res untranslated: buttonBack_alt -->"), frenchAfter)
    }

    /// The coverage table counts the tokens upgrade gave the customer's language in the
    /// default text as untranslated, not translated, while they keep that text: the same
    /// tokens `--export xliff --missing` lists beside the missing ones.
    func testStringsCountsTheTokensGivenToTheCustomersLanguageAsUntranslated() throws {
        let upgrade = try customisedUpgrade()
        let run = runCLI([
            "upgrade", upgrade.custom.path, "--from", upgrade.base, "--to", upgrade.new, "-o", upgrade.out,
        ])
        XCTAssertEqual(run.status, 1, run.err)
        func french(_ zip: String) throws -> (row: JSONNode, matrix: [String: String], status: Int32) {
            let result = runCLI(["strings", zip, "--format", "json"])
            let root = try JSONParser().parse(result.out)
            let row = try XCTUnwrap(root["languages"]?.array?.first { $0["language"]?.string == "fr" })
            var matrix: [String: String] = [:]
            for token in root["matrix"]?.array ?? [] {
                matrix[token["token"]?.string ?? ""] = token["fr"]?.string
            }
            return (row, matrix, result.status)
        }
        let given = ["buttonInfo_alt", "buttonExit_alt", "buttonBack_alt", "buttonNext_alt"]
        let before = try french(upgrade.out)
        XCTAssertEqual(before.status, 1)
        let untranslated = before.row["untranslated"]?.array?.compactMap(\.string) ?? []
        XCTAssertEqual(Set(untranslated), Set(given))
        for id in given { XCTAssertEqual(before.matrix[id], "untranslated", id) }
        XCTAssertEqual(before.matrix["button_ready"], "translated", "the customer's own text")
        let missing = before.row["missing"]?.array?.compactMap(\.string) ?? []
        let exported = runCLI(["strings", upgrade.out, "--export", "xliff", "--missing", "fr"]).out
        let units = Set(
            exported.components(separatedBy: "<trans-unit id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        XCTAssertEqual(Set(untranslated + missing), units, "what --missing exports")
        let text = runCLI(["strings", upgrade.out]).out
        XCTAssertTrue(text.contains("  untranslated\n"), text)
        XCTAssertTrue(text.contains(" untranslated "), "a token's cell: \(text)")

        // Translated by hand (the text differs), the mark left behind: it counts as translated.
        let custom = upgrade.root.appendingPathComponent("upgraded")
        XCTAssertEqual(runCLI(["unpack", upgrade.out, "-o", custom.path]).status, 0)
        let file = custom.appendingPathComponent("strings/strings.fr.xml")
        let written = try String(contentsOf: file, encoding: .utf8)
        try written.replacingOccurrences(of: ">Info</token>", with: ">Infos</token>")
            .write(to: file, atomically: true, encoding: .utf8)
        let after = try french(custom.path)
        XCTAssertEqual(after.row["untranslated"]?.array?.count, given.count - 1)
        XCTAssertEqual(after.matrix["buttonInfo_alt"], "translated")
        XCTAssertEqual(after.row["translated"]?.number, (before.row["translated"]?.number ?? 0) + 1)
    }

    func testDryRunWritesNothingAndAnExistingOutputIsLeftAlone() throws {
        let base = try historyZip(Self.history[0])
        let new = try historyZip(Self.history[1])
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out.zip").path

        let dry = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out, "--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        XCTAssertTrue(dry.err.contains("nothing written"), dry.err)

        try Data("mine".utf8).write(to: URL(fileURLWithPath: out))
        let refused = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertEqual(FileManager.default.contents(atPath: out), Data("mine".utf8))
        // Issue #44: --overwrite replaced a text file with the zip; it replaces only a zip, as pack's.
        let overwrite = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out, "--overwrite"])
        XCTAssertEqual(overwrite.status, 2, overwrite.err)
        XCTAssertEqual(
            overwrite.err,
            "error: \(out) is a text file not written by idv-res, not a zip: idv-res never replaces it; "
                + "name another file or remove it\n")
        XCTAssertEqual(FileManager.default.contents(atPath: out), Data("mine".utf8))
        try FileManager.default.removeItem(atPath: out)

        let missing = runCLI([
            "upgrade", base, "--from", root.appendingPathComponent("nope.zip").path, "--to", new, "-o",
            root.appendingPathComponent("x.zip").path,
        ])
        XCTAssertEqual(missing.status, 3, missing.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("x.zip").path))

        // CUSTOM equal to BASE: the upgrade is NEW, packed.
        let plain = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out, "--overwrite"])
        // NEW has errors of its own (real vendor defects): OUT, validated, has them too, and
        // they are the vendor's, not the merge's (issue #40: exit 1 on every real pair).
        let vendors = BundleValidator.validate(new).diagnostics
        XCTAssertEqual(vendors.filter { $0.severity == .error }.count, 6)
        XCTAssertEqual(plain.status, 0, plain.err)
        XCTAssertTrue(
            plain.err.contains(
                "; \(vendors.count) findings of \(out) are NEW's own (idv-res validate \(new)): not shown, not counted"),
            plain.err)
        XCTAssertFalse(plain.out.contains(": error: "), plain.out)
        let diff = try BundleDiff.compare(old: new, new: out)
        XCTAssertTrue(diff.isEmpty, diff.text())
        // --strict counts them all, as validate of OUT does.
        let strict = runCLI(["upgrade", base, "--from", base, "--to", new, "-o", out, "--overwrite", "--strict"])
        XCTAssertEqual(strict.status, 1, strict.err)
        XCTAssertEqual(strict.out.components(separatedBy: ": error: ").count - 1, 6, strict.out)
    }
}
