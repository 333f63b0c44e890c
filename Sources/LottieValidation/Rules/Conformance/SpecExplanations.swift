import Diagnostics

/// What the `--strict` tier's rules say about the lottie-spec 1.0 schema, checked in Swift.
extension LottieRules {
    static let specWhat = """
        (Reported only with `idv-res lottie --strict` or `idv-res validate --strict`.) The \
        lottie-spec 1.0 JSON Schema of the Lottie Animation Community (PyPI `lottie-specs`) \
        defines what every conforming player must understand.
        """

    static let specWhy = """
        Why it matters: the SDK's player (lottie-ios) accepts more than the specification, \
        but a file outside it may play differently, or not at all, on another player or a \
        later player version; the specification is the common ground.
        """
}
