import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import BundleChanges

/// The instructions `diff` lists in a changed Version, against Python's own reading of the
/// same Version: its elements as lines (the blocks above each one, its name and its attributes
/// in name order), aligned by `difflib` and by a longest common subsequence computed in the
/// script. Every line left out of the alignment is one removed, inserted or changed element of
/// the diff, and no more: a change the diff reports is never a line that stayed.
final class InstructionAlignmentTests: XCTestCase {
    /// For each Version both zips have and whose lines differ: `[difflib's old, difflib's new,
    /// LCS's old, LCS's new]` lines outside the alignment.
    static let script = #"""
        import difflib, json, sys, zipfile
        import xml.etree.ElementTree as ET

        def keyed(children):
            seen, out = {}, []
            for child in children:
                base = child.get("id", child.tag + "[]")
                count = seen[base] = seen.get(base, 0) + 1
                if base.endswith("[]"):
                    out.append(("%s[%d]" % (child.tag, count), child))
                else:
                    out.append((base if count == 1 else "%s#%d" % (base, count), child))
            return out

        def versions(root):
            found = {}
            def walk(element, prefix):
                for key, child in keyed(list(element)):
                    full = key if not prefix else prefix + "/" + key
                    if child.tag == "Version":
                        found.setdefault(full, child)
                    else:
                        walk(child, full)
            walk(root, "")
            return found

        def lines(version):
            out = []
            def walk(element, blocks):
                for child in element:
                    out.append("%s %s %s" % (blocks, child.tag, sorted(child.attrib.items())))
                    walk(child, blocks + "/" + child.tag)
            walk(version, "")
            return out

        def common(a, b):
            row = [0] * (len(b) + 1)
            for x in reversed(a):
                next_row = [0] * (len(b) + 1)
                for j in range(len(b) - 1, -1, -1):
                    next_row[j] = row[j + 1] + 1 if x == b[j] else max(row[j], next_row[j + 1])
                row = next_row
            return row[0]

