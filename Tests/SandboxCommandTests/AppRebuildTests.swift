import Foundation
@testable import Scenario
import XCTest

/// Launching the same app again, as a person does after every edit: an edit recompiles the file it
/// touches (the compiler's incremental build in the app's kept work folder), an unchanged app is found by
/// its inputs before any file is rewritten, and a compile error in between leaves the next build whole.
final class AppRebuildTests: CompiledScenarioTestCase {
    /// A copy of `Tests/Apps/SceneApp` with a mark of its own, so its work folder can be told apart from
    /// the other tests' in the shared cache.
    private func appCopy() throws -> (app: URL, mark: String) {
        let copy = folder.appendingPathComponent("SceneApp")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/SceneApp"), to: copy)
        let mark = "// rebuild test \(UUID().uuidString)"
        let delegate = copy.appendingPathComponent("SceneApp/AppDelegate.swift")
        try Data((try String(contentsOf: delegate, encoding: .utf8) + mark + "\n").utf8).write(to: delegate)
        return (copy, mark)
    }

    /// The kept work folder whose sources hold `mark`.
    private func workFolder(holding mark: String) throws -> URL {
        let scenarios = Self.cache.appendingPathComponent("uikit-sandbox/scenarios")
        let fm = FileManager.default
        for name in try fm.contentsOfDirectory(atPath: scenarios.path) where name.hasPrefix("app-") {
            let folder = scenarios.appendingPathComponent(name)
            for file in try fm.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                if (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))?.contains(mark) == true { return folder }
            }
        }
        return try XCTUnwrap(nil as URL?, "no kept work folder holds the app")
    }

    /// Each object file's modification time, by source file: which files the last build compiled.
    private func objectTimes(in folder: URL, sourcesHolding texts: [String: String]) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard let label = texts.first(where: { source.contains($0.value) })?.key else { continue }
            let object = folder.appendingPathComponent(String(file.dropLast(".swift".count)) + ".o")
            times[label] = try FileManager.default.attributesOfItem(atPath: object.path)[.modificationDate] as? Date
        }
        return times
    }

    func testAnEditRecompilesTheFileItTouchesAndAnErrorInBetweenLeavesTheNextBuildWhole() async throws {
        let (app, mark) = try appCopy()
        let first = try sandbox(["trace", app.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        let work = try workFolder(holding: mark)
        let files = ["delegate": mark, "scene": "class SceneDelegate", "notes": "final class NotesViewController"]
        let before = try objectTimes(in: work, sourcesHolding: files)
        XCTAssertEqual(before.count, 3, "\(before)")

        // The object files' times have a resolution the file system decides: wait past it.
        try await Task.sleep(nanoseconds: 1_100_000_000)
        let notes = app.appendingPathComponent("SceneApp/NotesViewController.swift")
        let original = try String(contentsOf: notes, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "title = \"Notes\"", with: "title = 42").utf8).write(to: notes)
        let broken = try sandbox(["trace", app.path])
        XCTAssertEqual(broken.status, 2, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("SceneApp/NotesViewController.swift:8:17: error: cannot assign value of type 'Int' to type 'String'"),
                      broken.stderr)

        try Data(original.replacingOccurrences(of: "title = \"Notes\"", with: "title = \"Edited\"; print(\"title:\", title ?? \"\")").utf8)
            .write(to: notes)
        let edited = try sandbox(["trace", app.path])
        XCTAssertEqual(edited.status, 0, edited.stderr)
        XCTAssertTrue(edited.stdout.contains("title: Edited"), edited.stdout)
        let after = try objectTimes(in: work, sourcesHolding: files)
        XCTAssertEqual(after["delegate"], before["delegate"], "the app delegate's file was compiled again")
        XCTAssertEqual(after["scene"], before["scene"], "the scene delegate's file was compiled again")
        XCTAssertGreaterThan(try XCTUnwrap(after["notes"]), try XCTUnwrap(before["notes"]), "the edited file was not compiled again")
    }

    /// The same inputs find the same library without a rewrite; what the generated launch file holds of
    /// the bundle (Info.plist here) is part of the inputs, a storyboard's bytes (read at run time) are not.
    func testAnUnchangedAppIsFoundByItsInputs() async throws {
        let (app, _) = try appCopy()
        var compiler = try ScenarioCompiler(buildDirectory: SandboxProcess.executable.deletingLastPathComponent())
        compiler.cacheDirectory = Self.cache.appendingPathComponent("uikit-sandbox/scenarios")
        let sources = try AppSources(path: app.path)
        XCTAssertNil(compiler.cachedLibrary(inputKey: sources.inputKey, flags: sources.compilerFlags))
        let run = try ScenarioDeviceRun(path: app.path, compiler: compiler)
        XCTAssertEqual(compiler.cachedLibrary(inputKey: try AppSources(path: app.path).inputKey, flags: sources.compilerFlags), run.library)

        let plist = app.appendingPathComponent("SceneApp/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "<dict>", with: "<dict>\n\t<key>CFBundleDisplayName</key>\n\t<string>Renamed</string>", options: [],
                                           range: text.range(of: "<dict>")).utf8).write(to: plist)
        XCTAssertNil(compiler.cachedLibrary(inputKey: try AppSources(path: app.path).inputKey, flags: sources.compilerFlags))
    }

    /// Two builds of one app at once (two `check` jobs): the second compiles in a folder of its own.
    func testAKeptWorkFolderIsHeldByOneBuildAtATime() async throws {
        let key = UUID().uuidString
        let held = try XCTUnwrap(AppWorkFolder(cache: folder, key: key))
        XCTAssertNil(AppWorkFolder(cache: folder, key: key))
        held.unlock()
        let again = try XCTUnwrap(AppWorkFolder(cache: folder, key: key))
        again.unlock()
    }
}

/// A crash in an app is reported at the app's file and line, as Xcode's debugger stops there; one in
/// the drive script at the script's.
final class AppCrashPlaceTests: CompiledScenarioTestCase {
    func testACrashInAnAppsFileIsAtThatFileAndLine() async throws {
        let copy = folder.appendingPathComponent("SceneApp")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/SceneApp"), to: copy)
        let notes = copy.appendingPathComponent("SceneApp/NotesViewController.swift")
        let text = try String(contentsOf: notes, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "        title = \"Notes\"\n",
                                           with: "        title = \"Notes\"\n        let none: [Int] = []\n        print(none[3])\n").utf8).write(to: notes)
        let r = try sandbox(["run", "SceneApp", "--log", "crash.jsonl"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("SceneApp/SceneApp/NotesViewController.swift:10: error: crashed: Fatal error: Index out of range"), r.stderr)
        let last = try String(contentsOf: folder.appendingPathComponent("crash.jsonl"), encoding: .utf8).split(separator: "\n").last
        XCTAssertTrue(last?.hasSuffix("\"file\":\"SceneApp/SceneApp/NotesViewController.swift\",\"line\":10}") == true, String(last ?? ""))
    }

    func testACrashInTheDriveScriptIsAtTheScriptsLine() async throws {
        let copy = folder.appendingPathComponent("SceneApp")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/SceneApp"), to: copy)
        _ = try write("walk.swift", "print(\"walking\")\nlet none: [Int] = []\nprint(none[1])\n")
        let r = try sandbox(["trace", "SceneApp", "--drive", "walk.swift"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("walk.swift:3: error: crashed: Fatal error: Index out of range"), r.stderr)
    }
}
