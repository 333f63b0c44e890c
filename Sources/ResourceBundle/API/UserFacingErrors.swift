import Diagnostics
import Localization

// The errors of this module, as the user reads them: each has a message and the status a
// command stopping on it ends with (an input that cannot be read, unless said otherwise).

extension BundleReadError: UserFacingError {}
extension CatalogError: UserFacingError {}
extension XLIFFImport.ReadError: UserFacingError {}
extension StringsFileEditor.EditError: UserFacingError {}
extension TranslationsXMLEditor.EditError: UserFacingError {}
extension Packer.Failure: UserFacingError {}
extension Unpacker.Failure: UserFacingError {
    public var message: String { description }
}
extension SystemError: UserFacingError {}
extension Interruption.Interrupted: UserFacingError {
    public var message: String { description }
}
