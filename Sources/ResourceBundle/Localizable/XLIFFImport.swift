import Diagnostics
import ModelsXML

/// Reads translated units back from an XLIFF 1.2 file (ours, Xcode's, or a translation
/// tool's): every `<trans-unit>` with a non-empty `<target>`, grouped by target language.
public enum XLIFFImport {
    public struct Unit: Sendable, Hashable {
        public var key: String
        public var source: String
        public var target: String
        /// Where the `<target>` is, for findings.
        public var line: Int
        public var column: Int
    }

    public struct File: Sendable {
        /// `es.lproj/Localizable.strings`, when the XLIFF names it.
        public var original: String?
        public var targetLanguage: String?
        public var units: [Unit]
    }

    public struct ReadError: Error, Sendable {
        public var message: String
        public var line: Int?
        public var column: Int?
    }

    public static func read(_ bytes: [UInt8]) throws(ReadError) -> [File] {
        let (root, issue) = XMLTree.parse(bytes)
        if let issue { throw ReadError(message: "malformed XLIFF: \(issue.message)", line: issue.line, column: issue.column) }
        guard let root, localName(root.name) == "xliff" else {
            throw ReadError(message: "not an XLIFF file: the root element is not <xliff>", line: root?.line, column: root?.column)
        }
        if let version = root[attribute: "version"]?.value, !version.hasPrefix("1.") {
            throw ReadError(message: "XLIFF \(version) is not supported; export XLIFF 1.2 (Xcode's format)", line: root.line, column: root.column)
        }
        return root.children.filter { localName($0.name) == "file" }.map { file in
            var units: [Unit] = []
            collectUnits(in: file, into: &units)
            return File(original: file[attribute: "original"]?.value, targetLanguage: file[attribute: "target-language"]?.value, units: units)
        }
    }

    private static func collectUnits(in element: XMLElement, into units: inout [Unit]) {
        for child in element.children {
            if localName(child.name) == "trans-unit" {
                guard let target = child.children.first(where: { localName($0.name) == "target" }), !target.text.isEmpty else { continue }
                let key = child[attribute: "resname"]?.value ?? child[attribute: "id"]?.value ?? ""
                let source = child.children.first { localName($0.name) == "source" }?.text ?? ""
                units.append(Unit(key: key, source: source, target: target.text, line: target.line, column: target.column))
            } else {
                collectUnits(in: child, into: &units)  // <body>, <group>
            }
        }
    }

    private static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
