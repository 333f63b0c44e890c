/// A path's folder and name, read from its text alone (no file system), for any text a user
/// may type. swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on a
/// one-character name (`"S"`, `"a/"`): every folder and name of a path goes through here.
///
/// | path  | folder | name |
/// |-------|--------|------|
/// | `""`    | `""`   | `""` |
/// | `"a"`   | `""`   | `"a"` |
/// | `"/"`   | `"/"`  | `"/"` |
/// | `"./a"` | `"."`  | `"a"` |
/// | `"a/"`  | `""`   | `"a"` |
/// | `"a/b"` | `"a"`  | `"b"` |
/// | `"/a"`  | `"/"`  | `"a"` |
///
/// (Foundation's answers, where it gives one: trailing slashes do not count, a repeated slash
/// is one.)
public struct PathParts: Equatable, Sendable {
    /// The path without its last component: `""` when it names none, `"/"` at the root.
    public let folder: String
    /// The last component, trailing slashes left out; `"/"` for the root itself.
    public let name: String

    public init(_ path: String) {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard text != "/" else {
            (folder, name) = ("/", "/")
            return
        }
        guard let slash = text.lastIndex(of: "/") else {
            (folder, name) = ("", String(text))
            return
        }
        name = String(text[text.index(after: slash)...])
        var head = text[..<slash]
        while head.hasSuffix("/") { head = head.dropLast() }
        folder = head.isEmpty ? "/" : String(head)
    }

    /// `name` inside `folder`: `"a"` + `"b"` is `"a/b"`, `""` + `"b"` is `"b"`, `"/"` + `"b"`
    /// is `"/b"`. A `name` that starts with `/` stays inside `folder` (`"a"` + `"/b"` is `"a/b"`),
    /// as with Foundation: a name read from a bundle never reaches the root.
    public static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        return folder.hasSuffix("/") || name.hasPrefix("/") ? folder + name : folder + "/" + name
    }

    /// `path` as seen from `directory`: itself when absolute, else inside `directory`.
    public static func resolving(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : joining(directory, path)
    }
}
