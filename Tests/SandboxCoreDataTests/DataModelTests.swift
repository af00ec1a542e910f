@testable import CoreDataModel
import Foundation
import XCTest

final class DataModelTests: XCTestCase {
    func testEntitiesAttributesAndRelationshipsAreRead() async throws {
        let model = TestModel.dataModel
        XCTAssertEqual(model.entities.map(\.name), ["TodoList", "Item", "Tag"])
        let item = try XCTUnwrap(model.entity(named: "Item"))
        XCTAssertEqual(item.className, "Item", "the module dot is dropped")
        XCTAssertEqual(item.codegen, .category)
        XCTAssertEqual(model.entity(named: "TodoList")?.codegen, .classDefinition)
        XCTAssertEqual(model.entity(named: "Tag")?.codegen, .manual)
        let title = try XCTUnwrap(item.attributes.first { $0.name == "title" })
        XCTAssertEqual(title.kind, .string)
        XCTAssertFalse(title.isOptional)
        XCTAssertEqual(title.defaultValue, "Untitled")
        XCTAssertEqual(item.attributes.first { $0.name == "priority" }?.kind, .integer16)
        let list = try XCTUnwrap(item.relationships.first { $0.name == "list" })
        XCTAssertFalse(list.isToMany)
        XCTAssertEqual(list.inverseName, "items")
        let items = try XCTUnwrap(model.entity(named: "TodoList")?.relationships.first)
        XCTAssertTrue(items.isToMany)
        XCTAssertEqual(items.deleteRule, .cascade)
        XCTAssertEqual(model.entity(named: "Tag")?.uniquenessConstraints, [["label"]])
    }

    func testTheCurrentVersionIsTheOneXccurrentversionNames() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)/Todo.xcdatamodeld")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (version, entity) in [("Todo.xcdatamodel", "Old"), ("Todo 2.xcdatamodel", "New")] {
            let dir = folder.appendingPathComponent(version)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data("<model><entity name=\"\(entity)\"/></model>".utf8).write(to: dir.appendingPathComponent("contents"))
        }
        XCTAssertEqual(DataModel.load(folder)?.entities.map(\.name), ["Old"], "without .xccurrentversion: the last version by name")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Todo 2.xcdatamodel</string></dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent(".xccurrentversion"))
        let model = try XCTUnwrap(DataModel.load(folder))
        XCTAssertEqual(model.entities.map(\.name), ["New"])
        XCTAssertEqual(model.name, "Todo")
    }

    func testBrokenXMLGivesAModelWithoutEntitiesNotACrash() async throws {
        for text in ["", "<model", "not xml at all", "<other/>", "<model><entity/></model>", "<model><entity name=\"A\"><attribute name="] {
            let model = DataModel.parse(text, name: "M")
            XCTAssertEqual(model.entities.map(\.name), text.contains("\"A\"") ? ["A"] : [], "what was read before the break is kept: \(text)")
            XCTAssertTrue(model.entities.allSatisfy(\.attributes.isEmpty), text)
        }
        XCTAssertEqual(ModelXMLElement.decodeEntities("a &amp; b &lt;c&gt; &#65;&#x42; &bogus;"), "a & b <c> AB &bogus;")
    }

    func testCodegenWritesTheClassAndPropertiesXcodeWould() async throws {
        let source = DataModelCodegen.source(for: [TestModel.dataModel], declaredClasses: [])
        XCTAssertTrue(source.contains("nonisolated public class TodoList: NSManagedObject {}"), source)
        XCTAssertFalse(source.contains("public class Item"), "category: the app declares the class")
        XCTAssertTrue(source.contains("nonisolated extension Item {"), source)
        XCTAssertFalse(source.contains("extension Tag"), "manual: nothing generated")
        XCTAssertTrue(source.contains("public var title: String? {"), source)
        XCTAssertTrue(source.contains("public var done: Bool {"), source)
        XCTAssertTrue(source.contains("public var priority: Int16 {"), source)
        XCTAssertTrue(source.contains("public var created: Date? {"), source)
        XCTAssertTrue(source.contains("public var list: TodoList? {"), source)
        XCTAssertTrue(source.contains("public var items: NSSet? {"), source)
        XCTAssertTrue(source.contains("public func addToItems(_ value: Item) {"), source)
        XCTAssertTrue(source.contains("public class func fetchRequest() -> NSFetchRequest<TodoList> {"), source)
        XCTAssertTrue(source.contains("public var `id`: UUID? {") || source.contains("public var id: UUID? {"), source)
    }
}
