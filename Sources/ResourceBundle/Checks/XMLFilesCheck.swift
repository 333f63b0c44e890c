import Diagnostics
import ModelsXML

/// Parses every XML file of the bundle once (the tree is cached for the checks that read
/// it), so a malformed file is reported even when no other check reads it.
struct XMLFilesCheck: BundleCheck {
    func run(in context: BundleContext) {
        for entry in context.files({ role in
            switch role {
            case .views, .translations, .documentRules, .documentModels: true
            default: false
            }
        }) {
            _ = context.xmlTree(entry)
        }
    }
}
