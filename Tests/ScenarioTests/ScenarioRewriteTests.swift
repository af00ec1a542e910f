import XCTest
@testable import Scenario

/// The rewrite before compiling: every line keeps its number, the Objective-C spellings become Swift that
/// Linux compiles, and a column moved by an insertion maps back to the user's.
@MainActor
final class ScenarioRewriteTests: XCTestCase {
    func testLinesAreKeptAndObjectiveCSpellingsRewritten() async {
        let text = """
            import UIKit
            class Parent: UIViewController {
                @IBOutlet weak var label: UILabel!
                @objc dynamic func tapped(_ sender: UIButton) {}
                required init?(coder: NSCoder) { fatalError() }
                func wire(_ b: UIButton) { b.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
            }
            let a = Parent()

            """
        let r = ScenarioRewrite(text: text, fileName: "p.swift")
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(lines[0].trimmingCharacters(in: .whitespaces), "", "import UIKit is blanked")
        XCTAssertEqual(lines[0].count, "import UIKit".count)
        XCTAssertTrue(lines[2].hasPrefix("              weak var label"), String(lines[2]))
        XCTAssertTrue(lines[3].contains("func tapped") && !lines[3].contains("objc") && !lines[3].contains("dynamic"), String(lines[3]))
        XCTAssertTrue(lines[4].contains("override init?(coder: NSCoder)"), String(lines[4]))
        XCTAssertTrue(lines[5].contains("Selector(\"tapped:\", Parent.tapped(_:))"), String(lines[5]))
        XCTAssertTrue(lines[7].contains("__sandboxLine(8); let a = __sandboxBind(\"a\", \"Parent\", Parent())"), String(lines[7]))
    }

    /// Xcode's generated Core Data properties file: `@NSManaged` properties get accessors over the object's
    /// values and `@NSManaged` accessor functions a body, on their own lines; the class is nonisolated.
    func testNSManagedDeclarationsGetAccessorsOnTheirLines() async {
        let text = """
            import CoreData
            public class Author: NSManagedObject {}
            extension Author {
                @NSManaged public var name: String
                @NSManaged public var commits: NSSet? // the commits
                @objc(addCommitsObject:)
                @NSManaged public func addToCommits(_ value: Commit)
                @NSManaged public func insertIntoCommits(_ value: Commit, at idx: Int)
            }

            """
        let r = ScenarioRewrite(text: text, fileName: "Author+CoreDataProperties.swift", isLibraryFile: true)
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(lines[0].contains("import SandboxCoreData"), lines[0])
        XCTAssertTrue(r.deviceModules.contains("SandboxCoreData"))
        XCTAssertTrue(lines[1].contains("public nonisolated class Author: NSManagedObject"), lines[1])
        XCTAssertTrue(lines[3].hasSuffix("public var name: String { get { __sandboxManagedGet(\"name\") } set { __sandboxManagedSet(\"name\", newValue) } }"), lines[3])
        XCTAssertFalse(lines[3].contains("@NSManaged"), lines[3])
        XCTAssertTrue(lines[4].contains("NSSet? { get { __sandboxManagedGet(\"commits\") }") && lines[4].hasSuffix("// the commits"), lines[4])
        XCTAssertEqual(lines[5].trimmingCharacters(in: .whitespaces), "", "@objc(…) is blanked")
        XCTAssertTrue(lines[6].hasSuffix("public func addToCommits(_ value: Commit) { __sandboxManagedCall(\"addToCommits\", [value]) }"), lines[6])
        XCTAssertTrue(lines[7].hasSuffix("{ __sandboxManagedCall(\"insertIntoCommits\", [value, idx]) }"), lines[7])
    }

