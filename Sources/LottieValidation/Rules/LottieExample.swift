import Diagnostics

/// Small animations the rule examples build on.
enum LottieExample {
    /// The top-level members every example needs, on one line.
    static let header = #""v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100"#

    /// An animation whose layers are `layers` (one per line).
    static func animation(layers: [String], extra: String = "") -> String {
        "{\(header),\(extra)\n\"layers\": [\n" + layers.joined(separator: ",\n") + "\n]}\n"
    }

    /// A null layer (the smallest layer lottie-spec accepts).
    static func nullLayer(_ ind: Int, parent: Int? = nil) -> String {
        #"  {"ty": 3, "ind": \#(ind), "ip": 0, "op": 60, "ks": {}"# + (parent.map { #", "parent": \#($0)"# } ?? "")
            + "}"
    }

    static let valid = animation(layers: [nullLayer(1)])

    /// An animation with null layer 1 and one image asset `img_0` of `members` (`"u": ..., "p": ...`).
    static func imageAnimation(_ members: String) -> String {
        animation(
            layers: [nullLayer(1)], extra: "\n" + #""assets": [{"id": "img_0", "w": 1, "h": 1, "# + members + "}],")
    }

    /// A `lottie` example of one file: `imageAnimation(members)`.
    static func image(_ members: String) -> RuleExample {
        RuleExample("anim.json", imageAnimation(members), command: "lottie")
    }

    /// The image asset `images/img_0.png`, with the file beside the animation.
    static let imageBeside = RuleExample(
        ["anim.json": imageAnimation(#""u": "images/", "p": "img_0.png""#), "images/img_0.png": "png"],
        command: "lottie")
}
