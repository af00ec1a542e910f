import Foundation
import SandboxKit
import SDLPlatform

/// A device process in the window (`DeviceSession`): its frames where the device screen is, its events in
/// the overlay and the recording, until another demo is picked.
extension SandboxApp {
    /// Shows `session` on the device screen and feeds its events where the local application's go
    /// (`deliver`: the overlay and the recordings).
    /// A tinted session (a recipe) colours each controller's view as the overlay colours its name: the
    /// device takes the palette's colours in the order views load, and so does the overlay here.
    func connect(_ session: DeviceSession, tinted: Bool) {
        let overlay = desk.overlay
        device = session
        session.appearance = deviceApp.userInterfaceStyle
        session.textSize = deviceApp.preferredContentSizeCategory
        session.numberEvents(after: deviceApp.lifecycleEvents.lastSequence)
        var loaded: [String] = []
        session.onEvents = { [weak self] events in
            for e in events where tinted && e.method == .viewDidLoad {
                guard let name = e.controller, !loaded.contains(name) else { continue }
                loaded.append(name)
                overlay.setColour(OverlayPanel.palette[(loaded.count - 1) % OverlayPanel.palette.count], for: name)
            }
            self?.deliver(events)
        }
        session.onControllers = { rows in overlay.updateControllers(rows) }
        session.onViews = { tree in overlay.inspector.show(tree) }
        // The inspector's selection was a path in the old device's tree: in the new one it would name
        // whatever view sits there.
        session.onRelaunch = {
            overlay.inspector.reset()
            overlay.inspector.show(nil)
        }
        session.onMessage = { [weak self] text in
            self?.desk.showDeviceMessage(text)
            self?.updateStatus()
        }
        if let host { show(session, in: host) }
    }

    /// Puts the device process's surface in `host` and starts it (the window wakes to take its frames).
    func show(_ session: DeviceSession, in host: SDLWindowHost) {
        host.externalSurfaces = [session.surface]
        session.wake = host.makeWaker()
        host.onWake = { [unowned self, unowned host] in
            session.poll(window: host)
            self.updateStatus()
        }
        // One slice of a flood a frame: queued on the desk's run loop, so input and drawing come between.
        session.pollNextFrame = { [unowned self, unowned host] in
            self.deskApp.mainQueue.enqueue(at: self.deskApp.clock.now) { [weak session] in
                session?.poll(window: host)
                self.updateStatus()
            }
        }
        host.setNeedsLayout()
        if session.launches == 0 && session.host == nil { session.start() }
    }

    /// Stops the device process and gives the device screen back to the local device application, whose
    /// events are numbered on from the process's last.
    func disconnectDevice() {
        guard let device else { return }
        device.stop()
        self.device = nil
        deviceApp.lifecycleEvents.continueNumbering(after: device.lastSeq)
        desk.showDeviceMessage(nil)
        host?.externalSurfaces = []
        host?.onWake = nil
        host?.setNeedsLayout()
    }
}
