import DeviceLink
import Foundation
import SandboxKit

/// The overlay's status line, and the panels that follow the device as it changes (the controller
/// table, the view inspector): brought up to date whenever the device draws a frame or a control acts.
extension SandboxApp {
    /// The status line: frame rate and cost, animation speed, pause and recording.
    func updateStatus() {
        var parts: [String] = []
        if let stats = host?.statistics {
            parts.append(String(format: "%3.0f fps %5.1f ms", stats.framesPerSecond, stats.lastFrameTime * 1000))
        }
        let clock = deviceApp.animationClock
        if clock.slowFactor != 1 { parts.append(String(format: "slow ×%g", clock.slowFactor)) }
        if clock.isPaused { parts.append("paused") }
        if deviceApp.lifecycleProfile == .iOS5 { parts.append("iOS 5") }
        if device == nil && deviceApp.interfaceOrientation != .portrait { parts.append("landscape") }
        parts += recording.status
        if let device {
            if let pid = device.host?.pid { parts.append("device pid \(pid)") }
            else if device.end != nil { parts.append("device ended") }
        }
        if let notice { parts.append(notice) }
        viewInspector.refresh(from: device)
        let text = parts.joined(separator: " · ")
        if desk.overlay.status != text { desk.overlay.status = text }
        if device == nil { desk.overlay.updateControllers(ControllerRow.rows(of: deviceApp)) }
    }
}
