import ResourceBundle

/// A resource of OUT that is the customer's own picture in some densities and the vendor's new
/// one in others: each side's merge was right, together they show two images (the customer's
/// 281x57 logo beside the vendor's new 121x25 one). `upgrade.mixed-densities`, once per name.
enum MixedDensities {
    static func report(
        files: [(path: String, bytes: [UInt8])], base: BundleSnapshot, custom: BundleSnapshot, new: BundleSnapshot,
        into report: inout MergeReport
    ) {
        var sides: [String: (yours: [(density: String, path: String)], vendors: [String])] = [:]
        for (path, bytes) in files {
            guard case .resource = BundleLayout.role(of: path) else { continue }
            let (density, name) = DiffSections.densityAndName(path)
            let was = base[path]
            if let mine = custom[path], mine != was, DiffSections.same(mine, bytes) {
                sides[name, default: ([], [])].yours.append((density, path))
            } else if let theirs = new[path], theirs != was, DiffSections.same(theirs, bytes) {
                sides[name, default: ([], [])].vendors.append(density)
            }
        }
        let merged = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        for name in sides.keys.sorted() {
            let (yours, vendors) = sides[name]!
            guard let first = yours.first, !vendors.isEmpty else { continue }
            func shown(_ density: String) -> String {
                let pixels = merged["resources/\(density)/\(name)"].flatMap { PixelSize($0) }
                return pixels.map { "\(density) (\($0))" } ?? density
            }
            report.findings.append(
                UpgradeRules.MixedDensities.finding(
                    name, yours: yours.map { shown($0.density) }, vendors: vendors.map(shown),
                    at: report.location(first.path)))
        }
    }
}
