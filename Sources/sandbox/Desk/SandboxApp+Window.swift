import Foundation
import Raster
import SandboxKit
import SDLPlatform

/// The desktop window: where each application's window goes in it, and running it until it settles.
extension SandboxApp {
    /// Shows both windows in `host` and takes its keys.
    func attach(to host: SDLWindowHost) {
        self.host = host
        host.backgroundColor = Color(rgb: 0x202124)
        host.layout = { [unowned self] size in self.placements(for: size) }
        host.onKey = { [unowned self] key in self.handleKey(key) }
        host.onModifiedKey = { [unowned self] key in self.handleModifiedKey(key) }
        host.onText = { [unowned self] text in self.handleText(text) }
        typedCharactersComeAsText = true
        if let device { show(device, in: host) }
        host.afterFrame = { [unowned self] in
            // Only a device frame changes the figures; updating after the overlay's own frames would
            // keep the window busy forever.
            guard self.deviceApp.frameNumber != self.lastDeviceFrame else { return }
            self.lastDeviceFrame = self.deviceApp.frameNumber
            self.updateStatus()
        }
        updateStatus()
    }

    /// The desk fills the window; the device screen sits on top in the device frame.
    func placements(for size: CGSize) -> [SurfacePlacement] {
        if deskWindow.bounds.size != size {
            deskWindow.frame = CGRect(origin: .zero, size: size)
        }
        let desk = SurfacePlacement(window: deskWindow, frame: CGRect(origin: .zero, size: size))
        // The local device's screen as drawn now (its size animates while it rotates); a device process's is fixed.
        self.desk.screenSize = device == nil ? deviceWindow.layer.presentationState.bounds.size : DeskLayout.deviceSize
        if let device {
            device.surface.frame = self.desk.deskLayout.deviceFrame
            return [desk]
        }
        return [desk, SurfacePlacement(window: deviceWindow, frame: self.desk.deskLayout.deviceFrame)]
    }

    /// Runs frames until both applications have settled (at most ten seconds of frames) and a device
    /// process has settled or ended (at most `deviceTimeout` seconds; it runs on a real clock), then
    /// returns what the window shows.
    func settledSnapshot(host: SDLWindowHost, deviceTimeout: TimeInterval = 60) -> Bitmap? {
        var frames = 0
        repeat {
            if !deviceApp.isSettled { deviceApp.setNeedsFrame() }
            host.runFrame()
            frames += 1
        } while frames < 600 && [deskApp, deviceApp].contains(where: { !$0.isSettled || $0.hasWork })
        if let device {
            host.run(timeout: deviceTimeout) { device.hasSettled || device.message != nil }
            // The settled turn's frame follows its event line: show the newest frame it sends.
            host.run(timeout: 0.25) { false }
        }
        return host.snapshot()
    }
}
