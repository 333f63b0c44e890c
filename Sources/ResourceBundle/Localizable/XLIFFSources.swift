import Diagnostics
import Foundation
import Localization

/// The XLIFF files an import argument names: one `.xliff` file, an Xcode `.xcloc`
/// bundle (`Localized Contents/*.xliff`), or a directory of either, in name order.
enum XLIFFSources {
    /// Every XLIFF file `path` names, read (regular files only, size-limited), in order; or
    /// the `input.unreadable` finding of the first that cannot be read. Parsing them is
    /// `XLIFFMerge`'s.
    static func documents(at path: String) -> Result<[XLIFFMerge.Document], Unreadable> {
        guard let paths = files(at: path), !paths.isEmpty else {
            return .failure(
                Unreadable(
                    InputRules.Unreadable.notXLIFF(at: Location(file: path))))
        }
        var documents: [XLIFFMerge.Document] = []
        for file in paths {
            do {
                documents.append(
                    XLIFFMerge.Document(
                        path: file, bytes: try RegularFile.read(file, limit: BundleEntry.defaultReadLimit)))
            } catch {
                return .failure(
                    Unreadable(
                        InputRules.Unreadable.finding(
                            reading: "the XLIFF file", at: Location(file: file), reason: error.message)))
            }
        }
        return .success(documents)
    }

    /// Why an import argument gave no documents (`input.unreadable`).
    struct Unreadable: Error {
        var diagnostic: Diagnostic

        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    static func files(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        let contents = PathParts.joining(path, "Localized Contents")
        if FileManager.default.fileExists(atPath: contents) { return xliffs(in: contents) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = PathParts.joining(path, name)
            if name.hasSuffix(".xcloc") {
                found += xliffs(in: PathParts.joining(child, "Localized Contents"))
            } else if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
                found.append(child)
            }
        }
        return found
    }

    private static func xliffs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.sorted()
            .map { PathParts.joining(folder, $0) }
    }
}
