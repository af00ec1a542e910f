import Foundation
import XCTest
@testable import SandboxKit

/// UIKit's classes are `NSObject`s, as on iOS: what an app checks with them (`==`, `firstIndex(of:)`,
/// sets, `isEqual`, `hash`, `description`, `NSObject` casts) works as it does there.
@MainActor
final class NSObjectIdentityTests: XCTestCase {
    private final class Card: UIView {
        private(set) var madeWithFrame: CGRect?
        override init(frame: CGRect) {
            madeWithFrame = frame
            super.init(frame: frame)
        }
    }

    /// Overrides both designated initializers, so it inherits `init()` as it would on iOS.
    private final class Detail: UIViewController {
        var source = "none"
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            source = "nib \(nibNameOrNil ?? "nil")"
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        override init?(coder: NSCoder) {
            source = "coder"
            super.init(coder: coder)
        }
    }

    /// A plain `NSObject` subclass with its own `init()`, as an app's data source is.
    private final class DataSource: NSObject {
        let rows: [String]
        override init() {
            rows = ["a", "b"]
            super.init()
        }
    }

    private final class Ticker: NSObject {
        var fired: [TimeInterval] = []
        let clock: Clock
        init(clock: Clock) { self.clock = clock }
        func tick() { fired.append(clock.now) }
        func note(_ value: Any?) { fired.append(clock.now) }
    }

    func testControllersCompareByIdentityAndAreFoundInArrays() async {
        let a = UIViewController(), b = UIViewController()
        let list: [UIViewController] = [a, b]
        XCTAssertEqual(list.firstIndex(of: b), 1)
        XCTAssertTrue(list.contains(a))
        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b)
        XCTAssertTrue(a != b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertFalse(a.isEqual(nil))
    }

    func testViewsGoInSetsAndDictionaries() async {
        let a = UIView(), b = UILabel(), c = UIButton()
        let set: Set<UIView> = [a, b, c, a, b]
        XCTAssertEqual(set.count, 3)
        XCTAssertTrue(set.contains(b))
        var names: [UIView: String] = [:]
        names[a] = "a"
        names[c] = "c"
        XCTAssertEqual(names[c], "c")
        XCTAssertEqual(Set([UIBarButtonItem(), UIBarButtonItem()]).count, 2)
    }

    func testHashIsStableAndFollowsEquality() async {
        let v = UIView()
        XCTAssertEqual(v.hash, v.hash)
        XCTAssertEqual(v.hashValue, v.hashValue)
        XCTAssertEqual(UIColor.red.hash, UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertTrue(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count, 2)
        XCTAssertEqual(CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
    }

    func testUIKitTypesAreNSObjects() async {
        let objects: [Any] = [
            UIView(), UIViewController(), UIApplication.current, UITapGestureRecognizer(), UIBarButtonItem(),
            UITabBarItem(title: "t", image: nil, tag: 0), UINavigationItem(title: "t"), UIColor.red, UIBezierPath(), CALayer(),
            UIEvent(timestamp: 0), UIAlertAction(title: "OK", style: .default, handler: nil),
            NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 10),
            DataSource(),
        ]
        XCTAssertEqual(objects.compactMap { $0 as? NSObject }.count, objects.count)
        XCTAssertEqual(DataSource().rows, ["a", "b"])
    }

    /// Bar button items and tab bar items share UIKit's `UIBarItem`: title, image, enabled state, tag.
    func testBarItemsShareTheirBase() async {
        let items: [UIBarItem] = [
            UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
            UITabBarItem(title: "Home", image: nil, tag: 3),
            UITabBarItem(tabBarSystemItem: .search, tag: 4),
        ]
        XCTAssertEqual(items.map(\.title), ["Edit", "Home", "Search"])
        XCTAssertEqual(items.map(\.tag), [0, 3, 4])
        items[1].title = "Start"
        items[2].title = "Changed"
        items[0].isEnabled = false
        XCTAssertEqual(items.map(\.title), ["Edit", "Start", "Search"], "a system item keeps its title, as in UIKit")
        XCTAssertEqual(items.map(\.isEnabled), [false, true, true])
        XCTAssertEqual(items.firstIndex(of: items[2]), 2)
    }

    func testViewDescriptionHasUIKitsShape() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let text = v.description
        XCTAssertTrue(text.hasPrefix("<UIView: 0x"), text)
        XCTAssertTrue(text.hasSuffix("; frame = (0 0; 390 844); layer = <CALayer: 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(v.layer).toOpaque()), radix: 16))>>"), text)
        XCTAssertEqual("\(v)", text)
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        label.isHidden = true
        label.tag = 7
        XCTAssertTrue(label.description.contains("<UILabel: 0x"), label.description)
        XCTAssertTrue(label.description.contains("; frame = (10 20; 30 40); hidden = YES; tag = 7; layer = <CALayer: 0x"), label.description)
        let card = Card()
        XCTAssertTrue(card.description.hasPrefix("<SandboxKitTests.NSObjectIdentityTests.Card: 0x") || card.description.contains("Card: 0x"), card.description)
    }

