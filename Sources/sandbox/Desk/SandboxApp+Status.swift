import DeviceLink
import Foundation
import SandboxKit

/// The overlay's status line, and the panels that follow the device as it changes (the controller
/// table, the view inspector): brought up to date whenever the device draws a frame or a control acts.
extension SandboxApp {
    /// The status line: states first (paused, slow, typing, landscape, the profile, recording, a notice),
    /// then the device process, then frame rate and cost: a narrow overlay cuts the end of the line, and
    /// "paused" and "slow" were what it cut.
    func updateStatus() {
        var parts: [String] = []
        let clock = deviceApp.animationClock
        let paused = device == nil ? clock.isPaused : devicePaused
        let slow = device == nil ? clock.slowFactor : (deviceSlow ? slowFactor : 1)
        if paused { parts.append("paused") }
        if slow != 1 { parts.append(String(format: "slow ×%g", slow)) }
        if isTyping { parts.append("typing (Ctrl+key: shortcuts)") }
        if deviceApp.lifecycleProfile == .iOS5 { parts.append("iOS 5") }
        if device == nil && deviceApp.interfaceOrientation != .portrait { parts.append("landscape") }
        if deviceApp.userInterfaceStyle == .dark { parts.append("dark") }
        if deviceApp.preferredContentSizeCategory != .large { parts.append("text \(deviceApp.preferredContentSizeCategory.commandLineName)") }
        parts += recording.status
        if let notice { parts.append(notice) }
        if let device {
            if let pid = device.host?.pid { parts.append("device pid \(pid)") }
            else if device.end != nil { parts.append("device ended") }
        }
        if let stats = host?.statistics {
            parts.append(String(format: "%3.0f fps %5.1f ms", stats.framesPerSecond, stats.lastFrameTime * 1000))
        }
        viewInspector.refresh(from: device)
        let text = parts.joined(separator: " · ")
        if desk.overlay.status != text { desk.overlay.status = text }
        if device == nil { desk.overlay.updateControllers(ControllerRow.rows(of: deviceApp)) }
    }
}
