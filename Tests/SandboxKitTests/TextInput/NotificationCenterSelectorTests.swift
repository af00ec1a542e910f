import Foundation
import XCTest
@testable import SandboxKit

/// `NotificationCenter.addObserver(_:selector:name:object:)`, which Foundation on Linux lacks: the
/// selector's method runs with the notification, `removeObserver(self)` stops it, a freed observer is
/// dropped by itself (iOS 9 and later), and a sender filter holds.
@MainActor
final class NotificationCenterSelectorTests: XCTestCase {
    private final class Listener {
        var heard: [String] = []
        func keyboardWillShow(_ note: Notification) { heard.append(note.name.rawValue) }
        func refresh() { heard.append("refresh") }
    }

    private let center = NotificationCenter()
    private let ping = NSNotification.Name("Ping")

    func testTheSelectorsMethodRunsWithTheNotification() async {
        let l = Listener()
        center.addObserver(l, selector: Selector("keyboardWillShow:", Listener.keyboardWillShow), name: ping, object: nil)
        center.addObserver(l, selector: Selector("refresh", Listener.refresh), name: ping, object: nil)
        center.post(name: ping, object: nil)
        // both, in the order Foundation on Linux calls its observers (iOS calls them in the order added)
        XCTAssertEqual(l.heard.sorted(), ["Ping", "refresh"])
    }

    func testRemoveObserverSelfStopsIt() async {
        let l = Listener()
        center.addObserver(l, selector: Selector("refresh", Listener.refresh), name: ping, object: nil)
        center.removeObserver(l)
        center.post(name: ping, object: nil)
        XCTAssertEqual(l.heard, [])
        // added again after removal: heard once, not twice (a viewWillAppear/viewWillDisappear pair)
        center.addObserver(l, selector: Selector("refresh", Listener.refresh), name: ping, object: nil)
        center.post(name: ping, object: nil)
        XCTAssertEqual(l.heard, ["refresh"])
    }

    func testRemoveObserverByNameLeavesTheOtherNames() async {
        let l = Listener(), other = NSNotification.Name("Other")
        center.addObserver(l, selector: Selector("refresh", Listener.refresh), name: ping, object: nil)
        center.addObserver(l, selector: Selector("refresh", Listener.refresh), name: other, object: nil)
        center.removeObserver(l, name: ping, object: nil)
        center.post(name: ping, object: nil)
        center.post(name: other, object: nil)
        XCTAssertEqual(l.heard, ["refresh"])
    }

    func testAFreedObserverIsDropped() async {
        var l: Listener? = Listener()
        weak var gone = l
        center.addObserver(l!, selector: Selector("refresh", Listener.refresh), name: ping, object: nil)
        l = nil
        XCTAssertNil(gone, "the center does not retain its observer")
        center.post(name: ping, object: nil)
    }

    func testTheSenderFilterHolds() async {
        let l = Listener(), sender = NSObject(), stranger = NSObject()
        center.addObserver(l, selector: Selector("refresh", Listener.refresh), name: ping, object: sender)
        center.post(name: ping, object: stranger)
        XCTAssertEqual(l.heard, [])
        center.post(name: ping, object: sender)
        XCTAssertEqual(l.heard, ["refresh"])
    }
}
