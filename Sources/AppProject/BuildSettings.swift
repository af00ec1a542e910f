import Foundation

/// A target's build settings for one configuration, layered the way Xcode layers them (defaults, project
/// `.xcconfig`, project settings, target `.xcconfig`, target settings) and expanded on read.
///
/// Raw values are kept as written, so `$(PRODUCT_NAME)` in one setting follows a later override of
/// `PRODUCT_NAME`, as it does in Xcode; `subscript` expands `$(VAR)`, `${VAR}` and the `:operator` forms.
public struct BuildSettings: Sendable, Equatable {
    /// The settings as written, after layering (`$(inherited)` already replaced by the lower layer's value).
    public private(set) var raw: [String: String]

    /// Expansion stops this deep, so that settings that name each other terminate.
    static let maximumExpansionDepth = 24
    /// Expanded values stop growing at this length, so that settings doubling each other stay cheap.
    static let maximumExpandedLength = 64 * 1024

    public init(_ raw: [String: String] = [:]) {
        self.raw = raw
    }

    /// The expanded value of `name`, or `nil` when the setting is not set at all.
    public subscript(_ name: String) -> String? {
        guard let value = raw[name] else { return nil }
        return expand(value)
    }

    /// A `YES`/`NO` setting.
    public func bool(_ name: String) -> Bool? {
        self[name].flatMap { PropertyListValue.bool(fromSetting: $0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Sets `name` over whatever is there; `$(inherited)` in `value` stands for the value it replaces.
    public mutating func set(_ name: String, _ value: String) {
        raw[name] = Self.substituteInherited(in: value, with: raw[name] ?? "")
    }

    /// Lays `layer` over these settings, as a target's settings lie over its project's.
    public mutating func apply(_ layer: [String: String]) {
        for (name, value) in layer { set(name, value) }
    }

    /// Expands every `$(VAR)`, `${VAR}` and `$(VAR:operator)` in `text`. Unknown variables expand to nothing,
    /// as in Xcode.
    public func expand(_ text: String) -> String {
        guard text.contains("$") else { return text }
        var budget = Self.maximumExpandedLength
        return String(decoding: expand(Array(text.utf8), depth: 0, budget: &budget), as: UTF8.self)
    }

    private func expand(_ text: [UInt8], depth: Int, budget: inout Int) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: "$"), index + 1 < text.count,
                  text[index + 1] == UInt8(ascii: "(") || text[index + 1] == UInt8(ascii: "{") else {
                output.append(byte)
                index += 1
                continue
            }
            let close: UInt8 = text[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
            let open = text[index + 1]
            // Find the matching close, allowing nested references like `$(FOO_$(CONFIGURATION))`.
            var level = 1
            var end = index + 2
            while end < text.count {
                if text[end] == open { level += 1 } else if text[end] == close {
                    level -= 1
                    if level == 0 { break }
                }
                end += 1
            }
            guard end < text.count else {
                output.append(contentsOf: text[index...])
                break
            }
            let inner = Array(text[(index + 2)..<end])
            index = end + 1
            guard depth < Self.maximumExpansionDepth, budget > 0 else { continue }
            let reference = String(decoding: expand(inner, depth: depth + 1, budget: &budget), as: UTF8.self)
            let value = resolve(reference, depth: depth, budget: &budget)
            // Every reference costs something, even an empty one, so that settings that double each
            // other through empty values still end.
            budget -= value.count + 1
            if budget < 0 { continue }
            output.append(contentsOf: value.utf8)
        }
        return output
    }

    /// The value of a reference's inside: a name and any `:operator`s.
    private func resolve(_ reference: String, depth: Int, budget: inout Int) -> String {
        var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value: String
        if let rawValue = raw[name] {
            value = String(decoding: expand(Array(rawValue.utf8), depth: depth + 1, budget: &budget), as: UTF8.self)
        } else {
            value = ""
        }
        for operation in parts {
            value = Self.apply(operation, to: value)
        }
        return value
    }

    /// The `:operator`s Xcode documents for build setting references.
    static func apply(_ operation: String, to value: String) -> String {
        if operation.hasPrefix("default=") {
            return value.isEmpty ? String(operation.dropFirst("default=".count)) : value
        }
        switch operation {
        case "rfc1034identifier":
            return String(value.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".")
                    ? Character(scalar) : "-"
            })
        case "c99extidentifier", "identifier":
            var result = String(value.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                    ? Character(scalar) : "_"
            })
            if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
            return result
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "quote": return value.contains(" ") ? "\"\(value)\"" : value
        case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
        case "file": return (value as NSString).lastPathComponent
        case "dir": return (value as NSString).deletingLastPathComponent
        case "suffix":
            let ext = (value as NSString).pathExtension
            return ext.isEmpty ? "" : "." + ext
        case "standardizepath": return (value as NSString).standardizingPath
        default: return value
        }
    }

    private static func substituteInherited(in value: String, with inherited: String) -> String {
        guard value.contains("inherited") else { return value }
        return value
            .replacingOccurrences(of: "$(inherited)", with: inherited)
            .replacingOccurrences(of: "${inherited}", with: inherited)
            .trimmingCharacters(in: .whitespaces)
    }
}
