import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport

// This target's names for the helpers every test target shares (Sources/TestSupport).

/// A fresh temporary directory, removed by the caller's `defer`.
func makeTemporaryDirectory() throws -> URL { try TemporaryFolder.make() }

/// The package root (the folder of Package.swift) and its `Samples/`.
let packageRoot = PackagePaths.root
let samplesDirectory = PackagePaths.samples

/// Where the corpus is looked for, and the folder when it is there (`../shared/corpus`, or
/// `IDV_RES_TEST_CORPUS`).
let corpusLocation = PackagePaths.corpus
let corpusDirectory = PackagePaths.corpusDirectory

/// The 12 real zips (`zips/`, then `zips/history/`, each sorted by name); without the corpus,
/// a skip (a failure under CI=true) saying "../shared/corpus is absent: " and `unchecked`.
func realZips(orSkip unchecked: String) throws -> [URL] {
    guard let corpus = corpusDirectory?.appendingPathComponent("zips") else {
        throw Prerequisite.missing("../shared/corpus is absent: \(unchecked)")
    }
    var zips: [URL] = []
    for folder in [corpus, corpus.appendingPathComponent("history")] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        zips += names.filter { $0.hasSuffix(".zip") }.sorted().map { folder.appendingPathComponent($0) }
    }
    return zips
}

/// Runs another program to its end and captures what it prints (`ProcessRunner`).
func runProcess(
    _ executable: String, _ arguments: [String], in directory: String? = nil, mergingErrors: Bool = false
) throws -> ProcessResult {
    try ProcessRunner.run(executable, arguments, in: directory, mergingErrors: mergingErrors)
}

/// Writes `files` (path -> text) under `root`, in the order given.
func writeTree(_ files: [(String, String)], at root: URL) throws {
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Writes `entries` as a zip in a fresh temporary folder, runs `body` on its path, then removes it.
func zip(_ entries: [ArchiveEntryRecipe], _ body: (String) throws -> Void) throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("t.zip").path
    try RecipeZipWriter.write(entries, to: path)
    try body(path)
}
