import Foundation
import XCTest

/// A checked-in generated file is exactly what its script writes today.
func assertGeneratedFileIsCurrent(
    script: String, arguments: [String] = [], file: String, remedy: String, sourceFile: StaticString = #filePath,
    line: UInt = #line
) throws {
    let result = try runProcess("/bin/sh", [packageRoot.appendingPathComponent(script).path] + arguments)
    let generated = Data(result.out.utf8)
    XCTAssertEqual(result.status, 0, "\(script) failed: \(result.err)", file: sourceFile, line: line)
    let checkedIn = try Data(contentsOf: packageRoot.appendingPathComponent(file))
    XCTAssertEqual(generated, checkedIn, "\(file) is stale: run `\(remedy)`", file: sourceFile, line: line)
}
