import XCTest
@testable import SandboxKit

/// What a user of a segmented control checks: a tap on a segment selects it and sends `valueChanged`
/// once; a tap on the selected one, a touch that ends outside and a change made in code send nothing.
@MainActor
final class UISegmentedControlTests: XCTestCase {
    @MainActor
    final class Target {
        var changes: [Int] = []
        func changed(_ sender: UISegmentedControl) { changes.append(sender.selectedSegmentIndex) }
    }

    private func control(_ h: TouchHarness) -> UISegmentedControl {
        let s = UISegmentedControl(items: ["One", "Two", "Three"])
        s.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        h.window.addSubview(s)
        h.app.runTurn()
        return s
    }

    func testTapSelectsTheSegmentAndSendsValueChangedOnce() async {
        let h = TouchHarness()
        let s = control(h)
        XCTAssertEqual(s.numberOfSegments, 3)
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        let target = Target()
        s.addTarget(target, action: Selector("changed:", Target.changed), for: .valueChanged)
        var actions = 0
        s.addAction(UIAction { _ in actions += 1 }, for: .valueChanged)
        h.tap(300, 116)  // segments of 100 points from x = 50: the third
        XCTAssertEqual(s.selectedSegmentIndex, 2)
        XCTAssertEqual(target.changes, [2])
        XCTAssertEqual(actions, 1)
        h.tap(200, 116)
        XCTAssertEqual(s.selectedSegmentIndex, 1)
        XCTAssertEqual(target.changes, [2, 1])
        // the selected segment again: nothing
        h.tap(190, 110)
        XCTAssertEqual(target.changes, [2, 1])
        // a touch that ends outside: nothing
        h.down(80, 116); h.move(80, 300); h.up(80, 300)
        XCTAssertEqual(s.selectedSegmentIndex, 1)
        XCTAssertEqual(target.changes, [2, 1])
        // in code: no event
        s.selectedSegmentIndex = 0
        XCTAssertEqual(target.changes, [2, 1])
        XCTAssertEqual(actions, 2)
    }

    func testInsertRemoveAndTitlesKeepTheSelectionOnItsSegment() async {
        let s = UISegmentedControl(items: ["A", "B"])
        s.selectedSegmentIndex = 1
        s.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual((0..<s.numberOfSegments).map { s.titleForSegment(at: $0) }, ["Z", "A", "B"])
        XCTAssertEqual(s.selectedSegmentIndex, 2, "B stays selected")
        s.insertSegment(withTitle: "End", at: 99, animated: false)
        XCTAssertEqual(s.titleForSegment(at: 3), "End", "an index past the end appends")
        s.setTitle("Bee", forSegmentAt: 2)
        XCTAssertEqual(s.titleForSegment(at: 2), "Bee")
        s.removeSegment(at: 0, animated: false)
        XCTAssertEqual(s.selectedSegmentIndex, 1)
        s.removeSegment(at: 1, animated: false)
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment, "removing the selected segment selects none")
        s.selectedSegmentIndex = 7
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment, "an index out of range selects none")
        s.removeAllSegments()
        XCTAssertEqual(s.numberOfSegments, 0)
    }

    func testActionsPerSegmentAndDisabledSegments() async {
        let h = TouchHarness()
        var ran: [String] = []
        let s = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "List") { _ in ran.append("list") },
            UIAction(title: "Grid") { _ in ran.append("grid") },
        ])
        h.window.addSubview(s)
        h.app.runTurn()
        XCTAssertEqual(s.titleForSegment(at: 1), "Grid")
        h.tap(150, 16)
        XCTAssertEqual(ran, ["grid"])
        s.setEnabled(false, forSegmentAt: 0)
        h.tap(50, 16)
        XCTAssertEqual(ran, ["grid"], "a disabled segment ignores taps")
        XCTAssertEqual(s.selectedSegmentIndex, 1)
    }

    func testMomentaryControlSendsEveryTapAndKeepsNoSelection() async {
        let h = TouchHarness()
        let s = control(h)
        s.isMomentary = true
        var seen: [Int] = []
        s.addAction(UIAction { a in seen.append((a.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        h.tap(100, 116)
        h.tap(100, 116)
        XCTAssertEqual(seen, [0, 0])
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func testSizeIsEqualSegmentsAsWideAsTheWidestTitle() async {
        _ = UIApplication() // placeholder fonts: 0.6 em per character
        let s = UISegmentedControl(items: ["A", "Longer"])
        // "Longer": 6 × 13 × 0.6 = 46.8 → 47, plus 12 on each side, twice
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 2 * (47 + 24), height: 32))
        XCTAssertEqual(s.bounds.size, s.intrinsicContentSize)
        XCTAssertEqual(s.segmentFrames().map(\.width), [71, 71])
    }
}

@MainActor
final class UISwitchTests: XCTestCase {
    func testTapFlipsAndSendsValueChangedOnceCodeSendsNothing() async {
        let h = TouchHarness()
        let sw = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        XCTAssertEqual(sw.bounds.size, CGSize(width: 51, height: 31))
        h.window.addSubview(sw)
        h.app.runTurn()
        var values: [Bool] = []
        sw.addAction(UIAction { a in values.append((a.sender as! UISwitch).isOn) }, for: .valueChanged)
        h.tap(30, 25)
        XCTAssertTrue(sw.isOn)
        h.tap(30, 25)
        XCTAssertEqual(values, [true, false])
        sw.setOn(true, animated: true)
        XCTAssertTrue(sw.isOn)
        XCTAssertEqual(values, [true, false])
        h.down(30, 25); h.move(300, 300); h.up(300, 300)
        XCTAssertTrue(sw.isOn, "a touch that ends outside changes nothing")
    }
}
