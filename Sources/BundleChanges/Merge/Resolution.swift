import Diagnostics

/// The three-way decision for one unit: BASE (what the customer started from), CUSTOM (the
/// customer's) and NEW (the vendor's next), each absent (nil) when the unit is not there.
enum Resolution<Value: Equatable>: Equatable {
    /// CUSTOM's value stands (the vendor did not change it, or changed it the same way).
    case keepCustom
    /// The vendor changed it and the customer did not: NEW's value (nil: removed).
    case takeVendor
    /// Both changed it differently (or the vendor removed what the customer changed).
    case conflict
    /// The customer removed it and the vendor changed it: it stays removed.
    case keptRemoval

    static func of(base: Value?, custom: Value?, new: Value?) -> Resolution {
        if custom == new || new == base { return .keepCustom }
        if custom == base { return .takeVendor }
        if base != nil, custom == nil { return .keptRemoval }
        return .conflict
    }
}

/// A located value of one side, for messages: the value and where it is.
struct Sided {
    var value: String?
    var place: String?
    /// Shown as it is instead of the quoted value (an instruction's attributes, "removed").
    var described: String?

    /// `"x"` or `(none)`, control characters escaped.
    var shown: String {
        if let described { return described.escapingControlCharacters }
        return value.map { "\"\($0.escapingControlCharacters)\"" } ?? "(none)"
    }
}

extension Sided {
    init(_ value: String?, _ place: String?) {
        self.value = value
        self.place = place
    }

    init(described: String, _ place: String?) {
        self.described = described
        self.place = place
    }
}
