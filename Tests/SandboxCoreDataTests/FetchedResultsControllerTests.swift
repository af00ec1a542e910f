import Foundation
import SandboxCoreData
import XCTest

/// Records what a fetched results controller tells its delegate, as a table view's batch updates would
/// receive it.
final class ChangeRecorder: NSFetchedResultsControllerDelegate {
    var log: [String] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { log.append("will") }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {
        log.append("section \(type) \(sectionInfo.name) at \(sectionIndex)")
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        let title = (anObject as? NSManagedObject)?.value(forKey: "title") as? String ?? "?"
        func text(_ path: IndexPath?) -> String { path.map { "\($0.section).\($0.item)" } ?? "-" }
        log.append("\(type) \(title) \(text(indexPath))->\(text(newIndexPath))")
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { log.append("did") }
}

/// On the main actor, the view context's: its end-of-turn processing (a main-queue block) runs only when
/// a test waits, as in an app.
@MainActor
final class FetchedResultsControllerTests: XCTestCase {
    func testSectionsByKeyPathAndObjectsAtIndexPaths() async throws {
        let context = try TestModel.container().viewContext
        for (title, done) in [("b", false), ("a", true), ("c", false)] {
            TestModel.item(title, in: context).setValue(done, forKey: "done")
        }
        try context.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "done", cacheName: nil)
        try controller.performFetch()
        XCTAssertEqual(controller.sections?.map(\.name), ["0", "1"])
        XCTAssertEqual(controller.sections?.map(\.numberOfObjects), [2, 1])
        XCTAssertEqual(controller.object(at: IndexPath(row: 1, section: 0)).value(forKey: "title") as? String, "c")
        XCTAssertEqual(controller.fetchedObjects?.count, 3)
        let a = try XCTUnwrap(controller.fetchedObjects?.last)
        XCTAssertEqual(controller.indexPath(forObject: a), IndexPath(row: 0, section: 1))
    }

    func testTheDelegateHearsInsertsDeletesMovesAndUpdates() async throws {
        let context = try TestModel.container().viewContext
        let b = TestModel.item("b", priority: 2, in: context)
        let d = TestModel.item("d", priority: 4, in: context)
        try context.save()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        let recorder = ChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()

        _ = TestModel.item("a", priority: 1, in: context)
        try context.save()
        XCTAssertEqual(recorder.log, ["will", "insert a -->0.0", "did"])

        recorder.log = []
        b.setValue("B", forKey: "title")
        context.processPendingChanges()
        XCTAssertEqual(recorder.log, ["will", "update B 0.1->0.1", "did"])

        recorder.log = []
        b.setValue(Int16(9), forKey: "priority")
        context.processPendingChanges()
        XCTAssertEqual(recorder.log, ["will", "move B 0.1->0.2", "did"])

        recorder.log = []
        context.delete(d)
        try context.save()
        XCTAssertEqual(recorder.log, ["will", "delete d 0.1->-", "did"])
        XCTAssertEqual(controller.fetchedObjects?.map { $0.value(forKey: "title") as? String }, ["a", "B"])

        recorder.log = []
        context.processPendingChanges()
        XCTAssertEqual(recorder.log, [], "nothing changed, nothing said")
    }

    func testSectionsAppearAndGo() async throws {
        let context = try TestModel.container().viewContext
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "title", cacheName: nil)
        let recorder = ChangeRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        XCTAssertEqual(controller.sections?.count, 0)
        let x = TestModel.item("x", in: context)
        try context.save()
        XCTAssertEqual(recorder.log, ["will", "section insert x at 0", "insert x -->0.0", "did"])
        recorder.log = []
        context.delete(x)
        try context.save()
        XCTAssertEqual(recorder.log, ["will", "section delete x at 0", "delete x 0.0->-", "did"])
    }
}
