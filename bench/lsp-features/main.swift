// The language features on the real SelphID bundle, timed per request (`bench/lsp-features.sh`
// builds this in release against the package and runs it). Each request kind is asked at a
// real place of the real files, ROUNDS times, after one warm-up call (the server keeps its
// BundleContext between edits); prints median and p95 per kind.
import Foundation
import LanguageServer
import ResourceBundle

let folder = CommandLine.arguments[1]
let rounds = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 200
let context = BundleContext(reader: try DirectoryBundleReader(path: folder), options: ValidationOptions())

func bytes(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: folder + "/" + path)!) }
/// After the last `needle` that is not in a comment (DocumentID_All.xml ends with commented-out
/// countries): the request that scans the most text.
func offset(after needle: String, in text: [UInt8]) -> Int {
    let string = String(decoding: text, as: UTF8.self)
    var end = string.endIndex
    while true {
        let range = string.range(of: needle, options: .backwards, range: string.startIndex..<end)!
        let before = string[..<range.lowerBound]
        if before.components(separatedBy: "<!--").count == before.components(separatedBy: "-->").count {
            return before.utf8.count + needle.utf8.count
        }
        end = range.lowerBound
    }
}

let widget = bytes("widget.xml")
let model = bytes("documents/DocumentID_All.xml")
let cases: [(String, FeatureRequest, (FeatureRequest) -> Int)] = [
    ("completion widget text= (tokens)", FeatureRequest(context: context, path: "widget.xml", text: widget,
        offset: offset(after: " text=\"", in: widget)), { LanguageFeatures.completions($0).count }),
    ("completion widget icon= (resources)", FeatureRequest(context: context, path: "widget.xml", text: widget,
        offset: offset(after: " icon=\"", in: widget)), { LanguageFeatures.completions($0).count }),
    ("completion widget colour", FeatureRequest(context: context, path: "widget.xml", text: widget,
        offset: offset(after: " color=\"", in: widget)), { LanguageFeatures.completions($0).count }),
    ("hover widget token", FeatureRequest(context: context, path: "widget.xml", text: widget,
        offset: offset(after: " text=\"", in: widget)), { LanguageFeatures.hover($0) == nil ? 0 : 1 }),
    ("hover widget resource (reads PNGs)", FeatureRequest(context: context, path: "widget.xml", text: widget,
        offset: offset(after: " icon=\"", in: widget)), { LanguageFeatures.hover($0) == nil ? 0 : 1 }),
    ("definition widget token", FeatureRequest(context: context, path: "widget.xml", text: widget,
        offset: offset(after: " text=\"", in: widget)), { LanguageFeatures.definitions($0).count }),
    ("completion model src= (last live program, 10,678 lines)", FeatureRequest(context: context,
        path: "documents/DocumentID_All.xml", text: model,
        offset: offset(after: "<rejectIfNotValid src=\"", in: model)), { LanguageFeatures.completions($0).count }),
    ("definition model src= (last live program)", FeatureRequest(context: context,
        path: "documents/DocumentID_All.xml", text: model,
        offset: offset(after: "<rejectIfNotValid src=\"", in: model)), { LanguageFeatures.definitions($0).count }),
    ("hover model MRZ field (last)", FeatureRequest(context: context,
        path: "documents/DocumentID_All.xml", text: model,
        offset: offset(after: "<field id=\"DocumentCode\"", in: model)), { LanguageFeatures.hover($0) == nil ? 0 : 1 }),
]

let clock = ContinuousClock()
for (name, request, run) in cases {
    let answers = run(request)  // warm-up: the context's facts and the feature index
    var times: [Double] = []
    for _ in 0..<rounds {
        let elapsed = clock.measure { _ = run(request) }
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    times.sort()
    let median = times[times.count / 2]
    let p95 = times[min(times.count - 1, times.count * 95 / 100)]
    print(String(format: "%-52@ median %7.3f ms  p95 %7.3f ms  (%d answers)", name as NSString, median, p95, answers))
}