        old_zip, new_zip = zipfile.ZipFile(sys.argv[1]), zipfile.ZipFile(sys.argv[2])
        result = {}
        for name in sorted(set(old_zip.namelist()) & set(new_zip.namelist())):
            if not name.startswith("documents/") or not name.endswith(".xml") or name.endswith("/DocumentRules.xml"):
                continue
            old = versions(ET.fromstring(old_zip.read(name)))
            new = versions(ET.fromstring(new_zip.read(name)))
            for key in sorted(set(old) & set(new)):
                a, b = lines(old[key]), lines(new[key])
                if a == b:
                    continue
                matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
                matched = sum(block.size for block in matcher.get_matching_blocks())
                longest = common(a, b)
                result[name + " " + key] = [len(a) - matched, len(b) - matched, len(a) - longest, len(b) - longest]
        json.dump(result, sys.stdout)
        """#

    func testEveryChangedVersionListsTheInstructionsDifflibLeavesOutOfItsAlignment() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            throw Prerequisite.missing("python3 is absent: difflib cannot align the instructions")
        }
        var figures: [String] = []
        var totals = (versions: 0, lines: 0, belowDifflib: 0)
        for (old, new) in zip(historySteps, historySteps.dropFirst()) {
            let oldZip = try historyZip(old)
            let newZip = try historyZip(new)
            let run = try runProcess("/usr/bin/python3", ["-c", Self.script, oldZip, newZip])
            XCTAssertEqual(run.status, 0, run.err)
            let reference = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [Int]], run.out)
            let ours = Self.counts(try BundleDiff.compare(old: oldZip, new: newZip))
            let label = "\(old) -> \(new)"
            var step = (removed: 0, inserted: 0, difflibOld: 0, difflibNew: 0)
            for key in Set(reference.keys).union(ours.keys).sorted() {
                let expected = reference[key] ?? [0, 0, 0, 0]
                let counted = ours[key] ?? (old: 0, new: 0)
                // The diff's alignment is a longest common subsequence: exactly its count...
                XCTAssertEqual(counted.old, expected[2], "\(label) \(key): old lines outside the alignment")
                XCTAssertEqual(counted.new, expected[3], "\(label) \(key): new lines outside the alignment")
                // ...which is difflib's, or fewer where difflib's longest blocks first miss one.
                XCTAssertLessThanOrEqual(counted.old, expected[0], "\(label) \(key)")
                XCTAssertLessThanOrEqual(counted.new, expected[1], "\(label) \(key)")
                if counted.old < expected[0] { totals.belowDifflib += 1 }
                step.removed += counted.old
                step.inserted += counted.new
                step.difflibOld += expected[0]
                step.difflibNew += expected[1]
            }
            totals.versions += reference.count
            totals.lines += step.removed + step.inserted
            figures.append(
                "\(label): \(reference.count) Versions, \(step.removed)/\(step.inserted) old/new elements changed "
                    + "(difflib \(step.difflibOld)/\(step.difflibNew))")
        }
        print(figures.joined(separator: "\n"))
        // The steps hold real instruction changes (the comparisons above compared something).
        XCTAssertGreaterThan(totals.versions, 60)
        XCTAssertGreaterThan(totals.lines, 500)
        // One real Version (DocumentID_All.xml PY/v1) is where difflib is not a longest common subsequence.
        XCTAssertEqual(totals.belowDifflib, 1)
    }

    /// Per changed Version, the elements of each side the diff lists (a changed one on both).
    static func counts(_ diff: BundleDiff) -> [String: (old: Int, new: Int)] {
        var result: [String: (old: Int, new: Int)] = [:]
        for model in diff.models where model.kind == .changed {
            for version in model.versions where version.kind == .changed {
                let elements = version.fields.filter { !$0.path.isEmpty }
                guard !elements.isEmpty else { continue }
                result["\(model.path) \(version.key)"] = (
                    elements.filter { $0.kind != .added }.count, elements.filter { $0.kind != .removed }.count
                )
            }
        }
        return result
    }

    /// Why 2 of the issue: one inserted instruction is one insertion, the rest unchanged.
    func testOneInsertedInstructionIsOneInsertion() throws {
        let program = (1...12).map {
            "      <matchIfValid src=\"v\($0)\" regex=\"(.*)\" value=\"($1)\" dst=\"w\($0)\"/>\n"
        }
        var inserted = program
        inserted.insert("      <rejectIfNotValid src=\"w2\"/>\n", at: 2)
        let model = { (lines: [String]) in
            "<m>\n <DocumentID id=\"ES\">\n  <Version id=\"All\">\n   <Front>\n    <ML>\n\(lines.joined())    </ML>\n   </Front>\n  </Version>\n </DocumentID>\n</m>\n"
        }
        let diff = BundleDiff.compare(
            BundleSnapshot(name: "old", files: [("documents/D.xml", Array(model(program).utf8))]),
            BundleSnapshot(name: "new", files: [("documents/D.xml", Array(model(inserted).utf8))]))
        let fields = try XCTUnwrap(diff.models.first?.versions.first?.fields)
        XCTAssertEqual(fields.map(\.kind), [.added])
        XCTAssertEqual(fields.first?.path, "Front/ML/rejectIfNotValid")
        XCTAssertEqual(fields.first?.newLine, 8)
        XCTAssertTrue(
            diff.text().contains("      + Front/ML/rejectIfNotValid src=\"w2\" (new line 8)\n"), diff.text())
    }

    func testTheLongestCommonSubsequenceIsTheLongest() {
        var random = SplitMix64(seed: 40)
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let b = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let pairs = CommonSubsequence.pairs(a, b)
            XCTAssertEqual(pairs.count, Self.longest(a, b), "\(a) \(b)")
            for (index, pair) in pairs.enumerated() {
                XCTAssertEqual(a[pair.old], b[pair.new])
                if index > 0 {
                    XCTAssertGreaterThan(pair.old, pairs[index - 1].old)
                    XCTAssertGreaterThan(pair.new, pairs[index - 1].new)
                }
            }
        }
    }

    /// The textbook table, to check Myers' search against.
    static func longest(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
