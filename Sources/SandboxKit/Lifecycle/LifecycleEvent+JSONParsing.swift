import Foundation

extension LifecycleEvent {
    /// The event a line of the JSON Lines log describes (the inverse of `jsonLine`: parsing a line it
    /// wrote gives an event whose `jsonLine` is the same line). Nil for a line that is not a JSON object,
    /// lacks `seq` or `event`, or names an event this version does not know. `subject` is nil: the
    /// controller lives in another process (the device), only its name travels.
    public init?(jsonLine line: some StringProtocol) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let seq = Self.int(object["seq"]), let name = object["event"] as? String,
              let method = LifecycleMethod(rawValue: name) else { return nil }
        var args: [Argument] = []
        if let raw = object["args"] as? [String: Any] {
            // JSON objects have no order; the log writes arguments in the call's order, so read them the same way.
            for key in Self.argumentOrder(in: line, keys: Array(raw.keys)) {
                guard let value = Self.argumentValue(raw[key]!, key: key) else { return nil }
                args.append(Argument(key, value))
            }
        }
        let cause = (object["cause"] as? String).map(Self.parseCause)
        self.init(seq: seq, frame: Self.int(object["frame"]) ?? 0, time: Self.double(object["time"]) ?? 0,
                  controller: object["controller"] as? String, method: method, args: args,
                  state: (object["state"] as? String).flatMap(AppearanceState.init(rawValue:)), cause: cause,
                  message: object["message"] as? String, rule: object["rule"] as? String, fix: object["fix"] as? String,
                  line: Self.int(object["line"]))
    }

    /// `"forwarded by a (R4)"` → reason "forwarded by a", rule "R4".
    static func parseCause(_ text: String) -> LifecycleCause {
        guard text.hasSuffix(")"), let open = text.range(of: " (R", options: .backwards) else { return LifecycleCause(text, rule: nil) }
        let rule = text[text.index(after: open.lowerBound)...].dropFirst().dropLast()
        guard rule.count >= 2, rule.dropFirst().allSatisfy(\.isNumber) else { return LifecycleCause(text, rule: nil) }
        return LifecycleCause(String(text[..<open.lowerBound]), rule: String(rule))
    }

    /// An argument: JSON's `true` stays a Bool and `1` a number (bridging alone mixes them up on Linux);
    /// `parent` and `null` name controllers.
    private static func argumentValue(_ v: Any, key: String) -> Argument.Value? {
        if v is NSNull { return .controller(nil) }
        if let s = v as? String { return key == "parent" || key == "from" || key == "to" ? .controller(s) : .string(s) }
        if let n = v as? NSNumber {
            // JSONSerialization's booleans are NSNumbers of type "c" (char); its numbers never are.
            return String(cString: n.objCType) == "c" ? .bool(n.boolValue) : .number(n.doubleValue)
        }
        return nil
    }

    private static func argumentOrder(in line: some StringProtocol, keys: [String]) -> [String] {
        let text = String(line)
        guard let args = text.range(of: "\"args\":{") else { return keys.sorted() }
        let tail = text[args.upperBound...]
        return keys.sorted { a, b in
            (tail.range(of: quote(a) + ":")?.lowerBound ?? tail.endIndex) < (tail.range(of: quote(b) + ":")?.lowerBound ?? tail.endIndex)
        }
    }

    private static func int(_ v: Any?) -> Int? { (v as? NSNumber).map(\.intValue) }
    private static func double(_ v: Any?) -> Double? { (v as? NSNumber).map(\.doubleValue) }
}
