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

    /// `a` presents `b`, then `b` presents `a`: UIKit raises NSInvalidArgumentException "Application tried
    /// to present modally an active controller <UINavigationController: 0x7fb687043600>." (the text as
    /// published logs show it: github.com/awslabs/aws-sdk-ios-samples/issues/203,
    /// github.com/OpenTreeMap/otm-ios/issues/362); before, the chain became a cycle and the next present
    /// or dismiss never ended.
    func testPresentingAControllerUpTheChainIsRefused() async {
        showRoot(a)
        a.present(b, animated: false)
        turns(2)
        let lines = traceOf { b.present(a, animated: false) }
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertEqual(lines, ["violation: Application tried to present modally an active controller <a>."])
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

    /// The other way round: `a` (the root) presents `b`, then `b.addChild(a)`. Accepted, `a` would be in
    /// the tree of the controller it presents, and every walk of that tree would go round forever.
    func testAddingTheControllerThatPresentsAsAChildIsRefused() async {
        showRoot(a)
        a.present(b, animated: false)
        turns(2)
        let lines = traceOf { b.addChild(a) }
        XCTAssertEqual(lines, ["violation: Cannot add <a> as a child of <b>: <b> is presented from <a>'s tree."])
        XCTAssertNil(a.parent)
        XCTAssertTrue(b.children.isEmpty)
        let c = TestController("c")
        b.present(c, animated: false)
        turns(2)
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

    /// `v.addSubview(v)`: UIKit raises NSInvalidArgumentException "Can't add self as subview" (published
    /// crash logs, e.g. wisonlin.github.io/2014/06/01/2014-06-01-cant-add-self-as-subview).
    func testAddingAViewToItselfOrToItsDescendantIsAViolation() async {
        let v = UIView(), child = UIView(), grandchild = UIView()
        window.addSubview(v)
        v.addSubview(child)
        child.addSubview(grandchild)
        let own = traceOf { v.addSubview(v) }
        XCTAssertEqual(own, ["violation: Can't add self as subview"])
        // An ancestor: UIKit's view does not check, Core Animation raises CALayerInvalid when the layer
        // tree would become a cycle ("layer <CALayer: 0x6000004384a0> is a part of cycle in its layer
        // tree", thrown at insertSubview in github.com/Yalantis/Koloda/issues/341, and at a view added
        // under a view it contains in github.com/pujiaxin33/JXCategoryView/issues/108).
        let ancestor = traceOf { grandchild.addSubview(v) }
        XCTAssertEqual(ancestor, ["violation: layer <CALayer: UIView> is a part of cycle in its layer tree"])
        let inserted = traceOf { child.insertSubview(window, at: 0) }
        XCTAssertEqual(inserted, ["violation: layer <CALayer: UIWindow> is a part of cycle in its layer tree"])
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

    /// Selecting a controller that is not among the tabs: UIKit raises NSInvalidArgumentException
    /// "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar
    /// controller's list of view controllers can be selected." (the text in UIKit's binary and in
    /// published crash logs). It was ignored without a word; now it is that violation, the tab unchanged.
    func testSelectingAControllerThatIsNotATabIsRefused() async {
        let tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = [a, b]
        showRoot(tabs)
        let c = TestController("c")
        let lines = traceOf {
            tabs.selectedViewController = c
            turns(2)
        }
        XCTAssertEqual(lines, ["violation: -[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."])
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertFalse(c.isViewLoaded)
    }

    /// A child of another controller made the window's root: UIKit raises
    /// UIViewControllerHierarchyInconsistency, "child view controller:<…> should have parent view
    /// controller:(null) but actual parent is:<…>" (as published crash logs quote it). Accepted, the
    /// child's view left its parent's for the window while `a.children` still listed it.
    func testAnotherControllersChildCannotBeTheWindowsRoot() async {
        showRoot(a)
        a.addChild(b)
        a.view.addSubview(b.view)
        b.didMove(toParent: a)
        turns(2)
        let lines = traceOf {
            window.rootViewController = b
            turns(2)
        }
        XCTAssertEqual(lines, ["violation: child view controller:<b> should have parent view controller:(null) but actual parent is:<a>"])
        XCTAssertTrue(window.rootViewController === a)
        XCTAssertTrue(b.view.superview === a.view)
        XCTAssertTrue(b.parent === a)
    }

    /// A constraint constant that is not a number: UIKit raises "NSLayoutConstraint constant is not
    /// finite!  That's illegal.  constant:nan firstAnchor:… secondAnchor:…" (published crash logs, e.g.
    /// github.com/huri000/SwiftEntryKit/issues/228); the sandbox laid out NaN frames. Now a violation,
    /// with the constant kept (set) or 0 (made with one), and every frame finite.
    func testANonFiniteConstraintConstantIsRefused() async {
        showRoot(a)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        a.view.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, v.heightAnchor.constraint(equalToConstant: 50),
                                     v.leadingAnchor.constraint(equalTo: a.view.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: a.view.topAnchor, constant: 10)])
        turns(2)
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            let lines = traceOf {
                width.constant = bad
                turns(2)
            }
            XCTAssertEqual(lines.count, 1, "\(lines)")
            let text = bad.isNaN ? "nan" : bad > 0 ? "inf" : "-inf"
            XCTAssertTrue(lines.first?.hasPrefix("violation: NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(text) firstAnchor:<UIView:0x") ?? false, "\(lines)")
            XCTAssertTrue(lines.first?.hasSuffix(".width> secondAnchor:(null)") ?? false, "\(lines)")
            XCTAssertEqual(width.constant, 100)
            XCTAssertEqual(v.frame, CGRect(x: 0, y: 10, width: 100, height: 50))
        }
        let lines = traceOf {
            let offset = v.leadingAnchor.constraint(equalTo: a.view.leadingAnchor, constant: .nan)
            XCTAssertEqual(offset.constant, 0)
            let ratio = v.widthAnchor.constraint(equalTo: a.view.widthAnchor, multiplier: .infinity)
            XCTAssertEqual(ratio.multiplier, 1)
        }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.contains("violation: Multiplier is not finite!  That's illegal.  multiplier:inf"), "\(lines)")
    }

    /// Pushing the controller that contains the navigation controller changes nothing either.
    func testPushingAnAncestorIsRefused() async {
        let nav = UINavigationController(rootViewController: b)
        nav.debugName = "nav"
        a.addChild(nav)
        a.view.addSubview(nav.view)
        nav.didMove(toParent: a)
        showRoot(a)
        let lines = traceOf {
            nav.pushViewController(a, animated: false)
            turns(2)
        }
        XCTAssertEqual(lines, ["violation: Cannot add <a> as a child of <nav>: <nav> is its descendant."])
        XCTAssertEqual(nav.viewControllers.map(\.debugName), ["b"])
        XCTAssertTrue(a.view.superview === window)
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
