import DeviceLink
import Foundation
import SandboxKit

/// The overlay's view inspector (V) joined to the device shown. The local device's tree is read, and the
/// selected view outlined, here and at once. A device process keeps its own outline and answers a
/// request for its tree with a message, which costs it a walk of its views: it is asked at most twice a
/// second, each time the window wakes while the inspector shows.
@MainActor
final class DeviceViewInspector {
    private let overlay: OverlayPanel
    private let deviceApp: UIApplication
    private let deviceWindow: UIWindow
    /// The outline on the local device.
    private let localOutline = ViewOutline()
    /// When the inspector last asked a device process for its view tree.
    private var lastTreeRequest: TimeInterval = 0

    init(overlay: OverlayPanel, deviceApp: UIApplication, deviceWindow: UIWindow) {
        self.overlay = overlay
        self.deviceApp = deviceApp
        self.deviceWindow = deviceWindow
    }

    /// Outlines `rect` (window points; nil takes the outline off) on `device`, or on the local device
    /// when there is no device process.
    func outline(_ rect: CGRect?, on device: DeviceSession?) {
        if let device { device.host?.send(.outline(rect)) } else {
            localOutline.show(rect, in: deviceWindow)
            deviceApp.setNeedsFrame()
        }
    }

    /// Shows or hides the inspector; hiding it takes the outline off the device.
    func toggle(on device: DeviceSession?) {
        overlay.showsInspector.toggle()
        if overlay.showsInspector {
            lastTreeRequest = 0
            refresh(from: device)
        } else {
            overlay.inspector.select(nil)
            outline(nil, on: device)
        }
    }

    /// Brings the inspector's tree up to date while it shows: the local device's now, a device process's
    /// when it answers.
    func refresh(from device: DeviceSession?) {
        guard overlay.showsInspector else { return }
        if let device {
            let now = Date().timeIntervalSinceReferenceDate
            guard now - lastTreeRequest >= 0.5, let host = device.host else { return }
            lastTreeRequest = now
            host.send(.viewTree)
        } else {
            overlay.inspector.show(localOutline.tree(of: deviceWindow))
        }
    }
}