    /// A generic type's arguments on the line after its name stay generic arguments: the binding that would
    /// name the value is left out (inside its parentheses `<` would read as the operator).
    func testGenericArgumentsOnTheirOwnLineAreLeftAsTheyAre() async {
        let text = "struct D<A, B> { let x: A; let f: (A) -> B }\nvar d = D\n    <Int, Int>(x: 1) { a in a }\n"
        let r = ScenarioRewrite(text: text, fileName: "g.swift")
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 4)
        XCTAssertFalse(r.text.contains("__sandboxBind"), r.text)
        XCTAssertTrue(lines[2].hasPrefix("    <Int, Int>(x: 1)"), String(lines[2]))
    }

    /// `@UIApplicationMain` (Xcode's app template before Xcode 14) is `@main`, which the runtime's
    /// `UIApplicationDelegate.main()` serves; a scenario refuses either.
    func testUIApplicationMainIsMain() async {
        let text = "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let r = ScenarioRewrite(text: text, fileName: "a.swift")
        XCTAssertTrue(r.text.hasPrefix("@main\n"), r.text)
        XCTAssertEqual(r.mainAttribute?.line, 1)
    }

    /// A view subclass's `required init?(coder:)` is its own initializer (SandboxKit's views have none to
    /// override), so `required` goes; a controller's overrides SandboxKit's.
    func testCoderInitOfAViewSubclassIsItsOwn() async {
        let text = """
            class Card: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Page: UIViewController {
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let lines = ScenarioRewrite(text: text, fileName: "v.swift").text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[2].hasPrefix("             init?(coder: NSCoder)"), String(lines[2]))
        XCTAssertTrue(lines[5].contains("override init?(coder: NSCoder)"), String(lines[5]))
    }

    /// A view's `init?(coder:)` is a convenience initializer, so a subclass's `super.init(coder:)` becomes
    /// the view it makes (`super.init(frame: .zero)`); `override init()` in a view or controller overrides
    /// nothing (their `init()` is a convenience initializer, as NSObject's `init` is on iOS).
    func testInitAndCoderInitOfViewsAndControllers() async {
        let text = """
            class Card: UIView {
                override init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Page: UIViewController {
                override init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Source: NSObject {
                override init() { super.init() }
            }

            """
        let lines = ScenarioRewrite(text: text, fileName: "i.swift").text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[1].hasPrefix("             init() {"), String(lines[1]))
        XCTAssertTrue(lines[2].contains("super.init(frame: .zero)") && !lines[2].contains("coder: coder)"), String(lines[2]))
        XCTAssertTrue(lines[5].hasPrefix("             init() {"), String(lines[5]))
        XCTAssertTrue(lines[6].contains("override init?(coder: NSCoder)") && lines[6].contains("super.init(coder: coder)"), String(lines[6]))
        XCTAssertTrue(lines[9].contains("override init() {"), String(lines[9]))
    }

    /// The same for the controls a settings screen subclasses.
    func testCoderInitOfAControlSubclassIsItsOwn() async {
        for control in ["UISlider", "UIStepper", "UIProgressView", "UIPageControl", "UIRefreshControl", "UISwitch"] {
            let text = "class Mine: \(control) {\n    required init?(coder: NSCoder) { fatalError() }\n}\n"
            let lines = ScenarioRewrite(text: text, fileName: "c.swift").text.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines[1].hasPrefix("             init?(coder: NSCoder)"), "\(control): \(lines[1])")
        }
    }

    func testSelectorNames() async {
        let text = "extension UIViewController { func w() { _ = [#selector(a), #selector(b(sender:)), #selector(c(_:for:)), #selector(Other.d)] } }\n"
        let r = ScenarioRewrite(text: text, fileName: "s.swift")
        XCTAssertTrue(r.text.contains("Selector(\"a\", UIViewController.a)"), r.text)
        XCTAssertTrue(r.text.contains("Selector(\"bWithSender:\", UIViewController.b(sender:))"), r.text)
        XCTAssertTrue(r.text.contains("Selector(\"c:for:\", UIViewController.c(_:for:))"), r.text)
        XCTAssertTrue(r.text.contains("Selector(\"d\", Other.d)"), r.text)
        let variable = ScenarioRewrite(text: "let s = #selector(webView.reload), t = #selector(self.player.seek(to:))\n", fileName: "v.swift")
        XCTAssertTrue(variable.text.contains("Selector(\"reload\", of: webView, { $0.reload })"), variable.text)
        XCTAssertTrue(variable.text.contains("Selector(\"seekTo:\", of: self.player, { $0.seek(to:) })"), variable.text)
    }

    /// `#keyPath` needs the Objective-C runtime: it becomes the string the compiler would make.
    func testKeyPathsBecomeTheirStrings() async {
        let text = "let a = #keyPath(WKWebView.estimatedProgress); let b = #keyPath(self.view.frame); let c = #keyPath(title)\n"
        let r = ScenarioRewrite(text: text, fileName: "k.swift")
        XCTAssertTrue(r.text.contains("let a = \"estimatedProgress\""), r.text)
        XCTAssertTrue(r.text.contains("let b = \"view.frame\""), r.text)
        XCTAssertTrue(r.text.contains("let c = \"title\""), r.text)
    }

    /// An app file's global variables get no line marks (a statement at a library file's top level does
    /// not compile); a scenario's do.
    func testALibraryFilesGlobalsAreLeftAsDeclarations() async {
        let text = "let table = [1: 2]\nfunc f() { let x = 1; print(x) }\n"
        let library = ScenarioRewrite(text: text, fileName: "g.swift", isLibraryFile: true)
        XCTAssertTrue(library.text.hasPrefix("let table = [1: 2]\n"), library.text)
        XCTAssertTrue(library.text.contains("__sandboxLine(2); let x = 1"), library.text)
        XCTAssertTrue(ScenarioRewrite(text: text, fileName: "g.swift").text.hasPrefix("__sandboxLine(1); let table"))
    }

    func testBodiesKeepTheirValue() async {
        let text = "let doubled = [1, 2].map { $0 * 2 }\nvar x: Int { 5 }\nfunc f() throws -> Int { try g() }\n"
        let r = ScenarioRewrite(text: text, fileName: "b.swift")
        XCTAssertTrue(r.text.contains("{ __sandboxAt(1, $0 * 2) }"), r.text)
        XCTAssertTrue(r.text.contains("{ __sandboxAt(2, 5) }"), r.text)
        XCTAssertTrue(r.text.contains("{ try __sandboxAt(3, g()) }"), r.text)
    }

    func testColumnsMapBack() async {
        let text = "let b = Child(); b.nope()\n"
        let r = ScenarioRewrite(text: text, fileName: "c.swift")
        let rewritten = String(r.text.split(separator: "\n")[0])
        let nope = rewritten.range(of: "nope")!
        let column = rewritten.utf8.distance(from: rewritten.startIndex, to: nope.lowerBound) + 1
        XCTAssertEqual(r.originalColumn(line: 1, column: column), 20)
    }

    func testDiagnosticsNameTheUsersLineAndColumn() async {
        let text = "let b = Child(); b.nope()\n"
        let r = ScenarioRewrite(text: text, fileName: "c.swift")
        let rewritten = String(r.text.split(separator: "\n")[0])
        let column = rewritten.utf8.distance(from: rewritten.startIndex, to: rewritten.range(of: "nope")!.lowerBound) + 1
        let output = "c.swift:1:\(column): error: value of type 'Child' has no member 'nope'\n\(rewritten)\n\(String(repeating: " ", count: column - 1))^~~~\n"
        let text2 = DiagnosticRewriter(rewrite: r).rewrite(output)
        XCTAssertEqual(text2, "c.swift:1:20: error: value of type 'Child' has no member 'nope'\nlet b = Child(); b.nope()\n" + String(repeating: " ", count: 19) + "^\n")
    }
}
