import Foundation
import SandboxCoreData
import XCTest

/// On the main actor, the view context's: its end-of-turn processing (a main-queue block) runs only when
/// a test waits, as in an app.
@MainActor
final class ManagedObjectContextTests: XCTestCase {
    func testSavedObjectsAreFetchedSortedLimitedAndCounted() async throws {
        let context = try TestModel.container().viewContext
        for (title, priority) in [("milk", 2), ("bread", 1), ("eggs", 3), ("apples", 1)] {
            _ = TestModel.item(title, priority: priority, in: context)
        }
        XCTAssertTrue(context.hasChanges)
        try context.save()
        XCTAssertFalse(context.hasChanges)
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(key: "title", ascending: true)]
        XCTAssertEqual(try context.fetch(request).map { $0.value(forKey: "title") as? String }, ["eggs", "milk", "apples", "bread"])
        request.fetchOffset = 1
        request.fetchLimit = 2
        XCTAssertEqual(try context.fetch(request).map { $0.value(forKey: "title") as? String }, ["milk", "apples"])
        request.fetchOffset = 0
        request.fetchLimit = 0
        request.predicate = NSPredicate(format: "priority == %d", 1)
        XCTAssertEqual(try context.count(for: request), 2)
    }

    func testDefaultsAndTypesAreTheModelsWhateverTheAppHandsIn() async throws {
        let context = try TestModel.container().viewContext
        let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
        XCTAssertEqual(item.value(forKey: "title") as? String, "Untitled")
        XCTAssertEqual(item.value(forKey: "done") as? Bool, false)
        item.setValue(NSNumber(value: 7), forKey: "priority")
        XCTAssertEqual(item.value(forKey: "priority") as? Int16, 7, "Integer 16 is kept as Int16")
        item.setValue(NSDate(timeIntervalSinceReferenceDate: 100), forKey: "created")
        XCTAssertEqual(item.value(forKey: "created") as? Date, Date(timeIntervalSinceReferenceDate: 100))
        XCTAssertTrue(item.isInserted)
        XCTAssertTrue(item.objectID.isTemporaryID)
        try context.save()
        XCTAssertFalse(item.isInserted)
        XCTAssertFalse(item.objectID.isTemporaryID)
    }

    func testDeleteAndRollback() async throws {
        let context = try TestModel.container().viewContext
        let keep = TestModel.item("keep", in: context)
        let drop = TestModel.item("drop", in: context)
        try context.save()
        context.delete(drop)
        XCTAssertTrue(drop.isDeleted)
        XCTAssertEqual(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")), 1, "a pending delete is not fetched")
        context.rollback()
        XCTAssertFalse(drop.isDeleted)
        XCTAssertEqual(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")), 2)
        keep.setValue("changed", forKey: "title")
        XCTAssertTrue(keep.isUpdated)
        XCTAssertEqual(keep.changedValues()["title"] as? String, "changed")
        context.rollback()
        XCTAssertEqual(keep.value(forKey: "title") as? String, "keep")
        context.delete(drop)
        try context.save()
        XCTAssertNil(drop.managedObjectContext)
        XCTAssertEqual(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).map { $0.value(forKey: "title") as? String }, ["keep"])
    }

    func testInverseRelationshipsAreKeptAndDeleteRulesApplied() async throws {
        let context = try TestModel.container().viewContext
        let home = NSEntityDescription.insertNewObject(forEntityName: "TodoList", into: context)
        home.setValue("Home", forKey: "name")
        let work = NSEntityDescription.insertNewObject(forEntityName: "TodoList", into: context)
        work.setValue("Work", forKey: "name")
        let a = TestModel.item("a", in: context), b = TestModel.item("b", in: context)
        a.setValue(home, forKey: "list")
        home.setValue(NSSet(array: [a, b]), forKey: "items")
        XCTAssertTrue(b.value(forKey: "list") as? NSManagedObject === home, "to-many set: the to-one inverse follows")
        XCTAssertEqual((home.value(forKey: "items") as? NSSet)?.count, 2)
        b.setValue(work, forKey: "list")
        XCTAssertEqual((home.value(forKey: "items") as? NSSet)?.count, 1, "moving b takes it out of home's items")
        XCTAssertEqual((work.value(forKey: "items") as? NSSet)?.allObjects.first as? NSManagedObject, b)
        let tag = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        tag.setValue(NSSet(array: [a, b]), forKey: "items")
        XCTAssertEqual((a.value(forKey: "tags") as? NSSet)?.count, 1, "many-to-many inverse")
        try context.save()

        // Nullify: the deleted item leaves the tag's items; cascade: deleting a list deletes its items.
        context.delete(a)
        XCTAssertEqual((tag.value(forKey: "items") as? NSSet)?.count, 1)
        context.delete(work)
        XCTAssertTrue(b.isDeleted)
        try context.save()
        XCTAssertEqual(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")), 0)
        XCTAssertEqual((tag.value(forKey: "items") as? NSSet)?.count, 0)
    }

    func testKeyPathsThroughRelationshipsInPredicatesAndSorts() async throws {
        let context = try TestModel.container().viewContext
        for (listName, titles) in [("Work", ["report", "mail"]), ("Home", ["dishes"])] {
            let list = NSEntityDescription.insertNewObject(forEntityName: "TodoList", into: context)
            list.setValue(listName, forKey: "name")
            for title in titles { TestModel.item(title, in: context).setValue(list, forKey: "list") }
        }
        try context.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.predicate = NSPredicate(format: "list.name == %@", "Work")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        XCTAssertEqual(try context.fetch(request).map { $0.value(forKey: "title") as? String }, ["mail", "report"])
        let lists = NSFetchRequest<NSManagedObject>(entityName: "TodoList")
        lists.predicate = NSPredicate(format: "items.@count > 1")
        XCTAssertEqual(try context.fetch(lists).map { $0.value(forKey: "name") as? String }, ["Work"])
        lists.predicate = NSPredicate(format: "ANY items.title BEGINSWITH[c] %@", "DISH")
        XCTAssertEqual(try context.fetch(lists).map { $0.value(forKey: "name") as? String }, ["Home"])
        let byList = NSFetchRequest<NSManagedObject>(entityName: "Item")
        byList.sortDescriptors = [NSSortDescriptor(key: "list.name", ascending: true), NSSortDescriptor(key: "title", ascending: false)]
        XCTAssertEqual(try context.fetch(byList).map { $0.value(forKey: "title") as? String }, ["dishes", "report", "mail"])
    }

    func testAMissingRequiredValueFailsTheSaveWithCocoaError1570() async throws {
        let context = try TestModel.container().viewContext
        let list = NSEntityDescription.insertNewObject(forEntityName: "TodoList", into: context)
        XCTAssertThrowsError(try context.save()) { error in
            let error = error as NSError
            XCTAssertEqual(error.code, NSValidationMissingMandatoryPropertyError)
            XCTAssertEqual(error.userInfo[NSValidationKeyErrorKey] as? String, "name")
        }
        list.setValue("Named", forKey: "name")
        XCTAssertNoThrow(try context.save())
    }

    func testTheSQLiteStoreKeepsObjectsAndRelationshipsForTheNextLaunch() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Todo.sqlite")
        let id = UUID()
        do {
            let context = try TestModel.container(storeAt: url).viewContext
            let list = NSEntityDescription.insertNewObject(forEntityName: "TodoList", into: context)
            list.setValue("Groceries", forKey: "name")
            let item = TestModel.item("milk", priority: 3, in: context)
            item.setValue(list, forKey: "list")
            item.setValue(true, forKey: "done")
            item.setValue(id, forKey: "id")
            item.setValue(Date(timeIntervalSinceReferenceDate: 12345.5), forKey: "created")
            try context.save()
            context.delete(TestModel.item("gone", in: context))
            _ = TestModel.item("unsaved", in: context)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        let context = try TestModel.container(storeAt: url).viewContext
        let items = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
        XCTAssertEqual(items.count, 1, "only what was saved")
        let item = try XCTUnwrap(items.first)
        XCTAssertEqual(item.value(forKey: "title") as? String, "milk")
        XCTAssertEqual(item.value(forKey: "priority") as? Int16, 3)
        XCTAssertEqual(item.value(forKey: "done") as? Bool, true)
        XCTAssertEqual(item.value(forKey: "id") as? UUID, id)
        XCTAssertEqual(item.value(forKey: "created") as? Date, Date(timeIntervalSinceReferenceDate: 12345.5))
        XCTAssertEqual(item.value(forKeyPath: "list.name") as? String, "Groceries")
        let list = try XCTUnwrap(item.value(forKey: "list") as? NSManagedObject)
        XCTAssertEqual((list.value(forKey: "items") as? NSSet)?.count, 1)
        // New objects after a relaunch get numbers of their own.
        let next = TestModel.item("bread", in: context)
        try context.save()
        XCTAssertNotEqual(next.objectID, item.objectID)
        XCTAssertEqual(try TestModel.container(storeAt: url).viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")), 2)
    }

    func testBackgroundSavesMergeIntoAMergingViewContext() async throws {
        let container = try TestModel.container()
        container.viewContext.automaticallyMergesChangesFromParent = true
        let existing = TestModel.item("old title", in: container.viewContext)
        try container.viewContext.save()
        let background = container.newBackgroundContext()
        background.performAndWait {
            let copy = background.object(with: existing.objectID)
            copy.setValue("new title", forKey: "title")
            _ = TestModel.item("from background", in: background)
            try? background.save()
        }
        try await waitUntil { existing.value(forKey: "title") as? String == "new title" }
        XCTAssertEqual(try container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")), 2)
    }

    func testUniquenessConstraintsFollowTheMergePolicy() async throws {
        let context = try TestModel.container().viewContext
        let first = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        first.setValue("home", forKey: "label")
        try context.save()
        let second = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        second.setValue("home", forKey: "label")
        XCTAssertThrowsError(try context.save()) { XCTAssertEqual(($0 as NSError).code, NSManagedObjectConstraintMergeError) }
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        try context.save()
        let tags = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag"))
        XCTAssertEqual(tags.count, 1)
        XCTAssertTrue(tags.first === second)
    }

    func testBatchDeleteRemovesFromTheStore() async throws {
        let context = try TestModel.container().viewContext
        for i in 0..<5 { _ = TestModel.item("item \(i)", priority: i, in: context) }
        try context.save()
        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Item")
        fetch.predicate = NSPredicate(format: "priority >= 3")
        let delete = NSBatchDeleteRequest(fetchRequest: fetch)
        delete.resultType = .resultTypeCount
        let result = try context.execute(delete) as? NSBatchDeleteResult
        XCTAssertEqual(result?.result as? Int, 2)
        context.reset()
        XCTAssertEqual(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")), 3)
    }

    func waitUntil(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) async throws {
        for _ in 0..<200 {
            if condition() { return }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTFail("condition not met in 2 s", file: file, line: line)
    }
}
