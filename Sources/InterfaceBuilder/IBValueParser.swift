/// How IB spells scalars in attributes.
///
/// Centralised so validation (which rejects bad spellings with a position) and
/// the typed accessors (which then trust them) cannot disagree.
enum IBValueParser {
    /// A finite decimal number as IB writes them ("0.0", "375", "-1",
    /// "2.2250738585072014e-308"). Rejects "nan", "inf" and hexadecimal forms,
    /// which IB never writes and which would poison layout arithmetic.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.count <= 64 else { return nil }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default:
                return nil
            }
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A whole number that fits `Int` ("0", "-3"); used for tags and ranges.
    static func integer(_ text: String) -> Int? {
        guard text.utf8.count <= 20 else { return nil }
        return Int(text)
    }

    /// IB booleans are "YES"/"NO"; "true"/"false" are accepted because
    /// hand-edited files use them.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true": return true
        case "NO", "false": return false
        default: return nil
        }
    }

    /// Constraint multipliers are written either as a number ("0.5") or as a
    /// ratio ("16:9", and in older files "1/3").
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2,
                  let numerator = number(String(parts[0])),
                  let denominator = number(String(parts[1])),
                  denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        return number(text)
    }
}

extension IBElement {
    func number(_ name: String) -> Double? {
        attribute(name).flatMap(IBValueParser.number)
    }

    func integer(_ name: String) -> Int? {
        attribute(name).flatMap(IBValueParser.integer)
    }

    func bool(_ name: String) -> Bool? {
        attribute(name).flatMap(IBValueParser.bool)
    }
}
