import Foundation

/// Literal SDK configuration found in Swift source: `IdentiaFlowView(..., endPoint: "...")` and
/// the properties of `SelphIDConfigurationData`, set in its initializer or assigned to a
/// variable that holds one (`conf.specificData = "ES|"`). Values that are not literals are
/// left alone: they are only known at run time.
public struct SDKConfiguration: Sendable {
    /// One `IdentiaFlowView(...)` call's `endPoint:` string.
    public var endpoints: [SwiftToken] = []
    /// One `SelphIDConfigurationData` object each: a variable, or one initializer call.
    public var selphID: [SelphIDSettings] = []
    /// The first token naming each SDK or permission-asking API the file uses.
    public var uses: [SwiftAPI: SwiftToken] = [:]
    public var usesIdentiaFlow: Bool { uses[.identiaFlow] != nil }
    public var usesSelphID: Bool { uses[.selphID] != nil }
    /// The Core NFC API (and NFC libraries) the file uses.
    public var nfc = NFCUse()
}

/// Which NFC reading a Swift file does, from the names it uses: what decides the entitlements
/// and Info.plist keys a target needs (a passport reader, an ISO 7816 reader, an NDEF reader).
public struct NFCUse: Sendable, Equatable {
    /// `NFCTagReaderSession`: needs `TAG` in the formats entitlement.
    public var tagSession = false
    /// `NFCISO7816Tag`: tags iOS selects by application id (a `case .iso7816` alone, as a MIFARE
    /// reader's switch has, is not reading them).
    public var iso7816Tags = false
    /// `NFCISO7816APDU`: also sent to MIFARE DESFire tags (`sendMiFareISO7816Command`).
    public var iso7816Commands = false
    /// `NFCMiFareTag`, `.miFare`.
    public var miFareTags = false
    /// `NFCNDEFReaderSession`.
    public var ndefSession = false
    /// The open-source passport reader (`import NFCPassportReader`, `PassportReader`).
    public var passportLibrary = false
    /// The vendor SDK's NFC component (`import FPHISDKNFCComponent`).
    public var vendorNFCComponent = false

    public init() {}

    public var isEmpty: Bool { self == NFCUse() }

    /// Reads ISO 7816 tags: an `NFCTagReaderSession` with `NFCISO7816Tag`, or APDUs sent to no MIFARE tag.
    public var readsISO7816: Bool { tagSession && (iso7816Tags || (iso7816Commands && !miFareTags)) }

    mutating func note(_ name: String) {
        switch name {
        case "NFCTagReaderSession": tagSession = true
        case "NFCISO7816Tag": iso7816Tags = true
        case "NFCISO7816APDU": iso7816Commands = true
        case "NFCMiFareTag", "miFare": miFareTags = true
        case "NFCNDEFReaderSession": ndefSession = true
        case "NFCPassportReader", "PassportReader": passportLibrary = true
        default:
            if name.hasPrefix("FPHISDK"), name.uppercased().contains("NFC") { vendorNFCComponent = true }
        }
    }
}

/// The literal properties set on one `SelphIDConfigurationData`.
public struct SelphIDSettings: Sendable {
    public enum Value: Sendable {
        case string(SwiftToken)
        /// A number, negative when written with a leading `-`; the token is the first one.
        case number(Double, SwiftToken)
        /// `["ES", "FR"]`: string literals only.
        case strings([SwiftToken])
        /// `SelphIDScanMode.MODE_SEARCH` or `.MODE_SEARCH`: the last name.
        case member(String, SwiftToken)
        /// A lone name: a constant or a variable.
        case name(String, SwiftToken)
    }

    /// Property name -> the last literal value set.
    public var properties: [String: Value] = [:]

    public func string(_ name: String) -> SwiftToken? {
        if case .string(let token)? = properties[name] { return token }
        return nil
    }
}

public enum SDKConfigurationScanner {
    public static func scan(_ source: String) -> SDKConfiguration {
        scan(tokens: SwiftTokenizer.tokens(source))
    }

