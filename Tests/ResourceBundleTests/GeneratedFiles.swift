import Foundation
import XCTest

/// A checked-in generated file is exactly what its script writes today.
func assertGeneratedFileIsCurrent(
    script: String, file: String, remedy: String, sourceFile: StaticString = #filePath, line: UInt = #line
) throws {
    let root = URL(fileURLWithPath: "\(sourceFile)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [root.appendingPathComponent(script).path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let generated = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "\(script) failed", file: sourceFile, line: line)
    let checkedIn = try Data(contentsOf: root.appendingPathComponent(file))
    XCTAssertEqual(generated, checkedIn, "\(file) is stale: run `\(remedy)`", file: sourceFile, line: line)
}
