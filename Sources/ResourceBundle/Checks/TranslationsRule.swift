import Diagnostics
import ModelsXML

/// A translations rule: its file holds its description, its check and its message text.
/// `TranslationsWalk` makes one value of each rule per bundle and calls it for what it visits;
/// a rule implements only the visits it needs (the others do nothing).
public protocol TranslationsRule: Rule {
    /// A fresh rule for one bundle: state such as the ids seen so far lives in the value.
    init()
    /// Asked of every rule for each strings file, in order: false (a file with another root)
    /// leaves the file out of every other visit.
    mutating func accepts(_ file: TranslationsInput, _ context: TranslationsContext) -> Bool
    /// An accepted file, before its tokens.
    mutating func visitFile(_ file: TranslationsInput, _ context: TranslationsContext)
    /// Each token of an accepted file, in file order, duplicates included.
    mutating func visitToken(
        _ token: TranslationsFile.Token, in file: TranslationsInput, _ context: TranslationsContext)
    /// Each token with text of a language file (its first occurrence), whose default text
    /// `original` has some: the pairs a translator's slips are found in.
    mutating func visitTranslation(
        _ token: TranslationsFile.Token, original: String, in file: TranslationsInput, _ context: TranslationsContext)
    /// The accepted files, once all visited: rules across languages.
    mutating func finish(_ files: [TranslationsInput], _ context: TranslationsContext)
}

extension TranslationsRule {
    public mutating func accepts(_ file: TranslationsInput, _ context: TranslationsContext) -> Bool { true }
    public mutating func visitFile(_ file: TranslationsInput, _ context: TranslationsContext) {}
    public mutating func visitToken(
        _ token: TranslationsFile.Token, in file: TranslationsInput, _ context: TranslationsContext
    ) {}
    public mutating func visitTranslation(
        _ token: TranslationsFile.Token, original: String, in file: TranslationsInput, _ context: TranslationsContext
    ) {}
    public mutating func finish(_ files: [TranslationsInput], _ context: TranslationsContext) {}
}

/// One strings file as the translations rules see it.
public struct TranslationsInput: Sendable {
    /// Its path in the bundle.
    public let path: String
    public let file: TranslationsFile
    /// Where its findings go (line and column filled in per finding).
    public let location: Location
    /// How messages name it.
    public let name: String

    public init(path: String, file: TranslationsFile, location: Location, name: String) {
        self.path = path
        self.file = file
        self.location = location
        self.name = name
    }

    public func at(line: Int, column: Int) -> Location {
        var location = location
        location.line = line
        location.column = column
        return location
    }

    public func at(_ token: TranslationsFile.Token) -> Location { at(line: token.line, column: token.column) }
    public func at(_ element: LocatedElement) -> Location { at(line: element.line, column: element.column) }
}

/// What a translations rule reads besides the files, and where it reports.
public struct TranslationsContext {
    /// widget.xml, when the bundle has one: the element ids `_alt` texts may describe.
    public let widget: WidgetModel?
    /// Token ids (globs) meant to keep the default text (`"sameAsDefault"` of `.idv-res.json`).
    public let sameAsDefault: [String]
    /// The default file's text of each token (its first occurrence); filled before the
    /// translations are visited.
    public internal(set) var defaults: [String: String] = [:]
    let sink: DiagnosticSink

    init(widget: WidgetModel?, sameAsDefault: [String], sink: DiagnosticSink) {
        self.widget = widget
        self.sameAsDefault = sameAsDefault
        self.sink = sink
    }

    public func report(_ rule: RuleDescription, at location: Location, _ message: String, suggestion: String? = nil) {
        sink.report(rule, at: location, message, suggestion: suggestion)
    }
}
