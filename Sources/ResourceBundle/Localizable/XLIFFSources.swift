import Diagnostics
import Foundation

/// The XLIFF files an `--import` argument names: one `.xliff` file, an Xcode `.xcloc`
/// bundle (`Localized Contents/*.xliff`), or a directory of either, in name order.
public enum XLIFFSources {
    /// Why an `--import` argument gave no documents: it could not be read (`input.unreadable`),
    /// or one of its files is not a well-formed XLIFF (the caller's syntax rule, at `location`).
    public enum Failure: Error {
        case unreadable(Diagnostic)
        case malformed(String, at: Location)
    }

    /// Every XLIFF file `path` names, read (regular files only, size-limited) and parsed, in order.
    public static func documents(at path: String) -> Result<[(path: String, files: [XLIFFImport.File])], Failure> {
        guard let paths = files(at: path), !paths.isEmpty else {
            return .failure(
                .unreadable(
                    Diagnostic(
                        InputRules.Unreadable.description, at: Location(file: path),
                        "cannot read the XLIFF file (nor an .xcloc, nor a directory of them)")))
        }
        var documents: [(path: String, files: [XLIFFImport.File])] = []
        for file in paths {
            let data: [UInt8]
            do {
                data = try RegularFile.read(file, limit: BundleEntry.defaultReadLimit)
            } catch {
                return .failure(
                    .unreadable(
                        Diagnostic(
                            InputRules.Unreadable.description, at: Location(file: file),
                            "cannot read the XLIFF file: \(error.message)")))
            }
            do {
                documents.append((file, try XLIFFImport.read(data)))
            } catch {
                return .failure(
                    .malformed(error.message, at: Location(file: file, line: error.line, column: error.column)))
            }
        }
        return .success(documents)
    }

    public static func files(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        let contents = (path as NSString).appendingPathComponent("Localized Contents")
        if FileManager.default.fileExists(atPath: contents) { return xliffs(in: contents) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = (path as NSString).appendingPathComponent(name)
            if name.hasSuffix(".xcloc") {
                found += xliffs(in: (child as NSString).appendingPathComponent("Localized Contents"))
            } else if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
                found.append(child)
            }
        }
        return found
    }

    private static func xliffs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }
}
