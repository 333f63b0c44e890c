import Diagnostics
import ModelsXML

/// Parses every XML file of the bundle once (the tree is cached for the checks that read
/// it), so a malformed file is reported even when no other check reads it.
struct XMLFilesCheck: BundleCheck {
    func run(in context: BundleContext) {
        for entry in context.files({ role in
            switch role {
            // Document models and rules are parsed (streaming, into typed models) by ModelsCheck.
            case .views, .translations: true
            default: false
            }
        }) {
            _ = context.xmlTree(entry)
        }
    }
}
