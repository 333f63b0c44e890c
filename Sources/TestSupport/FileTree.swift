import Foundation

/// Every regular file under `root`, relative path -> bytes (what a test compares trees by).
public func readTree(_ root: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let next = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path + "/" + next, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            out[next] = FileManager.default.contents(atPath: root.path + "/" + next)
        }
    }
    return out
}
