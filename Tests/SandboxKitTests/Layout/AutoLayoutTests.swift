import XCTest
@testable import SandboxKit

/// Auto Layout as a screen uses it: anchors against the safe area and margins, multipliers, the
/// autoresizing mask turned into constraints, constant changes, UIKit's message for constraints that
/// cannot all hold, and the layout callbacks' order around appearance (R9) as whole traces.
final class AutoLayoutTests: LifecycleTestCase {
    /// A page as a tutorial writes it: a box under the safe area's top, a label under the box.
    final class Page: TestController {
        let box = UIView(), label = UILabel(), footer = UIView()
        var boxHeight: NSLayoutConstraint!
        var extra: [NSLayoutConstraint] = []
        var updates = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Hello"
            for v in [box, label, footer] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            boxHeight = box.heightAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                boxHeight,
                label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                footer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            NSLayoutConstraint(item: footer, attribute: .height, relatedBy: .equal, toItem: box, attribute: .height,
                               multiplier: 0.5, constant: 0).isActive = true
        }

        override func updateViewConstraints() {
            updates += 1
            NSLayoutConstraint.activate(extra)
            super.updateViewConstraints()
        }
    }

    func testAnchorsGuidesAndMultiplierPlaceTheViews() async {
        let page = Page("page")
        showRoot(page)
        XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(page.box.frame, CGRect(x: 20, y: 57, width: 350, height: 100))
        let size = page.label.intrinsicContentSize
        XCTAssertEqual(page.label.frame, CGRect(x: 195 - size.width / 2, y: 165, width: size.width, height: size.height))
        // margins guide: the safe area plus the root view's 16-point side margins
        XCTAssertEqual(page.footer.frame, CGRect(x: 16, y: 844 - 34 - 50, width: 358, height: 50))
        XCTAssertEqual(page.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 844 - 81))
        XCTAssertFalse(page.box.hasAmbiguousLayout)
        XCTAssertTrue(page.view.constraints.count >= 9, "installed on the common ancestor")
    }

    /// A multiplier on a position scales it in the coordinates of the two items' nearest common ancestor,
    /// not the screen's: `centerX = superview.centerX × 0.5` puts a view at a quarter of its superview's
    /// width wherever the superview sits. Rob Mayoff's experiments (Stack Overflow question 25942546,
    /// "Autolayout - When using NSLayoutAttributeCenterX, what scale does the multiplier use?") describe
    /// this rule: find the nearest common ancestor G, take B's centre in G's coordinates, multiply, and
    /// convert the result to A's superview.
    func testAPositionMultiplierScalesWithinTheNearestCommonAncestor() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        // a panel away from the root's origin, with a strip inside it 30 points from its left edge
        let panel = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 400))
        let strip = UIView(frame: CGRect(x: 30, y: 50, width: 120, height: 100))
        let child = UIView(), deep = UIView(), sibling = UIView(), anchor = UIView()
        root.addSubview(panel)
        panel.addSubview(strip)
        panel.addSubview(child)
        strip.addSubview(deep)
        panel.addSubview(sibling)
        panel.addSubview(anchor)
        for v in [child, deep, sibling, anchor] { v.translatesAutoresizingMaskIntoConstraints = false }
        func size(_ v: UIView) -> [NSLayoutConstraint] {
            [v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)]
        }
        NSLayoutConstraint.activate(size(child) + size(deep) + size(sibling) + size(anchor) + [
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: panel, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: panel, attribute: .centerY,
                               multiplier: 1.5, constant: 0),
            // two levels down: the strip's offset is taken off in the panel's coordinates
            NSLayoutConstraint(item: deep, attribute: .centerX, relatedBy: .equal, toItem: panel, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            deep.topAnchor.constraint(equalTo: strip.topAnchor),
            // siblings: the anchor's centre (150 in the panel) halved
            anchor.centerXAnchor.constraint(equalTo: panel.leadingAnchor, constant: 150),
            anchor.topAnchor.constraint(equalTo: panel.topAnchor),
            NSLayoutConstraint(item: sibling, attribute: .centerX, relatedBy: .equal, toItem: anchor, attribute: .centerX,
                               multiplier: 0.5, constant: 0),
            sibling.topAnchor.constraint(equalTo: panel.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 45, y: 295, width: 10, height: 10), "a quarter of the panel's width, 3/4 of its height")
        XCTAssertEqual(deep.frame, CGRect(x: 15, y: 0, width: 10, height: 10), "50 in the panel is 20 in the strip")
        XCTAssertEqual(sibling.frame.midX, 75)
        // the panel moves on screen: nothing inside it moves
        panel.frame.origin = CGPoint(x: 160, y: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 45, y: 295, width: 10, height: 10))
        XCTAssertEqual(deep.frame.minX, 15)
    }

    /// R9 with Auto Layout, whole trace: the safe area, then the update-constraints phase, then
    /// viewIsAppearing (the view is in the window and its superview has placed it) and the layout
    /// callbacks, between viewWillAppear and viewDidAppear; later a constant change lays out again without
    /// updating constraints, and setNeedsUpdateConstraints brings updateViewConstraints back.
    func testLayoutCallbacksAroundAppearance() async {
        let page = Page("page")
        showRoot(page)
        XCTAssertEqual(recorder.traceLines, [
            "page.viewDidLoad()", "page.viewWillAppear(false)", "page.viewSafeAreaInsetsDidChange()",
            "page.updateViewConstraints()", "page.viewIsAppearing(false)", "page.viewWillLayoutSubviews()",
            "page.viewDidLayoutSubviews()", "page.viewDidAppear(false)",
        ])
        recorder.clear()
        page.boxHeight.constant = 200
        app.runTurn()
        XCTAssertEqual(recorder.traceLines, ["page.viewWillLayoutSubviews()", "page.viewDidLayoutSubviews()"])
        XCTAssertEqual(page.box.frame.height, 200)
        XCTAssertEqual(page.footer.frame, CGRect(x: 16, y: 844 - 34 - 100, width: 358, height: 100))
        recorder.clear()
        page.extra = [page.label.widthAnchor.constraint(equalToConstant: 300)]
        page.view.setNeedsUpdateConstraints()
        app.runTurn()
        XCTAssertEqual(recorder.traceLines, ["page.updateViewConstraints()", "page.viewWillLayoutSubviews()",
                                             "page.viewDidLayoutSubviews()"])
        XCTAssertEqual(page.label.frame.width, 300)
        XCTAssertEqual(page.updates, 2)
    }

    /// A child controller whose view is pinned inside its parent's: the update-constraints phase runs
    /// bottom-up (the child's root view is deeper, so the child's `updateViewConstraints` comes first), the
    /// layout phase top-down (the parent's callbacks, then the child's), all between the will and did of
    /// both controllers. The child's safe area is known once its parent's layout gives its view a frame,
    /// so its `viewSafeAreaInsetsDidChange` comes inside the parent's layout.
    func testChildControllerTrace() async {
        let parent = TestController("parent"), child = Page("child")
        parent.onViewDidLoad = { p in
            p.addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            p.view.addSubview(child.view)
            NSLayoutConstraint.activate([
                child.view.leadingAnchor.constraint(equalTo: p.view.leadingAnchor),
                child.view.trailingAnchor.constraint(equalTo: p.view.trailingAnchor),
                child.view.topAnchor.constraint(equalTo: p.view.safeAreaLayoutGuide.topAnchor),
                child.view.bottomAnchor.constraint(equalTo: p.view.bottomAnchor),
            ])
            child.didMove(toParent: p)
        }
        showRoot(parent)
        XCTAssertEqual(recorder.traceLines.filter { !$0.contains("Move(toParent") }, [
            "parent.viewDidLoad()", "child.viewDidLoad()", "parent.viewWillAppear(false)", "child.viewWillAppear(false)",
            "parent.viewSafeAreaInsetsDidChange()",
            "child.updateViewConstraints()", "parent.updateViewConstraints()",
            "parent.viewIsAppearing(false)",
            "parent.viewWillLayoutSubviews()", "child.viewSafeAreaInsetsDidChange()", "parent.viewDidLayoutSubviews()",
            "child.viewIsAppearing(false)", "child.viewWillLayoutSubviews()", "child.viewDidLayoutSubviews()",
            "parent.viewDidAppear(false)", "child.viewDidAppear(false)",
        ])
        XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 47, width: 390, height: 797))
        // the child's view starts below the top inset: only the bottom one is left in it
        XCTAssertEqual(child.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(child.box.frame, CGRect(x: 20, y: 10, width: 350, height: 100))
    }

    func testUnsatisfiableConstraintsAreAWarningNotACrash() async {
        let page = Page("page")
        showRoot(page)
        recorder.clear()
        let conflicting = page.box.heightAnchor.constraint(equalToConstant: 120)
        conflicting.isActive = true
        app.runTurn()
        let warnings = recorder.events.filter { $0.method == .warning }
        XCTAssertEqual(warnings.count, 1)
        let message = warnings.first?.message ?? ""
        XCTAssertTrue(message.contains("Unable to simultaneously satisfy constraints."), message)
        XCTAssertTrue(message.hasSuffix("Will attempt to recover by breaking constraint \(conflicting)"), message)
        XCTAssertTrue(message.contains(page.boxHeight.description), "lists the constraint it conflicts with")
        XCTAssertEqual(warnings.first?.controller, "page")
        XCTAssertTrue(conflicting.isActive, "a broken constraint stays active, as in UIKit")
        XCTAssertEqual(page.box.frame.height, 100)
        // a constant change that cannot hold breaks the changed constraint the same way
        conflicting.isActive = false
        let cap = page.box.heightAnchor.constraint(lessThanOrEqualToConstant: 150)
        cap.isActive = true
        page.boxHeight.constant = 180
        app.runTurn()
        let unsatisfiable = recorder.events.filter { $0.message?.contains("Unable to simultaneously satisfy constraints.") == true }
        XCTAssertEqual(unsatisfiable.count, 2)
        XCTAssertTrue(unsatisfiable.last?.message?.hasSuffix("breaking constraint \(page.boxHeight!)") == true)
        XCTAssertTrue(page.boxHeight.isActive)
        XCTAssertLessThanOrEqual(page.box.frame.height, 150, "the broken constraint is left out; the cap holds")
        page.boxHeight.isActive = false
        page.boxHeight.constant = 140
        page.boxHeight.isActive = true
        app.runTurn()
        XCTAssertEqual(page.box.frame.height, 140)
    }

    func testAutoresizingMaskBecomesConstraints() async {
        let page = TestController("page")
        let panel = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 300))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        page.onViewDidLoad = { c in
            c.view.addSubview(panel)
            panel.addSubview(inner)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
                inner.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
                inner.topAnchor.constraint(equalTo: panel.topAnchor),
                inner.heightAnchor.constraint(equalTo: panel.heightAnchor, multiplier: 0.5),
            ])
        }
        showRoot(page)
        XCTAssertEqual(panel.frame, CGRect(x: 10, y: 100, width: 200, height: 300), "the frame is kept")
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 0, width: 190, height: 150))
        panel.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        app.runTurn()
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 0, width: 290, height: 50))
        XCTAssertTrue(panel.constraints.contains { $0.firstItem === inner })
    }

    func testHuggingAndCompressionResistance() async {
        let page = TestController("page")
        let left = UILabel(), right = UILabel()
        left.text = "Left label"
        right.text = "Right"
        page.onViewDidLoad = { c in
            for l in [left, right] { l.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(l) }
            right.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: c.view.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                right.trailingAnchor.constraint(equalTo: c.view.trailingAnchor),
                left.topAnchor.constraint(equalTo: c.view.topAnchor, constant: 100),
                right.firstBaselineAnchor.constraint(equalTo: left.firstBaselineAnchor),
            ])
        }
        showRoot(page)
        // the label that hugs harder keeps its size; the other takes the rest
        XCTAssertEqual(right.frame.width, right.intrinsicContentSize.width)
        XCTAssertEqual(left.frame.width, 390 - right.intrinsicContentSize.width, accuracy: 1e-6)
        XCTAssertEqual(left.frame.height, left.intrinsicContentSize.height, "height from the content, both ways")
        XCTAssertEqual(right.frame.minY, left.frame.minY, "same font, same baseline")
        XCTAssertFalse(left.hasAmbiguousLayout)
    }

    /// A label's text and a button's title are their intrinsic sizes: changing them moves the constraints.
    func testIntrinsicSizeFollowsTextAndTitle() async {
        let page = TestController("page")
        let label = UILabel(), button = UIButton(type: .system)
        label.text = "Short"
        button.setTitle("OK", for: .normal)
        page.onViewDidLoad = { c in
            for v in [label, button] { v.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(v) }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: c.view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.topAnchor),
                button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            ])
        }
        showRoot(page)
        let short = label.frame.width
        XCTAssertEqual(label.frame.origin, CGPoint(x: 16, y: 47))
        XCTAssertEqual(button.frame.minX, 16 + short + 8)
        XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
        label.text = "A much longer text"
        button.setTitle("Cancel everything", for: .normal)
        app.runTurn()
        XCTAssertGreaterThan(label.frame.width, short)
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
        XCTAssertEqual(button.frame.minX, 16 + label.frame.width + 8)
        XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
    }

    /// A guide the app adds is a free rectangle: here the space between two views, centring a third.
    func testCustomLayoutGuide() async {
        let page = TestController("page")
        let left = UIView(), right = UIView(), middle = UIView(), gap = UILayoutGuide()
        page.onViewDidLoad = { c in
            for v in [left, right, middle] { v.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(v) }
            c.view.addLayoutGuide(gap)
            var cs: [NSLayoutConstraint] = []
            for v in [left, right, middle] {
                cs += [v.topAnchor.constraint(equalTo: c.view.topAnchor, constant: 100), v.widthAnchor.constraint(equalToConstant: 50),
                       v.heightAnchor.constraint(equalToConstant: 50)]
            }
            cs += [left.leadingAnchor.constraint(equalTo: c.view.leadingAnchor, constant: 10),
                   right.trailingAnchor.constraint(equalTo: c.view.trailingAnchor, constant: -30),
                   gap.leadingAnchor.constraint(equalTo: left.trailingAnchor), gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
                   gap.topAnchor.constraint(equalTo: left.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
                   middle.centerXAnchor.constraint(equalTo: gap.centerXAnchor)]
            NSLayoutConstraint.activate(cs)
        }
        showRoot(page)
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 60, y: 100, width: 250, height: 1))
        XCTAssertEqual(middle.frame.midX, 185)
        XCTAssertEqual(page.view.layoutGuides.count, 1)
    }

    func testAmbiguousLayoutIsReportedOnce() async {
        let page = TestController("page")
        let loose = UIView()
        page.onViewDidLoad = { c in
            loose.translatesAutoresizingMaskIntoConstraints = false
            c.view.addSubview(loose)
            loose.widthAnchor.constraint(equalToConstant: 40).isActive = true
        }
        showRoot(page)
        XCTAssertTrue(loose.hasAmbiguousLayout)
        let warnings = recorder.events.filter { $0.method == .warning }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.message?.contains("View has an ambiguous layout") == true)
    }

    func testConstraintsAcrossHierarchiesAreRefusedAndRemovedWhenAViewLeaves() async {
        let page = TestController("page")
        let a = UIView(), b = UIView(), stranger = UIView()
        page.onViewDidLoad = { c in
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; c.view.addSubview(v) }
        }
        showRoot(page)
        let illegal = a.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        illegal.isActive = true
        XCTAssertFalse(illegal.isActive)
        XCTAssertEqual(recorder.events.filter { $0.method == .violation }.count, 1)
        let link = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([link, own])
        a.removeFromSuperview()
        XCTAssertFalse(link.isActive, "a constraint to a view outside the removed subtree goes")
        XCTAssertTrue(own.isActive, "the view's own constraint stays")
    }

    /// A wrapping label (numberOfLines 0) placed by anchors gets its width only in the layout pass; like
    /// UIKit's automatic preferredMaxLayoutWidth, the text is measured again at that width in the same
    /// pass, so the label is as tall as the lines it wraps to (it was one truncated line).
    func testAWrappingLabelGrowsToTheLinesItWrapsTo() async {
        let root = TestController("root")
        showRoot(root)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Pushed by the row you tapped. Back, or swipe from the left edge, pops it."
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
        ])
        app.runTurn()
        XCTAssertEqual(label.frame.width, 350)
        let oneLine = UILabel()
        oneLine.text = "x"
        let lineHeight = oneLine.sizeThatFits(.zero).height
        XCTAssertEqual(label.frame.height, label.sizeThatFits(CGSize(width: 350, height: 0)).height)
        XCTAssertGreaterThan(label.frame.height, lineHeight * 1.5, "wrapped to more than one line")
    }
}
