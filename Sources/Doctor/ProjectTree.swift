import Foundation

/// The files of an app project the doctor reads, found by walking the project directory.
/// Build output, dependency checkouts and bundles are not entered; symbolic links are not
/// followed (no loops, nothing outside the project).
public struct ProjectTree: Sendable {
    /// The directory as the user named it.
    public var root: String
    /// Every regular file, relative to `root`, sorted.
    public var files: [String] = []
    /// `*.xcframework` folders, relative.
    public var xcframeworks: [String] = []
    /// `*.lproj` folders (not entered), relative.
    public var localizationFolders: [String] = []

    public var projects: [String] { files.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") } }
    public var infoPlists: [String] {
        files.filter { $0 == "Info.plist" || $0.hasSuffix("/Info.plist") || $0.hasSuffix("-Info.plist") }
    }
    public var entitlements: [String] { files.filter { $0.hasSuffix(".entitlements") } }
    public var swiftFiles: [String] { files.filter { $0.hasSuffix(".swift") } }

    /// Folders never entered: build output, dependency managers' checkouts, version control.
    static let skippedFolders: Set = [
        ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules",
        ".swiftpm", "SourcePackages",
    ]
    /// Bundles whose contents are not the app's own files.
    static let skippedExtensions: Set = [
        "xcframework", "framework", "app", "bundle", "xcassets", "xcworkspace",
        "lproj", "xcuserdata",
    ]
    /// A project tree larger than this is refused rather than walked for minutes.
    static let maximumFiles = 200_000

    /// Whether `path` (relative) is one of the files, with exactly these letters.
    public func contains(_ path: String) -> Bool {
        fileSet.contains(path)
    }

    /// The file whose path differs from `path` only in letter case, when there is one.
    public func withOtherCase(_ path: String) -> String? {
        lowercasedFiles[path.lowercased()]
    }

    private var fileSet: Set<String> = []
    private var lowercasedFiles: [String: String] = [:]

    public func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }

    /// Walks `root`; throws when it is not a readable directory.
    public static func scan(_ root: String) throws -> ProjectTree {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            let exists = FileManager.default.fileExists(atPath: root)
            throw ProjectTreeError(message: exists ? "not a directory" : "no such directory")
        }
        var tree = ProjectTree(root: root)
        var pending = [""]
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: tree.absolute(folder))) ?? []
            for name in names.sorted() {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let attributes = try? FileManager.default.attributesOfItem(atPath: tree.absolute(relative))
                guard let type = attributes?[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    let ext = (name as NSString).pathExtension
                    if ext == "xcframework" { tree.xcframeworks.append(relative) }
                    if ext == "lproj" { tree.localizationFolders.append(relative) }
                    if ext == "xcodeproj" {
                        tree.files.append(relative + "/project.pbxproj")  // kept below only if it exists
                        continue
                    }
                    if skippedFolders.contains(name) || skippedExtensions.contains(ext) { continue }
                    pending.append(relative)
                } else if type == .typeRegular {
                    tree.files.append(relative)
                    if tree.files.count > maximumFiles {
                        throw ProjectTreeError(message: "more than \(maximumFiles) files: not an app project")
                    }
                }
            }
        }
        tree.files = tree.files.filter {
            !$0.hasSuffix("/project.pbxproj") || FileManager.default.fileExists(atPath: tree.absolute($0))
        }.sorted()
        tree.xcframeworks.sort()
        tree.localizationFolders.sort()
        tree.fileSet = Set(tree.files)
        tree.lowercasedFiles = Dictionary(
            tree.files.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        return tree
    }
}

public struct ProjectTreeError: Error, Sendable {
    public var message: String
}
