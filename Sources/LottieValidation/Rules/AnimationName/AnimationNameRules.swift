import Diagnostics

/// The names of an app's animation overrides (formats.md section 6).
public enum AnimationNameRules {
    static let catalog =
        #"{"animations": {"extension": "json", "names": ["selphid_anim_tip_id_male", "selphid_anim_tuto_id_1"]}}"#
        + "\n"
}
