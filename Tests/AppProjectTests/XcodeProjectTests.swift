import AppProject
import Foundation
import XCTest

final class XcodeProjectTests: XCTestCase {
    // MARK: Xcode 12: groups, variant groups, INFOPLIST_FILE

    func testXcode12ProjectModelListsTargetsAndKnowsWhichIsTheApp() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode12(in: folder)
        let project = try XcodeProject.load(folder.url.appendingPathComponent("Demo.xcodeproj"))

        XCTAssertEqual(project.name, "Demo")
        XCTAssertEqual(project.targets.map(\.name), ["Demo_App", "Demo_AppTests"])
        XCTAssertEqual(project.applicationTargets.map(\.name), ["Demo_App"])
        XCTAssertEqual(project.target(named: "Demo_AppTests")?.productType, "com.apple.product-type.bundle.unit-test")
        XCTAssertEqual(project.developmentRegion, "en")
        XCTAssertEqual(project.knownRegions, ["en", "Base", "fr"])
        XCTAssertEqual(project.objects[project.rootObjectID]?.isa, "PBXProject")
        XCTAssertEqual(project.target(named: "Demo_App")?.buildPhaseNames, ["Sources", "Frameworks", "Resources"])
    }

    func testXcode12AppHasItsSourcesResourcesAndLocalizedFiles() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode12(in: folder)
        let app = try AppBundle.load(path: folder.url)

        XCTAssertEqual(app.name, "Demo_App")
        XCTAssertEqual(app.origin, .xcodeProject(folder.url.appendingPathComponent("Demo.xcodeproj").standardizedFileURL, target: "Demo_App"))
        XCTAssertEqual(app.swiftFiles.map(\.path), [
            folder.path("Demo/AppDelegate.swift"),
            folder.path("Demo/SceneDelegate.swift"),
            folder.path("Demo/ViewController.swift"),
            folder.path("Shared/Model.swift"),
        ], "the test target's file stays out; the SOURCE_ROOT file is in")
        XCTAssertEqual(app.storyboards.map(\.bundlePath), ["Base.lproj/LaunchScreen.storyboardc", "Base.lproj/Main.storyboardc"])
        XCTAssertEqual(app.storyboards.map(\.locale), ["Base", "Base"])
        XCTAssertEqual(app.storyboards.first { $0.name == "Main" }?.url.path, folder.path("Demo/Base.lproj/Main.storyboard"))
        XCTAssertEqual(app.strings.string("greeting", locale: "fr"), "Bonjour")
        XCTAssertEqual(app.strings.string("greeting", locale: "en"), "Hello")
        XCTAssertEqual(app.strings.tables["fr"]?["Main"]?["abc-12-xyz.text"], "Bonjour", "the storyboard's French strings")
        XCTAssertEqual(app.assetCatalogs.map(\.name), ["Assets"])
        XCTAssertEqual(app.assetCatalogs.first?.appIconNames, ["AppIcon"])
        XCTAssertEqual(app.resources.map(\.bundlePath), ["Levels", "ding.caf"], "flattened, except the folder reference")
        XCTAssertEqual(app.resources.first?.isFolder, true)
        XCTAssertEqual(app.warnings, [])
        XCTAssertNil(app.cocoaPods)
    }

    func testXcode12InfoPlistFileIsExpandedFromTheDebugSettings() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode12(in: folder)
        let app = try AppBundle.load(path: folder.url.appendingPathComponent("Demo.xcodeproj"))
        let info = app.infoPlist

        XCTAssertEqual(info.source?.path, folder.path("Demo/Info.plist"))
        XCTAssertEqual(info.bundleIdentifier, "com.example.Demo-App", "rfc1034identifier turns '_' into '-'")
        XCTAssertEqual(info.bundleName, "Demo_App")
        XCTAssertEqual(info.executableName, "Demo_App")
        XCTAssertEqual(info.developmentRegion, "en")
        XCTAssertEqual(info.mainStoryboardFile, "Main")
        XCTAssertEqual(info.launchStoryboardName, "LaunchScreen")
        XCTAssertEqual(info.viewControllerBasedStatusBarAppearance, false)
        XCTAssertEqual(info.supportedInterfaceOrientations, ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        let scenes = try XCTUnwrap(info.sceneManifest)
        XCTAssertFalse(scenes.supportsMultipleScenes)
        XCTAssertEqual(scenes.applicationConfigurations, [SceneConfiguration(
            name: "Default Configuration", delegateClassName: "Demo_App.SceneDelegate", storyboardName: "Main", sceneClassName: nil)])
    }

    func testXcode12BuildSettingsLayerProjectAndTargetAndHonourConditions() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode12(in: folder)
        let project = try XcodeProject.load(folder.url.appendingPathComponent("Demo.xcodeproj"))
        let target = try XCTUnwrap(project.target(named: "Demo_App"))
        let debug = project.buildSettings(for: target)

        XCTAssertEqual(debug["SWIFT_ACTIVE_COMPILATION_CONDITIONS"], "DEBUG DEMO", "$(inherited) from the project level")
        XCTAssertEqual(debug["OTHER_SWIFT_FLAGS"], "-D SIMULATOR", "the simulator SDK condition holds, the device one does not")
        XCTAssertEqual(debug["IPHONEOS_DEPLOYMENT_TARGET"], "14.0")
        XCTAssertEqual(debug["SRCROOT"], folder.url.standardizedFileURL.path)
        XCTAssertEqual(debug["LD_RUNPATH_SEARCH_PATHS"], "@executable_path/Frameworks")
        XCTAssertEqual(project.buildSettings(for: target, configuration: "Release")["PRODUCT_BUNDLE_IDENTIFIER"],
                       "com.example.release.Demo-App")
        XCTAssertEqual(project.buildSettings(for: target, configuration: "Profile")["PRODUCT_BUNDLE_IDENTIFIER"],
                       "com.example.release.Demo-App", "an unknown configuration falls back to the list's default")

        let app = try AppBundle.load(path: folder.url)
        XCTAssertEqual(app.swiftSettings.languageVersion, "5.0")
        XCTAssertEqual(app.swiftSettings.activeCompilationConditions, ["DEBUG", "DEMO"])
        XCTAssertEqual(app.swiftSettings.otherFlags, ["-D", "SIMULATOR"])
        XCTAssertEqual(app.deploymentTarget, "14.0")
        XCTAssertEqual(app.deviceFamilies, [1, 2])
    }

    func testMissingProjectFileIsReportedNotSkipped() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode12(in: folder)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Demo/ViewController.swift"))
        let app = try AppBundle.load(path: folder.url)
        XCTAssertFalse(app.swiftFiles.contains { $0.lastPathComponent == "ViewController.swift" })
        XCTAssertEqual(app.warnings.count, 1)
        XCTAssertTrue(app.warnings[0].contains("ViewController.swift"), app.warnings[0])
    }

    func testMissingInfoPlistFileIsAnErrorNamingIt() {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode12(in: folder)
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("Demo/Info.plist"))
        let error = expectError { try AppBundle.load(path: folder.url) }
        XCTAssertEqual(error?.file, folder.path("Demo/Info.plist"))
    }

    // MARK: Xcode 16: synchronized folders

    func testXcode16SynchronizedFolderGivesEveryFileButTheExceptions() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode16(in: folder)
        let app = try AppBundle.load(path: folder.url)

        XCTAssertEqual(app.name, "Sync")
        XCTAssertEqual(app.swiftFiles.map(\.path), [folder.path("Sync/SyncApp.swift"), folder.path("Sync/Views/RowView.swift")])
        XCTAssertEqual(app.storyboards.map(\.bundlePath), ["Base.lproj/Main.storyboardc"])
        XCTAssertEqual(app.resources.map(\.bundlePath), ["catalog.json", "todo.txt"],
                       "Info.plist and Notes/Design.md are exceptions; headers, entitlements and hidden files are never copied")
        XCTAssertEqual(app.assetCatalogs.first?.colorSets.map(\.name), ["AccentColor"])
        XCTAssertEqual(app.strings.string("Welcome", locale: "de"), "Willkommen")
        XCTAssertEqual(app.warnings, [])
    }

    func testXcode16GeneratedInfoPlistMergesTheFileAndExpandsSettings() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode16(in: folder)
        let info = try AppBundle.load(path: folder.url).infoPlist

        XCTAssertEqual(info.bundleIdentifier, "com.example.sync")
        XCTAssertEqual(info.bundleName, "Sync")
        XCTAssertEqual(info.displayName, "Sync Demo")
        XCTAssertEqual(info.dictionary["CFBundleShortVersionString"], .string("1.2"))
        XCTAssertEqual(info.dictionary["CFBundleVersion"], .string("7"))
        XCTAssertEqual(info.dictionary["NSHumanReadableCopyright"], .string("com.example.sync, all rights reserved"))
        XCTAssertEqual(info.dictionary["SyncServer"], .string("https://com.example.sync.example.com"), "from the Info.plist file, expanded")
        XCTAssertEqual(info.mainStoryboardFile, "Main")
        XCTAssertEqual(info.userInterfaceStyle, "Dark")
        XCTAssertEqual(info.statusBarStyle, "UIStatusBarStyleDarkContent", "the file's value wins over the setting's")
        XCTAssertEqual(info.viewControllerBasedStatusBarAppearance, false)
        XCTAssertEqual(info.dictionary["UIApplicationSupportsIndirectInputEvents"], .bool(true))
        XCTAssertEqual(info.dictionary["UILaunchScreen"], .dictionary([:]))
        XCTAssertEqual(info.sceneManifest?.supportsMultipleScenes, true)
        XCTAssertEqual(info.supportedInterfaceOrientations,
                       ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"])
        XCTAssertEqual(info.orientations(idiom: "ipad").count, 4)
        XCTAssertEqual(info.dictionary["UIDeviceFamily"], .array([.integer(1)]))
    }

    func testXcode16SwiftSettingsAndPackages() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode16(in: folder)
        let app = try AppBundle.load(path: folder.url)

        XCTAssertEqual(app.swiftSettings, SwiftSettings(
            languageVersion: "6.0", defaultActorIsolation: "MainActor", approachableConcurrency: true,
            strictConcurrency: "complete", activeCompilationConditions: ["DEBUG"]))
        XCTAssertEqual(app.packageReferences.count, 1)
        XCTAssertEqual(app.packageReferences.first?.location, .remote(repositoryURL: "https://github.com/apple/swift-collections.git"))
        XCTAssertEqual(app.packageReferences.first?.requirement, ["kind": "upToNextMajorVersion", "minimumVersion": "1.1.0"])
        XCTAssertEqual(app.packageReferences.first?.requirementDescription, "from: \"1.1.0\"")
        XCTAssertEqual(app.packageDependencies.map(\.productName), ["Collections"])
        XCTAssertEqual(app.packageDependencies.first?.package, app.packageReferences.first)
    }

    func testTestTargetOfSynchronizedProjectIsNotAnApp() {
        let folder = TemporaryFolder()
        ProjectFixtures.xcode16(in: folder)
        let error = expectError { try AppBundle.load(path: folder.url, target: "SyncTests") }
        XCTAssertEqual(error?.message.hasPrefix("target 'SyncTests' is not an app"), true, error?.description ?? "")
        XCTAssertEqual(error?.message.hasSuffix("app targets: Sync"), true, error?.description ?? "")
    }

    // MARK: Several app targets

    func testSeveralAppTargetsAreListedAndTargetPicksOne() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.twoApps(in: folder)

        let error = expectError { try AppBundle.load(path: folder.url) }
        XCTAssertEqual(error?.message, "several app targets: Alpha, Beta; pick one with --target NAME",
                       "the macOS app is not a candidate")
        XCTAssertEqual(error?.file, folder.url.standardizedFileURL.path)

        let beta = try AppBundle.load(path: folder.url, target: "Beta")
        XCTAssertEqual(beta.name, "Beta")
        XCTAssertEqual(beta.swiftFiles.map(\.lastPathComponent), ["BetaApp.swift", "Shared.swift"])
        XCTAssertEqual(beta.bundleIdentifier, "com.example.beta")
        XCTAssertEqual(beta.swiftSettings.languageVersion, "6.0")
        XCTAssertNil(beta.cocoaPods)

        let alpha = try AppBundle.load(path: folder.url.appendingPathComponent("Twins.xcodeproj"), target: "Alpha")
        XCTAssertEqual(alpha.swiftFiles.map(\.lastPathComponent), ["AlphaApp.swift", "Shared.swift"])
        XCTAssertEqual(alpha.cocoaPods?.hasIntegrationPhases, true, "the [CP] Check Pods Manifest.lock phase")

        let missing = expectError { try AppBundle.load(path: folder.url, target: "Delta") }
        XCTAssertEqual(missing?.message, "no target named 'Delta'; app targets: Alpha, Beta, Gamma")
    }

    func testXCConfigFilesUnderTheConfigurationAreRead() throws {
        let folder = TemporaryFolder()
        ProjectFixtures.twoApps(in: folder)
        var text = fixtureText("TwoApps.pbxproj")
        text = text.replacingOccurrences(of: "/* End PBXFileReference section */", with: """
            \t\tAB0000000000000000000299 /* Beta.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Beta.xcconfig; sourceTree = "<group>"; };
            /* End PBXFileReference section */
            """)
        text = text.replacingOccurrences(of: """
            \t\tAB0000000000000000000803 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            """, with: """
            \t\tAB0000000000000000000803 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbaseConfigurationReference = AB0000000000000000000299 /* Beta.xcconfig */;
            """)
        folder.write("Twins.xcodeproj/project.pbxproj", text)
        folder.write("Config/Beta.xcconfig", """
            // Beta's settings
            #include "Shared.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.overridden // the target's own setting wins
            SWIFT_STRICT_CONCURRENCY = complete
            OTHER_SWIFT_FLAGS = -DBASE
            OTHER_SWIFT_FLAGS[sdk=iphonesimulator*] = $(inherited) -DSIM
            """)
        folder.write("Config/Shared.xcconfig", "#include? \"Missing.xcconfig\"\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n")

        let app = try AppBundle.load(path: folder.url, target: "Beta")
        XCTAssertEqual(app.bundleIdentifier, "com.example.beta")
        XCTAssertEqual(app.swiftSettings.strictConcurrency, "complete")
        XCTAssertEqual(app.swiftSettings.defaultActorIsolation, "MainActor")
        XCTAssertEqual(app.swiftSettings.otherFlags, ["-DBASE", "-DSIM"])
        XCTAssertEqual(app.warnings, [], "an optional include may be missing")
    }

    func testProjectOneLevelDownIsFound() throws {
        let folder = TemporaryFolder()
        let inner = TemporaryFolder()
        ProjectFixtures.xcode16(in: inner)
        try FileManager.default.moveItem(at: inner.url, to: folder.url.appendingPathComponent("App"))
        folder.write("README.md", "the repository's readme")
        let app = try AppBundle.load(path: folder.url)
        XCTAssertEqual(app.name, "Sync")
        XCTAssertEqual(app.root.path, folder.path("App"))
    }

    func testLibraryProjectAtTheTopLeadsToTheExampleAppBelow() throws {
        let folder = TemporaryFolder()
        let library = fixtureText("TwoApps.pbxproj")
            .replacingOccurrences(of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        folder.write("Library.xcodeproj/project.pbxproj", library)
        let example = TemporaryFolder()
        ProjectFixtures.xcode16(in: example)
        try FileManager.default.moveItem(at: example.url, to: folder.url.appendingPathComponent("Example"))
        let app = try AppBundle.load(path: folder.url)
        XCTAssertEqual(app.name, "Sync")
    }

    // MARK: Errors

    func testMalformedProjectReportsLineAndColumn() {
        let folder = TemporaryFolder()
        var text = fixtureText("Xcode16.pbxproj")
        // Drop the ';' after `path = Sync` in the synchronized root group.
        text = text.replacingOccurrences(of: "\t\t\tpath = Sync;\n\t\t\tsourceTree", with: "\t\t\tpath = Sync\n\t\t\tsourceTree")
        folder.write("Sync.xcodeproj/project.pbxproj", text)
        let lines = text.components(separatedBy: "\n")
        let brokenLine = lines.firstIndex { $0 == "\t\t\tpath = Sync" }! + 1

        let error = expectError { try AppBundle.load(path: folder.url) }
        XCTAssertEqual(error?.line, brokenLine + 1, "reported where the ';' was expected: the next line's first token")
        XCTAssertEqual(error?.column, 4, "after three tabs")
        XCTAssertEqual(error?.message, "expected ';' after the value of 'path', found 's'")
        XCTAssertEqual(error?.description,
                       "\(folder.path("Sync.xcodeproj/project.pbxproj")):\(brokenLine + 1):4: error: expected ';' after the value of 'path', found 's'")
    }

    func testProjectWithoutRootObjectNamesTheFile() {
        let url = URL(fileURLWithPath: "/tmp/Broken.xcodeproj")
        let error = expectError { try XcodeProject(pbxproj: Data("{ objects = { }; rootObject = ABC; }".utf8), url: url) }
        XCTAssertEqual(error?.description, "/tmp/Broken.xcodeproj/project.pbxproj: error: the root object 'ABC' is not among the file's objects")
        XCTAssertNil(error?.line)
    }

    func testNoSuchPathIsAnError() {
        let error = expectError { try AppBundle.load(path: URL(fileURLWithPath: "/nonexistent/place")) }
        XCTAssertEqual(error?.description, "/nonexistent/place: error: no such file or folder")
    }
}