    public static func scan(tokens: [SwiftToken]) -> SDKConfiguration {
        var configuration = SDKConfiguration()
        let constants = stringConstants(tokens)
        var variables: [String: SelphIDSettings] = [:]
        var variableOrder: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            configuration.nfc.note(token.text)
            let opensCall = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
            if token.text == "IdentiaFlowView", opensCall {
                let arguments = labeledArguments(tokens, open: index + 1)
                switch arguments["endPoint"] {
                case .string(let literal)?:
                    configuration.endpoints.append(literal)
                case .name(let name, _)?:
                    // `endPoint: endPoint` with one `let endPoint = "..."` in the file: that literal.
                    if let declarations = constants[name], declarations.count == 1 {
                        configuration.endpoints.append(declarations[0])
                    }
                default:
                    break
                }
            }
            if token.text == "SelphIDConfigurationData" {
                if opensCall {
                    let arguments = labeledArguments(tokens, open: index + 1)
                    if let name = declaredName(tokens, before: index) {
                        if variables[name] == nil { variableOrder.append(name) }
                        variables[name, default: SelphIDSettings()].properties.merge(arguments) { $1 }
                    } else if !arguments.isEmpty {
                        configuration.selphID.append(SelphIDSettings(properties: arguments))
                    }
                } else if let name = declaredName(tokens, before: index), variables[name] == nil {
                    variables[name] = SelphIDSettings()
                    variableOrder.append(name)
                }
            }
        }
        // `name.property = value` for every variable that holds a configuration.
        for index in tokens.indices where index + 3 < tokens.count {
            let name = tokens[index].text
            guard tokens[index].kind == .identifier, variables[name] != nil, tokens[index + 1].isPunctuation("."),
                tokens[index + 2].kind == .identifier, tokens[index + 3].isPunctuation("="),
                index == 0 || !tokens[index - 1].isPunctuation(".")
                    || (index >= 2 && tokens[index - 2].isIdentifier("self"))
            else { continue }
            if let value = value(tokens, at: index + 4) {
                variables[name]!.properties[tokens[index + 2].text] = value
            }
        }
        configuration.selphID += variableOrder.compactMap { variables[$0] }
        configuration.uses = SwiftAPIFinder.uses(in: tokens)
        return configuration
    }

    /// `let name = "literal"` and `let name: String = "literal"`: the literals declared under each name.
    private static func stringConstants(_ tokens: [SwiftToken]) -> [String: [SwiftToken]] {
        var constants: [String: [SwiftToken]] = [:]
        for index in tokens.indices
        where index + 3 < tokens.count && tokens[index + 1].kind == .identifier
            && (tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var"))
        {
            var equals = index + 2
            if tokens[equals].isPunctuation(":"), equals + 2 < tokens.count, tokens[equals + 1].isIdentifier("String") {
                equals += 2
            }
            guard tokens[equals].isPunctuation("="), case .string(let literal)? = value(tokens, at: equals + 1) else {
                continue
            }
            constants[tokens[index + 1].text, default: []].append(literal)
        }
        return constants
    }

    /// `let conf = SelphIDConfigurationData(` / `var conf: SelphIDConfigurationData`: the name.
    private static func declaredName(_ tokens: [SwiftToken], before index: Int) -> String? {
        guard index >= 3, tokens[index - 1].isPunctuation("=") || tokens[index - 1].isPunctuation(":"),
            tokens[index - 2].kind == .identifier,
            tokens[index - 3].isIdentifier("let") || tokens[index - 3].isIdentifier("var")
        else { return nil }
        return tokens[index - 2].text
    }

    /// The literal `label: value` arguments of the call whose `(` is at `open`.
    private static func labeledArguments(_ tokens: [SwiftToken], open: Int) -> [String: SelphIDSettings.Value] {
        var arguments: [String: SelphIDSettings.Value] = [:]
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":"),
                tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(","),
                let value = value(tokens, at: index + 2, endsWith: [",", ")"])
            {
                arguments[token.text] = value
            }
            index += 1
        }
        return arguments
    }

    /// A literal value starting at `index`, when the expression is nothing more than it (the
    /// next token is not an operator, a call or a member access).
    private static func value(
        _ tokens: [SwiftToken], at index: Int,
        endsWith: Set<String>? = nil
    ) -> SelphIDSettings.Value? {
        guard index < tokens.count else { return nil }
        func ends(at next: Int) -> Bool {
            guard next < tokens.count else { return true }
            let token = tokens[next]
            if let endsWith { return token.kind == .punctuation && endsWith.contains(token.text) }
            if token.line > tokens[next - 1].line {
                // A new line ends the statement unless it continues it (`.x`, `+ y`, `(`).
                return token.kind != .punctuation || ["}", "@", "#"].contains(token.text)
            }
            return token.isPunctuation(";") || token.isPunctuation("}")
        }
        let token = tokens[index]
        switch token.kind {
        case .string:
            return ends(at: index + 1) ? .string(token) : nil
        case .number:
            guard ends(at: index + 1), let number = Double(token.text.replacingOccurrences(of: "_", with: "")) else {
                return nil
            }
            return .number(number, token)
        case .punctuation where token.text == "-":
            guard index + 1 < tokens.count, tokens[index + 1].kind == .number, ends(at: index + 2),
                let number = Double(tokens[index + 1].text.replacingOccurrences(of: "_", with: ""))
            else {
                return nil
            }
            return .number(-number, token)
        case .punctuation where token.text == "[":
            var items: [SwiftToken] = []
            var next = index + 1
            while next < tokens.count, tokens[next].kind == .string {
                items.append(tokens[next])
                next += 1
                if next < tokens.count, tokens[next].isPunctuation(",") { next += 1 }
            }
            guard next < tokens.count, tokens[next].isPunctuation("]"), ends(at: next + 1) else { return nil }
            return .strings(items)
        case .punctuation where token.text == ".":
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier, ends(at: index + 2) else {
                return nil
            }
            return .member(tokens[index + 1].text, tokens[index + 1])
        case .identifier:
            var next = index
            while next + 2 < tokens.count, tokens[next + 1].isPunctuation("."), tokens[next + 2].kind == .identifier {
                next += 2
            }
            guard ends(at: next + 1) else { return nil }
            if next == index { return .name(token.text, token) }
            return .member(tokens[next].text, tokens[next])
        default:
            return nil
        }
    }
}
