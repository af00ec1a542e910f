import XCTest
@testable import SandboxKit

/// Misuse UIKit refuses, refused the same way here: UIKit's message recorded as a violation and nothing
/// changed, so nothing loops, nothing appears twice, and no container lists a controller it lost.
final class MisuseRefusalTests: LifecycleTestCase {
    var a: TestController!, b: TestController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a")
        b = TestController("b")
    }

    private var violations: [String] { recorder.events.filter { $0.method == .violation }.compactMap(\.message) }

    // MARK: Presentation cycles

    /// `a` presents `b`, then `b` presents `a`: UIKit raises "Application tried to present modally an
    /// active controller"; before, the chain became a cycle and the next present or dismiss never ended.
    func testPresentingAControllerUpTheChainIsRefused() async {
        showRoot(a)
        a.present(b, animated: false)
        turns(2)
        let lines = traceOf { b.present(a, animated: false) }
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.hasPrefix("violation: Application tried to present modally an active controller") == true, "\(lines)")
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(a.presentingViewController)
        // The chain still ends: another present and a dismissal work.
        let c = TestController("c")
        b.present(c, animated: false)
        turns(2)
        XCTAssertTrue(b.presentedViewController === c)
        a.dismiss(animated: false)
        turns(2)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.window === window)
    }

    func testPresentingTheWindowsRootIsRefused() async {
        showRoot(a)
        let lines = traceOf { b.present(a, animated: false) }
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.contains("active controller") == true, "\(lines)")
    }

    // MARK: addSubview of itself or an ancestor

    func testAddingAViewToItselfOrToItsDescendantIsAViolation() async {
        let v = UIView(), child = UIView(), grandchild = UIView()
        window.addSubview(v)
        v.addSubview(child)
        child.addSubview(grandchild)
        let own = traceOf { v.addSubview(v) }
        XCTAssertEqual(own, ["violation: Can't add self as subview"])
        let ancestor = traceOf { grandchild.addSubview(v) }
        XCTAssertEqual(ancestor.count, 1)
        XCTAssertTrue(ancestor.first?.hasPrefix("violation: Can't add self as subview") == true, "\(ancestor)")
        XCTAssertTrue(v.superview === window, "nothing moved")
        XCTAssertTrue(grandchild.subviews.isEmpty)
        XCTAssertEqual(recorder.events.last?.cause?.description, "refused")
    }

    // MARK: Tab bar listing itself

    func testATabBarListingItselfChangesNothing() async {
        let tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = [a, b]
        showRoot(tabs)
        let lines = traceOf {
            tabs.viewControllers = [tabs]
            turns(2)
        }
        XCTAssertEqual(lines, ["violation: Cannot add \(tabs) as a child of itself."])
        XCTAssertEqual(tabs.viewControllers?.map(\.debugName), ["a", "b"])
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertNil(tabs.parent)
        XCTAssertEqual(events("tabs", .viewDidAppear).count, 1, "no second viewDidAppear")
    }

    // MARK: Taking a child from a container

    func testAddChildOnAnotherParentTakesItOffTheNavigationStack() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        nav.pushViewController(b, animated: false)
        showRoot(nav)
        let other = TestController("other")
        other.addChild(b)
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["a"], "UIKit drops it from the stack")
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertTrue(b.parent === other)
        XCTAssertEqual(nav.children.map(\.debugName), ["a"])
        turns(2)
        XCTAssertTrue(a.view.window === window, "the page below is shown")
    }

    func testAddChildOnAnotherParentTakesItOutOfTheTabs() async {
        let c = TestController("c")
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.selectedIndex = 2
        let other = TestController("other")
        other.addChild(a)
        XCTAssertEqual(tabs.viewControllers?.map(\.debugName), ["b", "c"])
        XCTAssertTrue(tabs.selectedViewController === c, "the selection stays on the same controller")
        XCTAssertEqual(tabs.tabBar.items.count, 2)
    }
}
