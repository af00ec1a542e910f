import Foundation

extension String {
    /// `String(localized:)`'s key and arguments (iOS 15), which Foundation on Linux lacks. As Xcode makes
    /// the key of an interpolated literal, each interpolation becomes a format specifier in the key
    /// (`"\(count) items"` is looked up as `"%lld items"`), and the translation found is formatted with
    /// the values: `%@` for text and objects, `%lld` for integers, `%lf` for `Double`, `%f` for `Float`.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Equatable {
        /// One interpolated value, kept as its kind so the translation's specifier can format it.
        public enum Argument: Sendable, Equatable {
            case integer(Int64)
            case unsigned(UInt64)
            case double(Double)
            case text(String)
        }

        public var key: String
        public var arguments: [Argument]

        /// A plain literal is its own key, `%` and all (it is not a format: nothing fills it).
        public init(stringLiteral value: String) {
            key = value
            arguments = []
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                if T.isSigned {
                    key += "%lld"
                    arguments.append(.integer(Int64(truncatingIfNeeded: value)))
                } else {
                    key += "%llu"
                    arguments.append(.unsigned(UInt64(truncatingIfNeeded: value)))
                }
            }

            public mutating func appendInterpolation(_ value: Double) {
                key += "%lf"
                arguments.append(.double(value))
            }

            public mutating func appendInterpolation(_ value: Float) {
                key += "%f"
                arguments.append(.double(Double(value)))
            }

            public mutating func appendInterpolation<T>(_ value: T) {
                key += "%@"
                arguments.append(.text(String(describing: value)))
            }
        }

        /// `format` (the key's translation) with the arguments in place: in order, or where a specifier
        /// names its argument (`%2$@`). A specifier with no argument is left as written.
        func formatted(_ format: String) -> String {
            guard !arguments.isEmpty else { return format }
            var out = ""
            var next = 0
            var i = format.startIndex
            while i < format.endIndex {
                let c = format[i]
                guard c == "%" else { out.append(c); i = format.index(after: i); continue }
                var j = format.index(after: i)
                if j < format.endIndex, format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
                // %[n$][flags][width][.precision][length]conversion
                var spec = ""
                while j < format.endIndex, "0123456789$-+ #.'".contains(format[j]) { spec.append(format[j]); j = format.index(after: j) }
                var length = ""
                while j < format.endIndex, "hlqLzjt".contains(format[j]) { length.append(format[j]); j = format.index(after: j) }
                guard j < format.endIndex else { out += format[i...]; break }
                let conversion = format[j]
                i = format.index(after: j)
                var index = next
                if let dollar = spec.firstIndex(of: "$"), let n = Int(spec[..<dollar]), n > 0 {
                    index = n - 1
                    spec = String(spec[spec.index(after: dollar)...])
                } else {
                    next += 1
                }
                guard arguments.indices.contains(index) else { out += "%" + spec + length + String(conversion); continue }
                out += Self.render(arguments[index], spec: spec, conversion: conversion)
            }
            return out
        }

        private static func render(_ argument: Argument, spec: String, conversion: Character) -> String {
            switch (argument, conversion) {
            case (.text(let s), _): return s
            case (.integer(let n), "d"), (.integer(let n), "i"): return String(format: "%\(spec)lld", n)
            case (.unsigned(let n), "u"), (.unsigned(let n), "d"): return String(format: "%\(spec)llu", n)
            case (.double(let d), "f"), (.double(let d), "e"), (.double(let d), "g"):
                return String(format: "%\(spec)\(conversion)", d)
            case (.integer(let n), _): return String(n)
            case (.unsigned(let n), _): return String(n)
            case (.double(let d), _): return String(d)
            }
        }
    }

    /// `String(localized: "Hello \(name)")`: the key's translation in the app's tables, formatted.
    public init(localized value: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let format = AppStrings.current.translation(of: value.key, table: table) ?? value.key
        self = value.formatted(format)
    }

    /// `String(localized: "key", defaultValue: "Hello \(name)")`: the translation of `key`, else the default.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let format = AppStrings.current.translation(of: "\(key)", table: table) ?? defaultValue.key
        self = defaultValue.formatted(format)
    }
}
