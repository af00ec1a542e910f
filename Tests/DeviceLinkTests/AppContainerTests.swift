import DeviceLink
import Foundation
import XCTest

/// The app's data folder (`AppContainer`): where `sandbox open` keeps an app's data, and what emptying it
/// does.
final class AppContainerTests: XCTestCase {
    /// One folder per app, named after it and apart from another copy of the same app, under the data home.
    func testOpenKeepsOneFolderPerAppUnderTheDataHome() async throws {
        let environment = ["HOME": "/home/ada", "XDG_DATA_HOME": "/data"]
        let notes = AppContainer.kept(forAppAt: "/src/Notes", environment: environment)
        XCTAssertTrue(notes.root.path.hasPrefix("/data/uikit-sandbox/containers/Notes-"), notes.root.path)
        XCTAssertEqual(AppContainer.kept(forAppAt: "/src/Notes/", environment: environment), notes)
        XCTAssertNotEqual(AppContainer.kept(forAppAt: "/other/Notes", environment: environment), notes)
        let noXDG = AppContainer.kept(forAppAt: "/src/My App.xcodeproj", environment: ["HOME": "/home/ada"])
        XCTAssertTrue(noXDG.root.path.hasPrefix("/home/ada/.local/share/uikit-sandbox/containers/My_App-"), noXDG.root.path)
    }

    /// Made with the folders an app finds on iOS; emptied by `reset`; Documents pointed at for Foundation.
    func testResetEmptiesTheAppsData() async throws {
        let container = try AppContainer.makeTemporary()
        defer { container.remove() }
        for folder in [container.documents, container.preferences, container.caches, container.applicationSupport, container.temporary] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path), folder.path)
        }
        XCTAssertEqual(try String(contentsOf: container.preferences.appendingPathComponent("user-dirs.dirs"), encoding: .utf8),
                       "XDG_DOCUMENTS_DIR=\(container.documents.path)\n")
        let note = container.documents.appendingPathComponent("note.txt")
        try Data("x".utf8).write(to: note)
        try container.prepare()
        XCTAssertTrue(FileManager.default.fileExists(atPath: note.path), "prepare keeps the data")
        try container.reset()
        XCTAssertFalse(FileManager.default.fileExists(atPath: note.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.documents.path))
        XCTAssertEqual(container.environment["HOME"], container.root.path)
    }
}
