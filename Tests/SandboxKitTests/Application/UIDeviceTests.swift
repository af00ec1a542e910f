import Foundation
import XCTest
@testable import SandboxKit

/// `UIDevice.current` as an app reads it on the Simulator: the model the screen is, iOS, the
/// orientation once asked for (and its notification on rotation), no battery.
final class UIDeviceTests: LifecycleTestCase {
    func testTheDeviceIsTheScreensModelRunningIOS() async throws {
        let device = app.perform { UIDevice.current }
        XCTAssertTrue(device === app.device, "one device per application")
        XCTAssertEqual(device.name, "iPhone 14")
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.identifierForVendor, device.identifierForVendor)
        XCTAssertEqual(device.batteryLevel, -1)
        XCTAssertEqual(device.batteryState, .unknown)
        device.isProximityMonitoringEnabled = true
        XCTAssertFalse(device.isProximityMonitoringEnabled, "no proximity sensor, as on the Simulator")

        let pad = UIApplication(clock: VirtualClock(), screen: UIScreen(device: .iPad10))
        XCTAssertEqual(pad.device.userInterfaceIdiom, .pad)
        XCTAssertEqual(pad.device.model, "iPad")
    }

    func testOrientationIsUnknownUntilAskedForThenFollowsRotation() async throws {
        let device = app.device
        XCTAssertEqual(device.orientation, .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .portrait)
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                              object: device, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        app.rotate(to: .landscapeRight, animated: false)
        XCTAssertEqual(device.orientation, .landscapeLeft, "the device's landscape left is the interface's landscape right")
        XCTAssertTrue(device.orientation.isLandscape)
        XCTAssertEqual(posted.value, 1)
        device.endGeneratingDeviceOrientationNotifications()
        app.rotate(to: .portrait, animated: false)
        XCTAssertEqual(posted.value, 1, "no notification once the app stopped asking")
        XCTAssertEqual(device.orientation, .unknown)
    }
}
