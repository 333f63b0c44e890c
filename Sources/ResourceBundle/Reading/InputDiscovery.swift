import Diagnostics
import Foundation

/// What `validate` checks when given no input, as ruff and SwiftLint check the current
/// directory: a resources bundle, or app resources with Localizable files. Only the folder
/// and two levels below are looked at, so running it in a home directory stays quick.
public enum InputDiscovery {
    public enum Kind: Sendable, Equatable {
        /// `widget.xml`, `strings/` or `documents/` at the top.
        case bundle
        /// `*.lproj/Localizable.strings` or `Localizable.xcstrings`, at most two levels down.
        case appResources
    }

    /// What is looked for, for the message when nothing is found.
    public static let lookedFor =
        "a resources bundle (widget.xml, strings/ or documents/) or app resources "
        + "(*.lproj/Localizable.strings or Localizable.xcstrings, at most two folders down)"

    public static func kind(of folder: String) -> Kind? {
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        if top.contains("widget.xml") || ["strings", "documents"].contains(where: { isFolder(folder, $0) }) {
            return .bundle
        }
        return hasLocalizable(folder, depth: 2) ? .appResources : nil
    }

    private static func hasLocalizable(_ folder: String, depth: Int) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names {
            if name == "Localizable.xcstrings" { return true }
            let path = PathParts.joining(folder, name)
            let strings = PathParts.joining(path, "Localizable.strings")
            if name.hasSuffix(".lproj"), FileManager.default.fileExists(atPath: strings) { return true }
        }
        guard depth > 0 else { return false }
        return names.contains {
            !$0.hasPrefix(".") && isFolder(folder, $0)
                && hasLocalizable(PathParts.joining(folder, $0), depth: depth - 1)
        }
    }

    private static func isFolder(_ folder: String, _ name: String) -> Bool {
        var isDirectory: ObjCBool = false
        let path = PathParts.joining(folder, name)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
