import Diagnostics

/// The zip hygiene rules on `validate` (names, links, encryption, bombs, junk). The CRC of
/// every entry is checked by the context's data pass, on another core while the checks run.
struct ZipHygieneCheck: BundleCheck {
    func run(in context: BundleContext) {
        guard let findings = context.hygiene else { return }
        context.sink.append(contentsOf: findings.diagnostics)
    }
}

extension BundleHygiene {
    /// The report for a file libzip refuses to open: a located `zip.corrupt` finding saying
    /// why (truncated, central directory out of place, a zip64 marker without its field)
    /// when the file is a damaged zip, nil when it is missing, cannot be read or is not a zip
    /// at all (the caller reports it unreadable).
    public static func unopenableZip(_ path: String, _ error: Error) -> Report.Input? {
        guard let readError = error as? BundleReadError, readError.zipOpenError != nil, readError.failure == .corrupt,
            let layout = try? ZipLayout.scan(path: path), !layout.isNotAZip
        else { return nil }
        return Report.Input(name: path, diagnostics: ZipRules.Corrupt.unopenable(path, layout, readError))
    }
}
