import Foundation
import Raster
@testable import sandbox
import SandboxKit
import XCTest

/// The zoom demo as a user works it, headlessly: a thumbnail clicked, the page dragged down, at the
/// window's pixels on the device screen.
final class ZoomDemoTests: HeadlessSandboxTestCase {
    override func setUp() async throws {
        try await super.setUp()
        try pick(.zoom)
        XCTAssertTrue(trace.contains("gallery.viewDidAppear(false)"), "\(trace)")
        events.removeAll()
    }

    private var gallery: ZoomDemoController { app.deviceWindow.rootViewController as! ZoomDemoController }
    private let grey = UIColor(rgb: 0x303134).color.premultiplied.argb
    private let green = UIColor.systemGreen.color.premultiplied.argb
    private let bottomLeft = CGPoint(x: 20, y: 800)  // clear of the display's rounded corner and the home indicator

    private let presented = [
        "detail.viewDidLoad()",
        "gallery.viewWillDisappear(true)",
        "detail.viewWillAppear(true)",
        "detail.transitioningDelegate.animator.animateTransition(using: context)",
        // the animator set the page's transform to identity: full screen, its first safe area
        "detail.viewSafeAreaInsetsDidChange()",
        "detail.transitioningDelegate.context.completeTransition(true)",
        "detail.viewDidAppear(true)",
        "gallery.viewDidDisappear(true)",
    ]
    private let dismissed = [
        "detail.viewWillDisappear(true)",
        "gallery.viewWillAppear(true)",
        "detail.transitioningDelegate.animator.animateTransition(using: context)",
        // the animator shrinks the page onto its thumbnail (a custom animator's views are measured where
        // it puts them, as UIKit measures them through their transform): away from the screen's edges
        "detail.viewSafeAreaInsetsDidChange()",
        "detail.transitioningDelegate.context.completeTransition(true)",
        "gallery.viewDidAppear(true)",
        "detail.viewDidDisappear(true)",
    ]

    /// Opens the third photo (green, top right) and checks the page grew out of its thumbnail.
    private func openThird() throws {
        let thumbnail = gallery.thumbnails[2]
        let start = centre(of: thumbnail)
        click(in: app.deviceWindow, at: start)
        for _ in 0..<13 { host.runFrame() } // the tap, then half of the 0.4 s zoom
        XCTAssertTrue(app.deviceApp.hasWork, "the zoom is still running")
        let mid = try XCTUnwrap(host.snapshot())
        // Half-way the page covers the space between the thumbnail and the screen's centre, not yet the corners.
        XCTAssertEqual(colour(in: mid, atDevicePoint: CGPoint(x: 250, y: 330)), green)
        XCTAssertEqual(colour(in: mid, atDevicePoint: bottomLeft), grey)
        let after = try XCTUnwrap(app.settledSnapshot(host: host))
        XCTAssertEqual(colour(in: after, atDevicePoint: bottomLeft), green)
        XCTAssertEqual(take(), presented)
    }

    func testATappedThumbnailZoomsIntoItsPageAndCloseZoomsBack() async throws {
        try openThird()
        try tap("Close")
        XCTAssertEqual(take(), dismissed)
        XCTAssertNil(gallery.presentedViewController)
        XCTAssertEqual(colour(in: try XCTUnwrap(host.snapshot()), atDevicePoint: bottomLeft), grey)
    }

    /// R13 in the window: the page follows a drag down; let go early, the dismissal is cancelled and
    /// the page stays presented with the callbacks of a cancelled swipe-back; dragged far, it closes.
    func testDraggingDownDismissesInteractivelyAndAShortDragCancels() async throws {
        try openThird()
        drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 520), frames: 20, lifts: false)
        let dragged = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(colour(in: dragged, atDevicePoint: bottomLeft), grey, "the page shrinks with the finger, the gallery under it")
        lift(at: CGPoint(x: 200, y: 520))
        XCTAssertEqual(take(), [
            "detail.viewWillDisappear(true)",
            "gallery.viewWillAppear(true)",
            "detail.transitioningDelegate.animator.animateTransition(using: context)",
            "detail.viewSafeAreaInsetsDidChange()", // shrunk
            "detail.transitioningDelegate.context.completeTransition(false)",
            "gallery.viewWillDisappear(true)",
            "gallery.viewDidDisappear(true)",
            "detail.viewWillAppear(true)",
            "detail.viewDidAppear(true)",
            "detail.viewSafeAreaInsetsDidChange()", // full size again
        ])
        XCTAssertNotNil(gallery.presentedViewController, "still presented")
        XCTAssertEqual(colour(in: try XCTUnwrap(host.snapshot()), atDevicePoint: bottomLeft), green, "full size again")

        drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), frames: 20)
        XCTAssertEqual(take(), dismissed)
        XCTAssertNil(gallery.presentedViewController)
        XCTAssertEqual(colour(in: try XCTUnwrap(host.snapshot()), atDevicePoint: bottomLeft), grey)
    }
}
