import Diagnostics
import ModelsXML
import ResourceBundle

/// `preview --check`: what a real browser measures on the drawn views. Its examples need
/// Chromium; RuleExamplesTests skips them, saying so, where it is absent.
public enum PreviewRules {
    static let checkSettings: [RuleExample.Setting] = [.previewMeasure, .previewSite(besideInput: ".site")]

    static let button = widget(
        """
        <view id="Finish">
        <button id="accept" content_type="TEXT_ID" content="accept" background="#3167FC" font_size="16.0"/>
        </view>

        """)
}
