import Diagnostics
import Foundation
import Localization

extension XLIFFMerge {
    /// Merges `xliffPath` (a file, an `.xcloc`, or a directory of them) into the app resources
    /// at `directory`: `plan` with the `.strings` target, then every file written (unless
    /// `dryRun`).
    public static func apply(
        xliffPath: String, directory: String, catalog: SDKCatalog, options: Options, stale: StalePolicy = StalePolicy()
    ) -> Result {
        let documents: [Document]
        switch XLIFFSources.documents(at: xliffPath) {
        case .success(let read): documents = read
        case .failure(let unreadable): return Result(diagnostics: [unreadable.diagnostic], changes: [])
        }
        let reader: DirectoryBundleReader
        do {
            reader = try DirectoryBundleReader(path: directory)
        } catch {
            return Result(
                diagnostics: [
                    InputRules.Unreadable.finding(at: Location(file: directory), reason: error.userMessage)
                ], changes: [])
        }
        let app = AppLocalizations.load(BundleContext(reader: reader, options: ValidationOptions()))
        let target = StringsXLIFFTarget(app: app, catalog: catalog, xliffPath: xliffPath, directory: directory)
        let planned = plan(documents, into: target, options: options)
        if options.dryRun { return planned }
        // A signal waits for the last file: the languages are never left half imported.
        return Interruption.cooperating {
            var changes: [FileChange] = []
            for change in planned.changes {
                // Nothing to add or replace: the file keeps its bytes and its date.
                if !change.created, change.outcome.isEmpty {
                    changes.append(change)
                    continue
                }
                do {
                    let path = PathParts.joining(directory, change.path)
                    try StringsFileEditor.writeAtomically(change.bytes, to: path, stale: stale)
                    changes.append(change)
                } catch {
                    return Result(
                        diagnostics: planned.diagnostics + [
                            InputRules.UnreadableEntry.finding(
                                at: Location(file: change.path, container: directory), error: error)
                        ], changes: changes)
                }
            }
            return Result(diagnostics: planned.diagnostics, changes: changes)
        }
    }
}
