import Diagnostics

/// The catalog the animation-name rules' examples check against.
extension LottieRules {
    static let catalog =
        #"{"animations": {"extension": "json", "names": ["selphid_anim_tip_id_male", "selphid_anim_tuto_id_1"]}}"#
        + "\n"
}
