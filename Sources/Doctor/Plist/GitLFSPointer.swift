/// A Git LFS pointer checked out in place of a file (`git lfs` not installed, or the objects
/// never pulled): a few lines of text that no parser should be asked to read.
enum GitLFSPointer {
    static let header = Array("version https://git-lfs.github.com/spec/v1".utf8)

    /// What to tell the user when `bytes` is a pointer, or nil.
    static func describe(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: header), bytes.count < 1024 else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        let oid = lines.first { $0.hasPrefix("oid ") }.map { String($0.dropFirst(4).prefix(20)) + "…" }
        let size = lines.first { $0.hasPrefix("size ") }.map { String($0.dropFirst(5)) }
        let what = [oid, size.map { "\($0) bytes" }].compactMap { $0 }.joined(separator: ", ")
        return "this is a Git LFS pointer\(what.isEmpty ? "" : " (\(DoctorText.shown(what)))"), not the file; "
            + "run git lfs pull"
    }
}
