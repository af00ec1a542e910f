import Foundation
import XCTest

/// A whole app given to the sandbox as a folder, launched as iOS launches it: `@main` on the app delegate,
/// the scene configuration from Info.plist, the scene delegate's window and root controller. The app is
/// `Tests/Apps/SceneApp` (written for these tests in the shape of Xcode's app template, built in code).
final class AppLaunchCommandTests: CompiledScenarioTestCase {
    static let app = repository.appendingPathComponent("Tests/Apps/SceneApp")

    /// The launch calls come first, in UIKit's order (docs/lifecycle-rules.md, R15), then the root
    /// controller's: the checked-in trace.
    func testASceneDelegateAppBuiltInCodeLaunchesAsIOSDoes() async throws {
        let r = try sandbox(["trace", Self.app.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let expected = try String(contentsOf: Self.repository.appendingPathComponent("Tests/Apps/SceneApp.trace"), encoding: .utf8)
        XCTAssertEqual(r.stdout, expected)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "app.delegate.application(app, willFinishLaunchingWithOptions: nil)")
        XCTAssertLessThan(try XCTUnwrap(lines.firstIndex(of: "scene.delegate.sceneDidBecomeActive(scene)")),
                          try XCTUnwrap(lines.firstIndex(of: "NotesViewController.viewDidAppear(false)")))
    }

    /// The app's screen is its scene's window: `--dump-views` shows the navigation controller's views.
    func testTheScreenIsTheScenesWindow() async throws {
        let r = try sandbox(["run", Self.app.path, "--dump-views"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("viewController = <NotesViewController: NotesViewController>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<UINavigationBar;"), r.stdout)
    }

    /// A compile error in the app's third file is at that file, line and column, in the user's terms.
    func testACompileErrorIsAtItsFileAndLine() async throws {
        let copy = folder.appendingPathComponent("SceneApp")
        try FileManager.default.copyItem(at: Self.app, to: copy)
        let notes = copy.appendingPathComponent("SceneApp/NotesViewController.swift")
        var text = try String(contentsOf: notes, encoding: .utf8)
        text = text.replacingOccurrences(of: "        title = \"Notes\"", with: "        title = 42")
        try Data(text.utf8).write(to: notes)
        let r = try sandbox(["trace", "SceneApp"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("SceneApp/SceneApp/NotesViewController.swift:8:17: error: cannot assign value of type 'Int' to type 'String'"), r.stderr)
        XCTAssertTrue(r.stderr.contains("\n        title = 42\n                ^"), r.stderr)
        XCTAssertFalse(r.stderr.contains("__sandbox"), r.stderr)
    }

    /// A folder with no Swift file is not an app: one error, exit 2.
    func testAFolderWithoutSwiftIsRefused() async throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let r = try sandbox(["trace", "Empty"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("Empty"), r.stderr)
    }

    /// The build connects what Interface Builder would: each class with `@IBOutlet` properties or
    /// `@IBAction` methods (in its declaration or an extension) can have an outlet set and an action found
    /// by the names a storyboard gives (`label`, `tapped:`), which a storyboard's loader uses.
    func testOutletsAndActionsAreConnectableByName() async throws {
        let copy = folder.appendingPathComponent("SceneApp")
        try FileManager.default.copyItem(at: Self.app, to: copy)
        _ = try write("SceneApp/SceneApp/NotesViewController.swift", """
            import UIKit

            final class NotesViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                // An outlet named after its own class (a public tutorial app has one): the generated
                // code must still name the class.
                @IBOutlet weak var NotesViewController: UIView!
                @IBOutlet var buttons: [UIButton]!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    // What a storyboard's loader does with the names it reads.
                    let connectable = self as IBConnectable
                    let shown = UILabel()
                    view.addSubview(shown) // a weak outlet needs its view held, as a storyboard's view tree holds it
                    print("label:", connectable.setOutlet("label", to: shown), label === shown)
                    print("buttons:", connectable.setOutlet("buttons", to: [UIButton(), UIButton()]), buttons.count)
                    print("missing:", connectable.setOutlet("missing", to: UILabel()))
                    connectable.action(named: "tapped:")?.send(to: self, arguments: [buttons[0]])
                    connectable.action(named: "reset")?.send(to: self)
                    print("no action:", connectable.action(named: "other:") == nil)
                }
            }

            extension NotesViewController {
                @IBAction func tapped(_ sender: UIButton) { print("tapped by a button") }
                @IBAction func reset() { print("reset") }
            }

            """)
        let r = try sandbox(["trace", "SceneApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for line in ["print: label: true true", "print: buttons: true 2", "print: missing: false", "print: tapped by a button",
                     "print: reset", "print: no action: true"] {
            XCTAssertTrue(r.stdout.contains(line + "\n"), "\(line): \(r.stdout)")
        }
    }

    /// A storyboard app (Info.plist's UISceneStoryboardFile): the scene's window and its navigation
    /// controller come from the storyboard before the scene delegate's call, the home controller's outlet
    /// is connected before its viewDidLoad, its button's action fires, and its manual segue pushes the
    /// detail controller after prepare(for:sender:) gave it its message: the checked-in trace, with no
    /// warning about the document.
    func testAStoryboardAppLaunchesFromItsStoryboard() async throws {
        let app = Self.repository.appendingPathComponent("Tests/Apps/StoryboardApp")
        let r = try sandbox(["trace", app.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let expected = try String(contentsOf: Self.repository.appendingPathComponent("Tests/Apps/StoryboardApp.trace"), encoding: .utf8)
        XCTAssertEqual(r.stdout, expected)
        for line in ["print: window from the storyboard: true", "print: greeting: Welcome", "print: hello from Say hello",
                     "print: detail shows: from home", "DetailViewController.didMove(toParent: UINavigationController)"] {
            XCTAssertTrue(r.stdout.contains(line + "\n"), line)
        }
        XCTAssertFalse(r.stdout.contains("warning"), r.stdout)
    }
    /// A project with two iOS apps: the command names them and asks for `--target`; with it, the chosen
    /// app builds and launches (its own file and the shared one; the other app's file is not compiled).
    func testTargetPicksTheAppOfAProjectWithSeveral() async throws {
        let project = folder.appendingPathComponent("Twins.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/AppProjectTests/Fixtures/TwoApps.pbxproj"),
                                         to: project.appendingPathComponent("project.pbxproj"))
        func file(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try file("Alpha/AlphaApp.swift", "this is not Swift, and Beta does not compile it\n")
        try file("Gamma/GammaApp.swift", "struct GammaApp {}\n")
        try file("Shared/Shared.swift", "class SharedViewController: UIViewController {}\n")
        try file("Beta/BetaApp.swift", Self.appDelegate(named: "BetaDelegate", root: "SharedViewController"))
        let refused = try sandbox(["trace", "Twins.xcodeproj"])
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("several app targets: Alpha, Beta; pick one with --target NAME"), refused.stderr)
        let beta = try sandbox(["trace", "Twins.xcodeproj", "--target", "Beta"])
        XCTAssertEqual(beta.status, 0, beta.stderr)
        XCTAssertTrue(beta.stdout.contains("SharedViewController.viewDidAppear(false)"), beta.stdout)
    }

    /// Writes an app folder under the test's folder: each file at its path relative to the app.
    private func writeApp(_ name: String, _ files: [String: String]) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(name).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// An app's other files hold global constants (a lookup table made by a closure, a key) and a model
    /// class that adopts `NSCoding` with `required init(coder:)`, as apps written before `Codable` do:
    /// they build (the globals are declarations, not statements; `required` stays on an `NSObject`
    /// subclass) and the model round-trips through `NSKeyedArchiver` and `UserDefaults`.
    func testGlobalConstantsAndAnNSCodingModelInTheAppsOtherFilesBuild() async throws {
        try writeApp("ModelApp", ["AppDelegate.swift": Self.appDelegate(root: "PeopleViewController") + """
            class PeopleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let data = try! NSKeyedArchiver.archivedData(withRootObject: [Person(name: "Ada")], requiringSecureCoding: false)
                    UserDefaults.standard.set(data, forKey: peopleKey)
                    let saved = UserDefaults.standard.object(forKey: peopleKey) as! Data
                    let people = try! NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(saved) as! [Person]
                    print("people: \\(people.map(\\.name)), ranks: \\(ranks.count)")
                }
            }

            """, "Person.swift": """
            import Foundation

            class Person: NSObject, NSCoding {
                var name: String
                init(name: String) { self.name = name }
                required init(coder aDecoder: NSCoder) {
                    name = aDecoder.decodeObject(forKey: "name") as! String
                }
                func encode(with aCoder: NSCoder) { aCoder.encode(name, forKey: "name") }
            }

            let peopleKey = "people"
            private let rankTable: [String: Int] = {
                var table = ["first": 1]
                table["second"] = 2
                return table
            }()
            let ranks = rankTable

            """])
        let r = try sandbox(["trace", "ModelApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: people: [\"Ada\"], ranks: 2"), r.stdout)
    }

    /// An app with English and German strings tables: `NSLocalizedString` (directly, through a
    /// `localized` extension, with a table name and with a default value) and `String(localized:)` with
    /// an interpolation answer in English, as a new Simulator shows the app; a key in no table is itself.
    func testLocalizedStringsComeFromTheAppsEnglishTables() async throws {
        try writeApp("WordsApp", ["AppDelegate.swift": Self.appDelegate(root: "WordsViewController") + """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }

            class WordsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let count = 3
                    print(NSLocalizedString("greeting", comment: "Shown first"), "|", "farewell".localized, "|",
                          NSLocalizedString("title", tableName: "Screens", comment: ""), "|",
                          NSLocalizedString("missing", value: "Fallback", comment: ""), "|",
                          NSLocalizedString("untranslated", comment: ""), "|",
                          String(localized: "\\(count) items left"), "|", String(localized: "greeting"))
                }
            }

            """,
            "en.lproj/Localizable.strings": """
            /* The first words */
            "greeting" = "Hello";
            "farewell" = "Goodbye";
            "%lld items left" = "%lld things to do";

            """,
            "en.lproj/Screens.strings": "\"title\" = \"Words\";\n",
            "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"farewell\" = \"Tschüss\";\n",
        ])
        let r = try sandbox(["trace", "WordsApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: Hello | Goodbye | Words | Fallback | untranslated | 3 things to do | Hello"), r.stdout)
    }

    /// What an app saves (`UserDefaults`, a file in Documents, a cache) goes into its own data folder,
    /// never the user's home, and each `trace` starts from an empty one that is gone afterwards: the
    /// second run does not see the first's launch count.
    func testAnAppsDataStaysInItsOwnFolderAndEachTraceStartsEmpty() async throws {
        try writeApp("SavingApp", ["AppDelegate.swift": Self.appDelegate(root: "SavingViewController") + """
            class SavingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let launches = UserDefaults.standard.integer(forKey: "launches") + 1
                    UserDefaults.standard.set(launches, forKey: "launches")
                    UserDefaults.standard.synchronize()
                    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                    try! Data("saved".utf8).write(to: documents.appendingPathComponent("note.txt"))
                    let home = NSHomeDirectory()
                    print("launches: \\(launches)")
                    print("home: \\(home)")
                    print("documents in home: \\(documents.path.hasPrefix(home)), caches in home: \\(caches.path.hasPrefix(home))")
                    let preferences = try! FileManager.default.contentsOfDirectory(atPath: home + "/Library/Preferences")
                    print("defaults saved in home: \\(preferences.contains { $0.hasSuffix(".plist") })")
                }
            }

            """])
        let first = try sandbox(["trace", "SavingApp"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("print: launches: 1"), first.stdout)
        XCTAssertTrue(first.stdout.contains("print: documents in home: true, caches in home: true"), first.stdout)
        XCTAssertTrue(first.stdout.contains("print: defaults saved in home: true"), first.stdout)
        let home = try XCTUnwrap(first.stdout.split(separator: "\n").first { $0.hasPrefix("print: home: ") }).dropFirst("print: home: ".count)
        XCTAssertNotEqual(String(home), FileManager.default.homeDirectoryForCurrentUser.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: String(home)), "the run's data folder is removed after it")
        let second = try sandbox(["trace", "SavingApp"])
        XCTAssertTrue(second.stdout.contains("print: launches: 1"), second.stdout)
    }

    /// An app started from `main.swift` (as apps were before `@main`, or to name a `UIApplication`
    /// subclass): its top-level `UIApplicationMain` call launches the delegate it names by class name.
    /// Two `main.swift` files are refused, naming both.
    func testAnAppStartedFromMainSwiftLaunchesItsNamedDelegate() async throws {
        let delegate = Self.appDelegate(root: "HomeViewController").replacingOccurrences(of: "@main\n", with: "") + """
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("started from main.swift")
                }
            }

            """
        let main = """
            import UIKit

            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))

            """
        try writeApp("MainApp", ["AppDelegate.swift": delegate, "main.swift": main])
        let r = try sandbox(["trace", "MainApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertEqual(lines.first, "app.delegate.application(app, willFinishLaunchingWithOptions: nil)", r.stdout)
        XCTAssertTrue(lines.contains("print: started from main.swift"), r.stdout)
        XCTAssertTrue(lines.contains("HomeViewController.viewDidAppear(false)"), r.stdout)

        try writeApp("MainApp", ["Other/main.swift": main])
        let twice = try sandbox(["trace", "MainApp"])
        XCTAssertEqual(twice.status, 2, twice.stderr)
        XCTAssertTrue(twice.stderr.contains("a second main.swift"), twice.stderr)
    }

    /// A storyboard's user-defined runtime attributes set the app's `@IBInspectable` properties (a colour,
    /// a number into a `CGFloat`, an integer into an `Int` declared by its initial value, a string), before
    /// `awakeFromNib`, as UIKit's `setValue(_:forKeyPath:)` does.
    func testRuntimeAttributesSetTheAppsInspectableProperties() async throws {
        let copy = folder.appendingPathComponent("StoryboardApp")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/StoryboardApp"), to: copy)
        _ = try write("StoryboardApp/StoryboardApp/BadgeView.swift", """
            import UIKit

            @IBDesignable class BadgeView: UIView {
                @IBInspectable var fillColor: UIColor = .white
                @IBInspectable var radius: CGFloat = 0
                @IBInspectable var count = 0
                @IBInspectable var caption: String?

                override func awakeFromNib() {
                    super.awakeFromNib()
                    print("badge:", fillColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1), radius, count, caption ?? "nil")
                }
            }

            """)
        let storyboard = copy.appendingPathComponent("StoryboardApp/Base.lproj/Main.storyboard")
        var text = try String(contentsOf: storyboard, encoding: .utf8)
        let badge = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hom-Bdg-001" customClass="BadgeView" customModule="StoryboardApp" customModuleProvider="target">
                                        <rect key="frame" x="10" y="100" width="40" height="40"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="color" keyPath="fillColor">
                                                <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="number" keyPath="radius">
                                                <real key="value" value="12.5"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="number" keyPath="count">
                                                <integer key="value" value="3"/>
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="string" keyPath="caption" value="New"/>
                                        </userDefinedRuntimeAttributes>
                                    </view>

                """
        let anchor = "                            <label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Welcome\""
        XCTAssertTrue(text.contains(anchor))
        text = text.replacingOccurrences(of: anchor, with: badge + anchor)
        try Data(text.utf8).write(to: storyboard)
        let r = try sandbox(["trace", "StoryboardApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: badge: true 12.5 3 New\n"), r.stdout)
        XCTAssertFalse(r.stdout.contains("userDefinedRuntimeAttribute"), r.stdout)
    }

    /// `--drive FILE`: a script run once the app has launched, finding what to tap as a UI test does
    /// (the back button by its title, a button by its title). `check` runs `App.drive.swift` beside the
    /// app on its own and compares the whole trace; a name nothing on screen has stops the script at its
    /// line, listing what is there.
    func testADriveScriptWalksTheAppAfterItsLaunch() async throws {
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/StoryboardApp"),
                                         to: folder.appendingPathComponent("StoryboardApp"))
        _ = try write("StoryboardApp.drive.swift", """
            wait(1)
            tap("Home")
            wait(1)
            tap("Say hello")

            """)
        let r = try sandbox(["trace", "StoryboardApp", "--drive", "StoryboardApp.drive.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let popped = try XCTUnwrap(lines.firstIndex(of: "DetailViewController.didMove(toParent: nil)"), r.stdout)
        let hello = try XCTUnwrap(lines.lastIndex(of: "print: hello from Say hello"), r.stdout)
        XCTAssertLessThan(popped, hello, "the back button pops first, then the button is tapped")

        // check: the drive beside the app, the trace recorded then compared.
        let update = try sandbox(["check", "StoryboardApp", "--update"])
        XCTAssertEqual(update.status, 0, update.stderr)
        let recorded = try String(contentsOf: folder.appendingPathComponent("StoryboardApp.trace"), encoding: .utf8)
        XCTAssertTrue(recorded.contains("DetailViewController.didMove(toParent: nil)"), recorded)
        XCTAssertEqual(try sandbox(["check", "StoryboardApp"]).status, 0)

        _ = try write("lost.swift", "wait(1)\ntap(\"Settings\")\n")
        let lost = try sandbox(["trace", "StoryboardApp", "--drive", "lost.swift"])
        XCTAssertEqual(lost.status, 3, lost.stderr)
        XCTAssertTrue(lost.stderr.contains("tap(\"Settings\"): nothing on screen has that accessibility identifier, label or title (on screen: "), lost.stderr)
        XCTAssertTrue(lost.stderr.contains("\"Home\""), lost.stderr)
    }

    /// An app file that imports a framework the device provides (MapKit) and has an outlet of one of its
    /// types: the generated connections see the framework too, so the app builds and launches.
    func testAnOutletOfAFrameworksTypeBuilds() async throws {
        try writeApp("MapApp", ["AppDelegate.swift": Self.appDelegate(root: "MapViewController") + """
            import MapKit

            class MapViewController: UIViewController {
                @IBOutlet var mapView: MKMapView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("outlet set: \\(mapView != nil)")
                }
            }

            """])
        let r = try sandbox(["trace", "MapApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: outlet set: false"), r.stdout)
    }

    /// A storyboard app without scenes whose screen holds a map (`<mapView>`): the map view is made as
    /// MapKit's class (the app imports MapKit), its outlet connected before viewDidLoad.
    func testAStoryboardsMapViewIsMapKitsView() async throws {
        try writeApp("PinsApp", ["Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.Pins</string>
            <key>UIMainStoryboardFile</key><string>Main</string>
            </dict></plist>
            """, "Base.lproj/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pin-Vc-001">
                <scenes>
                    <scene sceneID="pin-Sc-001">
                        <objects>
                            <viewController id="pin-Vc-001" customClass="PinsViewController" customModule="PinsApp" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="pin-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="pin-Mv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        </mapView>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="mapView" destination="pin-Mv-001" id="pin-Ou-001"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="pin-Fr-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, "AppDelegate.swift": """
            import UIKit
            import MapKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            class PinsViewController: UIViewController {
                @IBOutlet var mapView: MKMapView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("map: \\(type(of: mapView!))")
                }
            }

            """])
        let r = try sandbox(["trace", "PinsApp"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("print: map: MKMapView"), r.stdout)
    }
}
