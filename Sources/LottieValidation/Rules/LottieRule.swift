import Diagnostics

/// A `lottie.*` rule that the structure walk calls for what it visits. Each visit has a
/// default that does nothing: a rule implements the ones it needs and reports through the
/// context's findings, with its message text in its own file.
protocol LottieRule: Rule {
    /// The top-level object of the animation.
    static func visit(document root: JSONNode, _ context: LottieContext)
    /// Each item of a composition's `layers` (the root's or a precomposition's), object or not.
    static func visit(layer: LottieLayer, _ context: LottieContext)
    /// Each object of `assets` that is not a precomposition (it has no `layers`).
    static func visit(asset: JSONNode, at path: JSONPath, _ context: LottieContext)
}

extension LottieRule {
    static func visit(document root: JSONNode, _ context: LottieContext) {}
    static func visit(layer: LottieLayer, _ context: LottieContext) {}
    static func visit(asset: JSONNode, at path: JSONPath, _ context: LottieContext) {}
}

/// What the walk knows of the document being checked, handed to every visit.
struct LottieContext {
    let findings: LottieFindings
    /// Says whether an external image exists, relative to the animation's folder.
    let fileExists: @Sendable (String) -> Bool
    /// The first asset with each `id`.
    let assetIDs: [String: JSONNode]
    /// The `fName` of every font in `fonts.list`.
    let fonts: Set<String>
}

/// One item of a composition's `layers`, where the walk found it.
struct LottieLayer {
    let node: JSONNode
    /// `$.layers[3]`, `$.assets[0].layers[1]`.
    let path: JSONPath
    /// The composition's `layers` array (`$.layers`).
    let compositionPath: JSONPath
    /// Its position in `layers`.
    let position: Int
    /// Each `ind` of the composition -> the position of the first layer with it.
    let indices: [Int: Int]

    /// ` ('Name')` for a layer with `nm`, or nothing: how messages name a layer after its path.
    var name: String { node["nm"]?.string.map { " ('\($0)')" } ?? "" }
}
