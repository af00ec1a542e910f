import Foundation
import SandboxAssets
import SandboxKit
import XCTest

/// docs/event-log.schema.json describes the lines real logs have: every example scenario's log, written
/// by `sandbox run --log`, validates line by line, and lines that break the format do not.
final class EventLogSchemaTests: SandboxCommandTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("docs/event-log.schema.json"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testEveryExampleScenarioLogMatchesTheSchema() async throws {
        let schema = try schema()
        let validator = try SchemaSubset(schema)
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: SandboxAssets.scenarios.path).filter { $0.hasSuffix(".swift") }.sorted()
        var events = Set<String>(), fields = Set<String>()
        for name in scenarios {
            let log = folder.appendingPathComponent(name + ".jsonl")
            // The iOS 5 example runs with its profile (so its views unload); the three-button container's
            // transitions take long in a debug build on a busy machine.
            let profile = name.contains("ios5") ? ["--profile", "ios5"] : []
            let r = try SandboxProcess.run(["run", SandboxAssets.scenarios.appendingPathComponent(name).path, "--log", log.path] + profile,
                                           in: folder, timeout: 600)
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            let lines = jsonLines(log)
            XCTAssertFalse(lines.isEmpty, name)
            for (i, line) in lines.enumerated() {
                XCTAssertEqual(validator.problems(line), [], "\(name) line \(i + 1): \(line)")
                events.insert(line["event"] as? String ?? "")
                fields.formUnion(line.keys)
            }
        }
        // The examples exercise most of the format: the fields and kinds of event the schema names.
        XCTAssertEqual(fields, ["seq", "frame", "time", "controller", "event", "args", "state", "cause", "rule", "message", "fix", "line"])
        XCTAssertTrue(events.isSuperset(of: ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "finding", "print",
                                              "transition.animations", "transition.completion", "viewDidUnload"]), "\(events)")
    }

    /// Every kind of event the framework records is one the schema allows (a new callback must be added
    /// to docs/event-log.schema.json and docs/event-log.md), and so is the `ended` line of a crashed run.
    func testTheSchemaNamesEveryRecordedEvent() async throws {
        let event = try XCTUnwrap((try schema()["properties"] as? [String: Any])?["event"] as? [String: Any])
        let allowed = Set(try XCTUnwrap(event["enum"] as? [String]))
        XCTAssertEqual(allowed, Set(LifecycleMethod.allCases.map(\.rawValue) + ["ended"]))
    }

    func testLinesThatBreakTheFormatFail() async throws {
        let validator = try SchemaSubset(try schema())
        let good: [String: Any] = ["seq": 1, "frame": 0, "time": 0, "controller": "a", "event": "viewDidLoad", "line": 3]
        XCTAssertEqual(validator.problems(good), [])
        var missing = good; missing["seq"] = nil
        var extra = good; extra["colour"] = "red"
        var unknown = good; unknown["event"] = "viewDidSomething"
        var negative = good; negative["frame"] = -1
        var wrongType = good; wrongType["time"] = "0"
        var badRule = good; badRule["rule"] = "rule 3"
        var badArgument = good; badArgument["args"] = ["animated": ["yes"]]
        for bad in [missing, extra, unknown, negative, wrongType, badRule, badArgument] {
            XCTAssertFalse(validator.problems(bad).isEmpty, "\(bad)")
        }
    }
}

/// The part of JSON Schema the event-log schema uses (`type`, `required`, `properties`,
/// `additionalProperties`, `enum`, `minimum`, `pattern`), checked by hand so that the test needs no
/// validator package. A schema that uses any other keyword is refused, so nothing is silently skipped.
struct SchemaSubset {
    static let understood: Set<String> = ["$schema", "$id", "title", "description", "type", "required", "properties",
                                          "additionalProperties", "enum", "minimum", "pattern"]
    let schema: [String: Any]

    init(_ schema: [String: Any]) throws {
        try Self.checkKeywords(schema)
        self.schema = schema
    }

    private static func checkKeywords(_ s: [String: Any]) throws {
        let unknown = Set(s.keys).subtracting(understood)
        guard unknown.isEmpty else { throw NSError(domain: "SchemaSubset", code: 1, userInfo: [NSLocalizedDescriptionKey: "unsupported keywords \(unknown)"]) }
        for case let sub as [String: Any] in (s["properties"] as? [String: Any] ?? [:]).values { try checkKeywords(sub) }
        if let sub = s["additionalProperties"] as? [String: Any] { try checkKeywords(sub) }
    }

    func problems(_ value: Any) -> [String] { problems(value, schema, at: "$") }

    private func problems(_ value: Any, _ s: [String: Any], at path: String) -> [String] {
        var out: [String] = []
        if let type = s["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { Self.matches(value, $0) }) { return ["\(path): not \(types)"] }
        }
        if let options = s["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) { out.append("\(path): \(value) not allowed") }
        if let minimum = s["minimum"] as? Double, let n = value as? NSNumber, n.doubleValue < minimum { out.append("\(path): below \(minimum)") }
        if let pattern = s["pattern"] as? String, let text = value as? String, text.range(of: pattern, options: .regularExpression) == nil {
            out.append("\(path): \(text) does not match \(pattern)")
        }
        if let object = value as? [String: Any] {
            for key in s["required"] as? [String] ?? [] where object[key] == nil { out.append("\(path): no \(key)") }
            let properties = s["properties"] as? [String: Any] ?? [:]
            for (key, v) in object {
                if let sub = properties[key] as? [String: Any] { out += problems(v, sub, at: "\(path).\(key)") }
                else if s["additionalProperties"] as? Bool == false { out.append("\(path): unexpected \(key)") }
                else if let sub = s["additionalProperties"] as? [String: Any] { out += problems(v, sub, at: "\(path).\(key)") }
            }
        }
        return out
    }

    private static func matches(_ value: Any, _ type: String) -> Bool {
        // JSONSerialization gives booleans as NSNumbers too; their type code tells them from numbers.
        let isBool = (value as? NSNumber).map { ["c", "B"].contains(String(cString: $0.objCType)) } ?? false
        switch type {
        case "object": return value is [String: Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return isBool
        case "number": return !isBool && value is NSNumber
        case "integer": return !isBool && (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
        default: return false
        }
    }
}
