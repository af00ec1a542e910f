import XCTest
@testable import SandboxKit

/// Trait changes delivered as iOS 17 delivers them: in the layout pass, top down, a controller before
/// its root view and before its `viewWillLayoutSubviews`, only where a trait really changed, never for
/// the traits a view first appears with; iOS 17's registrations too.
final class TraitChangeTests: LifecycleTestCase {
    /// Every trait-change call, in order, by name.
    var calls: [String] = []

    final class RecordingController: TestController {
        var log: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?("\(debugName) \(previousTraitCollection?.userInterfaceStyle == .light ? "was light" : "was dark")")
        }
        override func viewWillLayoutSubviews() { log?("\(debugName).viewWillLayoutSubviews") }
    }

    final class RecordingView: UIView {
        var name = ""
        var log: ((String) -> Void)?
        var colorSeen: UIColor?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            colorSeen = UIColor.label.resolvedColor(with: UITraitCollection.current)
            log?("\(name) view")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log?("\(name).layoutSubviews")
        }
    }

    private func controller(_ name: String) -> RecordingController {
        let c = RecordingController(name)
        c.log = { [unowned self] in calls.append($0) }
        c.onViewDidLoad = { [unowned self] c in
            let v = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.name = "\(name).sub"
            v.log = { [unowned self] in calls.append($0) }
            c.view.addSubview(v)
        }
        return c
    }

    func testTogglingTellsControllersThenTheirViewsTopDownInTheLayoutPass() async throws {
        let parent = controller("parent"), child = controller("child")
        showRoot(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        turns(2)
        XCTAssertFalse(calls.contains { $0.contains("was") || $0.hasSuffix(" view") }, "no call for the traits a view appears with: \(calls)")
        calls = []
        let start = recorder.lastSequence
        app.userInterfaceStyle = .dark
        XCTAssertEqual(calls, [], "delivered in the next layout pass, not at once")
        app.runTurn()
        XCTAssertEqual(calls.filter { $0.contains("was") || $0.hasSuffix(" view") },
                       ["parent was light", "parent.sub view", "child was light", "child.sub view"])
        XCTAssertLessThan(calls.firstIndex(of: "parent was light")!, calls.firstIndex(of: "parent.viewWillLayoutSubviews")!)
        XCTAssertLessThan(calls.firstIndex(of: "child was light")!, calls.firstIndex(of: "child.viewWillLayoutSubviews")!)
        XCTAssertEqual(recorder.traceLines(after: start).filter { $0.contains("traitCollectionDidChange") },
                       ["parent.traitCollectionDidChange(userInterfaceStyle: light → dark)",
                        "child.traitCollectionDidChange(userInterfaceStyle: light → dark)"])
        let sub = try XCTUnwrap(parent.view.subviews.first as? RecordingView)
        XCTAssertEqual(sub.colorSeen?.color, UIColor.white.color, "UITraitCollection.current is the view's new traits")
        // the same appearance again changes nothing
        calls = []
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertEqual(calls, [])
    }

    func testAnOverrideThatHoldsKeepsItsSubtreeOutOfTheChange() async throws {
        let parent = controller("parent"), child = controller("child")
        showRoot(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.overrideUserInterfaceStyle = .light
        turns(1)
        calls = []
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertEqual(calls.filter { $0.contains("was") || $0.hasSuffix(" view") }, ["parent was light", "parent.sub view"])
        // lifting the override is a change for the child alone
        calls = []
        child.overrideUserInterfaceStyle = .unspecified
        app.runTurn()
        XCTAssertEqual(calls.filter { $0.contains("was") || $0.hasSuffix(" view") }, ["child was light", "child.sub view"])
    }

    func testRegistrationsHearOnlyTheTraitsTheyName() async throws {
        let page = controller("page")
        showRoot(page)
        var heard: [String] = []
        page.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (c: RecordingController, previous: UITraitCollection) in
            heard.append("style \(c.traitCollection.userInterfaceStyle == .dark ? "dark" : "light") from \(previous.userInterfaceStyle == .light ? "light" : "dark")")
        }
        let registration = page.view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (v: UIView, _: UITraitCollection) in
            heard.append("size \(v.traitCollection.preferredContentSizeCategory.commandLineName)")
        }
        app.userInterfaceStyle = .dark
        app.runTurn()
        app.preferredContentSizeCategory = .extraLarge
        app.runTurn()
        XCTAssertEqual(heard, ["style dark from light", "size xl"])
        page.view.unregisterForTraitChanges(registration)
        app.preferredContentSizeCategory = .large
        app.runTurn()
        XCTAssertEqual(heard, ["style dark from light", "size xl"])
    }

    final class TraitTarget: NSObject {
        var heard: [String] = []
    }

    /// The target-action form sends the action with the environment and the previous traits, as many as
    /// the method takes (what `#selector` makes after the scenario rewrite).
    func testATargetActionRegistrationSendsItsAction() async throws {
        let page = controller("page")
        showRoot(page)
        let target = TraitTarget()
        let action = Selector(name: "appearanceChanged:previous:", accepts: { $0 is TraitTarget }, invoke: { object, arguments in
            let previous = arguments.count > 1 ? arguments[1] as? UITraitCollection : nil
            (object as? TraitTarget)?.heard.append("\(arguments.first.map { $0 is UIViewController } == true ? "controller" : "?") was \(previous?.userInterfaceStyle == .light ? "light" : "?")")
            return nil
        })
        page.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target, action: action)
        app.preferredContentSizeCategory = .small
        app.runTurn()
        XCTAssertEqual(target.heard, [], "another trait")
        app.userInterfaceStyle = .dark
        app.runTurn()
        XCTAssertEqual(target.heard, ["controller was light"])
    }

    func testRotationChangesTheVerticalSizeClass() async throws {
        let page = controller("page")
        showRoot(page)
        XCTAssertEqual(page.traitCollection.verticalSizeClass, .regular)
        let start = recorder.lastSequence
        app.rotate(to: .landscapeLeft, animated: false)
        app.run(seconds: 0.1)
        XCTAssertEqual(page.traitCollection.verticalSizeClass, .compact)
        let lines = recorder.traceLines(after: start)
        let transition = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("page.viewWillTransition") })
        let change = try XCTUnwrap(lines.firstIndex(of: "page.traitCollectionDidChange(verticalSizeClass: regular → compact)"), "\(lines)")
        XCTAssertLessThan(transition, change, "viewWillTransition(to:with:) first, the trait change in the rotation's layout")
    }
}
