import Foundation

// SwiftPM generates `Bundle.module` for a target with resources; the fuzz build compiles
// ResourceBundle with swiftc directly, so the catalogs are found beside the sources.
extension Foundation.Bundle {
    static let module: Bundle = {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ResourceBundle")
        return Bundle(url: sources) ?? Bundle.main
    }()
}
