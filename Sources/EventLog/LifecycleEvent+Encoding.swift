import Foundation
import SandboxKit

extension LifecycleEvent {
    /// The event as one line of the JSON Lines log (docs/event-log.md): `seq`, `frame`, `time`,
    /// `controller`, `event`, `args`, `state`, `cause`, `line`; findings add `rule`, `message`, `fix`;
    /// warnings, violations and prints add `message`. Keys come in that fixed order and absent fields
    /// are left out, so two logs of the same run are byte-identical. No trailing newline.
    public var jsonLine: String {
        var fields: [(String, String)] = [
            ("seq", String(seq)),
            ("frame", String(frame)),
            ("time", LifecycleEvent.formatNumber(time)),
        ]
        if let controller { fields.append(("controller", Self.quote(controller))) }
        fields.append(("event", Self.quote(method.rawValue)))
        if !args.isEmpty {
            let inner = args.map { "\(Self.quote($0.name)):\(Self.json($0.value))" }.joined(separator: ",")
            fields.append(("args", "{\(inner)}"))
        }
        if let state { fields.append(("state", Self.quote(state.rawValue))) }
        if let cause { fields.append(("cause", Self.quote(cause.description))) }
        if let rule { fields.append(("rule", Self.quote(rule.rawValue))) }
        if let message { fields.append(("message", Self.quote(message))) }
        if let fix { fields.append(("fix", Self.quote(fix))) }
        if let line { fields.append(("line", String(line))) }
        return "{" + fields.map { "\(Self.quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func json(_ value: Argument.Value) -> String {
        switch value {
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .controller(let c): return c.map(quote) ?? "null"
        case .string(let s): return quote(s)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