    /// A controller prints as its trace name, the name UIKit's messages give it in the trace.
    func testControllerDescriptionIsItsTraceName() async {
        let vc = UIViewController()
        vc.debugName = "home"
        XCTAssertEqual(vc.description, "<home>")
        XCTAssertEqual("\(vc)", "<home>")
        XCTAssertEqual(String(describing: [vc]), "[<home>]")
    }

    func testInitRoutesToTheDesignatedInitializers() async {
        let card = Card()
        XCTAssertEqual(card.madeWithFrame, .zero, "UIView's init() is init(frame: .zero)")
        let detail = Detail()
        XCTAssertEqual(detail.source, "nib nil", "UIViewController's init() is init(nibName: nil, bundle: nil)")
        XCTAssertNotNil(UIView(coder: NSCoder()))
    }

    func testPerformAfterDelayRunsOnTheVirtualClock() async {
        let h = TouchHarness()
        let ticker = Ticker(clock: h.app.clock)
        h.app.perform {
            ticker.perform(Selector("tick", Ticker.tick), with: nil, afterDelay: 1)
        }
        while h.app.clock.now < 0.95 { h.app.runTurn() }
        XCTAssertEqual(ticker.fired, [])
        for _ in 0..<5 { h.app.runTurn() }
        XCTAssertEqual(ticker.fired.count, 1)
        XCTAssertEqual(ticker.fired[0], 1, accuracy: 1.0 / 60 + 1e-9)
        for _ in 0..<120 { h.app.runTurn() }
        XCTAssertEqual(ticker.fired.count, 1, "one call per request")
    }

    func testCancelPreviousPerformRequests() async {
        let h = TouchHarness()
        let a = Ticker(clock: h.app.clock), b = Ticker(clock: h.app.clock)
        let tick = Selector("note:", Ticker.note(_:))
        h.app.perform {
            a.perform(tick, with: "x", afterDelay: 0.5)
            a.perform(tick, with: "y", afterDelay: 0.5)
            b.perform(tick, with: nil, afterDelay: 0.5)
            b.perform(Selector("tick", Ticker.tick), with: nil, afterDelay: 0.5)
        }
        NSObject.cancelPreviousPerformRequests(withTarget: a, selector: tick, object: "x")
        NSObject.cancelPreviousPerformRequests(withTarget: b)
        for _ in 0..<60 { h.app.runTurn() }
        XCTAssertEqual(a.fired.count, 1, "only the request whose argument differs runs")
        XCTAssertEqual(b.fired.count, 0)
    }

    /// A cancelled call leaves the main queue, so it does not keep the application from settling.
    func testACancelledPerformLeavesTheMainQueue() async {
        let h = TouchHarness()
        let ticker = Ticker(clock: h.app.clock)
        h.app.perform { ticker.perform(Selector("tick", Ticker.tick), with: nil, afterDelay: 100) }
        XCTAssertFalse(h.app.mainQueue.isEmpty)
        NSObject.cancelPreviousPerformRequests(withTarget: ticker)
        XCTAssertTrue(h.app.mainQueue.isEmpty)
    }

    /// `perform(_:)` and `responds(to:)` reach a controller through NSObject's extension.
    func testPerformAndRespondsOnResponders() async {
        final class Page: UIViewController {
            var calls = 0
            func refresh() { calls += 1 }
        }
        let page = Page()
        let refresh = Selector("refresh", Page.refresh)
        XCTAssertTrue(page.responds(to: refresh))
        XCTAssertFalse(UIView().responds(to: refresh))
        page.perform(refresh)
        XCTAssertEqual(page.calls, 1)
    }
}
