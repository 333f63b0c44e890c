import Foundation
import Localization
import XCTest

@testable import ResourceBundle

/// The catalogs compiled into the binary are exactly `Sources/ResourceBundle/Catalogs/*.json`,
/// and `BuiltInCatalogs.swift` is what scripts/gen-builtin-catalogs.sh writes today.
final class BuiltInCatalogsTests: XCTestCase {
    let root = packageRoot
    var catalogs: URL { root.appendingPathComponent("Sources/ResourceBundle/Catalogs") }

    func testEveryJSONFileIsCompiledInByteForByte() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: catalogs.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(files.map { String($0.dropLast(5)) }, BuiltInCatalogs.files.keys.sorted())
        for file in files {
            let source = try Data(contentsOf: catalogs.appendingPathComponent(file))
            let compiled = try XCTUnwrap(CatalogFile.builtIn(String(file.dropLast(5))))
            XCTAssertEqual(compiled, [UInt8](source), "\(file) differs from BuiltInCatalogs.swift: run `make catalogs`")
        }
    }

    func testGeneratedFileIsUpToDate() throws {
        try assertGeneratedFileIsCurrent(
            script: "scripts/gen-builtin-catalogs.sh", file: "Sources/ResourceBundle/Catalog/BuiltInCatalogs.swift",
            remedy: "make catalogs")
    }

    func testBuiltInCatalogsParse() throws {
        let keys = try SDKCatalog.bundled("selphid-ios")
        XCTAssertEqual(keys.source, "selphid-ios (built in)")
        XCTAssertGreaterThan(keys.keys.count, 40)
        XCTAssertGreaterThan(try XCTUnwrap(AnimationCatalog.selphidIOS).names.count, 5)
        XCTAssertThrowsError(try SDKCatalog.bundled("selphid-android"))
    }
}
