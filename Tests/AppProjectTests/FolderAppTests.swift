import AppProject
import Foundation
import XCTest

final class FolderAppTests: XCTestCase {
    func testFolderAppTakesItsSwiftFilesAndResourcesAndLeavesOutTestsAndPods() throws {
        let folder = TemporaryFolder()
        folder.write("App/AppDelegate.swift", "@main class AppDelegate {}\n")
        folder.write("App/Screens/Home.swift", "final class Home {}\n")
        folder.write("App/Base.lproj/Main.storyboard", ProjectFixtures.storyboard)
        folder.write("App/Cells/Cell.xib", "<document/>")
        folder.write("App/en.lproj/Localizable.strings", "\"title\" = \"Title\";")
        folder.write("App/de.lproj/Localizable.strings", "\"title\" = \"Titel\";")
        folder.write("App/Fonts/Inter.ttf", "font")
        folder.write("App/seed.json", "[]")
        folder.write("App/Info.plist", ProjectFixtures.infoPlistXML)
        folder.write("App/Media.xcassets/Contents.json", "{}")
        folder.write("AppTests/AppTests.swift", "import XCTest\n")
        folder.write("AppUITests/AppUITests.swift", "import XCTest\n")
        folder.write("Pods/Alamofire/Source/Session.swift", "public final class Session {}\n")
        folder.write("Podfile", "platform :ios, '15.0'\ntarget 'App' do\n  pod 'Alamofire', '~> 5.0'\n  pod \"Kingfisher\"\nend\n")
        folder.write("Carthage/Checkouts/Lib/Lib.swift", "\n")
        folder.write(".build/debug/Generated.swift", "\n")
        folder.write("DerivedData/Gen.swift", "\n")
        folder.write(".hidden/Secret.swift", "\n")
        folder.write("Package.swift", "// swift-tools-version:5.9\n")
        folder.write("README.md", "# App\n")
        folder.write("scripts/lint.sh", "#!/bin/sh\n")

        let app = try AppBundle.load(path: folder.url)

        XCTAssertEqual(app.origin, .folder(folder.url.standardizedFileURL))
        XCTAssertEqual(app.name, folder.url.lastPathComponent)
        XCTAssertEqual(app.swiftFiles.map(\.path), [folder.path("App/AppDelegate.swift"), folder.path("App/Screens/Home.swift")])
        XCTAssertEqual(app.storyboards.map(\.bundlePath), ["Base.lproj/Main.storyboardc"])
        XCTAssertEqual(app.xibs.map(\.bundlePath), ["Cell.nib"])
        XCTAssertEqual(app.xibs.first?.locale, nil)
        XCTAssertEqual(app.strings.locales, ["de", "en"])
        XCTAssertEqual(app.strings.string("title", locale: "de"), "Titel")
        XCTAssertEqual(app.assetCatalogs.map(\.name), ["Media"])
        XCTAssertEqual(app.resources.map(\.bundlePath), ["Inter.ttf", "seed.json"], "notes and scripts are no app resources")
        XCTAssertEqual(app.infoPlist.source?.path, folder.path("App/Info.plist"))
        XCTAssertEqual(app.infoPlist.mainStoryboardFile, "Main")
        XCTAssertEqual(app.cocoaPods?.podNames, ["Alamofire", "Kingfisher"])
        XCTAssertEqual(app.cocoaPods?.podsFolder?.path, folder.path("Pods"))
        XCTAssertEqual(app.swiftSettings, SwiftSettings(), "a folder says nothing about Swift settings")
    }

    func testFolderWithoutInfoPlistGetsAGeneratedOne() throws {
        let folder = TemporaryFolder("My App")
        folder.write("main.swift", "print(1)\n")
        let app = try AppBundle.load(path: folder.url)
        XCTAssertNil(app.infoPlist.source)
        XCTAssertEqual(app.infoPlist.bundleName, app.name)
        XCTAssertTrue(app.infoPlist.bundleIdentifier?.hasPrefix("sandbox.My-App-") == true, app.infoPlist.bundleIdentifier ?? "nil")
    }

