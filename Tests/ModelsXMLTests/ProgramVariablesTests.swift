import XCTest

@testable import ModelsXML

/// The variable table of `ProgramAnalysis`: one id per name, as a Dictionary keyed by the
/// name would give, across growth, emptying and names that are not ASCII.
final class ProgramVariablesTests: XCTestCase {
    func testOneIdPerNameAsADictionaryGives() {
        var variables = ProgramAnalysis.Variables()
        for round in 0..<3 {
            variables.removeAll()
            var reference: [String: Int] = [:]
            let names = (0..<(round == 1 ? 5 : 3000)).map { "v\($0 % 1777)_\(round)" } + ["", "dst", "K"]
            for name in names {
                let id = variables.id(name)
                XCTAssertEqual(id, reference[name, default: reference.count], name)
                reference[name] = id
            }
            XCTAssertEqual(variables.names.count, reference.count)
            for (name, id) in reference { XCTAssertEqual(variables.id(name), id, name) }
        }
    }

    func testNamesOutsideASCIICompareAsStringsDo() {
        var variables = ProgramAnalysis.Variables()
        let k = variables.id("K")
        variables.markRead(k)
        // KELVIN SIGN is canonically equivalent to K: the same variable for a Swift String.
        XCTAssertTrue(variables.wasRead("\u{212A}"))
        XCTAssertEqual(variables.id("\u{212A}"), k)
        XCTAssertEqual(variables.id("é"), variables.id("e\u{0301}"))
        XCTAssertEqual(variables.id("K"), k)
        XCTAssertNotEqual(variables.id("x"), k)
        variables.removeAll()
        XCTAssertFalse(variables.wasRead("K"))
        XCTAssertEqual(variables.id("y"), 0)
    }
}
