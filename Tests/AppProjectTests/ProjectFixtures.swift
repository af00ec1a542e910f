import Foundation

/// The apps the project tests open, laid out on disk next to their hand-written `project.pbxproj`
/// fixtures, in the shapes Xcode 12 and Xcode 16 create.
enum ProjectFixtures {
    static let infoPlistXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>$(DEVELOPMENT_LANGUAGE)</string>
    \t<key>CFBundleExecutable</key>
    \t<string>$(EXECUTABLE_NAME)</string>
    \t<key>CFBundleIdentifier</key>
    \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    \t<key>CFBundleName</key>
    \t<string>$(PRODUCT_NAME)</string>
    \t<key>CFBundleShortVersionString</key>
    \t<string>1.0</string>
    \t<key>LSRequiresIPhoneOS</key>
    \t<true/>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UIApplicationSupportsMultipleScenes</key>
    \t\t<false/>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>Default Configuration</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    \t\t\t\t\t<key>UISceneStoryboardFile</key>
    \t\t\t\t\t<string>Main</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t</dict>
    \t</dict>
    \t<key>UILaunchStoryboardName</key>
    \t<string>LaunchScreen</string>
    \t<key>UIMainStoryboardFile</key>
    \t<string>Main</string>
    \t<key>UIRequiredDeviceCapabilities</key>
    \t<array>
    \t\t<string>armv7</string>
    \t</array>
    \t<key>UISupportedInterfaceOrientations</key>
    \t<array>
    \t\t<string>UIInterfaceOrientationPortrait</string>
    \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
    \t</array>
    \t<key>UIViewControllerBasedStatusBarAppearance</key>
    \t<false/>
    </dict>
    </plist>
    """

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17150" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
        <scenes/>
    </document>
    """

    /// An Xcode 12 app (`Demo_App`) with a unit test target, groups, localized storyboards and strings,
    /// a file referenced from the source root, a folder reference and an Info.plist file.
    static func xcode12(in folder: TemporaryFolder) {
        folder.write("Demo.xcodeproj/project.pbxproj", data: fixture("Xcode12.pbxproj"))
        folder.write("Demo/AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        folder.write("Demo/SceneDelegate.swift", "import UIKit\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }\n")
        folder.write("Demo/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n")
        folder.write("Demo/Base.lproj/Main.storyboard", storyboard)
        folder.write("Demo/fr.lproj/Main.strings", "/* Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"abc-12-xyz\"; */\n\"abc-12-xyz.text\" = \"Bonjour\";\n")
        folder.write("Demo/Base.lproj/LaunchScreen.storyboard", storyboard)
        folder.write("Demo/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n")
        folder.write("Demo/fr.lproj/Localizable.strings", "\"greeting\" = \"Bonjour\";\n")
        folder.write("Demo/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        folder.write("Demo/Assets.xcassets/AppIcon.appiconset/Contents.json", #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}],"info":{"author":"xcode","version":1}}"#)
        folder.write("Demo/Sounds/ding.caf", "not really audio")
        folder.write("Demo/Levels/one.json", "{}")
        folder.write("Demo/Levels/two.json", "{}")
        folder.write("Demo/Info.plist", infoPlistXML)
        folder.write("Shared/Model.swift", "struct Model {}\n")
        folder.write("DemoTests/DemoTests.swift", "import XCTest\nfinal class DemoTests: XCTestCase {}\n")
    }

    /// An Xcode 16 app (`Sync`) whose files come from a synchronized folder, with membership exceptions,
    /// a generated Info.plist merged with a small Info.plist file, and a Swift package.
    static func xcode16(in folder: TemporaryFolder) {
        folder.write("Sync.xcodeproj/project.pbxproj", data: fixture("Xcode16.pbxproj"))
        folder.write("Sync/SyncApp.swift", "import UIKit\n@main final class SyncApp: UIResponder, UIApplicationDelegate {}\n")
        folder.write("Sync/Views/RowView.swift", "import UIKit\nfinal class RowView: UIView {}\n")
        folder.write("Sync/Views/Bridging.h", "// a header: never compiled by itself, never copied\n")
        folder.write("Sync/Base.lproj/Main.storyboard", storyboard)
        folder.write("Sync/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>SyncServer</key>
            \t<string>https://$(PRODUCT_BUNDLE_IDENTIFIER:lower).example.com</string>
            \t<key>UIStatusBarStyle</key>
            \t<string>UIStatusBarStyleDarkContent</string>
            </dict>
            </plist>
            """)
        folder.write("Sync/Notes/Design.md", "Design notes, kept out of the app by a membership exception.\n")
        folder.write("Sync/Notes/todo.txt", "copied: only Design.md is an exception\n")
        folder.write("Sync/Data/catalog.json", "[]")
        folder.write("Sync/Sync.entitlements", "<plist><dict/></plist>")
        folder.write("Sync/.DS_Store", "junk")
        folder.write("Sync/Localizable.xcstrings", #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Welcome" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
        folder.write("Sync/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        folder.write("Sync/Assets.xcassets/AccentColor.colorset/Contents.json", #"""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"0.600"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
            """#)
        folder.write("SyncTests/SyncTests.swift", "import XCTest\nfinal class SyncTests: XCTestCase {}\n")
    }

    /// One project with two iOS apps (`Alpha`, `Beta`) and a macOS app (`Gamma`).
    static func twoApps(in folder: TemporaryFolder) {
        folder.write("Twins.xcodeproj/project.pbxproj", data: fixture("TwoApps.pbxproj"))
        folder.write("Alpha/AlphaApp.swift", "struct AlphaApp {}\n")
        folder.write("Beta/BetaApp.swift", "struct BetaApp {}\n")
        folder.write("Gamma/GammaApp.swift", "struct GammaApp {}\n")
        folder.write("Shared/Shared.swift", "struct Shared {}\n")
    }
}
