import Foundation
import XCTest

/// `Tests/Apps/TodoApp`: a to-do list in the shape of Xcode's Core Data app template (the container in
/// the app delegate, an `.xcdatamodeld` whose entity's class Xcode generates, a fetched results
/// controller feeding the table). What it adds is on disk in its data folder and there at its next launch.
final class CoreDataAppTests: CompiledScenarioTestCase {
    func testItemsAddedInOneLaunchAreListedInTheNext() async throws {
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/TodoApp"), to: folder.appendingPathComponent("TodoApp"))
        // "+" is the navigation bar's right end (a bar button item is not a view a drive script can name).
        _ = try write("add.swift", """
            wait(1)
            tap(x: 365, y: 69)
            wait(1)
            tap("Title")
            typeText("Milk")
            tap("Add Item")
            wait(1)
            tap(x: 365, y: 69)
            wait(1)
            tap("Title")
            typeText("Bread")
            tap("Add Item")
            wait(1)
            tap("Milk")
            wait(1)

            """)
        let data = folder.appendingPathComponent("data")
        let first = try sandbox(["run", "TodoApp", "--drive", "add.swift", "--data", data.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout.split(separator: "\n").map(String.init),
                       ["0 items: ", "inserted row 0", "inserted row 1", "updated row 0"], first.stdout)
        let store = data.appendingPathComponent("Library/Application Support/Todo.sqlite")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path), "the store is where NSPersistentContainer keeps it")

        let second = try sandbox(["run", "TodoApp", "--data", data.path])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "2 items: Milk (done), Bread\n")

        // Without the folder, a run starts empty, as a freshly installed app does.
        let fresh = try sandbox(["run", "TodoApp"])
        XCTAssertEqual(fresh.stdout, "0 items: \n", fresh.stderr)
    }
}
