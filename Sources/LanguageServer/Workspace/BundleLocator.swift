import Diagnostics
import Foundation

/// Which bundle a file of the editor belongs to: what `idv-res validate` would be given.
struct BundleLocation: Hashable {
    /// A directory bundle's folder, or the loose file itself.
    var root: String
    var isDirectory: Bool
}

enum BundleLocator {
    /// The nearest folder above `path` that holds `widget.xml`, `documents/` or `strings/`; for
    /// a `Localizable.strings` in a `<lang>.lproj` folder, the app folder that holds the
    /// `.lproj` folders (its languages are compared); else the file alone (a string catalog, a
    /// Lottie animation, a loose model), as `validate FILE` takes it.
    static func locate(_ path: String) -> BundleLocation {
        let manager = FileManager.default
        var folder = PathParts(path).folder
        while !folder.isEmpty {
            var isDirectory: ObjCBool = false
            let holdsWidget =
                manager.fileExists(atPath: folder + "/widget.xml", isDirectory: &isDirectory)
                && !isDirectory.boolValue
            if holdsWidget || isFolder(folder + "/documents") || isFolder(folder + "/strings") {
                return BundleLocation(root: folder, isDirectory: true)
            }
            let parent = PathParts(folder).folder
            if parent == folder { break }
            folder = parent
        }
        let container = PathParts(path).folder
        if path.lowercased().hasSuffix(".strings"), container.lowercased().hasSuffix(".lproj") {
            return BundleLocation(root: PathParts(container).folder, isDirectory: true)
        }
        return BundleLocation(root: path, isDirectory: false)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
