/// "1 file", "2 files", "1 entry", "3 entries": a count and its noun, in the right number.
/// `plural` is for nouns that do not just take an "s".
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
