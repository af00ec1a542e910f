import Foundation
import Raster
@testable import sandbox
import SandboxKit
import XCTest

/// The book demo as a user turns it, headlessly: drags injected at the window's pixels on the device
/// screen, from the page's bottom-right corner.
final class BookDemoTests: HeadlessSandboxTestCase {
    override func setUp() async throws {
        try await super.setUp()
        try pick(.book)
        XCTAssertTrue(trace.contains("page1.viewDidAppear(false)"), "\(trace)")
        events.removeAll()
    }

    private var book: BookDemoController { app.deviceWindow.rootViewController as! BookDemoController }
    private var shown: [String] { book.viewControllers?.map(\.debugName) ?? [] }
    private let corner = CGPoint(x: 380, y: 830)
    private let probe = CGPoint(x: 195, y: 800)

    /// A short drag curls the corner, following the finger, and is cancelled when let go (R14, as the
    /// example `page-curl-book.swift`); a long one turns the page; a drag the other way turns back.
    func testDraggingACornerTurnsThePageAndAShortDragIsCancelled() async throws {
        let before = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(colour(in: before, atDevicePoint: probe), UIColor.systemTeal.color.premultiplied.argb)

        drag(from: corner, to: CGPoint(x: 300, y: 800), frames: 10, lifts: false)
        let curling = try XCTUnwrap(host.snapshot())
        drag(from: CGPoint(x: 300, y: 800), to: CGPoint(x: 240, y: 790), frames: 5, lifts: false)
        let further = try XCTUnwrap(host.snapshot())
        XCTAssertNotEqual(curling.pixels, before.pixels, "the corner curls while dragged")
        XCTAssertNotEqual(further.pixels, curling.pixels, "the curl follows the finger")
        lift(at: CGPoint(x: 240, y: 790))
        XCTAssertEqual(take(), [
            "book.dataSource.pageViewController(book, viewControllerAfter: page1) -> page2",
            "book.dataSource.pageViewController(book, viewControllerBefore: page1) -> nil",
            "book.delegate.pageViewController(book, willTransitionTo: [page2])",
            "page2.willMove(toParent: book)",
            "page2.viewDidLoad()",
            "page1.viewWillDisappear(true)",
            "page2.viewWillAppear(true)",
            "page2.viewSafeAreaInsetsDidChange()", // the page under the finger gets its first safe area
            // Let go at 140 of 390 points: cancelled, with a cancelled swipe-back's callbacks.
            "page2.viewWillDisappear(true)",
            "page2.viewDidDisappear(true)",
            "page1.viewWillAppear(true)",
            "page1.viewDidAppear(true)",
            "page2.willMove(toParent: nil)",
            "page2.didMove(toParent: nil)",
            "book.delegate.pageViewController(book, didFinishAnimating: true, previousViewControllers: [page1], transitionCompleted: false)",
        ])
        XCTAssertEqual(shown, ["page1"])
        XCTAssertEqual(colour(in: try XCTUnwrap(host.snapshot()), atDevicePoint: probe), UIColor.systemTeal.color.premultiplied.argb,
                       "the page curled back")

        // Past half the width: the page turns.
        drag(from: corner, to: CGPoint(x: 60, y: 780), frames: 20)
        XCTAssertEqual(take(), [
            "book.dataSource.pageViewController(book, viewControllerAfter: page1) -> page2",
            "book.dataSource.pageViewController(book, viewControllerBefore: page1) -> nil",
            "book.delegate.pageViewController(book, willTransitionTo: [page2])",
            "page2.willMove(toParent: book)",
            "page1.viewWillDisappear(true)",
            "page2.viewWillAppear(true)",
            "page1.viewDidDisappear(true)",
            "page2.viewDidAppear(true)",
            "page1.willMove(toParent: nil)",
            "page1.didMove(toParent: nil)",
            "page2.didMove(toParent: book)",
            "book.delegate.pageViewController(book, didFinishAnimating: true, previousViewControllers: [page1], transitionCompleted: true)",
        ])
        XCTAssertEqual(shown, ["page2"])
        XCTAssertEqual(colour(in: try XCTUnwrap(host.snapshot()), atDevicePoint: probe), UIColor.systemOrange.color.premultiplied.argb)

        // Dragged rightwards from the left corner: back to page 1 (the data source asked as before).
        drag(from: CGPoint(x: 10, y: 830), to: CGPoint(x: 330, y: 800), frames: 20)
        XCTAssertEqual(Array(take().prefix(3)), [
            "book.dataSource.pageViewController(book, viewControllerAfter: page2) -> page3",
            "book.dataSource.pageViewController(book, viewControllerBefore: page2) -> page1",
            "book.delegate.pageViewController(book, willTransitionTo: [page1])",
        ])
        XCTAssertEqual(shown, ["page1"])
        XCTAssertEqual(app.desk.overlay.controllerRows.filter { $0.parent == "book" }.map(\.name), ["page1"])
    }

    /// The first page has nothing before it: a drag rightwards asks the data source and turns nothing.
    func testNoPageBeforeTheFirst() async throws {
        drag(from: CGPoint(x: 10, y: 830), to: CGPoint(x: 330, y: 800), frames: 20)
        XCTAssertEqual(take(), [
            "book.dataSource.pageViewController(book, viewControllerAfter: page1) -> page2",
            "book.dataSource.pageViewController(book, viewControllerBefore: page1) -> nil",
        ])
        XCTAssertEqual(shown, ["page1"])
    }
}