    func testSingleSwiftFileIsAOneFileApp() throws {
        let folder = TemporaryFolder()
        let file = folder.write("Counter.swift", "import UIKit\n")
        folder.write("Other.swift", "import UIKit\n")
        folder.write("photo.png", "png")
        let app = try AppBundle.load(path: file)
        XCTAssertEqual(app.name, "Counter")
        XCTAssertEqual(app.origin, .swiftFile(file.standardizedFileURL))
        XCTAssertEqual(app.swiftFiles, [file.standardizedFileURL])
        XCTAssertEqual(app.resources, [])
        XCTAssertEqual(app.assetCatalogs, [])
        XCTAssertEqual(app.infoPlist.bundleIdentifier, "sandbox.Counter")
    }

    func testFolderWithoutSwiftFilesIsNotAnApp() {
        let folder = TemporaryFolder()
        folder.write("notes.txt", "nothing to run")
        let error = expectError { try AppBundle.load(path: folder.url) }
        XCTAssertEqual(error?.file, folder.url.standardizedFileURL.path)
        XCTAssertTrue(error?.message.hasPrefix("not an app: no .swift files") == true)
    }

    // MARK: Hostile folders

    func testSymbolicLinkLoopIsWalkedOnce() throws {
        let folder = TemporaryFolder()
        folder.write("App/Main.swift", "\n")
        folder.write("App/Inner/View.swift", "\n")
        folder.link("App/Inner/loop", to: "..")
        folder.link("App/self", to: ".")
        folder.link("App/again", to: "Inner")

        let start = Date()
        let app = try AppBundle.load(path: folder.url)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(app.swiftFiles.map(\.lastPathComponent).sorted(), ["Main.swift", "View.swift"],
                       "each file once, whichever path reached it first")
    }

    func testFileNameWithANewlineIsRefusedNamingTheFolder() {
        let folder = TemporaryFolder()
        folder.write("App/Good.swift", "\n")
        folder.write("App/Sub/Bad\nName.swift", "\n")
        let error = expectError { try AppBundle.load(path: folder.url) }
        XCTAssertEqual(error?.file, folder.path("App/Sub"))
        XCTAssertEqual(error?.message, "holds a file whose name has a control character ('Bad\\nName.swift'): a build cannot name it to the compiler; rename it")
    }

    func testHugeFolderIsRefusedQuicklyNamingTheLimit() throws {
        let folder = TemporaryFolder()
        let bulk = folder.makeFolder("App/Generated")
        folder.write("App/Main.swift", "\n")
        for index in 0..<25_000 {
            let descriptor = open(bulk.appendingPathComponent("file\(index).swift").path, O_CREAT | O_WRONLY, 0o644)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            close(descriptor)
        }
        let start = Date()
        let error = expectError { try AppBundle.load(path: folder.url) }
        let elapsed = Date().timeIntervalSince(start)
        print("25,000-file folder refused in \(String(format: "%.1f", elapsed * 1000)) ms")
        XCTAssertLessThan(elapsed, 0.5, "stops at the limit instead of reading everything")
        XCTAssertEqual(error?.file, bulk.path)
        XCTAssertTrue(error?.message.contains("20000") == true, error?.description ?? "")
    }

    func testUnreadableFolderIsNamed() throws {
        try XCTSkipIf(geteuid() == 0, "root reads every folder whatever its permissions")
        let folder = TemporaryFolder()
        folder.write("App/Main.swift", "\n")
        let locked = folder.makeFolder("App/Locked")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let error = expectError { try AppBundle.load(path: folder.url) }
        XCTAssertEqual(error?.file, locked.path)
        XCTAssertTrue(error?.message.hasPrefix("cannot read folder") == true)
    }

    func testNamedPipeCalledInfoPlistDoesNotBlock() throws {
        let folder = TemporaryFolder()
        folder.write("Main.swift", "\n")
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("Info.plist").path, 0o644), 0)
        let app = try AppBundle.load(path: folder.url)
        XCTAssertNil(app.infoPlist.source, "a pipe is not a file: left out, never opened")
    }
}
