import Diagnostics
import Foundation

/// A language an app target is localised in, and where that is declared.
struct AppLanguage {
    /// The language alone, lowercased: `de` for `de-DE`, `German` or `de.lproj`.
    let code: String
    /// As written: `de-DE`, `German`, `de.lproj`.
    let written: String
    let location: Location
    /// Where, as messages say it: `knownRegions in App.xcodeproj/project.pbxproj`.
    let place: String

    /// `de: knownRegions in App.xcodeproj/project.pbxproj`; a folder alone: `App/de.lproj`.
    var described: String { place.hasSuffix("/" + written) || place == written ? place : "\(written): \(place)" }
}

/// The languages of a target, from the three places Xcode keeps them: the project's
/// `knownRegions`, the `.lproj` folders of its project, the Info.plist's `CFBundleLocalizations`.
enum AppLanguages {
    static func of(_ target: DoctorTarget) -> [AppLanguage] {
        var found: [AppLanguage] = []
        if let project = target.app.project {
            for node in project.knownRegions {
                guard let written = node.string, let code = language(of: written) else { continue }
                let place = "knownRegions in \(project.path)"
                found.append(
                    AppLanguage(code: code, written: written, location: located(node, project.path), place: place))
            }
        }
        for folder in target.localizationFolders {
            let name = PathParts(folder).name
            guard let code = language(of: String(name.dropLast(".lproj".count))) else { continue }
            found.append(AppLanguage(code: code, written: name, location: Location(file: folder), place: folder))
        }
        if let value = target.app.infoValue("CFBundleLocalizations") {
            for node in value.node.array ?? [value.node] {
                guard let written = node.string, let code = language(of: written) else { continue }
                let location = node.line == nil ? value.location : located(node, value.location.file)
                let place = "CFBundleLocalizations in \(value.file)"
                found.append(AppLanguage(code: code, written: written, location: location, place: place))
            }
        }
        return found
    }

    private static func located(_ node: PlistNode, _ file: String) -> Location {
        Location(file: file, line: node.line, column: node.column)
    }

    /// Names older projects use in `knownRegions` instead of codes.
    static let legacyNames = [
        "english": "en", "french": "fr", "spanish": "es", "german": "de", "italian": "it", "japanese": "ja",
        "dutch": "nl",
    ]

    /// The language of a region or localization name (`pt-BR`: `pt`); nil for `Base`.
    static func language(of written: String) -> String? {
        let lower = written.lowercased()
        guard lower != "base", !lower.isEmpty else { return nil }
        if let code = legacyNames[lower] { return code }
        return String(lower.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(lower))
    }

    /// `German` for `de`; the code itself when Foundation has no name for it.
    static func name(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
    }
}
