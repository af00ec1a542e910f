import XCTest
import SandboxKit
@testable import Scenario

final class ScenarioRunTests: XCTestCase {
    func testSpecExampleRuns() {
        let r = runScenario("""
        class Parent: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = Child()
                addChild(child)
                child.view.frame = view.bounds
                view.addSubview(child.view)
                child.didMove(toParent: self)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.26) { print("later") }
            }
        }
        class Child: UIViewController {}

        let a = Parent()
        window.rootViewController = a
        wait(0.5)
        """)
        XCTAssertNil(r.error)
        XCTAssertEqual(r.trace, [
            "a.viewDidLoad()", "child.willMove(toParent: a)", "child.viewDidLoad()", "child.didMove(toParent: a)",
            "a.viewWillAppear(false)", "child.viewWillAppear(false)",
            "a.viewIsAppearing(false)", "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
            "child.viewIsAppearing(false)", "child.viewWillLayoutSubviews()", "child.viewDidLayoutSubviews()",
            "a.viewDidAppear(false)", "child.viewDidAppear(false)", "print: later",
        ])
    }

    func testControllerNaming() {
        let r = runScenario("""
        class Child: UIViewController {}
        let b = Child()
        let p = UIViewController()
        p.addChild(Child())
        p.addChild(Child())
        var c = UIViewController()
        c = Child()
        print(b, p.children, c)
        """)
        XCTAssertNil(r.error)
        XCTAssertEqual(r.trace, ["Child.willMove(toParent: p)", "Child#2.willMove(toParent: p)", "print: <b> [<Child>, <Child#2>] <c#2>"])
    }

    func testPrintFormatting() {
        let r = runScenario("""
        let a = UIViewController()
        let none: UIViewController? = nil
        print(a, none, a.parent, true, 1, 0.5, 2.0, "text", "x: \\(a) \\(1 + 2)")
        print(CGRect(x: 0, y: 0, width: 390, height: 844), [1, 2], ["s"])
        print(a.isViewLoaded, separator: "-")
        print("a", "b", separator: "-")
        """)
        XCTAssertNil(r.error)
        XCTAssertEqual(r.trace, [
            "print: <a> nil nil true 1 0.5 2.0 text x: <a> 3",
            "print: (0.0, 0.0, 390.0, 844.0) [1, 2] [\"s\"]",
            "print: false",
            "print: a-b",
        ])
    }

    func testTimingOfWaitRunLoopAndAsyncAfter() throws {
        let r = runScenario("""
        print("start")
        DispatchQueue.main.async { print("async") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.26) { print("after") }
        runLoop()
        print("turn")
        wait(0.5)
        print("waited")
        """)
        XCTAssertNil(r.error)
        let events = try XCTUnwrap(r.run).recorder.events.filter { $0.method == .print }
        XCTAssertEqual(events.map { $0.message ?? "" }, ["start", "async", "turn", "after", "waited"])
        // Turn 0 runs the top level; async runs in the next turn, before the resumed top level (queued
        // first); 0.26 s is due in turn 16 (16/60 ≥ 0.26); wait(0.5) from turn 1 resumes at turn 31.
        XCTAssertEqual(events.map(\.frame), [0, 1, 1, 16, 31])
        XCTAssertEqual(events.map(\.line), [1, 2, 5, 3, 7])
    }

    func testClassesPropertiesMethodsAndSuperChain() {
        let r = runScenario("""
        class Base: UIViewController {
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                count += 1
                print("base", count)
            }
            func describe(_ prefix: String, suffix: String = "!") -> String { return prefix + title! + suffix }
        }
        class Derived: Base {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("derived", count, isViewLoaded)
            }
        }
        let d = Derived()
        d.title = "T"
        d.loadViewIfNeeded()
        print(d.describe("<"), d.describe(">", suffix: "?"))
        if d.count > 0 && !d.isMovingToParent {
            print("if")
        } else if d.count == 0 {
            print("else if")
        } else {
            print("else")
        }
        if let p = d.parent { print(p) } else { print("no parent") }
        let f = { (x: Int) in print(x * 2) }
        f(21)
        """)
        XCTAssertNil(r.error)
        XCTAssertEqual(r.trace, ["d.viewDidLoad()", "print: base 1", "print: derived 1 true", "print: <T! >T?", "print: if",
                                 "print: no parent", "print: 42"])
    }

    func testErrorInsideACallbackStopsTheRun() {
        let r = runScenario("""
        class P: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                print(undefinedThing)
            }
        }
        window.rootViewController = P()
        wait(1)
        print("never")
        """)
        XCTAssertEqual(r.error?.description, "test.swift:4:15: error: cannot find 'undefinedThing' in scope")
        XCTAssertFalse(r.trace.contains("print: never"))
    }

    func testProfileIOS5UnloadsViewsOnMemoryWarning() {
        let text = """
        let a = UIViewController()
        a.loadViewIfNeeded()
        memoryWarning()
        print(a.isViewLoaded)
        """
        XCTAssertEqual(runScenario(text).trace, ["a.viewDidLoad()", "a.didReceiveMemoryWarning()", "print: true"])
        XCTAssertEqual(runScenario(text, profile: .iOS5).trace,
                       ["a.viewDidLoad()", "a.didReceiveMemoryWarning()", "a.viewWillUnload()", "a.viewDidUnload()", "print: false"])
    }

    func testRunsInAnApplicationDrivenFromOutside() throws {
        let app = UIApplication(clock: VirtualClock())
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let run = try ScenarioRun(source: ScenarioSource(text: "let a = UIViewController()\nwindow.rootViewController = a\nwait(0.1)\nprint(\"x\")", fileName: "o.swift"),
                                  application: app, window: window)
        for _ in 0..<10 { app.runTurn(); run.poll() }
        XCTAssertNil(run.error)
        XCTAssertEqual(run.recorder.traceLines.last, "print: x")
        XCTAssertTrue(run.isFinished)
    }
}
