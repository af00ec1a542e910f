import Foundation
import Raster
@testable import sandbox
import SandboxKit
import XCTest

/// The rotate key (L), headlessly: the in-process demo's device turns to landscape and back, the desk
/// placing its screen as it turns; a device process keeps its screen and the status line says so.
final class RotateKeyTests: HeadlessSandboxTestCase {
    private let blue = UIColor.systemBlue.color.premultiplied.argb

    func testLTurnsTheDemoToLandscapeAndBackAndTheDeskFollows() async throws {
        try pick(.navigation)
        events.removeAll()
        let portrait = deviceFrame
        let scale = portrait.width / 390
        app.handleKey("l")
        XCTAssertEqual(take(), [
            "nav.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)",
            "page1.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)",
            // the turned screen's insets and the compact height, once each, in the rotation's layout pass
            "nav.viewSafeAreaInsetsDidChange()",
            "nav.traitCollectionDidChange(verticalSizeClass: regular → compact)",
            "page1.viewSafeAreaInsetsDidChange()",
            "page1.traitCollectionDidChange(verticalSizeClass: regular → compact)",
        ])
        XCTAssertEqual(app.deviceApp.interfaceOrientation, .landscapeLeft)

        // Mid-turn (0.2 of 0.4 s) the screen is as wide as tall or near it, placed at its size as drawn.
        for _ in 0..<12 { host.runFrame() }
        XCTAssertTrue(app.deviceApp.hasWork, "the rotation is still running")
        let turning = app.deviceWindow.layer.presentationState.bounds.size
        XCTAssertTrue(390 < turning.width && turning.width < 844 && 390 < turning.height && turning.height < 844, "\(turning)")
        XCTAssertEqual(deviceFrame.width, turning.width * scale, accuracy: 1)
        XCTAssertEqual(deviceFrame.height, turning.height * scale, accuracy: 1)
        let mid = try XCTUnwrap(host.snapshot())
        XCTAssertEqual(colour(in: mid, atDevicePoint: CGPoint(x: turning.width - 20, y: turning.height - 20)), blue)

        // Landscape: 844×390 at the scale it had upright, centred in height; the overlay right of its frame.
        let shot = try XCTUnwrap(app.settledSnapshot(host: host))
        XCTAssertEqual(app.deviceWindow.bounds.size, CGSize(width: 844, height: 390))
        let landscape = deviceFrame
        XCTAssertEqual(landscape.width, 844 * scale, accuracy: 1)
        XCTAssertEqual(landscape.height, 390 * scale, accuracy: 1)
        XCTAssertEqual(landscape.midY, 400, accuracy: 1)
        let bezel = landscape.insetBy(dx: -DeskLayout.bezel, dy: -DeskLayout.bezel)
        for (a, b) in [(app.desk.bezel.frame.minX, bezel.minX), (app.desk.bezel.frame.minY, bezel.minY),
                       (app.desk.bezel.frame.width, bezel.width), (app.desk.bezel.frame.height, bezel.height)] {
            XCTAssertEqual(a, b, accuracy: 0.01, "the device frame is around the landscape screen")
        }
        XCTAssertGreaterThan(app.desk.overlay.frame.minX, app.desk.bezel.frame.maxX)
        XCTAssertEqual(colour(in: shot, atDevicePoint: CGPoint(x: 820, y: 370)), blue, "the page fills the landscape screen")
        XCTAssertTrue(app.desk.overlay.status.contains("landscape"), app.desk.overlay.status)
        // A click lands where the landscape screen shows the button.
        events.removeAll()
        try tap("Push page 2")
        XCTAssertTrue(take().contains("page2.viewDidAppear(true)"))

        // Another demo keeps the orientation: it loads at 844×390.
        try pick(.book)
        XCTAssertEqual(app.deviceWindow.rootViewController?.view.bounds.size, CGSize(width: 844, height: 390))
        events.removeAll()

        app.handleKey("L")
        XCTAssertEqual(take(), [
            "book.viewWillTransition(to: CGSize(width: 390, height: 844), with: coordinator)",
            "page1.viewWillTransition(to: CGSize(width: 390, height: 844), with: coordinator)",
            // the turned screen's insets and the regular height, once each, in the rotation's layout pass
            "book.viewSafeAreaInsetsDidChange()",
            "book.traitCollectionDidChange(verticalSizeClass: compact → regular)",
            "page1.viewSafeAreaInsetsDidChange()",
            "page1.traitCollectionDidChange(verticalSizeClass: compact → regular)",
        ])
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(deviceFrame, portrait)
        XCTAssertFalse(app.desk.overlay.status.contains("landscape"))
    }

    /// A device process's frames keep the size it started with: L leaves it and says so; a recipe
    /// picked while the local device is in landscape is shown upright.
    func testADeviceProcessKeepsItsScreen() async throws {
        app.handleKey("l")
        _ = app.settledSnapshot(host: host)
        try pick(.rightOrder)
        let device = try XCTUnwrap(app.device)
        let upright = device.surface.frame
        XCTAssertEqual(upright.width / upright.height, 390.0 / 844, accuracy: 0.01)
        XCTAssertFalse(app.desk.overlay.status.contains("landscape"))
        events.removeAll()
        app.handleKey("l")
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(device.surface.frame, upright)
        XCTAssertTrue(app.desk.overlay.status.contains(SandboxApp.fixedScreenNotice), app.desk.overlay.status)
        XCTAssertEqual(trace, [])
        // Leaving the recipe clears the notice.
        try pick(.views)
        XCTAssertFalse(app.desk.overlay.status.contains(SandboxApp.fixedScreenNotice))
    }
}
