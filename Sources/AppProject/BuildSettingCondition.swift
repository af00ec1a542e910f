/// A build setting name with Xcode's conditions, such as `CODE_SIGN_IDENTITY[sdk=iphoneos*]` or
/// `OTHER_SWIFT_FLAGS[config=Debug][arch=arm64]`. Apps are loaded to run as in the iOS Simulator, so a
/// condition holds when it would for a Simulator build of the chosen configuration on arm64.
struct BuildSettingCondition {
    let name: String
    /// `nil` for a setting without conditions.
    let conditions: [(key: String, pattern: String)]?

    init(_ key: String) {
        guard let bracket = key.firstIndex(of: "[") else {
            name = key
            conditions = nil
            return
        }
        name = String(key[..<bracket])
        var found: [(String, String)] = []
        var rest = key[bracket...]
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            let body = rest[rest.index(after: rest.startIndex)..<close]
            if let equals = body.firstIndex(of: "=") {
                found.append((String(body[..<equals]), String(body[body.index(after: equals)...])))
            } else {
                found.append((String(body), "*"))
            }
            rest = rest[rest.index(after: close)...]
        }
        conditions = found
    }

    /// Whether every condition holds for a Simulator build of `configuration`.
    func holds(configuration: String) -> Bool {
        guard let conditions else { return true }
        for (key, pattern) in conditions {
            let subject: String
            switch key {
            case "sdk": subject = "iphonesimulator"
            case "arch": subject = "arm64"
            case "config": subject = configuration
            case "variant": subject = "normal"
            default: return false
            }
            if !Self.glob(pattern, matches: subject) { return false }
        }
        return true
    }

    /// `*` matches any run of characters; everything else matches itself.
    static func glob(_ pattern: String, matches subject: String) -> Bool {
        let p = Array(pattern.utf8), s = Array(subject.utf8)
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count, p[pi] == s[si] {
                pi += 1; si += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi; mark = si; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }

    /// Lays `entries` (in file order) over `settings`: settings without conditions first, then those whose
    /// conditions hold, which Xcode prefers over the plain ones of the same level.
    static func apply(_ entries: [(key: String, value: String)], to settings: inout BuildSettings, configuration: String) {
        var conditional: [(String, String)] = []
        for (key, value) in entries {
            let parsed = BuildSettingCondition(key)
            if parsed.conditions == nil {
                settings.set(parsed.name, value)
            } else if parsed.holds(configuration: configuration) {
                conditional.append((parsed.name, value))
            }
        }
        for (name, value) in conditional { settings.set(name, value) }
    }
}
