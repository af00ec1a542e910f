import AppProject
import Foundation
import XCTest

final class InfoPlistTests: XCTestCase {
    func testXMLInfoPlistKeys() throws {
        let settings = BuildSettings(["PRODUCT_BUNDLE_IDENTIFIER": "org.example.app", "PRODUCT_NAME": "Example",
                                      "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "PRODUCT_MODULE_NAME": "Example",
                                      "DEVELOPMENT_LANGUAGE": "de"])
        let info = try InfoPlist.parse(Data(ProjectFixtures.infoPlistXML.utf8), settings: settings)
        XCTAssertEqual(info.bundleIdentifier, "org.example.app")
        XCTAssertEqual(info.executableName, "Example")
        XCTAssertEqual(info.developmentRegion, "de")
        XCTAssertEqual(info.sceneManifest?.applicationConfigurations.first?.delegateClassName, "Example.SceneDelegate")
        XCTAssertEqual(info.dictionary["LSRequiresIPhoneOS"], .bool(true))
        XCTAssertEqual(info.dictionary["UIRequiredDeviceCapabilities"], .array([.string("armv7")]))
    }

    func testBinaryInfoPlist() throws {
        let object: [String: Any] = ["CFBundleIdentifier": "com.example.binary", "UIStatusBarStyle": "UIStatusBarStyleLightContent",
                                     "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true],
                                     "Count": 3, "Ratio": 1.5]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let info = try InfoPlist.parse(data)
        XCTAssertEqual(info.bundleIdentifier, "com.example.binary")
        XCTAssertEqual(info.statusBarStyle, "UIStatusBarStyleLightContent")
        XCTAssertEqual(info.sceneManifest?.supportsMultipleScenes, true)
        XCTAssertEqual(info.dictionary["Count"], .integer(3))
        XCTAssertEqual(info.dictionary["Ratio"], .real(1.5))
    }

    func testOldStyleInfoPlist() throws {
        let info = try InfoPlist.parse(Data("{ CFBundleIdentifier = \"com.example.old\"; UISupportedInterfaceOrientations = (UIInterfaceOrientationPortrait); }".utf8))
        XCTAssertEqual(info.bundleIdentifier, "com.example.old")
        XCTAssertEqual(info.supportedInterfaceOrientations, ["UIInterfaceOrientationPortrait"])
    }

    func testMalformedXMLInfoPlistNamesFileAndLine() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<string>x</strin>\n</dict>\n</plist>\n"
        let error = expectError { try InfoPlist.parse(Data(xml.utf8), file: "/app/Info.plist") }
        XCTAssertEqual(error?.file, "/app/Info.plist")
        XCTAssertEqual(error?.line, 5, error?.description ?? "")
        XCTAssertTrue(error?.description.hasPrefix("/app/Info.plist:5: error: malformed XML property list") == true, error?.description ?? "")
    }

    func testInfoPlistThatIsNotADictionary() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><array/></plist>\n"
        let error = expectError { try InfoPlist.parse(Data(xml.utf8), file: "Info.plist") }
        XCTAssertEqual(error?.description, "Info.plist: error: an Info.plist must be a dictionary")
    }

    func testBuildSettingExpansion() {
        var settings = BuildSettings()
        settings.set("TARGET_NAME", "My App")
        settings.set("PRODUCT_NAME", "$(TARGET_NAME)")
        settings.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.${PRODUCT_NAME:rfc1034identifier}")
        settings.set("MODULE", "$(PRODUCT_NAME:c99extidentifier)")
        settings.set("FLAGS", "-a")
        settings.set("FLAGS", "$(inherited) -b")
        settings.set("LOOP", "x$(LOOP)")
        settings.set("NESTED_Debug", "nested")
        settings.set("CONFIGURATION", "Debug")
        XCTAssertEqual(settings["PRODUCT_BUNDLE_IDENTIFIER"], "com.example.My-App")
        XCTAssertEqual(settings["MODULE"], "My_App")
        XCTAssertEqual(settings["FLAGS"], "-a -b")
        XCTAssertEqual(settings.expand("$(NESTED_$(CONFIGURATION))"), "nested")
        XCTAssertEqual(settings.expand("$(UNDEFINED)/x"), "/x")
        XCTAssertEqual(settings.expand("$(TARGET_NAME:upper) $(MISSING:default=fallback)"), "MY APP fallback")
        XCTAssertTrue(settings["LOOP"]!.hasPrefix("xxxx"), "a self-reference ends")
    }
}

extension InfoPlistTests {
    func testTruncatedXMLInfoPlistPointsAtItsEnd() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<string>x</string>\n"
        let error = expectError { try InfoPlist.parse(Data(xml.utf8), file: "Info.plist") }
        XCTAssertEqual(error?.line, 6, error?.description ?? "")
    }

    func testPlistErrorsWithoutAPlaceNameTheFile() {
        let xml = "<?xml version=\"1.0\"?>\n<plist>\n</plist>"
        let error = expectError { try InfoPlist.parse(Data(xml.utf8), file: "/x/Info.plist") }
        XCTAssertEqual(error?.file, "/x/Info.plist")
        XCTAssertTrue(error?.description.hasPrefix("/x/Info.plist: error: malformed XML property list") == true, error?.description ?? "")
    }
}

extension InfoPlistTests {
    func testSettingsThatDoubleEachOtherStayCheap() {
        var settings = BuildSettings()
        for level in 0..<40 { settings.set("S\(level)", "$(S\(level + 1))$(S\(level + 1))") }
        let start = Date()
        _ = settings["S0"]
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}
