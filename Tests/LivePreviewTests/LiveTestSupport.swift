import Foundation
import LivePreview
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

/// A real zip of `../shared/corpus/zips/` unpacked into a fresh folder (`bundle/` inside it),
/// to edit; a skip, or a failure under CI=true, without the corpus.
struct UnpackedZip {
    let folder: URL
    let zip: String

    init(_ name: String = "selphid-resources-real.zip") throws {
        guard let corpus = PackagePaths.corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the live preview is not tried on a real bundle")
        }
        zip = corpus.appendingPathComponent("zips/\(name)").path
        guard FileManager.default.fileExists(atPath: zip) else { throw Prerequisite.missing("\(zip) is absent") }
        folder = try TemporaryFolder.make("idv-res-live").appendingPathComponent("bundle")
        _ = try Unpacker.unpack(zip: zip, to: folder.path)
    }

    var path: String { folder.path }

    func remove() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces the first `old` in `path` with `new` (written in place).
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try text(path)
        guard let range = text.range(of: old) else { throw EditFailure(message: "no '\(old)' in \(path)") }
        try Data(text.replacingCharacters(in: range, with: new).utf8).write(to: folder.appendingPathComponent(path))
    }

    struct EditFailure: Error {
        let message: String
    }

    /// Every file's bytes, by path: what a session must leave as it found.
    func tree() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(relative)
            _ = FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder)
            files[relative] = isFolder.boolValue ? Data("folder".utf8) : try Data(contentsOf: full)
        }
        return files
    }
}
