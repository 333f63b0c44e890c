import Diagnostics

/// What a player needs to show anything: errors.
public enum StructureRules {
    static let why = "Why it matters: the SDK hands the file to the Lottie player as it is; "

    static let precomposition = #"{"id": "comp_0", "layers": [{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}]}"#
}
