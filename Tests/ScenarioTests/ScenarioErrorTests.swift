import XCTest
@testable import Scenario

/// Each kind of mistake is reported at the right line and column, with the nearest valid spelling.
final class ScenarioErrorTests: XCTestCase {
    private func error(_ text: String) -> ScenarioError? { runScenario(text, file: "s.swift").error }

    func testUnsupportedConstructNamesIt() {
        let e = error("""
        let a = UIViewController()
        func f() {
            guard true else { return }
        }
        """)
        XCTAssertEqual(e?.description, "s.swift:3:5: error: 'guard' is not supported in scenarios")
        XCTAssertEqual(error("let x = 1\nfor i in [1, 2] { print(i) }")?.description,
                       "s.swift:2:1: error: 'for' loops are not supported in scenarios")
        XCTAssertEqual(error("struct S {}")?.description, "s.swift:1:1: error: 'struct' is not supported in scenarios")
        XCTAssertEqual(error("let d = [1: 2]")?.description, "s.swift:1:9: error: dictionary literals are not supported in scenarios")
    }

    func testUnknownMethodSuggestsTheNearestName() {
        let e = error("""
        let a = UIViewController()
        let b = UIViewController()
        a.addChlid(b)
        """)
        XCTAssertEqual(e?.description, "s.swift:3:3: error: value of type 'UIViewController' has no member 'addChlid'; did you mean 'addChild'?")
    }

    func testWrongLabel() {
        let e = error("""
        let a = UIViewController()
        let b = UIViewController()
        a.addChild(b)
        b.didMove(toParnt: a)
        """)
        XCTAssertEqual(e?.description, "s.swift:4:11: error: incorrect argument label in call (have 'toParnt:', expected 'toParent:')")
    }

    func testWrongArgumentType() {
        let e = error("""
        let b = UIViewController()
        b.beginAppearanceTransition("yes", animated: false)
        """)
        XCTAssertEqual(e?.description, "s.swift:2:29: error: cannot convert value of type 'String' to expected argument type 'Bool'")
    }

    func testUndefinedNameSuggestsTheNearestName() {
        let e = error("""
        let child = UIViewController()
        window.rootViewController = chlid
        """)
        XCTAssertEqual(e?.description, "s.swift:2:29: error: cannot find 'chlid' in scope; did you mean 'child'?")
        XCTAssertEqual(error("let x = UIViewControler()")?.description,
                       "s.swift:1:9: error: cannot find 'UIViewControler' in scope; did you mean 'UIViewController'?")
    }

    func testMistakesInsideMethodsPointIntoTheMethod() {
        let e = error("""
        class Parent: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .redd
            }
        }
        window.rootViewController = Parent()
        """)
        XCTAssertEqual(e?.description, "s.swift:4:32: error: type 'UIColor' has no member 'redd'; did you mean 'red'?")
    }

    func testOverrideOfANonLifecycleMethodAndMisspeltOverride() {
        XCTAssertEqual(error("""
        class P: UIViewController {
            override func viewDidAppeer(_ animated: Bool) {}
        }
        """)?.description, "s.swift:2:19: error: method does not override any method from its superclass; did you mean 'viewDidAppear(_:)'?")
        XCTAssertEqual(error("""
        class P: UIView {}
        """)?.description, "s.swift:1:10: error: cannot subclass 'UIView' in a scenario; scenario classes subclass UIViewController, UINavigationController or UITabBarController")
    }

    func testSyntaxErrorsComeFromTheParser() {
        let e = error("let a = UIViewController(\nprint(a)")
        XCTAssertEqual(e?.line, 2)
        XCTAssertNotNil(e?.message)
    }

    func testBuiltinsThatTurnTheRunLoopOnlyAtTopLevel() {
        let e = error("""
        class P: UIViewController {
            override func viewDidLoad() {
                wait(1)
            }
        }
        window.rootViewController = P()
        """)
        XCTAssertEqual(e?.description, "s.swift:3:9: error: 'wait' can only be used as a statement at the top level of a scenario")
    }

    func testLetConstantsCannotBeAssigned() {
        XCTAssertEqual(error("let a = 1\na = 2")?.description, "s.swift:2:1: error: cannot assign to value: 'a' is a 'let' constant")
    }

    func testNilUnwrap() {
        XCTAssertEqual(error("let a = UIViewController()\nprint(a.parent!.title)")?.description,
                       "s.swift:2:7: error: unexpectedly found nil while unwrapping an Optional value")
    }

    func testRunawayRecursionIsAnError() {
        let e = error("""
        func f() { f() }
        f()
        """)
        XCTAssertNotNil(e)
        XCTAssertTrue(e?.message.contains("too many nested calls") ?? false, e?.description ?? "")
    }

    func testNeverSettlingScenarioStopsAfterSixtySeconds() {
        let r = runScenario("""
        func again() { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { again() } }
        again()
        """)
        XCTAssertEqual(r.error?.description, "test.swift: error: the scenario did not settle within 60 virtual seconds (work is still queued on the main queue)")
        XCTAssertEqual(r.run?.application.clock.now ?? 0, 60, accuracy: 0.1)
    }

    func testNoInputCrashes() {
        XCTAssertEqual(error(String(repeating: "(", count: 5000))?.line, 1)
        XCTAssertNotNil(error(String(repeating: "{", count: 3000)))
        XCTAssertNotNil(error("let x = " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)))
        let binary = try? ScenarioSource(data: Data([0x63, 0x6c, 0x00, 0xff, 0xfe]), fileName: "b.swift")
        XCTAssertNil(binary)
        do { _ = try ScenarioSource(data: Data([0x63, 0x6c, 0x00, 0xff]), fileName: "b.swift") } catch let e as ScenarioError {
            XCTAssertEqual(e.description, "b.swift: error: this is not a Swift source file (a zero byte at offset 2)")
        } catch { XCTFail("\(error)") }
        do { _ = try ScenarioSource(data: Data([0xc3, 0x28]), fileName: "b.swift") } catch let e as ScenarioError {
            XCTAssertEqual(e.description, "b.swift: error: this is not a Swift source file (it is not valid UTF-8)")
        } catch { XCTFail("\(error)") }
        let huge = Data(repeating: 0x20, count: ScenarioSource.maximumSize + 1)
        XCTAssertThrowsError(try ScenarioSource(data: huge, fileName: "h.swift"))
        // Every prefix of a real scenario either runs or fails with an error.
        let text = (try? String(contentsOf: SandboxAssetsPath.scenario("double-viewdidappear.swift"), encoding: .utf8)) ?? ""
        XCTAssertFalse(text.isEmpty)
        var i = text.startIndex
        while i < text.endIndex {
            _ = runScenario(String(text[..<i]))
            i = text.index(i, offsetBy: 7, limitedBy: text.endIndex) ?? text.endIndex
        }
    }
}
