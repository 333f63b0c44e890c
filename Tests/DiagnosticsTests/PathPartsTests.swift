import Diagnostics
import Foundation
import XCTest

/// Issue #44, part 5: a path's folder and name for any text typed, where Foundation's
/// `deletingLastPathComponent` traps (`doctor --distributions S` ended with SIGILL).
final class PathPartsTests: XCTestCase {
    private let table: [(path: String, folder: String, name: String)] = [
        ("", "", ""),
        ("a", "", "a"),
        ("/", "/", "/"),
        ("./a", ".", "a"),
        ("a/", "", "a"),
        ("a/b", "a", "b"),
        ("/a", "/", "a"),
        ("S", "", "S"),
        (".", "", "."),
        ("a/b/", "a", "b"),
        ("a//b", "a", "b"),
        ("/a/b", "/a", "b"),
        ("dist/SHA256SUMS", "dist", "SHA256SUMS"),
    ]

    func testFolderAndNameOfEveryShape() {
        for (path, folder, name) in table {
            let parts = PathParts(path)
            XCTAssertEqual(parts.folder, folder, "folder of '\(path)'")
            XCTAssertEqual(parts.name, name, "name of '\(path)'")
        }
    }

    /// The same answers as Foundation wherever Foundation gives one: its `lastPathComponent`
    /// always, its `deletingLastPathComponent` on names of two characters or more (shorter ones
    /// trap, which is why this type exists).
    func testFoundationAgreesWhereItDoesNotTrap() {
        for (path, _, _) in table {
            XCTAssertEqual(PathParts(path).name, (path as NSString).lastPathComponent, "name of '\(path)'")
        }
        for path in ["", "/", "./ab", "ab/cd", "/ab", "ab/cd/", "/ab/cd", "dist/SHA256SUMS"] {
            XCTAssertEqual(PathParts(path).folder, (path as NSString).deletingLastPathComponent, "folder of '\(path)'")
        }
    }

    func testJoiningKeepsANameInsideItsFolder() {
        XCTAssertEqual(PathParts.joining("a", "b"), "a/b")
        XCTAssertEqual(PathParts.joining("a/", "b"), "a/b")
        XCTAssertEqual(PathParts.joining("", "b"), "b")
        XCTAssertEqual(PathParts.joining("/", "b"), "/b")
        XCTAssertEqual(PathParts.joining(".", "a"), "./a")
        XCTAssertEqual(PathParts.joining("a", ""), "a")
        XCTAssertEqual(PathParts.joining("a", "/b"), "a/b", "a name from a bundle never reaches the root")
        XCTAssertEqual(PathParts.resolving("S", in: "/work"), "/work/S")
        XCTAssertEqual(PathParts.resolving("/S", in: "/work"), "/S")
        for (path, folder, name) in table where !folder.isEmpty && folder != "/" && !name.isEmpty {
            XCTAssertEqual(PathParts(PathParts.joining(folder, name)), PathParts(path), "'\(path)' apart and together")
        }
    }
}
