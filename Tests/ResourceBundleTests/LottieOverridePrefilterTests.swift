import LottieValidation
import XCTest

@testable import ResourceBundle

/// `LottieCheck.mayOverride` drops, by bytes, the paths `AnimationNameChecker.hasOverrides`
/// would reject Character by Character: it must never drop one that would pass, and must keep
/// an ASCII path only when it passes.
final class LottieOverridePrefilterTests: XCTestCase {
    let checker = AnimationNameChecker(names: ["selphid_anim_tip_glasses", "selphid_anim_tip_light"])

    static let folders = ["", "/", "res/", "a/b//", "Ré/", "x\r\n/"]
    static let names = [
        "", "/", "//", "selphid_anim_tip_", "SELPHID_ANIM_TIP_glasses.json", "Selphid_Anim_Tip_x.json", "selphid_anim",
        "selphid_anim_tip_\r\n.json", "selphid_anim_tip\r\n_x", "selphid_anim_tip_\u{301}x.json", "logo.png",
        "s\u{301}elphid_anim_tip_x.json", "selphid-anim_tip_x", "selphid_anim_tip_x.json/", "ſelphid_anim_tip_x.json",
        "İselphid_anim_tip_", "selphid_anim_tip_é.json", "selphid_anim_tuto_1.json",
    ]

    func testKeepsEveryPathThatOverridesAndDropsOnlyASCIIOnesThatDoNot() {
        let prefix = checker.prefix
        XCTAssertEqual(prefix, "selphid_anim_tip_")
        let paths = Self.folders.flatMap { folder in Self.names.map { folder + $0 } }
        for path in paths {
            let kept = !LottieCheck.mayOverride([path], prefix: prefix).isEmpty
            let overrides = checker.hasOverrides([path])
            if overrides { XCTAssertTrue(kept, path.debugDescription) }
            let hasName = path.utf8.contains { $0 != UInt8(ascii: "/") }
            if path.utf8.allSatisfy({ $0 < 0x80 }), hasName { XCTAssertEqual(kept, overrides, path.debugDescription) }
        }
        XCTAssertTrue(checker.hasOverrides(LottieCheck.mayOverride(paths, prefix: prefix)))
        let others = paths.filter { !checker.hasOverrides([$0]) }
        XCTAssertFalse(checker.hasOverrides(LottieCheck.mayOverride(others, prefix: prefix)))
        XCTAssertEqual(
            LottieCheck.mayOverride(["a/logo.png", "a/SELPHID_ANIM_TIP_x.json"], prefix: prefix),
            ["a/SELPHID_ANIM_TIP_x.json"])
    }
}
