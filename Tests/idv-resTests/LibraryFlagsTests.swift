import Foundation
import XCTest

/// The core never knows the command line (docs/architecture.md): no library module spells a flag
/// in a string (a rule example says `RuleExample.Setting`s, which the CLI turns into flags).
/// Chromium's own flags (PreviewCheck) are not ours; comments may name flags in prose.
final class LibraryFlagsTests: XCTestCase {
    func testNoLibraryModuleSpellsAFlag() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("idv-res/") && $0 != "Preview/PreviewCheck.swift" }
        XCTAssertGreaterThan(files.count, 100)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//"), line.contains(/"--[a-z]/) else { continue }
                XCTFail("Sources/\(file):\(index + 1) spells a flag: \(code)")
            }
        }
    }
}
