/// Every `lottie.*` rule: one type per rule, named after its id (`lottie.spec-required` is
/// `LottieRules.SpecRequired`). The folders group them by tier: Structure (what a player
/// needs to show anything: errors), Safety (what a file can make a player do beyond drawing:
/// run code, fetch from the network), Conformance (the `--strict` lottie-spec 1.0 schema) and
/// AnimationName (the names of an app's animation overrides, formats.md section 6).
public enum LottieRules {}
