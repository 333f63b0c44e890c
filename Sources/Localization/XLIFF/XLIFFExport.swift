import Diagnostics

/// XLIFF 1.2, the format Xcode's "Export Localizations" writes and translation tools read:
/// one `<file>` per `.strings` file, one `<trans-unit>` per key, the SDK default as
/// `<source>`, no `<target>` until a translator writes one.
public enum XLIFFExport {
    public struct Unit: Sendable, Hashable {
        public var key: String
        public var source: String
        public var note: String?
        /// The text the language has now (written as a translated `<target>`).
        public var target: String?

        public init(key: String, source: String, note: String? = nil, target: String? = nil) {
            self.key = key
            self.source = source
            self.note = note
            self.target = target
        }
    }

    /// The keys `language` lacks (not set, empty, or lost after a syntax error), with the
    /// catalog default as source. Keys whose default is empty have nothing to translate.
    public static func missingUnits(_ app: AppLocalizations, catalog: SDKCatalog, language: String, base: String?)
        -> [Unit]
    {
        let coverage = LocalizableCoverage(app, catalog: catalog, base: base)
        let missing = Set(
            coverage.summary(of: language)?.missing ?? catalog.keys.filter { !$0.defaultValue.isEmpty }.map(\.key))
        let baseEntries = base.map { app.effectiveEntries(of: $0) } ?? [:]
        let baseComments =
            base.flatMap { app.stringsPath(of: $0) }.flatMap { app.stringsFiles[$0] }.map(StringsComments.comments)
            ?? [:]
        return catalog.keys.filter { missing.contains($0.key) }.map { key in
            var notes = ["SDK default (\(catalog.component) \(catalog.platform))."]
            if key.key.hasSuffix(catalog.altSuffix) {
                notes.append("Read by VoiceOver (for '\(key.key.dropLast(catalog.altSuffix.count))').")
            }
            if let base, base != language, let own = baseEntries[key.key], own.value != key.defaultValue {
                notes.append("The app's '\(base)' text: \"\(own.value)\".")
            }
            if let comment = baseComments[key.key] { notes.append("Comment in the '\(base ?? "")' file: \(comment)") }
            return Unit(key: key.key, source: key.defaultValue, note: notes.joined(separator: " "))
        }
    }

    /// The XLIFF document for `units` of `original` (`es.lproj/Localizable.strings`).
    public static func render(
        _ units: [Unit], original: String, sourceLanguage: String, targetLanguage: String, toolVersion: String,
        datatype: String = "plaintext"
    ) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(escape(original))" source-language="\(escape(sourceLanguage))" target-language="\(escape(targetLanguage))" datatype="\(datatype)">
                <header>
                  <tool tool-id="idv-res" tool-name="idv-res" tool-version="\(escape(toolVersion))"/>
                </header>
                <body>

            """
        for unit in units {
            out += "      <trans-unit id=\"\(escape(unit.key))\" xml:space=\"preserve\">\n"
            out += "        <source>\(protect(unit.source))</source>\n"
            if let target = unit.target { out += "        <target state=\"translated\">\(protect(target))</target>\n" }
            if let note = unit.note { out += "        <note>\(escape(note))</note>\n" }
            out += "      </trans-unit>\n"
        }
        out += "    </body>\n  </file>\n</xliff>\n"
        return out
    }

    /// `contents.json` of an `.xcloc` bundle (Xcode reads it to know the languages).
    public static func xclocManifest(language: String, developmentRegion: String = "en", toolVersion: String) -> String
    {
        """
        {
          "developmentRegion" : "\(developmentRegion)",
          "project" : "idv-res",
          "targetLocale" : "\(language.escaping(["\\": "\\\\", "\"": "\\\""]))",
          "toolInfo" : {
            "toolBuildNumber" : "\(toolVersion)",
            "toolID" : "idv-res",
            "toolName" : "idv-res",
            "toolVersion" : "\(toolVersion)"
          },
          "version" : "1.0"
        }

        """
    }

    /// The escaped text with every format specifier (`%@`, `%1$d`) and bold mark (`**`) as a
    /// `<ph>`, so translation tools show them as tags that cannot be typed over. Import reads
    /// a `<ph>` back as its content, and checks the specifiers again.
    public static func protect(_ text: String) -> String {
        var out = ""
        var plain = ""
        var number = 0
        var rest = Substring(text)
        while !rest.isEmpty {
            if let match = rest.prefixMatch(of: protectedCode) {
                let code = String(match.output.0)
                if code == "%%" {
                    plain += code
                } else {
                    number += 1
                    out += escape(plain) + "<ph id=\"\(number)\">\(escape(code))</ph>"
                    plain = ""
                }
                rest = rest[match.range.upperBound...]
            } else {
                plain.append(rest.removeFirst())
            }
        }
        return out + escape(plain)
    }

    nonisolated(unsafe) private static let protectedCode =
        #/%%|%([0-9]+\$)?[-+ #0']*[0-9*.]*(hh|h|ll|l|q|L|z|j|t)?[@dDiuUxXoOfFeEgGcCsSpaA]|\*\*/#

    static func escape(_ text: String) -> String {
        text.escaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\r": "&#13;"])
    }
}
