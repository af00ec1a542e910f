import Foundation
import SandboxKit

extension LifecycleEvent {
    /// An event back from its event-log line (`jsonLine`): what a host reads from a device's event pipe.
    /// Nil for a line that is not an event (a control line, a torn line). An argument that is a string
    /// is a controller's name when it names one (`parent`, `from`, `to`), else text; both render alike.
    public init?(jsonLine line: String) {
        guard let data = line.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let seq = (object["seq"] as? NSNumber)?.intValue,
              let eventName = object["event"] as? String, let method = LifecycleMethod(rawValue: eventName) else { return nil }
        var args: [Argument] = []
        // JSONSerialization forgets key order; the event's own order is the order in the line.
        if let argsObject = object["args"] as? [String: Any] {
            let order = Self.keyOrder(inArgsOf: line)
            for name in order.filter({ argsObject[$0] != nil }) + argsObject.keys.filter({ !order.contains($0) }).sorted() {
                let raw = argsObject[name]
                let value: Argument.Value
                switch raw {
                case let b as Bool where Self.booleanArguments.contains(name): value = .bool(b)
                case let n as NSNumber where Self.booleanArguments.contains(name): value = .bool(n.boolValue)
                case let n as NSNumber: value = .number(n.doubleValue)
                case let s as String: value = ["parent", "from", "to", "presented", "presenting"].contains(name) ? .controller(s) : .string(s)
                default: value = .controller(nil)
                }
                args.append(Argument(name, value))
            }
        }
        let cause = (object["cause"] as? String).map(Self.parseCause)
        self.init(seq: seq, frame: (object["frame"] as? NSNumber)?.intValue ?? 0, time: (object["time"] as? NSNumber)?.doubleValue ?? 0,
                  controller: object["controller"] as? String, method: method, args: args,
                  state: (object["state"] as? String).flatMap(AppearanceState.init(rawValue:)), cause: cause,
                  message: object["message"] as? String, rule: (object["rule"] as? String).flatMap(LifecycleRule.init(rawValue:)), fix: object["fix"] as? String,
                  line: (object["line"] as? NSNumber)?.intValue)
    }

    /// The arguments SandboxKit records as booleans (JSON's `true` may come back as a number).
    static let booleanArguments: Set<String> = ["animated", "finished", "didComplete", "completed", "result"]

    /// `"forwarded by a (R4)"` → reason, rule, and the controller it names (by name: a log holds no
    /// more). A rule this version does not know stays in the reason, so the text reads back the same.
    static func parseCause(_ text: String) -> LifecycleCause {
        if text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards),
           let rule = LifecycleRule(rawValue: String(text[open.upperBound..<text.index(before: text.endIndex)])) {
            let reason = String(text[..<open.lowerBound])
            return LifecycleCause(reason, rule: rule, concerning: LifecycleCause.namedController(inReason: reason))
        }
        return LifecycleCause(text, rule: nil)
    }

    /// The keys of the `args` object in the order they are written (names are plain identifiers).
    private static func keyOrder(inArgsOf line: String) -> [String] {
        guard let start = line.range(of: "\"args\":{") else { return [] }
        var keys: [String] = []
        var rest = line[start.upperBound...]
        while let q = rest.firstIndex(of: "\"") {
            let after = rest.index(after: q)
            guard let end = rest[after...].firstIndex(of: "\"") else { break }
            keys.append(String(rest[after..<end]))
            // Skip the value: up to the next ',' or '}' outside a string.
            var i = rest.index(after: end)
            var inString = false
            var escaped = false
            while i < rest.endIndex {
                let c = rest[i]
                if inString {
                    if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                } else if c == "\"" { inString = true } else if c == "," { break } else if c == "}" { return keys }
                i = rest.index(after: i)
            }
            guard i < rest.endIndex else { break }
            rest = rest[rest.index(after: i)...]
        }
        return keys
    }
}
